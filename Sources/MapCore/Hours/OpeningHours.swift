/// Opening hours in the OpenStreetMap `opening_hours` syntax, which IMDF `hours` uses too
/// ("Mo-Sa 10:00-20:00; Su 12:00-18:00", "24/7", "Dec 24-26 off").
///
/// Written here because no Swift package for the syntax resolves on this project's machines;
/// the tests check it against the independent `opening-hours-py` (PyPI) at many instants.
///
/// Understood: rules separated by `;` (a rule that matches a day replaces what earlier rules
/// said of it) and `,` (an additional rule, which adds), `24/7`, years (`2026`, `2026-2027`),
/// months and dates (`Jul-Aug`, `Dec 24`, `Dec 24-26`, `Dec 24-Jan 02`), weekdays (`Mo-Fr`,
/// `Sa-Mo`, `Mo,We`, the n-th of the month `Mo[1]`, `Mo[-1]`), time spans (`10:00-12:00`,
/// several with `,`, past midnight `22:00-02:00` or `22:00-26:00`), `open`, `closed` and `off`,
/// and comments in double quotes. Public (`PH`) and school (`SH`) holidays are read, but
/// without a holiday calendar no day is one: `Su,PH 10:00-12:00` opens on Sundays, `PH off`
/// closes nothing. Anything else (`||` fallbacks, `unknown`, weeks, `easter`, sunrise and
/// sunset, open ends `10:00+`, a rule that is only a comment) makes the whole string "not
/// understood" (``init(_:)`` returns nil), never a guess.
public struct OpeningHours: Sendable, Equatable {
    /// The text it was read from.
    public let source: String
    /// The rules, in order.
    let rules: [HoursRule]

    /// Reads a string; nil when it is not understood.
    public init?(_ text: String) {
        guard let rules = HoursParser.parse(text) else { return nil }
        self.source = text
        self.rules = rules
    }

    /// Whether it is open at a wall-clock time.
    public func isOpen(at t: LocalDateTime) -> Bool {
        Self.contains(schedule(on: t.date), t.minute)
    }

    /// The first wall-clock time after `t` at which open becomes closed or the reverse; nil
    /// when that never happens within `horizonDays` days (for `24/7`, `off`, a past year).
    public func nextChange(after t: LocalDateTime, horizonDays: Int? = nil) -> LocalDateTime? {
        let horizon = horizonDays ?? self.horizonDays
        let open = isOpen(at: t)
        var day = t.date, today = schedule(on: day)
        for offset in 0...horizon {
            if offset > 0 {
                day = day.adding(days: 1)
                today = schedule(on: day)
                if Self.contains(today, 0) != open { return LocalDateTime(date: day, minute: 0) }
            }
            for range in today {
                for p in [range.lowerBound, range.upperBound] where p < 1440 && (offset > 0 || p > t.minute) {
                    if Self.contains(today, p) != open { return LocalDateTime(date: day, minute: p) }
                }
            }
        }
        return nil
    }

    /// How far ahead a change is looked for: a week when no rule names a month, date or year;
    /// past the next 29 February when one names a date; eight years with years.
    var horizonDays: Int {
        if rules.contains(where: { $0.years != nil }) { return 8 * 366 }
        if rules.contains(where: { $0.dates != nil }) { return 4 * 366 + 8 }
        return 8
    }

    /// The open minutes of a day, `[start, end)` within 0..<1440, sorted and merged: each rule
    /// in turn, with what the day before's spans past midnight carry over.
    func schedule(on day: CivilDate) -> [Range<Int>] {
        let yesterday = day.adding(days: -1)
        var s: [Range<Int>] = []
        for rule in rules {
            let current = rule.matches(day), previous = rule.matches(yesterday)
            let today = current ? rule.spansToday : []
            let spill = previous ? rule.spansPastMidnight : []
            guard current || !spill.isEmpty else { continue }
            if rule.closed {
                if current && rule.times == nil { s = [] } else { s = Self.subtract(s, today + spill) }
            } else if rule.additional {
                s = Self.union(s + today + spill)
            } else if current {
                s = Self.union(today + spill)
            } else if s.isEmpty {
                s = Self.union(spill)
            }
        }
        return s
    }

    static func contains(_ spans: [Range<Int>], _ minute: Int) -> Bool { spans.contains { $0.contains(minute) } }

    /// Sorted, with overlapping and touching spans joined.
    static func union(_ spans: [Range<Int>]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for r in spans.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, r.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// The spans with the minutes of `cut` taken out.
    static func subtract(_ spans: [Range<Int>], _ cut: [Range<Int>]) -> [Range<Int>] {
        var out = spans
        for c in union(cut) {
            out = out.flatMap { r -> [Range<Int>] in
                guard r.overlaps(c) else { return [r] }
                return [r.lowerBound..<max(r.lowerBound, c.lowerBound), min(r.upperBound, c.upperBound)..<r.upperBound].filter { !$0.isEmpty }
            }
        }
        return out
    }
}

/// One rule of an opening hours string: which days it speaks of, which minutes, and whether it
/// opens or closes them.
struct HoursRule: Sendable, Equatable {
    /// Joined with `,`: adds to what earlier rules said instead of replacing it.
    var additional = false
    /// Year ranges (inclusive); nil for every year.
    var years: [ClosedRange<Int>]?
    /// Date ranges as month × 100 + day (inclusive; wrapping over New Year when the end is
    /// smaller); nil for every date.
    var dates: [(from: Int, to: Int)]?
    /// Weekday items; nil for every weekday. An empty list (only holidays named) matches no day.
    var weekdays: [WeekdayItem]?
    /// Time spans in minutes from the day's midnight (ends up to 2880); nil for the whole day.
    var times: [Range<Int>]?
    /// `closed` or `off`.
    var closed = false
    /// The comment in quotes, if any.
    var comment: String?

    static func == (a: HoursRule, b: HoursRule) -> Bool {
        a.additional == b.additional && a.years == b.years && a.weekdays == b.weekdays && a.times == b.times
            && a.closed == b.closed && a.comment == b.comment
            && (a.dates ?? []).map { [$0.from, $0.to] } == (b.dates ?? []).map { [$0.from, $0.to] } && (a.dates == nil) == (b.dates == nil)
    }

    /// Whether the rule speaks of a day.
    func matches(_ d: CivilDate) -> Bool {
        if let years, !years.contains(where: { $0.contains(d.year) }) { return false }
        if let dates {
            let key = d.month * 100 + d.day
            let hit = dates.contains { r in r.from <= r.to ? (r.from...r.to).contains(key) : key >= r.from || key <= r.to }
            if !hit { return false }
        }
        if let weekdays, !weekdays.contains(where: { $0.matches(d) }) { return false }
        return true
    }

    /// Its spans within the day it matches.
    var spansToday: [Range<Int>] {
        guard let times else { return [0..<1440] }
        return times.compactMap { r in r.lowerBound < 1440 ? r.lowerBound..<min(r.upperBound, 1440) : nil }
    }

    /// Its spans past midnight, on the next day's clock.
    var spansPastMidnight: [Range<Int>] {
        (times ?? []).compactMap { r in r.upperBound > 1440 ? max(0, r.lowerBound - 1440)..<(r.upperBound - 1440) : nil }
    }
}

/// A weekday or a range of them, possibly only some of their occurrences in the month.
struct WeekdayItem: Sendable, Equatable {
    /// First weekday, 0 = Monday.
    var from: Int
    /// Last weekday (wrapping over Sunday when smaller than ``from``).
    var to: Int
    /// Occurrences in the month: 1…5 from the start, -1…-5 from the end; empty for all.
    var nth: [Int] = []

    func matches(_ d: CivilDate) -> Bool {
        let w = d.weekday
        guard from <= to ? (from...to).contains(w) : (w >= from || w <= to) else { return false }
        if nth.isEmpty { return true }
        let fromStart = (d.day - 1) / 7 + 1, fromEnd = -((d.daysInMonth - d.day) / 7 + 1)
        return nth.contains(fromStart) || nth.contains(fromEnd)
    }
}
