/// Checks a zip's 64-bit (ZIP64) fields before ZIPFoundation reads it.
///
/// ZIPFoundation turns header offsets and sizes into signed file offsets (`off_t(_:)`,
/// `Int64(_:)`), which traps for values of 2^63 and more; a ZIP64 field can hold any 64-bit
/// value, so a damaged or hostile zip could stop the process. No IMDF archive needs a ZIP64
/// value anywhere near that (archives are limited to 128 MiB), so one above 2^40 (a
/// terabyte) refuses the archive. The ZIP64 end records and the ZIP64 extra fields of every
/// central directory record and of the local header it points to are checked.
enum ZipPrecheck {
    /// The largest ZIP64 value accepted: 2^40, far below where sums of offsets could overflow.
    static let maxValue: UInt64 = 1 << 40

    /// Why the zip must not be opened, or nil when its ZIP64 fields are in range.
    static func problem(in data: [UInt8]) -> LoadFailureCode? {
        func u16(_ i: Int) -> Int? { i >= 0 && i + 2 <= data.count ? Int(data[i]) | Int(data[i + 1]) << 8 : nil }
        func u32(_ i: Int) -> Int? { guard let lo = u16(i), let hi = u16(i + 2) else { return nil }; return lo | hi << 16 }
        func u64(_ i: Int) -> UInt64? { guard let lo = u32(i), let hi = u32(i + 4) else { return nil }; return UInt64(lo) | UInt64(hi) << 32 }
        let outOfRange = LoadFailureCode.zip64OutOfRange

        // The end record, searched backwards over the longest comment.
        var end = data.count - 22
        while end >= max(0, data.count - 22 - 0xFFFF), u32(end) != 0x0605_4B50 { end -= 1 }
        guard u32(end) == 0x0605_4B50, var directory = u32(end + 16), var directorySize = u32(end + 12) else { return nil }
        // ZIP64 end locator and record.
        if u32(end - 20) == 0x0706_4B50, let record = u64(end - 20 + 8) {
            guard record <= maxValue else { return outOfRange }
            if u32(Int(record)) == 0x0606_4B50, let size = u64(Int(record) + 40), let offset = u64(Int(record) + 48) {
                guard size <= maxValue, offset <= maxValue else { return outOfRange }
                (directorySize, directory) = (Int(size), Int(offset))
            }
        }
        /// The ZIP64 extra field's values in the extra block at `start` of `length` bytes are in range.
        func extrasInRange(_ start: Int, _ length: Int) -> Bool {
            var i = start
            while i + 4 <= start + length, let id = u16(i), let size = u16(i + 2) {
                if id == 0x0001 {
                    var k = i + 4
                    while k + 8 <= i + 4 + size { if let v = u64(k), v > maxValue { return false }; k += 8 }
                }
                i += 4 + size
            }
            return true
        }
        var i = directory
        while i < min(data.count, directory + directorySize), u32(i) == 0x0201_4B50,
              let name = u16(i + 28), let extra = u16(i + 30), let comment = u16(i + 32), let local = u32(i + 42) {
            guard extrasInRange(i + 46 + name, extra) else { return outOfRange }
            if u32(local) == 0x0403_4B50, let localName = u16(local + 26), let localExtra = u16(local + 28),
               !extrasInRange(local + 30 + localName, localExtra) {
                return outOfRange
            }
            i += 46 + name + extra + comment
        }
        return nil
    }
}
