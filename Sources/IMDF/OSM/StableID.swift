/// Feature ids derived from OSM ids, the same on every load and every conversion of the
/// same data: a UUID-shaped 128-bit hash (two FNV-1a 64-bit hashes) of a key such as
/// `unit way/123 level 0`, marked as version 8 (RFC 9562, "custom"), so that a converted
/// archive keeps its ids when converted again from the same source.
public enum StableID {
    /// The id for a key.
    public static func uuid(_ key: String) -> String {
        var h1: UInt64 = 0xcbf2_9ce4_8422_2325, h2: UInt64 = 0x6c62_272e_07bb_0142
        for b in key.utf8 {
            h1 = (h1 ^ UInt64(b)) &* 0x0000_0100_0000_01b3
            h2 = (h2 ^ UInt64(b)) &* 0x0000_0100_0000_01b3
            h2 = (h2 << 7) | (h2 >> 57)
        }
        let hi = (h1 & ~0xF000) | 0x8000                       // version 8
        let lo = (h2 & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // RFC variant
        // 8-4-4-4-12 lower-case hex digits, written straight into the string's storage.
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
