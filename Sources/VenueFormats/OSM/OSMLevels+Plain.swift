/// The common `level=*` values read straight from their bytes: `0`, `-1`, `0;1`, `0.5`.
extension OSMLevels {
    /// The levels of a value that is a list of plain numbers within ±``maxAbsLevel`` in ASCII
    /// (`;`-separated, spaces or tabs around each, an optional `+` then `-`, digits with at
    /// most one `.` or `,` between digits), sorted and without repeats: exactly what
    /// ``parse(_:)`` gives for such a value. Nil for anything else (a range, a value out of
    /// range, non-ASCII text, an error), which ``parse(_:)`` then reads the general way.
    ///
    /// Most OSM level values are of this form, and the general reading goes through
    /// Foundation's trimming and replacing, which showed in load profiles.
    static func plainList(_ text: String) -> [Double]? {
        var copy = text
        return copy.withUTF8 { bytes -> [Double]? in
            var out: [Double] = []
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
                var lo = start, hi = end
                while lo < hi, bytes[lo] == 0x20 || bytes[lo] == 0x09 { lo += 1 }
                while hi > lo, bytes[hi - 1] == 0x20 || bytes[hi - 1] == 0x09 { hi -= 1 }
                if lo < hi {
                    guard let v = plainNumber(bytes, lo, hi), abs(v) <= maxAbsLevel else { return nil }
                    if !out.contains(v) { out.append(v) }
                }
                start = end + 1
            }
            return out.sorted()
        }
    }

    /// `+`? `-`? digits with at most one `.` or `,` between digits, in `bytes[lo..<hi]`, as
    /// ``number(_:)`` reads it; nil for anything else (and any non-ASCII byte).
    private static func plainNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ lo: Int, _ hi: Int) -> Double? {
        var i = lo
        if bytes[i] == UInt8(ascii: "+") { i += 1 }
        var negative = false
        if i < hi, bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        guard i < hi, bytes[i] &- 0x30 < 10, bytes[hi - 1] &- 0x30 < 10 else { return nil }
        var whole = 0, digits = 0, mark: Int?
        for j in i..<hi {
            let b = bytes[j]
            if b == UInt8(ascii: ".") || b == UInt8(ascii: ",") {
                guard mark == nil else { return nil }
                mark = j
            } else if b &- 0x30 < 10 {
                if mark == nil, digits < 15 { whole = whole * 10 + Int(b &- 0x30) }
                digits += 1
            } else {
                return nil
            }
        }
        if mark == nil, digits <= 15 {
            // An integer of at most 15 digits is exact as a Double, as `Double("12")` reads it.
            return negative ? -Double(whole) : Double(whole)
        }
        // A decimal (or a long integer): the standard library reads it, the mark as a point.
        var token = negative ? "-" : ""
        token.unicodeScalars.append(contentsOf: bytes[i..<hi].map { $0 == UInt8(ascii: ",") ? "." : Unicode.Scalar($0) })
        return Double(token)
    }
}
