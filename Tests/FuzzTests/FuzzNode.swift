import VenueFormats

/// A JSON tree the mutators can edit and write back, including things a valid
/// tree cannot hold: raw tokens (`NaN`, 10,000 nested brackets, a 40-digit
/// integer) and objects with a key repeated.
///
/// Object members keep their order, so writing a parsed file is deterministic
/// (``JSONValue`` objects are dictionaries, whose order changes per process).
indirect enum FuzzNode: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// Written as is, unquoted.
    case raw(String)
    case string(String)
    case array([FuzzNode])
    case object([(key: String, value: FuzzNode)])

    static func == (a: FuzzNode, b: FuzzNode) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x.bitPattern == y.bitPattern
        case let (.raw(x), .raw(y)), let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The tree of a parsed value, object keys sorted.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(FuzzNode.init))
        case .object(let o): self = .object(o.keys.sorted().map { ($0, FuzzNode(o[$0]!)) })
        }
    }

    // MARK: Access

    /// The member named `key` of an object (the first, if repeated).
    subscript(key: String) -> FuzzNode? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self else { return }
            if let i = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append((key, newValue))
            }
            self = .object(members)
        }
    }

    /// The elements of an array, or the member values of an object.
    var children: [FuzzNode] {
        switch self {
        case .array(let a): return a
        case .object(let o): return o.map(\.value)
        default: return []
        }
    }

    /// Whether this is an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    /// The string, if this is one.
    var stringValue: String? { if case .string(let s) = self { return s }; return nil }

    /// Replaces the `index`-th child (array element or member value).
    mutating func setChild(_ index: Int, _ value: FuzzNode) {
        switch self {
        case .array(var a): a[index] = value; self = .array(a)
        case .object(var o): o[index].value = value; self = .object(o)
        default: break
        }
    }

    /// Edits the node at a path of child positions; a path that runs out of the tree edits nothing.
    mutating func modify(at path: ArraySlice<Int>, _ edit: (inout FuzzNode) -> Void) {
        guard let first = path.first else { return edit(&self) }
        var children = self.children
        guard first < children.count else { return }
        children[first].modify(at: path.dropFirst(), edit)
        setChild(first, children[first])
    }

    // MARK: Writing

    /// The JSON text, compact.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    /// Appends the JSON text to `out`.
    func write(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: Self.numberText(n).utf8)
        case .raw(let s): out.append(contentsOf: s.utf8)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let a):
            out.append(UInt8(ascii: "["))
            for (i, v) in a.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                v.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            for (i, m) in o.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(m.key, into: &out)
                out.append(UInt8(ascii: ":"))
                m.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A number as JSON text; the non-finite ones as the lenient tokens `NaN`, `Infinity`, `-Infinity`.
    static func numberText(_ n: Double) -> String {
        if n.isNaN { return "NaN" }
        if n.isInfinite { return n < 0 ? "-Infinity" : "Infinity" }
        if n == n.rounded(), abs(n) < 1e15 { return (n.sign == .minus && n == 0) ? "-0" : String(Int(n)) }
        return "\(n)"  // Swift writes "1e-05", "5e-324", "1.7976931348623157e+308": all valid JSON
    }

    /// A quoted string with the escapes JSON requires.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(0x5C); out.append(b)
            case ..<0x20:
                func hex(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x57 + v }  // 0x57 + 10 = "a"
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex(b >> 4), hex(b & 15)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension FuzzNode {
    /// The node at a path of child positions, or nil when the path leaves the tree.
    func node(at path: ArraySlice<Int>) -> FuzzNode? {
        guard let first = path.first else { return self }
        let children = self.children
        guard first < children.count else { return nil }
        return children[first].node(at: path.dropFirst())
    }

    /// A readable path such as `features/3/properties/level_id`.
    func describe(path: ArraySlice<Int>) -> String {
        var parts: [String] = []
        var node = self
        for i in path {
            switch node {
            case .object(let o) where i < o.count: parts.append(o[i].key); node = o[i].value
            case .array(let a) where i < a.count: parts.append(String(i)); node = a[i]
            default: parts.append("?\(i)")
            }
        }
        return parts.isEmpty ? "(root)" : parts.joined(separator: "/")
    }

    /// The JSON type, for notes.
    var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number, .raw: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The first `[lon, lat]` pair of numbers found, depth first.
    var firstPosition: (Double, Double)? {
        if case .array(let a) = self, a.count >= 2, case .number(let x) = a[0], case .number(let y) = a[1] { return (x, y) }
        for c in children { if let p = c.firstPosition { return p } }
        return nil
    }

    /// Paths of every number below this node.
    func numberPaths() -> [[Int]] {
        var out: [[Int]] = []
        func walk(_ n: FuzzNode, _ path: inout [Int]) {
            if case .number = n { out.append(path); return }
            for (i, c) in n.children.enumerated() {
                path.append(i)
                walk(c, &path)
                path.removeLast()
            }
        }
        var path: [Int] = []
        walk(self, &path)
        return out
    }
}
