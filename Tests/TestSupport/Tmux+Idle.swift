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

    /// Whether the main thread sleeps in `read`, `poll`, `ppoll`, `select` or `pselect6`, no
    /// signal it would act on waits for it (a resize's SIGWINCH, sent while it slept, is not yet
    /// handled until the process runs again), and the terminal holds no unread input.
    static func isIdle(pid: Int32, tty: String) -> Bool {
        guard !hasSignalWaiting(pid: pid), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
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

    /// Whether a signal that is not blocked is pending for process `pid`: delivering it will
    /// wake the process. Unreadable status counts as waiting, so an idle process is never assumed.
    public static func hasSignalWaiting(pid: Int32) -> Bool {
        guard let masks = signalMasks(pid: pid) else { return true }
        return masks.pending & ~masks.blocked != 0
    }

    /// The signals pending for process `pid` (its main thread's and the process's own sets) and
    /// those its main thread blocks, from `/proc/PID/status`, one bit per signal (bit 0: signal 1).
    public static func signalMasks(pid: Int32) -> (pending: UInt64, blocked: UInt64)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        var masks: [Substring: UInt64] = [:]
        for line in status.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, ["SigPnd", "ShdPnd", "SigBlk"].contains(parts[0]) else { continue }
            masks[parts[0]] = UInt64(parts[1].trimmingCharacters(in: .whitespaces), radix: 16)
        }
        guard let thread = masks["SigPnd"], let shared = masks["ShdPnd"], let blocked = masks["SigBlk"] else { return nil }
        return (thread | shared, blocked)
    }
}
