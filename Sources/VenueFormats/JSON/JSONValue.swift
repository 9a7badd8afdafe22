/// A parsed JSON value. Objects keep their keys in a dictionary; order is not kept.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any number, as a double.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// The member of an object, or nil for other values and missing keys.
    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The string, or nil when this is not a string.
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    /// The number, or nil when this is not a number.
    public var numberValue: Double? { if case .number(let n) = self { return n }; return nil }
    /// The Boolean, or nil when this is not a Boolean.
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    /// The elements, or nil when this is not an array.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    /// The members, or nil when this is not an object.
    public var objectValue: [String: JSONValue]? { if case .object(let o) = self { return o }; return nil }
    /// Whether this is `null`.
    public var isNull: Bool { if case .null = self { return true }; return false }
}
