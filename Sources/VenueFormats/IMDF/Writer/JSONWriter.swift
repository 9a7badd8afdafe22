/// Writes ``JSONValue``s as UTF-8 JSON text, keys sorted, numbers in their shortest exact form
/// (so coordinates come back bit for bit), for archives that are the same on every write.
///
/// Hand-written rather than `JSONSerialization`: that one neither keeps ``JSONValue``'s integral
/// doubles as integers nor guarantees the shortest round-trip form of coordinates on Linux.
public enum JSONWriter {
    /// The text of a value; with `featureLines`, a FeatureCollection puts one feature per line.
    public static func bytes(_ value: JSONValue, featureLines: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        if featureLines, case .object(let o) = value, case .array(let features)? = o["features"] {
            var rest = o
            rest["features"] = nil
            out += Array("{".utf8)
            for key in rest.keys.sorted() {
                write(.string(key), into: &out)
                out.append(UInt8(ascii: ":"))
                write(rest[key]!, into: &out)
                out.append(UInt8(ascii: ","))
            }
            out += Array("\"features\":[\n".utf8)
            for (i, f) in features.enumerated() {
                write(f, into: &out)
                out += Array((i + 1 < features.count ? ",\n" : "\n").utf8)
            }
            out += Array("]}\n".utf8)
            return out
        }
        write(value, into: &out)
        out.append(0x0A)
        return out
    }

    static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .number(let n): out += Array(number(n).utf8)
        case .string(let s): string(s, into: &out)
        case .array(let a):
            out.append(UInt8(ascii: "["))
            for (i, v) in a.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(v, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            for (i, key) in o.keys.sorted().enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                string(key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(o[key]!, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A number: integers without a fraction, others in Swift's shortest round-trip form; null when not finite.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    static func string(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out += [0x5C, 0x22]
            case UInt8(ascii: "\\"): out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 15)]]
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
