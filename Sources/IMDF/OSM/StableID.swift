/// Feature ids derived from OSM ids, the same on every load and every conversion of the
/// same data: a UUID-shaped 128-bit hash (two FNV-1a 64-bit hashes) of a key such as
/// `unit way/123 level 0`, marked as version 8 (RFC 9562, "custom"), so that a converted
/// archive keeps its ids when converted again from the same source.
public enum StableID {
    /// The id for a key.
    public static func uuid(_ key: String) -> String {
        let bytes = Array(key.utf8)
        var h1: UInt64 = 0xcbf2_9ce4_8422_2325, h2: UInt64 = 0x6c62_272e_07bb_0142
        for b in bytes {
            h1 = (h1 ^ UInt64(b)) &* 0x0000_0100_0000_01b3
            h2 = (h2 ^ UInt64(b)) &* 0x0000_0100_0000_01b3
            h2 = (h2 << 7) | (h2 >> 57)
        }
        var hi = h1, lo = h2
        hi = (hi & ~0xF000) | 0x8000                       // version 8
        lo = (lo & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // RFC variant
        func hex(_ v: UInt64, _ digits: Int) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: max(0, digits - s.count)) + s
        }
        let a = hex(hi >> 32, 8), b = hex((hi >> 16) & 0xFFFF, 4), c = hex(hi & 0xFFFF, 4)
        let d = hex(lo >> 48, 4), e = hex(lo & 0xFFFF_FFFF_FFFF, 12)
        return "\(a)-\(b)-\(c)-\(d)-\(e)"
    }
}
