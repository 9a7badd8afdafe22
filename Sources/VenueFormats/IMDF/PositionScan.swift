/// A pass over a large file's bytes, before parsing, that finds geometries too big to read.
///
/// Parsing costs time and memory in proportion to the text (about 100 bytes of memory per
/// position), and the per-feature and total position limits apply only after parsing. For
/// a file of tens of megabytes holding one 10,000,000-position polygon, that meant seconds
/// to minutes and gigabytes, all to skip one feature. So a file over ``minimumBytes`` is
/// scanned first: a run of positions between two braces (a geometry's coordinates hold no
/// braces, so a run is at least one geometry's positions) longer than the per-feature limit,
/// or more positions in the file than the total limit, refuses the file. Smaller files are
/// parsed as before, and an oversized feature in them is skipped alone.
enum PositionScan {
    /// Files this large or larger are scanned: 16 MiB.
    static let minimumBytes = 16 << 20

    /// What the scan found over a limit.
    struct Excess {
        /// The byte offset of the position that crossed the limit.
        var offset: Int
        /// Why the file is refused.
        var code: DiagnosticCode
    }

    /// The first place where `bytes` crosses a limit, or nil. Stops there, so a hostile file
    /// costs no more than reading up to that point.
    static func firstExcess(_ bytes: [UInt8], perGeometry: Int, total: Int) -> Excess? {
        bytes.withUnsafeBufferPointer { b in
            var run = 0, all = 0
            var i = 0
            let n = b.count
            while i < n {
                switch b[i] {
                case UInt8(ascii: "\""):
                    // Skip the string, escapes included.
                    i += 1
                    while i < n, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
                case UInt8(ascii: "{"), UInt8(ascii: "}"):
                    run = 0
                case UInt8(ascii: "["):
                    var j = i + 1
                    while j < n, b[j] == 0x20 || b[j] == 0x0A || b[j] == 0x0D || b[j] == 0x09 { j += 1 }
                    if j < n, b[j] == UInt8(ascii: "-") || (b[j] >= 0x30 && b[j] <= 0x39) {
                        run += 1
                        all += 1
                        if run > perGeometry {
                            return Excess(offset: i, code: .geometryOverLimit(limit: perGeometry, mebibytes: n >> 20))
                        }
                        if all > total {
                            return Excess(offset: i, code: .fileOverLimit(limit: total, mebibytes: n >> 20))
                        }
                    }
                default:
                    break
                }
                i += 1
            }
            return nil
        }
    }

    /// The 1-based line and column of a byte offset.
    static func lineAndColumn(_ bytes: [UInt8], offset: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        return (line, offset - lineStart + 1)
    }
}
