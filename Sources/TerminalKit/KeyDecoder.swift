/// Turns the key codes that ncurses' `wget_wch` reports into ``Key`` values.
///
/// This is the pure half of input decoding: it knows the ncurses key numbers
/// (copied below from `<curses.h>`, where they are written in octal) but does not
/// import ncurses, so it can be tested without a terminal. The adapter checks at
/// test time that these numbers still match the ones in the header.
public enum KeyDecoder {
    /// The ncurses key codes the decoder understands (values from ncurses 6.4 `<curses.h>`).
    public enum Code {
        /// `KEY_DOWN` (0402).
        public static let down: UInt32 = 0o402
        /// `KEY_UP` (0403).
        public static let up: UInt32 = 0o403
        /// `KEY_LEFT` (0404).
        public static let left: UInt32 = 0o404
        /// `KEY_RIGHT` (0405).
        public static let right: UInt32 = 0o405
        /// `KEY_HOME` (0406).
        public static let home: UInt32 = 0o406
        /// `KEY_BACKSPACE` (0407).
        public static let backspace: UInt32 = 0o407
        /// `KEY_F0` (0410); function key *n* is `KEY_F0 + n`.
        public static let f0: UInt32 = 0o410
        /// `KEY_SF`, scroll forward, which terminals send for Shift-Down (0520).
        public static let scrollForward: UInt32 = 0o520
        /// `KEY_SR`, scroll backward, which terminals send for Shift-Up (0521).
        public static let scrollBackward: UInt32 = 0o521
        /// `KEY_NPAGE`, Page Down (0522).
        public static let nextPage: UInt32 = 0o522
        /// `KEY_PPAGE`, Page Up (0523).
        public static let previousPage: UInt32 = 0o523
        /// `KEY_ENTER`, the keypad Enter key (0527).
        public static let enter: UInt32 = 0o527
        /// `KEY_BTAB`, Shift-Tab (0541).
        public static let backTab: UInt32 = 0o541
        /// `KEY_END` (0550).
        public static let end: UInt32 = 0o550
        /// `KEY_SLEFT`, Shift-Left (0611).
        public static let shiftLeft: UInt32 = 0o611
        /// `KEY_SRIGHT`, Shift-Right (0622).
        public static let shiftRight: UInt32 = 0o622
        /// `KEY_MOUSE`: a mouse event is waiting for `getmouse` (0631).
        public static let mouse: UInt32 = 0o631
        /// `KEY_RESIZE`: the terminal changed size (0632).
        public static let resize: UInt32 = 0o632
    }

    /// The highest function key number that decodes to ``Key/function(_:)``.
    public static let maxFunctionKey = 12

    /// Decodes one code from `wget_wch`.
    ///
    /// - Parameters:
    ///   - code: The value `wget_wch` stored: a Unicode scalar, or an ncurses key code.
    ///   - isFunctionKey: `true` when `wget_wch` returned `KEY_CODE_YES`, meaning `code`
    ///     is an ncurses key code rather than a character.
    /// - Returns: The key, or `nil` for codes with no meaning here (including
    ///   `KEY_MOUSE` and `KEY_RESIZE`, which the adapter handles itself).
    public static func decode(code: UInt32, isFunctionKey: Bool) -> Key? {
        isFunctionKey ? decodeFunctionKey(code) : decodeCharacter(code)
    }

    private static func decodeFunctionKey(_ code: UInt32) -> Key? {
        switch code {
        case Code.up: return .up
        case Code.down: return .down
        case Code.left: return .left
        case Code.right: return .right
        case Code.scrollBackward: return .shiftUp
        case Code.scrollForward: return .shiftDown
        case Code.shiftLeft: return .shiftLeft
        case Code.shiftRight: return .shiftRight
        case Code.previousPage: return .pageUp
        case Code.nextPage: return .pageDown
        case Code.home: return .home
        case Code.end: return .end
        case Code.backTab: return .backTab
        case Code.enter: return .enter
        case Code.backspace: return .backspace
        case (Code.f0 + 1)...(Code.f0 + UInt32(maxFunctionKey)): return .function(Int(code - Code.f0))
        default: return nil
        }
    }

    private static func decodeCharacter(_ code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26:
            // Ctrl-A is 1 … Ctrl-Z is 26 (Tab, Enter and Ctrl-H are matched above).
            return .ctrl(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 0..<32:
            return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .char(Character(scalar))
        }
    }
}
