import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Says which fuzz case was running when the process dies or hangs.
///
/// A crash ends the test process before any test can report, so each running case is
/// written to a fixed slot first. On a fatal signal (a Swift trap is SIGILL or SIGTRAP,
/// a bad access SIGSEGV or SIGBUS, `abort` SIGABRT) a handler prints the slots to stderr
/// with `write(2)` (it allocates nothing) and hands the signal on to whatever handler was
/// there before (Swift's backtracer, or the default). A watchdog thread stops the process
/// when a case runs longer than ``hangSeconds``, naming it, rather than letting CI hang.
enum CaseBeacon {
    /// A case running this long is taken for a hang: the process is stopped.
    static let hangSeconds = 120.0
    /// Cases that can be named at once (parallel tests); more share the last slot.
    static let slotCount = 8
    /// Bytes per slot, the label's NUL included.
    static let slotSize = 200

    private struct State {
        var busy = [Bool](repeating: false, count: CaseBeacon.slotCount)
        var started = [Double](repeating: 0, count: CaseBeacon.slotCount)
    }
    private static let state = Mutex(State())

    /// The slots' text, NUL-terminated, read by the signal handler.
    nonisolated(unsafe) private static let text: UnsafeMutablePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount * slotSize)
        p.initialize(repeating: 0, count: slotCount * slotSize)
        return p
    }()

    #if canImport(Glibc)
    private static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
    private static let noAction: sigaction = .init()
    nonisolated(unsafe) private static var previous: [sigaction] = Array(repeating: noAction, count: 32)
    #endif

    private static let installed: Bool = {
        _ = text
        #if canImport(Glibc)
        for sig in fatalSignals {
            var action: sigaction = .init()
            action.__sigaction_handler.sa_handler = { sig in CaseBeacon.signalled(sig) }
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(sig, &action, &previous[Int(sig)])
        }
        #endif
        let watchdog = Thread { CaseBeacon.watch() }
        watchdog.name = "fuzz watchdog"
        watchdog.start()
        return true
    }()

    /// Records that `label` starts running; returns the slot to pass to ``end(_:)``.
    static func begin(_ label: String) -> Int {
        _ = installed
        let slot = state.withLock { state in
            let slot = state.busy.firstIndex(of: false) ?? slotCount - 1
            state.busy[slot] = true
            state.started[slot] = ProcessInfo.processInfo.systemUptime
            return slot
        }
        let bytes = Array(label.utf8.prefix(slotSize - 1))
        let base = text + slot * slotSize
        for (i, b) in bytes.enumerated() { base[i] = b }
        base[bytes.count] = 0
        return slot
    }

    /// Records that the case in `slot` is over.
    static func end(_ slot: Int) {
        text[slot * slotSize] = 0
        state.withLock { $0.busy[slot] = false }
    }

    /// Writes every running case to stderr; only async-signal-safe calls.
    private static func printRunning(_ headline: StaticString) {
        for slot in 0..<slotCount where text[slot * slotSize] != 0 {
            _ = write(2, headline.utf8Start, headline.utf8CodeUnitCount)
            let base = text + slot * slotSize
            _ = write(2, base, strlen(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)))
            let tail: StaticString = " (replay: ATRIUM_FUZZ_REPLAY=<that case> scripts/fuzz)\n"
            _ = write(2, tail.utf8Start, tail.utf8CodeUnitCount)
        }
    }

    #if canImport(Glibc)
    private static func signalled(_ sig: Int32) {
        printRunning("\nfuzz: the process died while running case ")
        // Hand over to the previous handler: returning re-raises a trap or fault; abort raises again.
        sigaction(sig, &previous[Int(sig)], nil)
    }
    #endif

    private static func watch() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            let now = ProcessInfo.processInfo.systemUptime
            let hung = state.withLock { state in
                (0..<slotCount).contains { state.busy[$0] && now - state.started[$0] > hangSeconds }
            }
            if hung {
                printRunning("\nfuzz: a case has run for over 120 s, taken for a hang; stopping. Case ")
                abort()
            }
        }
    }
}
