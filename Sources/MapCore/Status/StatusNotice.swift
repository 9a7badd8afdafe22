import Foundation
import Localization

/// What the live status says of one feature, kept apart from its words so that each language
/// says it whole (``sentence(_:)``): "Elevator East is out of service until 14:00
/// (maintenance)", "Aufzug Ost ist bis 14:00 außer Betrieb (maintenance)". A reason given by a
/// status feed is the feed's own text; the reasons Atrium reads from OSM tags are words of the
/// catalogue.
public struct StatusNotice: Sendable, Equatable {
    /// What is closed: a place by name, else a door without one.
    public enum Subject: Sendable, Equatable {
        case named(String)
        case door
    }

    /// What holds.
    public enum Condition: Sendable, Equatable {
        /// A lift, escalator or stairs that is closed.
        case outOfService
        /// A door or room that is closed.
        case closed
        case limited
        case open
    }

    /// Why.
    public enum Reason: Sendable, Equatable {
        /// A status feed's words, said as they are.
        case text(String)
        /// A `disused:*` tag.
        case disused
        /// `access=no`, `foot=private`: the tag itself.
        case tag(String)
        /// `access:conditional=no @ (CONDITION)`.
        case noAccess(condition: String)
        /// `foot:conditional=no @ (CONDITION)`.
        case noEntry(condition: String)
    }

    public var subject: Subject
    public var condition: Condition
    /// When it ends, if said, and the instant it was said at (the day is named when it is not
    /// that instant's), both on the venue's wall clock.
    public var until: (end: LocalDateTime, now: LocalDateTime)? {
        get { untilEnd.map { ($0, untilNow ?? $0) } }
        set { untilEnd = newValue?.end; untilNow = newValue?.now }
    }
    private var untilEnd: LocalDateTime?
    private var untilNow: LocalDateTime?
    public var reason: Reason?

    /// A notice.
    public init(subject: Subject, condition: Condition, until: (end: LocalDateTime, now: LocalDateTime)? = nil, reason: Reason? = nil) {
        self.subject = subject
        self.condition = condition
        self.reason = reason
        self.until = until
    }

    /// The whole sentence in `ui`'s language, its first letter a capital: "Elevator East is
    /// out of service until 14:00 (maintenance)", "The door is closed (no access 20:00-06:00)".
    public func sentence(_ ui: UIText) -> String {
        let name: String
        switch subject {
        case .named(let n): name = n
        case .door: name = ui.liveStatusTheDoor
        }
        let text: String
        switch (condition, untilText(ui)) {
        case (.outOfService, nil): text = ui.liveStatusOutOfService(name: name)
        case (.outOfService, let t?): text = ui.liveStatusOutOfServiceUntil(name: name, time: t)
        case (.closed, nil): text = ui.liveStatusClosed(name: name)
        case (.closed, let t?): text = ui.liveStatusClosedUntil(name: name, time: t)
        case (.limited, nil): text = ui.liveStatusLimited(name: name)
        case (.limited, let t?): text = ui.liveStatusLimitedUntil(name: name, time: t)
        case (.open, nil): text = ui.liveStatusOpen(name: name)
        case (.open, let t?): text = ui.liveStatusOpenUntil(name: name, time: t)
        }
        return Self.capitalized(withReason(text, ui))
    }

    /// The sentence without its subject, for the feature's own card: "Out of service until
    /// 14:00 (maintenance)".
    public func cardLine(_ ui: UIText) -> String {
        let text: String
        switch (condition, untilText(ui)) {
        case (.outOfService, nil): text = ui.liveStatusCardOutOfService
        case (.outOfService, let t?): text = ui.liveStatusCardOutOfServiceUntil(time: t)
        case (.closed, nil): text = ui.liveStatusCardClosed
        case (.closed, let t?): text = ui.liveStatusCardClosedUntil(time: t)
        case (.limited, nil): text = ui.liveStatusCardLimited
        case (.limited, let t?): text = ui.liveStatusCardLimitedUntil(time: t)
        case (.open, nil): text = ui.liveStatusCardOpen
        case (.open, let t?): text = ui.liveStatusCardOpenUntil(time: t)
        }
        return Self.capitalized(withReason(text, ui))
    }

    /// The reason in words: the feed's text as it is, an OSM tag's meaning from the catalogue.
    public func reasonText(_ ui: UIText) -> String? {
        switch reason {
        case nil: return nil
        case .text(let t): return t
        case .disused: return ui.liveStatusReasonDisused
        case .tag(let t): return t
        case .noAccess(let c): return ui.liveStatusReasonNoAccess(condition: c)
        case .noEntry(let c): return ui.liveStatusReasonNoEntry(condition: c)
        }
    }

    private func withReason(_ text: String, _ ui: UIText) -> String {
        reasonText(ui).map { ui.liveStatusWithReason(reason: $0, sentence: text) } ?? text
    }

    /// "14:00" on the day said, else "Fri 14:00" within a week, else "24 Dec 14:00" (with the
    /// year when it is another), as the language writes them.
    func untilText(_ ui: UIText) -> String? {
        guard let (end, now) = until else { return nil }
        let clock = ui.clock(minutes: end.minute)
        let days = end.date.dayNumber - now.date.dayNumber
        if days == 0 { return clock }
        if days > 0 && days < 7 { return ui.hoursWeekdayTime(time: clock, weekday: HoursStatus.weekdayWords(ui)[end.date.weekday]) }
        let month = HoursStatus.monthWords(ui)[end.date.month - 1], day = String(end.date.day)
        if end.date.year != now.date.year { return ui.hoursDateYearTime(day: day, month: month, time: clock, year: String(end.date.year)) }
        return ui.hoursDateTime(day: day, month: month, time: clock)
    }

    static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
}
