import MapCore
import Synchronization

/// The mailbox between a live source's reader (a thread of its own, doing the I/O) and the
/// explorer's loop, which takes what arrived between two frames (see
/// ``Explorer/run(_:on:traits:settings:clock:runtime:feed:)``).
public final class LiveFeed: Sendable {
    /// What the source is, for notes ("gpsd 127.0.0.1:2947").
    public let source: String
    /// Events kept at most; older ones are dropped when the loop falls behind.
    public static let capacity = 256
    private let inbox = Mutex<[LiveFeedEvent]>([])

    /// An empty mailbox for a source.
    public init(source: String) {
        self.source = source
    }

    /// Hands an event to the loop (from any thread).
    public func post(_ event: LiveFeedEvent) {
        inbox.withLock { events in
            if events.count >= Self.capacity { events.removeFirst(events.count - Self.capacity + 1) }
            events.append(event)
        }
    }

    /// Whether events wait to be taken.
    public var hasNews: Bool { inbox.withLock { !$0.isEmpty } }

    /// The events that arrived since the last call, oldest first.
    public func take() -> [LiveFeedEvent] {
        inbox.withLock { events in
            defer { events.removeAll(keepingCapacity: true) }
            return events
        }
    }
}
