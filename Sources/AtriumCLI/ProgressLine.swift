import AtriumApp
import Foundation
import VenueSources

/// The progress of slow work on stderr when it is a terminal: one line, rewritten in place
/// (carriage return, erase to the end of the line), at most ten times a second, and erased
/// when the work ends. Not on a terminal, it says nothing (notes and errors still print).
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private var shown = false
    private var lastWrite = Date.distantPast
    private var lastPhase = ""

    init(enabled: Bool) { self.enabled = enabled }

    /// A line on stderr when stderr is a terminal.
    static func standardError() -> ProgressLine { ProgressLine(enabled: isatty(2) == 1) }

    /// VenueSources' progress, shown here in the interface language (as the explorer's
    /// status line says it).
    var sink: SourceProgress { SourceProgress(stage: { [self] stage in show(FetchStage(stage).text(CLILanguage.ui, place: "")) }) }

    /// Shows `line`, unless the same kind of line was shown under 0.1 s ago.
    func show(_ line: String) {
        guard enabled else { return }
        lock.withLock {
            let phase = String(line.prefix(12))
            let now = Date()
            if phase == lastPhase && now.timeIntervalSince(lastWrite) < 0.1 { return }
            lastPhase = phase
            lastWrite = now
            let width = Self.terminalWidth()
            let text = line.count > width - 1 ? String(line.prefix(max(10, width - 2))) + "…" : line
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
            shown = true
        }
    }

    /// The width of the terminal on stderr (else `COLUMNS`, else 80): a line longer than it
    /// would wrap, and the carriage return would then rewrite only its last row, leaving a
    /// scroll of half lines instead of one line updated in place.
    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
    }

    /// Erases the line.
    func finish() {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            shown = false
        }
    }
}
