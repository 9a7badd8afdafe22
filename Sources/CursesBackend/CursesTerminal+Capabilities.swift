import CNCursesW
import Glibc
import Synchronization
import TerminalKit

extension CursesTerminal {
    /// The capabilities of the terminal ncurses has loaded (`tigetstr`, `tigetflag`,
    /// `tigetnum`), for the writer to build its sequences from.
    static func lookUpCapabilities(name: String) -> TerminalCapabilities {
        var strings: [String: [UInt8]] = [:]
        for capability in TerminalCapabilities.stringNames {
            guard let value = cnc_tigetstr(capability) else { continue }
            strings[capability] = Array(UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self),
                                                            count: strlen(value)))
        }
        let flags = Set(TerminalCapabilities.flagNames.filter { tigetflag($0) == 1 })
        return TerminalCapabilities(name: name, strings: strings, flags: flags, colors: Int(tigetnum("colors")))
    }

    /// ncurses' own expansion of a parametrised capability of the loaded terminal (`tiparm`),
    /// padding included; nil when the terminal lacks it. For tests that check ``Terminfo``.
    static func ncursesExpansion(_ capability: String, _ a: Int32, _ b: Int32? = nil) -> [UInt8]? {
        guard let string = cnc_tigetstr(capability) else { return nil }
        let expanded = b.map { cnc_tiparm2(string, a, $0) } ?? cnc_tiparm1(string, a)
        guard let expanded else { return nil }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(expanded).assumingMemoryBound(to: UInt8.self), count: strlen(expanded)))
    }
}

/// Records the quit signals (SIGINT, SIGTERM, SIGHUP) instead of dying of them, so that the
/// loop ends cleanly and gives the terminal back. The handler only stores the signal's
/// number (an atomic store is async-signal-safe), and is installed without `SA_RESTART`, so
/// a wait for input is cut short.
enum QuitSignals {
    private static let recorded = Atomic<Int32>(0)

    /// The last quit signal received, or 0.
    static var pending: Int32 { recorded.load(ordering: .relaxed) }

    /// Installs the recorder for the three signals.
    static func install() {
        _ = pending   // the global is made now, not first in a handler
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in QuitSignals.recorded.store(signal, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaction(signal, &action, nil) }
    }
}
