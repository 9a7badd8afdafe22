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

    /// The words after hours that cannot be read.
    public static let notUnderstoodSuffix = "(not understood)"

    /// The longest hours text shown as it is (longer ones are cut with "…").
    static let maxShownHours = 60

    /// The status of an hours string at a wall-clock time (nil for no hours at all).
    public init?(hours: String?, at now: LocalDateTime) {
        guard let hours else { return nil }
        // Shown on a terminal: control characters become spaces.
        let shown = String(hours.map { c in c.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true ? " " : c })
            .trimmingCharacters(in: .whitespaces)
        guard !shown.isEmpty else { return nil }
        guard let parsed = OpeningHours(hours) else {
            let cut = shown.count > Self.maxShownHours ? String(shown.prefix(Self.maxShownHours - 1)) + "…" : shown
            self.init(isOpen: nil, nextChange: nil, text: "\(cut) \(Self.notUnderstoodSuffix)")
            return
        }
        self.init(parsed, at: now)
    }

    /// The status of parsed hours at a wall-clock time.
    public init(_ hours: OpeningHours, at now: LocalDateTime) {
        let open = hours.isOpen(at: now)
        let change = hours.nextChange(after: now)
        var text = open ? "Open now" : "Closed"
        if let change {
            text += (open ? " · closes " : " · opens ") + Self.when(change, from: now)
        } else if open {
            text = "Open 24/7"
        }
        self.init(isOpen: open, nextChange: change, text: text)
    }

    /// Creates a status from its parts.
    public init(isOpen: Bool?, nextChange: LocalDateTime?, text: String) {
        self.isOpen = isOpen
        self.nextChange = nextChange
        self.text = text
    }

    static let weekdayWords = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let monthWords = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "20:00" today, "midnight" at the end of today, "Mon 10:00" within the week, else "24 Dec 10:00".
    static func when(_ t: LocalDateTime, from now: LocalDateTime) -> String {
        let days = t.date.dayNumber - now.date.dayNumber
        let clock = String(format: "%02d:%02d", t.minute / 60, t.minute % 60)
        if days == 0 { return clock }
        if days == 1 && t.minute == 0 { return "at midnight" }
        if days < 7 { return weekdayWords[t.date.weekday] + " " + clock }
        return "\(t.date.day) \(monthWords[t.date.month - 1]) " + (t.date.year != now.date.year ? "\(t.date.year) " : "") + clock
    }
}
