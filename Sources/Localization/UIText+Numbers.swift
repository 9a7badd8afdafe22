/// Numbers and times as the interface language writes them (CLDR's patterns for these
/// languages, written here because Foundation's formatters on Linux need the locale's data
/// and `Locale.current` does not follow `LANG`; see docs/i18n.md).
extension UIText {
    /// The decimal separator: "," in de, fr and es, "." in en and ja.
    public var decimalSeparator: String { [.de, .fr, .es].contains(language) ? "," : "." }

    /// The thousands separator: "," (en, ja), "." (de, es), a narrow no-break space (fr).
    var groupingSeparator: String {
        switch language {
        case .en, .ja: return ","
        case .de, .es: return "."
        case .fr: return "\u{202F}"
        }
    }

    /// An integer with its thousands grouped: 12,345 · 12.345 · 12 345; Spanish groups only
    /// from five digits (CLDR's minimum grouping digits: 1234, 12.345).
    public func number(_ n: Int) -> String {
        let digits = String(n.magnitude)
        let minimum = language == .es ? 5 : 4
        guard digits.count >= minimum else { return (n < 0 ? "-" : "") + digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (n < 0 ? "-" : "") + groups.joined(separator: groupingSeparator)
    }

    /// A number with `digits` decimals (rounded half away from zero): 0.3 · 0,3.
    public func decimal(_ x: Double, digits: Int) -> String {
        guard x.isFinite else { return "–" }
        guard digits > 0 else { return number(Int(x.rounded())) }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((x.magnitude * scale).rounded())
        let whole = scaled / Int(scale), fraction = String(scaled % Int(scale))
        let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        let sign = x < 0 && scaled != 0 ? "-" : ""
        return sign + number(whole) + decimalSeparator + padded
    }

    /// A time of day from minutes after midnight (0...1440): "9:05 AM" and "12:00 PM" for
    /// en-US; "09:05" (en, de, fr: two-digit hours), "9:05" (es, ja: CLDR's `H:mm`).
    public func clock(minutes: Int) -> String {
        let m = ((minutes % 1440) + 1440) % 1440
        let hour = m / 60, minute = m % 60
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        if locale.uses12HourClock {
            let h12 = hour % 12 == 0 ? 12 : hour % 12
            return "\(h12):\(mm) \(hour < 12 ? "AM" : "PM")"
        }
        let hh = [.es, .ja].contains(language) || hour >= 10 ? "\(hour)" : "0\(hour)"
        return "\(hh):\(mm)"
    }
}
