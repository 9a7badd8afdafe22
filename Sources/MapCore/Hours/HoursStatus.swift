import Localization
import Foundation

/// Open or closed at a moment, and until when, as a place card and the directory say it.
public struct HoursStatus: Sendable, Equatable {
    /// Open, closed, or nil when the hours are not understood.
    public var isOpen: Bool?
    /// When that changes (nil: not within the horizon looked at, or not understood).
    public var nextChange: LocalDateTime?
    /// "Open now · closes 20:00", "Closed · opens Mon 10:00", "Open 24/7", or for hours
    /// Atrium cannot read, their own text: "5:30 am to 10:30 pm (not understood)".
    public var text: String

    /// The words after hours that cannot be read (English; ``UIText/hoursUnreadText(hours:)``
    /// says them in the interface language).
    public static let notUnderstoodSuffix = "(not understood)"

    /// The longest hours text shown as it is (longer ones are cut with "…").
    static let maxShownHours = 60

    /// The status of an hours string at a wall-clock time (nil for no hours at all), said in
    /// `ui`'s language; hours that cannot be read are shown as they are, marked.
    public init?(hours: String?, at now: LocalDateTime, ui: UIText = .english) {
        guard let hours else { return nil }
        // Shown on a terminal: control characters become spaces.
        let shown = String(hours.map { c in c.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true ? " " : c })
            .trimmingCharacters(in: .whitespaces)
        guard !shown.isEmpty else { return nil }
        guard let parsed = OpeningHours(hours) else {
            let cut = shown.count > Self.maxShownHours ? String(shown.prefix(Self.maxShownHours - 1)) + "…" : shown
            self.init(isOpen: nil, nextChange: nil, text: ui.hoursUnreadText(hours: cut))
            return
        }
        self.init(parsed, at: now, ui: ui)
    }

    /// The status of parsed hours at a wall-clock time, said in `ui`'s language.
    public init(_ hours: OpeningHours, at now: LocalDateTime, ui: UIText = .english) {
        let open = hours.isOpen(at: now)
        let change = hours.nextChange(after: now)
        let text: String
        if let change {
            let when = Self.when(change, from: now, ui: ui)
            text = open ? ui.hoursOpenCloses(when: when) : ui.hoursClosedOpens(when: when)
        } else {
            text = open ? ui.hoursAlwaysOpen : ui.hoursClosed
        }
        self.init(isOpen: open, nextChange: change, text: text)
    }

    /// Creates a status from its parts.
    public init(isOpen: Bool?, nextChange: LocalDateTime?, text: String) {
        self.isOpen = isOpen
        self.nextChange = nextChange
        self.text = text
    }

    /// Short weekday names, Monday first.
    static func weekdayWords(_ ui: UIText) -> [String] {
        [ui.weekdayMon, ui.weekdayTue, ui.weekdayWed, ui.weekdayThu, ui.weekdayFri, ui.weekdaySat, ui.weekdaySun]
    }

    /// Short month names, January first.
    static func monthWords(_ ui: UIText) -> [String] {
        [ui.monthJan, ui.monthFeb, ui.monthMar, ui.monthApr, ui.monthMay, ui.monthJun,
         ui.monthJul, ui.monthAug, ui.monthSep, ui.monthOct, ui.monthNov, ui.monthDec]
    }

    /// "20:00" today, "at midnight" at the end of today, "Mon 10:00" within the week, else
    /// "24 Dec 10:00" (with the year when it is another), each as the language writes it.
    static func when(_ t: LocalDateTime, from now: LocalDateTime, ui: UIText) -> String {
        let days = t.date.dayNumber - now.date.dayNumber
        let clock = ui.clock(minutes: t.minute)
        if days == 0 { return ui.hoursTodayTime(time: clock) }
        if days == 1 && t.minute == 0 { return ui.hoursAtMidnight }
        if days < 7 { return ui.hoursWeekdayTime(time: clock, weekday: weekdayWords(ui)[t.date.weekday]) }
        let month = monthWords(ui)[t.date.month - 1], day = String(t.date.day)
        if t.date.year != now.date.year { return ui.hoursDateYearTime(day: day, month: month, time: clock, year: String(t.date.year)) }
        return ui.hoursDateTime(day: day, month: month, time: clock)
    }
}
