/// A kind of work the explorer asks ``AppRuntime`` to do in the background.
public protocol JobKind: Sendable {}

/// Finding a walking route (``Effect/findRoute(_:from:to:accessible:)`` and
/// ``Effect/findNearestRoute(_:from:to:accessible:)``).
public enum RouteSearch: JobKind {}

/// Measuring how far the directory's places are by walking (``Effect/measureWalks(_:from:to:accessible:)``).
public enum WalkMeasurement: JobKind {}

/// One request of one kind of background work. The effect asking for the work and the action
/// answering it carry the same job; the state keeps the job it waits for and applies only the
/// answer that carries it. Jobs of different kinds are different types, so a request of one
/// kind can never supersede (or be mistaken for) a request of another: a reroute does not
/// throw the directory's walks away.
public struct Job<Kind: JobKind>: Hashable, Sendable, CustomStringConvertible {
    /// The number given when the job was asked for; unique within a session.
    public let number: Int

    /// A job with a number (``JobNumbers`` gives them out).
    public init(number: Int) { self.number = number }

    /// "job 3".
    public var description: String { "job \(number)" }
}

/// Gives out job numbers, once each, for every kind of background work of a session.
public struct JobNumbers: Equatable, Sendable {
    private var last = 0

    /// No job given out yet.
    public init() {}

    /// A job numbered after every job given out before.
    public mutating func next<Kind: JobKind>(_ kind: Kind.Type = Kind.self) -> Job<Kind> {
        last += 1
        return Job(number: last)
    }
}
