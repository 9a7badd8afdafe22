/// Writes a zip archive of stored (uncompressed) entries, and remembers where each header
/// field is, so that the zip fuzzer can aim at them. Just enough of APPNOTE.TXT for that.
struct ZipWriter {
    /// A header field: its byte offset and width (2 or 4), and a name for notes.
    struct Field {
        var offset: Int
        var width: Int
        var name: String
    }

    /// The archive's bytes.
    private(set) var bytes: [UInt8] = []
    /// Every header field written, local headers, central directory and end record.
    private(set) var fields: [Field] = []
    private var central: [UInt8] = []
    private var centralFields: [Field] = []
    private var count = 0

    private mutating func put(_ value: UInt32, width: Int, name: String? = nil, into central: Bool = false) {
        let field = Field(offset: (central ? self.central.count : bytes.count), width: width, name: name ?? "")
        for k in 0..<width {
            let b = UInt8(truncatingIfNeeded: value >> (8 * k))
            if central { self.central.append(b) } else { bytes.append(b) }
        }
        if let name, !name.isEmpty {
            if central { centralFields.append(field) } else { fields.append(field) }
        }
    }

    /// Adds a file. With `zip64Offset`, its central record says its local header offset is in
    /// a ZIP64 extra field (0xFFFFFFFF in the record) and that field holds `zip64Offset`.
    mutating func add(path: String, data: [UInt8], zip64Offset: UInt64? = nil) {
        let name = Array(path.utf8)
        let crc = Self.crc32(data)
        let offset = bytes.count
        let tag = "entry \(count) (\(path))"
        // Local file header.
        put(0x0403_4B50, width: 4)
        put(20, width: 2, name: "\(tag) local version needed")
        put(0, width: 2, name: "\(tag) local flags")
        put(0, width: 2, name: "\(tag) local method")
        put(0, width: 2)
        put(0x21, width: 2)
        put(crc, width: 4, name: "\(tag) local crc32")
        put(UInt32(data.count), width: 4, name: "\(tag) local compressed size")
        put(UInt32(data.count), width: 4, name: "\(tag) local uncompressed size")
        put(UInt32(name.count), width: 2, name: "\(tag) local name length")
        put(0, width: 2, name: "\(tag) local extra length")
        bytes += name
        bytes += data
        // Its central directory record.
        put(0x0201_4B50, width: 4, into: true)
        put(0x031E, width: 2, name: "\(tag) made by", into: true)
        put(20, width: 2, into: true)
        put(0, width: 2, name: "\(tag) flags", into: true)
        put(0, width: 2, name: "\(tag) method", into: true)
        put(0, width: 2, into: true)
        put(0x21, width: 2, into: true)
        put(crc, width: 4, name: "\(tag) crc32", into: true)
        put(UInt32(data.count), width: 4, name: "\(tag) compressed size", into: true)
        put(UInt32(data.count), width: 4, name: "\(tag) uncompressed size", into: true)
        put(UInt32(name.count), width: 2, name: "\(tag) name length", into: true)
        put(zip64Offset == nil ? 0 : 12, width: 2, name: "\(tag) extra length", into: true)
        put(0, width: 2, name: "\(tag) comment length", into: true)
        put(0, width: 2, into: true)
        put(0, width: 2, into: true)
        put(0o100644 << 16, width: 4, name: "\(tag) external attributes", into: true)
        put(zip64Offset == nil ? UInt32(offset) : 0xFFFF_FFFF, width: 4, name: "\(tag) local header offset", into: true)
        central += name
        if let zip64Offset {
            put(0x0001, width: 2, into: true)  // ZIP64 extended information
            put(8, width: 2, into: true)
            put(UInt32(truncatingIfNeeded: zip64Offset), width: 4, into: true)
            put(UInt32(truncatingIfNeeded: zip64Offset >> 32), width: 4, into: true)
        }
        count += 1
    }

    /// The finished archive: entries, central directory, end record.
    mutating func finish() -> [UInt8] {
        let start = bytes.count
        fields += centralFields.map { Field(offset: $0.offset + start, width: $0.width, name: $0.name) }
        bytes += central
        put(0x0605_4B50, width: 4)
        put(0, width: 2, name: "end disk number")
        put(0, width: 2, name: "end directory disk")
        put(UInt32(count), width: 2, name: "end entries on this disk")
        put(UInt32(count), width: 2, name: "end entries")
        put(UInt32(central.count), width: 4, name: "end directory size")
        put(UInt32(start), width: 4, name: "end directory offset")
        put(0, width: 2, name: "end comment length")
        return bytes
    }

    /// CRC-32 (IEEE 802.3, reflected), as zip stores it.
    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        data.withUnsafeBufferPointer { b in
            for byte in b {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
