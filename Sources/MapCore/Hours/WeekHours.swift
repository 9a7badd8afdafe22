/// The opening hours of the week ahead, weekday by weekday, as the evaluation engine reads them
/// (never from the rule text), so that every string ``OpeningHours`` understands can be said in
/// words: "Monday to Saturday 7:30 to 20:00; Sunday closed".
///
/// Each weekday has the hours of its next date within the seven days from `today` (today
/// included), so a date rule (`Dec 24 off`) shows on the weekday it falls on this week. The
/// days are listed Monday first. A span past midnight belongs to the day it starts on
/// ("Friday 22:00 to 02:00": its end is more than 1440); a day open all its 24 hours is
/// ``Day/allDay``, and the morning after such a day is said from midnight.
public struct WeekHours: Sendable, Equatable {
    /// What one day is.
    public enum Day: Sendable, Equatable {
        /// Open none of its minutes.
        case closed
        /// Open all of its 24 hours.
        case allDay
        /// Open spans in minutes from the day's midnight, sorted; an end past 1440 is the
        /// next morning.
        case spans([Range<Int>])
    }

    /// Consecutive weekdays with the same hours.
    public struct Group: Sendable, Equatable {
        /// The first and last weekday (0 Monday ... 6 Sunday), `first <= last`.
        public var first: Int, last: Int
        /// Their hours.
        public var day: Day
    }

    /// The seven weekdays, Monday first.
    public let days: [Day]

    /// The hours of the seven days from `today`.
    public init(_ hours: OpeningHours, from today: CivilDate) {
        // The open minutes from the day before today to two days after the week, joined across
        // midnights, as minutes from today's midnight.
        var open: [Range<Int>] = []
        for offset in -1...8 {
            let base = offset * 1440
            open += hours.schedule(on: today.adding(days: offset)).map { (base + $0.lowerBound)..<(base + $0.upperBound) }
        }
        open = OpeningHours.union(open)
        func allDay(_ offset: Int) -> Bool {
            open.contains { $0.lowerBound <= offset * 1440 && $0.upperBound >= (offset + 1) * 1440 }
        }
        var days = [Day](repeating: .closed, count: 7)
        for offset in 0..<7 {
            let start = offset * 1440
            let day: Day
            if allDay(offset) {
                day = .allDay
            } else {
                var spans: [Range<Int>] = []
                for r in open {
                    if r.lowerBound >= start && r.lowerBound < start + 1440 {
                        let end = allDay(offset + 1) ? start + 1440 : r.upperBound
                        spans.append((r.lowerBound - start)..<(end - start))
                    } else if r.lowerBound < start && r.upperBound > start && allDay(offset - 1) {
                        spans.append(0..<(r.upperBound - start))
                    }
                }
                day = spans.isEmpty ? .closed : .spans(spans.sorted { $0.lowerBound < $1.lowerBound })
            }
            days[today.adding(days: offset).weekday] = day
        }
        self.days = days
    }

    /// The days grouped: each run of consecutive weekdays (Monday to Sunday, not wrapping)
    /// with the same hours is one group.
    public var groups: [Group] {
        var out: [Group] = []
        for (weekday, day) in days.enumerated() {
            if let last = out.last, last.day == day {
                out[out.count - 1].last = weekday
            } else {
                out.append(Group(first: weekday, last: weekday, day: day))
            }
        }
        return out
    }
}
