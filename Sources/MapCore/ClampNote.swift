/// What a camera change had to limit, so the interface can say why a key or
/// wheel step did less than asked ("zoom limit", "edge of venue").
///
/// A heading wrap (for example −90° becoming 270°) is a normalization, not a
/// clamp, and is never reported.
public struct ClampNote: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bit pattern.
    public let rawValue: UInt8

    /// Creates a note from its bit pattern.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The distance was held inside the camera's zoom range.
    public static let zoomLimit = ClampNote(rawValue: 1 << 0)
    /// The pitch was held inside [0, ``Camera/maximumPitch``].
    public static let pitchLimit = ClampNote(rawValue: 1 << 1)
    /// The center was pulled back by the camera boundary.
    public static let boundary = ClampNote(rawValue: 1 << 2)

    /// The names of the set limits, for example `[zoomLimit, boundary]`.
    public var description: String {
        var names: [String] = []
        if contains(.zoomLimit) { names.append("zoomLimit") }
        if contains(.pitchLimit) { names.append("pitchLimit") }
        if contains(.boundary) { names.append("boundary") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
