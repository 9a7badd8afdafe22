import CNCursesW
import Glibc

extension CursesTerminal {
    /// Takes the character-set reset (`rmacs`, ESC ( B on xterm) out of the loaded
    /// terminal description's `sgr0` and `sgr` strings, where it makes ncurses send three
    /// needless bytes with every attribute change: this adapter never draws with
    /// `A_ALTCHARSET` (box and braille characters are written as Unicode), so once the
    /// terminal's G0 set is ASCII it stays so. Returns whether anything was taken out;
    /// the caller then sends `rmacs` once itself. Safe to call again.
    ///
    /// The strings are edited in place (they only get shorter): `tigetstr` returns the
    /// description's own storage, which ncurses reads at every attribute change.
    static func trimCharsetResets() -> Bool {
        guard let reset = cnc_tigetstr("rmacs") else { return false }
        let resetLength = strlen(reset)
        guard resetLength > 0 else { return false }
        var trimmed = false
        // sgr0 = rmacs + the rest.
        if let sgr0 = cnc_tigetstr("sgr0"), strncmp(sgr0, reset, resetLength) == 0, strlen(sgr0) > resetLength {
            let text = UnsafeMutablePointer(mutating: sgr0)
            memmove(text, text + resetLength, strlen(text) - resetLength + 1)
            trimmed = true
        }
        // sgr = "%?%p9%t" smacs "%e" rmacs "%;" …: the else branch goes.
        if let sgr = cnc_tigetstr("sgr") {
            let branch = "%e" + String(cString: reset) + "%;"
            if let found = strstr(sgr, branch) {
                let text = UnsafeMutablePointer(mutating: found)
                let cut = strlen(branch) - 2   // keep the closing "%;"
                memmove(text, text + cut, strlen(text) - cut + 1)
                trimmed = true
            }
        }
        return trimmed
    }
}
