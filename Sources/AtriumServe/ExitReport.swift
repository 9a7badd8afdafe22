import NIOSSH

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns an explorer's end into what SSH reports to the client.
enum ExitReport {
    /// RFC 4254 §6.10 signal names.
    private static let names: [Int32: String] = [
        SIGABRT: "ABRT", SIGALRM: "ALRM", SIGFPE: "FPE", SIGHUP: "HUP", SIGILL: "ILL", SIGINT: "INT",
        SIGKILL: "KILL", SIGPIPE: "PIPE", SIGQUIT: "QUIT", SIGSEGV: "SEGV", SIGTERM: "TERM",
        SIGUSR1: "USR1", SIGUSR2: "USR2",
    ]

    /// `exit-status`, or `exit-signal` for a signal SSH has a name for
    /// (other signals become status 128+n, as a shell would report them).
    static func event(for exit: ChildProcess.Exit) -> any Sendable {
        switch exit {
        case .exited(let code):
            return SSHChannelRequestEvent.ExitStatus(exitStatus: Int(code))
        case .signaled(let signal):
            guard let name = names[signal] else {
                return SSHChannelRequestEvent.ExitStatus(exitStatus: 128 + Int(signal))
            }
            return SSHChannelRequestEvent.ExitSignal(signalName: name, errorMessage: "", language: "", dumpedCore: false)
        }
    }

    /// "exit status 0" or "signal 9", for logs.
    static func describe(_ exit: ChildProcess.Exit) -> String {
        switch exit {
        case .exited(let code): return "exit status \(code)"
        case .signaled(let signal): return "signal \(signal)"
        }
    }

    /// What the client's terminal is sent when the explorer died by a signal (a crash,
    /// `kill -9`, out of memory) and could not restore the terminal itself: leave the
    /// alternate screen, show the cursor, every mouse mode off, attributes and keypad reset.
    static let terminalRestore = "\u{1B}[?1049l\u{1B}[?25h\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1015l\u{1B}[0m\u{1B}[?1l\u{1B}>"

    /// The one line a client sees then. Nothing internal: no path, no backtrace.
    static let stoppedUnexpectedly = "the map stopped unexpectedly; please reconnect"

    /// Where a served explorer's crash report goes on this machine (its environment has no
    /// XDG_STATE_HOME or TMPDIR, see ``ChildEnvironment``), for the server's log.
    static func crashReportFolder() -> String { "/tmp/atrium-\(getuid())" }
}
