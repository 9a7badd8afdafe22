import Glibc
@testable import CursesBackend
import Testing
import TestSupport
@testable import TerminalKit

/// The real terminal on a pseudo-terminal, for every terminal kind supported: the bytes read
/// from the pty, played on a model terminal, show each frame of a tour; every sequence is
/// one the kind's description (as ncurses loaded it) has; and the writer's expansions of
/// that description's strings are ncurses' own. Part of the serialized ``TerminalPtyTests``
/// suite: ncurses keeps one current screen per process.
extension TerminalPtyTests {
    static let kinds = ["xterm-256color", "screen-256color", "tmux-256color", "linux", "vt100"]

    @Test(arguments: kinds)
    func thePtyShowsEveryFrameOfTheTour(_ term: String) throws {
        let (columns, rows) = (90, 28)
        let pty = try TestPty(columns: UInt16(columns), rows: UInt16(rows))
        let terminal = try pty.openTerminal(term: term)
        defer { terminal.restore() }
        #expect(terminal.capabilities.name == term && terminal.fallbackTerm == nil)
        _ = pty.drain()
        var screen = ModelTerminal(width: columns, height: rows)
        let sequences = TerminalSequences(terminal.capabilities, width: columns, height: rows)
        for (step, frame) in TestFrames.writerTour(columns: columns, rows: rows).enumerated() {
            terminal.draw(frame)
            screen.play(pty.drain())
            let wrong = screen.differences(from: ScreenWriter.prepared(frame, for: sequences).0)
            #expect(wrong.isEmpty, "\(term), step \(step): \(wrong.count) cells differ: \(wrong.prefix(3))")
            #expect(screen.strayed.isEmpty, "\(term), step \(step): \(screen.strayed.prefix(3))")
        }
        let allowed = AllowedSequences(terminal.capabilities)
        let foreign = screen.sequences.filter { !allowed.allows($0) }.map { String(decoding: $0, as: UTF8.self).debugDescription }
        #expect(foreign.isEmpty, "\(term) was sent sequences it does not have: \(Set(foreign).prefix(5))")
    }

    /// ``Terminfo`` expands every string the writer reads as ncurses' `tiparm` does (padding
    /// aside, which the writer leaves out), for every kind and a spread of parameters.
    @Test(arguments: kinds)
    func terminfoExpansionsMatchNcurses(_ term: String) throws {
        let pty = try TestPty(columns: 80, rows: 24)
        let terminal = try pty.openTerminal(term: term)
        defer { terminal.restore() }
        let padding = try Regex(#"\$<[0-9.*/]+>"#)
        for (name, string) in terminal.capabilities.strings {
            for (a, b) in [(0, 0), (1, 1), (4, 9), (7, 15), (16, 100), (23, 79), (196, 255), (65, 5)] {
                let ours = Terminfo.expand(string, [a, b])
                guard let theirs = CursesTerminal.ncursesExpansion(name, Int32(a), Int32(b)) else { continue }
                let unpadded = String(decoding: theirs, as: UTF8.self).replacing(padding, with: "")
                #expect(String(decoding: ours, as: UTF8.self) == unpadded, "\(term) \(name)(\(a), \(b))")
            }
        }
    }

    /// A terminal that cannot move the cursor is refused before anything is drawn.
    @Test func aDumbTerminalIsRefused() throws {
        let pty = try TestPty(columns: 80, rows: 24)
        #expect(throws: CursesTerminalError.noCursorAddressing(term: "dumb")) { try pty.openTerminal(term: "dumb") }
        #expect(!pty.drain().contains(0x1B), "no control sequence sent")
    }
}
