import Foundation

/// A calendar day without a time zone (proleptic Gregorian), as opening hours speak of days.
public struct CivilDate: Hashable, Sendable, Comparable {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month, 1–31.
    public var day: Int

    /// Creates a date (not checked: use ``init(dayNumber:)`` to normalise).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date a number of days after 1970-01-01.
    public init(dayNumber n: Int) {
        let z = n + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// 0 = Monday … 6 = Sunday.
    public var weekday: Int { ((dayNumber % 7) + 7 + 3) % 7 }

    /// Days in this date's month.
    public var daysInMonth: Int {
        CivilDate(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1).dayNumber
            - CivilDate(year: year, month: month, day: 1).dayNumber
    }

    /// Orders by year, month, day.
    public static func < (a: CivilDate, b: CivilDate) -> Bool { a.dayNumber < b.dayNumber }
}

/// A wall-clock time on a calendar day, to the minute, without a time zone.
public struct LocalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The day.
    public var date: CivilDate
    /// Minutes since midnight, 0–1439.
    public var minute: Int

    /// Creates a local time; minutes outside the day roll over into the neighbouring days.
    public init(date: CivilDate, minute: Int) {
        let days = minute >= 0 ? minute / 1440 : -((-minute + 1439) / 1440)
        self.date = days == 0 ? date : date.adding(days: days)
        self.minute = minute - days * 1440
    }

    /// Reads `YYYY-MM-DDTHH:MM` (seconds, when given, are dropped; a `T` or a space between).
    /// An offset or `Z` at the end is not accepted here: see ``init(iso:timeZone:)``.
    public init?(iso text: String) {
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        guard parts.count == 2 else { return nil }
        let d = parts[0].split(separator: "-").compactMap { Int($0) }
        let t = parts[1].split(separator: ":").compactMap { Int($0) }
        guard d.count == 3, parts[0].split(separator: "-").count == 3, (2...3).contains(t.count),
              (1...12).contains(d[1]), d[2] >= 1, (0...23).contains(t[0]), (0...59).contains(t[1]) else { return nil }
        let date = CivilDate(year: d[0], month: d[1], day: d[2])
        guard d[2] <= date.daysInMonth else { return nil }
        self.init(date: date, minute: t[0] * 60 + t[1])
    }

    /// The wall-clock time of an instant in a time zone.
    public init(_ instant: Date, in zone: TimeZone) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        self.init(date: CivilDate(dayNumber: days), minute: (seconds - days * 86_400) / 60)
    }

    /// The instant this wall-clock time is in a time zone (the earlier one when clocks go back).
    public func instant(in zone: TimeZone) -> Date {
        let local = Double(date.dayNumber * 86_400 + minute * 60)
        var guess = Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local))))
        guess = Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: guess)))
        return guess
    }

    /// `2026-11-24T10:00`.
    public var description: String {
        String(format: "%04d-%02d-%02dT%02d:%02d", date.year, date.month, date.day, minute / 60, minute % 60)
    }

    /// Orders by date, then minute.
    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
        a.date != b.date ? a.date < b.date : a.minute < b.minute
    }
}
