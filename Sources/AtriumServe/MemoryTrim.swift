import CSupport
import Synchronization

/// Gives memory freed by closed connections back to the system.
///
/// glibc's malloc keeps freed memory in its arenas (one per event-loop thread), so a server that
/// served a burst of clients (channel floods, stalled sessions holding input) would stay at its
/// peak size after they leave. After a connection closes, the next ``trimIfNeeded()`` (the
/// server calls it every 2 s) calls `malloc_trim(0)`, which returns the free pages of every
/// arena. Nothing happens while no connection closes, so an idle or steady server pays nothing.
final class MemoryTrim: Sendable {
    private let released = Atomic<Bool>(false)

    /// A trim is due.
    func noteRelease() {
        released.store(true, ordering: .relaxed)
    }

    /// Trims if something closed since the last trim; returns whether it trimmed.
    @discardableResult
    func trimIfNeeded() -> Bool {
        guard released.exchange(false, ordering: .relaxed) else { return false }
        _ = atrium_malloc_trim()
        return true
    }
}
