/// Reads the part of the OpenStreetMap `opening_hours` syntax that ``OpeningHours`` evaluates;
/// nil for anything else, so a string is understood whole or not at all.
enum HoursParser {
    static let weekdayNames = ["mo", "tu", "we", "th", "fr", "sa", "su"]
    static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> [HoursRule]? {
        var p = Cursor(Array(text.lowercased()))
        p.skipSpaces()
        guard !p.atEnd, text.count <= 1000 else { return nil }
        var rules: [HoursRule] = []
        var additional = false
        while true {
            guard var rule = parseRule(&p) else { return nil }
            rule.additional = additional
            rules.append(rule)
            p.skipSpaces()
            if p.atEnd { return rules }
            if p.take(";") { additional = false } else if p.take(",") { additional = true } else { return nil }
            p.skipSpaces()
            if p.atEnd { return nil }
        }
    }

    /// One rule: `24/7` or selectors, then times, a modifier and a comment, each optional but
    /// not all missing.
    static func parseRule(_ p: inout Cursor) -> HoursRule? {
        var rule = HoursRule()
        var said = false
        if p.take("24/7") {
            said = true
        } else {
            if let years = parseYears(&p) { rule.years = years; said = true; guard p.selectorEnd() else { return nil }; p.skipSpaces() }
            if let dates = parseDates(&p) { rule.dates = dates; said = true; guard p.selectorEnd() else { return nil }; p.skipSpaces() }
            if let days = parseWeekdays(&p) { rule.weekdays = days; said = true; guard p.selectorEnd() else { return nil } }
        }
        p.skipSpaces()
        if p.peekDigit {
            guard let times = parseTimes(&p) else { return nil }
            rule.times = times
            said = true
        }
        p.skipSpaces()
        if p.takeWord("open") { said = true } else if p.takeWord("closed") || p.takeWord("off") { rule.closed = true; said = true }
        p.skipSpaces()
        if p.peek == "\"" {
            guard said, let comment = p.quoted() else { return nil }
            rule.comment = comment
        }
        return said ? rule : nil
    }

    /// `2026` or `2026-2027`, a list with `,`.
    static func parseYears(_ p: inout Cursor) -> [ClosedRange<Int>]? {
        guard p.digitsAhead == 4 else { return nil }
        var out: [ClosedRange<Int>] = []
        repeat {
            guard p.digitsAhead == 4, let a = p.number(maxDigits: 4) else { return nil }
            var b = a
            if p.take("-") { guard p.digitsAhead == 4, let e = p.number(maxDigits: 4), e >= a else { return nil }; b = e }
            out.append(a...b)
        } while p.takeCommaBefore { $0.digitsAhead == 4 }
        return out
    }

    /// `Jul-Aug`, `Dec 24`, `Dec 24-26`, `Dec 24-Jan 02`, a list with `,`.
    static func parseDates(_ p: inout Cursor) -> [(from: Int, to: Int)]? {
        guard month(at: p) != nil else { return nil }
        var out: [(from: Int, to: Int)] = []
        repeat {
            guard let m1 = month(at: p) else { return nil }
            p.advance(3)
            if let d1 = dayNumber(&p, month: m1) {
                var end = m1 * 100 + d1
                if p.take("-") {
                    if let m2 = month(at: p) {
                        p.advance(3)
                        guard p.take(" "), let d2 = dayNumber(&p, month: m2, needSpace: false) else { return nil }
                        end = m2 * 100 + d2
                    } else {
                        guard let d2 = p.number(maxDigits: 2), (1...31).contains(d2), d2 >= d1 else { return nil }
                        end = m1 * 100 + d2
                    }
                }
                out.append((m1 * 100 + d1, end))
            } else {
                var m2 = m1
                if p.take("-") { guard let m = month(at: p) else { return nil }; p.advance(3); m2 = m }
                out.append((m1 * 100 + 1, m2 * 100 + 31))
            }
        } while p.takeCommaBefore { month(at: $0) != nil }
        return out
    }

    /// A day of the month after a month name: a space, then one or two digits not starting a time.
    static func dayNumber(_ p: inout Cursor, month: Int, needSpace: Bool = true) -> Int? {
        var q = p
        if needSpace { guard q.take(" ") else { return nil } }
        let n = q.digitsAhead
        guard (1...2).contains(n), q.peek(at: n) != ":", let d = q.number(maxDigits: 2), (1...31).contains(d) else { return nil }
        p = q
        return d
    }

    static func month(at p: Cursor) -> Int? {
        let word = String(p.ahead(3))
        guard let i = monthNames.firstIndex(of: word), !(p.peek(at: 3)?.isLetter ?? false) else { return nil }
        return i + 1
    }

    /// `Mo-Fr`, `Sa-Mo`, `Mo,We`, `Mo[1]`, `Mo[-1,2]`, `PH`, `SH`, a list with `,` (no spaces).
    static func parseWeekdays(_ p: inout Cursor) -> [WeekdayItem]? {
        guard weekday(at: p) != nil || holiday(at: p) else { return nil }
        var out: [WeekdayItem] = []
        repeat {
            if holiday(at: p) { p.advance(2); continue }
            guard let a = weekday(at: p) else { return nil }
            p.advance(2)
            var item = WeekdayItem(from: a, to: a)
            if p.take("-") { guard let b = weekday(at: p) else { return nil }; p.advance(2); item.to = b }
            if p.take("[") {
                guard item.from == item.to else { return nil }
                repeat {
                    let negative = p.take("-")
                    guard let n = p.number(maxDigits: 1), (1...5).contains(n) else { return nil }
                    if p.take("-") {
                        guard !negative, let m = p.number(maxDigits: 1), (n...5).contains(m) else { return nil }
                        item.nth += Array(n...m)
                    } else {
                        item.nth.append(negative ? -n : n)
                    }
                } while p.take(",")
                guard p.take("]") else { return nil }
            }
            out.append(item)
        } while p.takeCommaBefore { weekday(at: $0) != nil || holiday(at: $0) }
        return out
    }

    static func weekday(at p: Cursor) -> Int? {
        guard !(p.peek(at: 2)?.isLetter ?? false) else { return nil }
        return weekdayNames.firstIndex(of: String(p.ahead(2)))
    }

    static func holiday(at p: Cursor) -> Bool {
        ["ph", "sh"].contains(String(p.ahead(2))) && !(p.peek(at: 2)?.isLetter ?? false)
    }

    /// `10:00-12:00`, spaces allowed around the dash, several with `,`; an end at or before
    /// the start runs past midnight.
    static func parseTimes(_ p: inout Cursor) -> [Range<Int>]? {
        var out: [Range<Int>] = []
        repeat {
            p.skipSpaces()
            guard let a = time(&p), a < 1440 else { return nil }
            p.skipSpaces()
            guard p.take("-") else { return nil }
            p.skipSpaces()
            guard var b = time(&p), b <= 2880 else { return nil }
            if b <= a { b += 1440 }
            guard b - a <= 2880 else { return nil }
            out.append(a..<b)
        } while p.takeCommaBeforeDigit()
        return out
    }

    /// `H:MM` or `HH:MM`, in minutes (up to 48:00).
    static func time(_ p: inout Cursor) -> Int? {
        guard (1...2).contains(p.digitsAhead), let h = p.number(maxDigits: 2), p.take(":"),
              p.digitsAhead == 2, let m = p.number(maxDigits: 2), m < 60, h <= 48 else { return nil }
        return h * 60 + m
    }
}

/// A position in the lower-cased text.
struct Cursor {
    let chars: [Character]
    var i = 0

    init(_ chars: [Character]) { self.chars = chars }

    var atEnd: Bool { i >= chars.count }
    var peek: Character? { peek(at: 0) }
    func peek(at k: Int) -> Character? { i + k < chars.count ? chars[i + k] : nil }
    func ahead(_ n: Int) -> ArraySlice<Character> { chars[i..<min(chars.count, i + n)] }
    var peekDigit: Bool { peek?.isASCII == true && peek?.isNumber == true }
    var digitsAhead: Int {
        var n = 0
        while let c = peek(at: n), c.isASCII, c.isNumber { n += 1 }
        return n
    }

    mutating func advance(_ n: Int) { i = min(chars.count, i + n) }
    /// A `,` directly followed by what `next` accepts.
    mutating func takeCommaBefore(_ next: (Cursor) -> Bool) -> Bool {
        guard peek == "," else { return false }
        var q = self
        q.i += 1
        guard next(q) else { return false }
        i += 1
        return true
    }
    mutating func skipSpaces() { while peek == " " { i += 1 } }

    mutating func take(_ s: String) -> Bool {
        let cs = Array(s)
        guard Array(ahead(cs.count)) == cs else { return false }
        i += cs.count
        return true
    }

    /// A word not followed by another letter.
    mutating func takeWord(_ w: String) -> Bool {
        guard Array(ahead(w.count)) == Array(w), !(peek(at: w.count)?.isLetter ?? false) else { return false }
        i += w.count
        return true
    }

    /// What may follow a selector: a space, a rule separator or the end.
    func selectorEnd() -> Bool { atEnd || peek == " " || peek == ";" || peek == "," }

    /// A `,` that continues a list of times (the next non-space is a time, `H:MM` or `HH:MM`,
    /// not a year that starts an additional rule).
    mutating func takeCommaBeforeDigit() -> Bool {
        guard peek == "," else { return false }
        var k = 1
        while peek(at: k) == " " { k += 1 }
        var digits = 0
        while let c = peek(at: k + digits), c.isASCII, c.isNumber { digits += 1 }
        guard (1...2).contains(digits), peek(at: k + digits) == ":" else { return false }
        i += 1
        return true
    }

    mutating func number(maxDigits: Int) -> Int? {
        let n = min(digitsAhead, maxDigits)
        guard n > 0, let v = Int(String(chars[i..<i + n])) else { return nil }
        i += n
        return v
    }

    /// `"…"`: the text between the quotes.
    mutating func quoted() -> String? {
        guard take("\"") else { return nil }
        var out = ""
        while let c = peek, c != "\"" { out.append(c); i += 1 }
        return take("\"") ? out : nil
    }
}
