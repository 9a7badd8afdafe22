/// The value of a JSON number token, without making a `String` of it in the common case.
///
/// Fast path (Clinger's): when the decimal digits, leading zeros aside, fit in 53 bits and the
/// decimal exponent is within ±22, the mantissa and the power of ten are both exact doubles,
/// so one multiplication or division, correctly rounded by IEEE 754, gives the correctly rounded
/// value, the same double `Double(String)` gives. Everything else (longer mantissas such as the
/// 17-digit coordinates many tools write, large exponents) goes to the standard library.
enum JSONNumber {
    /// 10⁰ … 10²², every one exactly representable as a double.
    static let exactPowersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                             1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// The double of `bytes[start..<end]`, a token the JSON grammar accepted
    /// (`-?digits(.digits)?([eE][+-]?digits)?`); nil only when the standard library refuses it.
    @inline(__always)
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double? {
        if let v = fastValue(bytes, from: start, to: end) { return v }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }

    /// The fast path alone: nil when the token needs the standard library.
    static func fastValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double? {
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0            // significant digits in the mantissa (leading zeros not counted)
        var fractionDigits = 0
        // Integer part, then (after a point) the fraction, whose digits lower the exponent.
        for part in 0..<2 {
            if part == 1 {
                guard i < end, bytes[i] == UInt8(ascii: ".") else { break }
                i += 1
            }
            while i < end, bytes[i] &- 0x30 < 10 {
                let d = UInt64(bytes[i] &- 0x30)
                if digits > 0 || d != 0 {
                    digits += 1
                    if digits > 19 { return nil }
                    mantissa = mantissa &* 10 &+ d
                }
                fractionDigits += part
                i += 1
            }
        }
        var exponent = 0
        if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var exponentNegative = false
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            while i < end, bytes[i] &- 0x30 < 10 {
                exponent = exponent * 10 + Int(bytes[i] &- 0x30)
                if exponent > 100_000 { return nil }
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        guard i == end else { return nil }
        return decimal(mantissa, power: exponent - fractionDigits, negative: negative)
    }

    /// `±mantissa × 10^power` by the fast path, nil when it does not apply (mantissa over 2⁵³,
    /// power beyond ±22). `mantissa` is the exact value of at most 19 decimal digits.
    @inline(__always)
    static func decimal(_ mantissa: UInt64, power: Int, negative: Bool) -> Double? {
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        guard mantissa <= 1 << 53 else { return nil }
        let m = Double(mantissa)
        let value: Double
        if power >= 0 {
            guard power <= 22 else { return nil }
            value = m * exactPowersOfTen[power]
        } else {
            guard power >= -22 else { return nil }
            value = m / exactPowersOfTen[-power]
        }
        return negative ? -value : value
    }
}
