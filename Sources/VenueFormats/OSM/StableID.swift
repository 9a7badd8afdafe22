/// Feature ids derived from OSM ids, the same on every load and every conversion of the
/// same data: a UUID-shaped 128-bit hash (two FNV-1a 64-bit hashes) of a key such as
/// `unit way/123 level 0`, marked as version 8 (RFC 9562, "custom"), so that a converted
/// archive keeps its ids when converted again from the same source.
public enum StableID {
    /// The id for a key.
    public static func uuid(_ key: String) -> String {
        var h = KeyHash()
        h.add(key)
        return h.uuid
    }

    /// The id of `KIND REF level LEVEL` (`unit way/123 level 0`), hashed piece by piece
    /// without building the key: the same id as ``uuid(_:)`` of that text.
    static func uuid(_ kind: String, _ ref: OSMRef, level: Double) -> String {
        var h = KeyHash()
        h.add(kind)
        h.add(UInt8(ascii: " "))
        h.add(ref.kind.rawValue)
        h.add(UInt8(ascii: "/"))
        h.add(ref.id)
        h.add(" level ")
        // OSMLevels.text: whole levels as integers, others as Swift writes them.
        if level == level.rounded(), abs(level) < 1e15 { h.add(Int64(level)) } else { h.add(String(level)) }
        return h.uuid
    }

    /// The id of `relationship join A B LAT,LON` (a join of the footway network: two feature
    /// ids and the point where they meet, as ``GeoPoint/description`` writes it), hashed piece
    /// by piece: the same id as ``uuid(_:)`` of that text.
    static func joinUUID(_ a: String, _ b: String, at p: GeoPoint) -> String {
        var h = KeyHash()
        h.add("relationship join ")
        h.add(a)
        h.add(UInt8(ascii: " "))
        h.add(b)
        h.add(UInt8(ascii: " "))
        h.add(formatCoordinate(p.latitude))
        h.add(UInt8(ascii: ","))
        h.add(formatCoordinate(p.longitude))
        return h.uuid
    }

    /// The two FNV-1a hashes of a key, fed its UTF-8 bytes as they come.
    struct KeyHash {
        var h1: UInt64 = 0xcbf2_9ce4_8422_2325, h2: UInt64 = 0x6c62_272e_07bb_0142

        mutating func add(_ b: UInt8) {
            h1 = (h1 ^ UInt64(b)) &* 0x0000_0100_0000_01b3
            h2 = (h2 ^ UInt64(b)) &* 0x0000_0100_0000_01b3
            h2 = (h2 << 7) | (h2 >> 57)
        }

        mutating func add(_ s: String) {
            // The bytes in one buffer (a small string's copied out), walked without the view's iterator.
            var s = s
            s.withUTF8 { bytes in
                for b in bytes { add(b) }
            }
        }

        /// An integer's decimal digits, as `String(n)` writes them.
        mutating func add(_ n: Int64) {
            if n < 0 { add(UInt8(ascii: "-")) }
            var m = n.magnitude
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                repeat {
                    buffer[count] = UInt8(ascii: "0") + UInt8(m % 10)
                    m /= 10
                    count += 1
                } while m > 0
            }
            withUnsafeBytes(of: &digits) { buffer in
                for i in stride(from: count - 1, through: 0, by: -1) { add(buffer[i]) }
            }
        }

        /// 8-4-4-4-12 lower-case hex digits, version 8 and the RFC variant marked.
        var uuid: String {
            let hi = (h1 & ~0xF000) | 0x8000                       // version 8
            let lo = (h2 & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // RFC variant
            // Written straight into the string's storage.
            return String(unsafeUninitializedCapacity: 36) { out in
                let digits: StaticString = "0123456789abcdef"
                var at = 0
                func put(_ v: UInt64, _ count: Int) {
                    for k in stride(from: count - 1, through: 0, by: -1) {
                        out[at] = digits.utf8Start[Int((v >> (4 * UInt64(k))) & 0xF)]
                        at += 1
                    }
                }
                put(hi >> 32, 8); out[at] = UInt8(ascii: "-"); at += 1
                put((hi >> 16) & 0xFFFF, 4); out[at] = UInt8(ascii: "-"); at += 1
                put(hi & 0xFFFF, 4); out[at] = UInt8(ascii: "-"); at += 1
                put(lo >> 48, 4); out[at] = UInt8(ascii: "-"); at += 1
                put(lo & 0xFFFF_FFFF_FFFF, 12)
                return at
            }
        }
    }
}
