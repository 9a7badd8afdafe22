import Foundation
import Glibc

extension TmuxSession {
    /// Waits until the program in the pane (process `pid`) has dealt with everything sent to
    /// it: its main thread sleeps in a wait for input (`read`, `poll`, `select`), no input is left
    /// unread on the pane's terminal, and both stay so over several checks (longer than the
    /// escape delay, in which a lone Escape is held back). A program that draws and then waits
    /// for input has then finished writing its last frame: `write` returned, and what it wrote
    /// is in the pane's pseudo-terminal for tmux. Unlike a screen that merely stopped changing
    /// for a while, this cannot be fooled by a program that a loaded machine has not yet let run.
    public func waitForIdle(pid: Int32, timeout: TimeInterval = 30) throws {
        let tty = try display("#{pane_tty}").trimmingCharacters(in: .whitespacesAndNewlines)
        var calm = 0
        try waitUntil("process \(pid) waiting for input with none unread", timeout: timeout) {
            calm = Self.isIdle(pid: pid, tty: tty) ? calm + 1 : 0
            return calm >= 4
        }
    }

    /// Whether the main thread sleeps in `read`, `poll`, `ppoll`, `select` or `pselect6` and the
    /// terminal holds no unread input.
    static func isIdle(pid: Int32, tty: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")"),
              stat[stat.index(close, offsetBy: 2)] == "S",
              let call = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8),
              let number = Int(call.split(separator: " ").first ?? ""),
              [0, 7, 23, 270, 271].contains(number) else { return false }   // x86-64: read, poll, select, pselect6, ppoll
        let descriptor = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { Glibc.close(descriptor) }
        var unread: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &unread) == 0 && unread == 0
    }
}
