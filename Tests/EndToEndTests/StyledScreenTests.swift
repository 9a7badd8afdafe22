import Testing
import TestSupport

/// How screens captured from tmux compare: `capture-pane -e` drops a row's trailing
/// spaces whatever their background, so the same look can come out as rows of different
/// lengths (see ``StyledScreen/tails``).
@Suite struct StyledScreenTests {
    /// One row of a capture as its own screen (the look carries over between rows).
    private func row(_ index: Int, of screen: StyledScreen) -> StyledScreen {
        var one = screen
        one.rows = [screen.rows[index]]
        one.tails = [screen.tails[index]]
        return one
    }

    /// Row 14 after the last pan of `sidewaysPansShowTheSameScreenAsRedrawing`, abridged:
    /// a wall, then grey (242) to the right margin. The redrawing session erased the grey
    /// (erase to end of line, which leaves the default foreground), the sliding one moved
    /// spaces there, four of them written in the wall's foreground: tmux keeps those and
    /// the spaces before them, and drops all of the redrawn row's. The same screen.
    @Test func droppedTrailingSpacesHaveTheLookWhereTheRowEnds() {
        let wall = "\u{1b}[38;5;252m\u{1b}[48;5;242m⡇"
        let redrawn = StyledScreen([wall + "\u{1b}[39m"])
        let slid = StyledScreen([wall + "\u{1b}[39m" + String(repeating: " ", count: 9) + "\u{1b}[38;5;252m    \u{1b}[39m"])
        #expect(redrawn.rows[0].count == 1 && slid.rows[0].count == 14)
        #expect(redrawn.differences(from: slid).isEmpty)
        #expect(slid.differences(from: redrawn).isEmpty)
        #expect(redrawn == slid)
    }

    /// Dropped spaces still count: on the default background they differ from grey ones,
    /// and characters past the other row's end always differ.
    @Test func droppedTrailingSpacesOfAnotherLookDiffer() {
        let wall = "\u{1b}[38;5;252m\u{1b}[48;5;242m⡇"
        let endsInDefault = StyledScreen([wall + "\u{1b}[39;49m"])
        let grey = StyledScreen([wall + "\u{1b}[39m" + String(repeating: " ", count: 9) + "\u{1b}[38;5;252m    \u{1b}[39m"])
        let differences = endsInDefault.differences(from: grey)
        #expect(differences.count == 1 && differences[0].hasPrefix("row 0 column 1:"), "\(differences)")
        let text = StyledScreen([wall + "\u{1b}[39m" + "  ab"])
        #expect(!StyledScreen([wall + "\u{1b}[39m"]).differences(from: text).isEmpty)
    }

    /// tmux itself: a row erased grey to the margin and one written grey to the margin,
    /// with an invisible foreground change near the end, capture as rows of different
    /// lengths and compare equal; a row written on the default background does not.
    @Test func tmuxDropsTrailingSpacesOfAnyBackground() throws {
        let grey = #"\033[0m\033[48;5;242mX"#
        let script = "printf '" + grey + #"\033[K\r\n"#                                  // erased grey
            + grey + String(repeating: " ", count: 30) + #"\033[38;5;252m    \033[39m     \r\n"#   // written grey
            + grey + #"\033[49m"# + String(repeating: " ", count: 39) + "'; sleep 5"    // written default
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", script], columns: 40, rows: 5)
        defer { tmux.cleanup() }
        try tmux.waitFor(text: "X", timeout: 5)
        let lines = try tmux.waitForStableScreen(quiet: 0.2)
        let screen = StyledScreen(lines)
        let (erased, written, plain) = (row(0, of: screen), row(1, of: screen), row(2, of: screen))
        // The grey spaces of the erased row are all dropped; the written row keeps them up
        // to its last colour change.
        #expect(erased.rows[0].count == 1 && written.rows[0].count == 35, "\(lines.prefix(3))")
        #expect(erased.differences(from: written).isEmpty)
        #expect(!plain.differences(from: written).isEmpty)
    }

    /// Row 20 after `>` in `mostlyChangedScreensEqualAFullRepaint` as screen-256color,
    /// abridged: a wall in a room's colour, then default blanks to the margin. Painted after a
    /// clear, the blanks were never written and tmux drops them with no colour codes (the
    /// tail look is the wall's); updated, they were written as default spaces, which tmux
    /// keeps up to a last one in another foreground. The same screen; a grey blank still differs.
    @Test func droppedClearedCellsAreDefaultBlanks() {
        let wall = "\u{1b}[38;5;252m\u{1b}[48;5;24m⢀⣣"
        let repainted = StyledScreen([wall])
        let updated = StyledScreen([wall + "\u{1b}[39m\u{1b}[49m" + String(repeating: " ", count: 16) + "\u{1b}[38;5;252m"])
        #expect(repainted.differences(from: updated).isEmpty)
        #expect(updated.differences(from: repainted).isEmpty)
        let grey = StyledScreen([wall + "\u{1b}[39m\u{1b}[48;5;242m   x"])
        #expect(!repainted.differences(from: grey).isEmpty)
    }
}
