/// A key press, decoded from the terminal by the ncurses adapter.
public enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation).
    case char(Character)
    /// Arrow keys.
    case up, down, left, right
    /// Shifted arrow keys, which pan farther.
    case shiftUp, shiftDown, shiftLeft, shiftRight
    /// Page keys, which change level.
    case pageUp, pageDown
    /// Home and End.
    case home, end
    /// Tab and Shift-Tab (back tab), which cycle the selection.
    case tab, backTab
    /// Enter or Return.
    case enter
    /// Escape.
    case escape
    /// Backspace or Delete-left.
    case backspace
    /// Ctrl plus a letter, e.g. `.ctrl("c")`.
    case ctrl(Character)
    /// A function key, F1 to F12.
    case function(Int)
}

/// A mouse event in cell coordinates of the whole screen.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// Button 1 went down.
        case press
        /// Button 1 went up.
        case release
        /// The pointer moved with button 1 down.
        case drag
        /// Wheel turned up (away from the user).
        case wheelUp
        /// Wheel turned down.
        case wheelDown
    }
    /// What happened.
    public var kind: Kind
    /// Column, from 0 at the left.
    public var column: Int
    /// Row, from 0 at the top.
    public var row: Int

    /// Creates a mouse event.
    public init(kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}

/// Everything the terminal can tell the app.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse event.
    case mouse(MouseEvent)
    /// The terminal changed size (columns, rows).
    case resize(columns: Int, rows: Int)
}
