/// Turns ncurses mouse reports (`MEVENT.bstate` plus a position) into ``MouseEvent`` values.
///
/// Pure and stateful: it remembers whether button 1 is held, so that pointer
/// motion reported while the button is down becomes a ``MouseEvent/Kind/drag``
/// and motion with no button is ignored. It does not import ncurses; the masks are
/// copied from `<curses.h>` (mouse version 2, where button *b*'s bits sit at
/// `(b - 1) * 5`), and the adapter's tests check them against the header.
public struct MouseDecoder: Sendable {
    /// The ncurses `bstate` bits the decoder reads.
    public enum Mask {
        /// `BUTTON1_RELEASED`.
        public static let button1Released: UInt32 = 0o1
        /// `BUTTON1_PRESSED`.
        public static let button1Pressed: UInt32 = 0o2
        /// `BUTTON1_CLICKED` (only reported when click resolution is on).
        public static let button1Clicked: UInt32 = 0o4
        /// `BUTTON4_PRESSED`: the wheel turned up.
        public static let button4Pressed: UInt32 = 0o2 << 15
        /// `BUTTON5_PRESSED`: the wheel turned down.
        public static let button5Pressed: UInt32 = 0o2 << 20
        /// `REPORT_MOUSE_POSITION`: the pointer moved.
        public static let reportPosition: UInt32 = 0o10 << 25
    }

    /// Whether button 1 is down, as far as the reports so far tell.
    public private(set) var isButtonHeld = false

    /// Creates a decoder with no button held.
    public init() {}

    /// Decodes one report.
    ///
    /// - Parameters:
    ///   - buttonState: `MEVENT.bstate`.
    ///   - column: `MEVENT.x`, from 0 at the left.
    ///   - row: `MEVENT.y`, from 0 at the top.
    /// - Returns: The event, or `nil` for reports the app does not use (motion with
    ///   no button held, other buttons).
    public mutating func decode(buttonState: UInt32, column: Int, row: Int) -> MouseEvent? {
        let kind: MouseEvent.Kind
        if buttonState & Mask.button4Pressed != 0 {
            kind = .wheelUp
        } else if buttonState & Mask.button5Pressed != 0 {
            kind = .wheelDown
        } else if buttonState & Mask.reportPosition != 0 {
            // Motion: xterm's button-motion mode sets the pressed bit too while dragging.
            guard isButtonHeld || buttonState & Mask.button1Pressed != 0 else { return nil }
            isButtonHeld = true
            kind = .drag
        } else if buttonState & Mask.button1Pressed != 0 {
            isButtonHeld = true
            kind = .press
        } else if buttonState & Mask.button1Released != 0 {
            isButtonHeld = false
            kind = .release
        } else if buttonState & Mask.button1Clicked != 0 {
            isButtonHeld = false
            kind = .press
        } else {
            return nil
        }
        return MouseEvent(kind: kind, column: column, row: row)
    }
}
