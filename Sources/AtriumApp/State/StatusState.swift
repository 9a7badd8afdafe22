/// A passing note in the status line, such as "zoom limit".
public struct Note: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Drawn highlighted.
    public var isAlert: Bool
    /// The tick after which it disappears.
    public var expiresAtTick: Int
}

/// What a sub-state's reducer asks the status line to say: a note's text, and whether it alerts.
public struct Notice: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Drawn highlighted.
    public var isAlert: Bool

    /// A notice.
    public init(_ text: String, alert: Bool = false) {
        self.text = text
        self.isAlert = alert
    }
}

/// The status line's passing note and the ticks that age it. Anything may post a note; only
/// ticks (or, without timed redraws, key presses) take it away.
public struct StatusState: Equatable, Sendable {
    /// The passing note.
    public var note: Note?
    /// Ticks counted by the event loop (about 10 a second), for notes.
    public var tick = 0

    /// No note.
    public init() {}

    /// Shows a passing note for ``Steps/noteTicks``.
    public mutating func post(_ text: String, alert: Bool = false) {
        note = Note(text: text, isAlert: alert, expiresAtTick: tick + Steps.noteTicks)
    }

    /// Shows a sub-state's notice, if any.
    public mutating func post(_ notice: Notice?) {
        if let notice { post(notice.text, alert: notice.isAlert) }
    }

    /// A tick of the loop: the note goes when its time is up.
    public mutating func advance() {
        tick += 1
        if let n = note, tick >= n.expiresAtTick { note = nil }
    }

    /// Without timed redraws notes would stay forever: a key press ages them instead.
    public mutating func ageByKeyPress() {
        if note != nil { tick += Steps.noteTicks / 2 }
    }
}
