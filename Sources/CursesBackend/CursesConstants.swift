import CNCursesW
import TerminalKit

/// Checks that the key codes and mouse masks that the pure decoders copy from
/// `<curses.h>` still equal the header's values.
enum CursesConstants {
    /// Names of the copied constants that differ from ncurses; empty when all match.
    static func decoderMismatches() -> [String] {
        let keys: [(String, UInt32, Int32)] = [
            ("KEY_DOWN", KeyDecoder.Code.down, KEY_DOWN),
            ("KEY_UP", KeyDecoder.Code.up, KEY_UP),
            ("KEY_LEFT", KeyDecoder.Code.left, KEY_LEFT),
            ("KEY_RIGHT", KeyDecoder.Code.right, KEY_RIGHT),
            ("KEY_HOME", KeyDecoder.Code.home, KEY_HOME),
            ("KEY_BACKSPACE", KeyDecoder.Code.backspace, KEY_BACKSPACE),
            ("KEY_F0", KeyDecoder.Code.f0, KEY_F0),
            ("KEY_SF", KeyDecoder.Code.scrollForward, KEY_SF),
            ("KEY_SR", KeyDecoder.Code.scrollBackward, KEY_SR),
            ("KEY_NPAGE", KeyDecoder.Code.nextPage, KEY_NPAGE),
            ("KEY_PPAGE", KeyDecoder.Code.previousPage, KEY_PPAGE),
            ("KEY_ENTER", KeyDecoder.Code.enter, KEY_ENTER),
            ("KEY_BTAB", KeyDecoder.Code.backTab, KEY_BTAB),
            ("KEY_END", KeyDecoder.Code.end, KEY_END),
            ("KEY_SLEFT", KeyDecoder.Code.shiftLeft, KEY_SLEFT),
            ("KEY_SRIGHT", KeyDecoder.Code.shiftRight, KEY_SRIGHT),
            ("KEY_MOUSE", KeyDecoder.Code.mouse, KEY_MOUSE),
            ("KEY_RESIZE", KeyDecoder.Code.resize, KEY_RESIZE),
        ]
        let masks: [(String, UInt32, mmask_t)] = [
            ("BUTTON1_RELEASED", MouseDecoder.Mask.button1Released, CNC_BUTTON1_RELEASED),
            ("BUTTON1_PRESSED", MouseDecoder.Mask.button1Pressed, CNC_BUTTON1_PRESSED),
            ("BUTTON1_CLICKED", MouseDecoder.Mask.button1Clicked, CNC_BUTTON1_CLICKED),
            ("BUTTON4_PRESSED", MouseDecoder.Mask.button4Pressed, CNC_BUTTON4_PRESSED),
            ("BUTTON5_PRESSED", MouseDecoder.Mask.button5Pressed, CNC_BUTTON5_PRESSED),
            ("REPORT_MOUSE_POSITION", MouseDecoder.Mask.reportPosition, CNC_REPORT_MOUSE_POSITION),
        ]
        return keys.filter { Int64($0.1) != Int64($0.2) }.map(\.0)
            + masks.filter { $0.1 != UInt32($0.2) }.map(\.0)
    }
}
