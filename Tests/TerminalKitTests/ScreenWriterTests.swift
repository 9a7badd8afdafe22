import Testing
@testable import TerminalKit
import TestSupport

/// The one writer of the screen, played on a model terminal for every terminal kind supported
/// (descriptions from `infocmp`, ``TerminalFixtures``): after each frame of a tour (pans every
/// way, recolouring, wide characters, combining marks, control characters, unrelated frames,
/// a resize) the model shows the frame as that terminal can show it, and every sequence sent
/// is one the terminal's description has.
@Suite struct ScreenWriterTests {
    /// Plays the tour on a model of `kind` (starting from a screen of junk: the writer must not
    /// trust what it did not write) and checks every frame.
    private func play(_ kind: TerminalCapabilities, columns: Int = 90, rows: Int = 28) {
        var writer = ScreenWriter(capabilities: kind)
        var screen = ModelTerminal(showing: TestFrames.junk(columns: columns, rows: rows))
        let allowed = AllowedSequences(kind)
        for (step, frame) in TestFrames.writerTour(columns: columns, rows: rows).enumerated() {
            screen.play(writer.update(to: frame))
            let expected = ScreenWriter.prepared(frame, for: TerminalSequences(kind, width: columns, height: rows)).0
            let wrong = screen.differences(from: expected)
            #expect(wrong.isEmpty, "\(kind.name), step \(step): \(wrong.count) cells differ: \(wrong.prefix(3))")
            #expect(screen.strayed.isEmpty, "\(kind.name), step \(step): \(screen.strayed.prefix(3))")
        }
        let foreign = screen.sequences.filter { !allowed.allows($0) }.map { String(decoding: $0, as: UTF8.self).debugDescription }
        #expect(foreign.isEmpty, "\(kind.name) was sent sequences it does not have: \(Set(foreign).prefix(5))")
    }

    @Test(arguments: TerminalFixtures.all.dropLast().map(\.source))
    func everyTerminalKindShowsEveryFrameOfTheTour(_ source: String) {
        play(TerminfoSource.capabilities(source))
    }

    /// Without sliding rows, and after the screen is forgotten (a resize, foreign output), the
    /// screen is still right: a forgotten screen is cleared first.
    @Test func forgettingTheScreenRepaintsItFromAClear() {
        var writer = ScreenWriter(capabilities: .xterm256, slidesRows: false)
        let frames = TestFrames.writerTour(columns: 60, rows: 20)
        var screen = ModelTerminal(width: 60, height: 20)
        screen.play(writer.update(to: frames[0]))
        writer.forget()
        var junked = ModelTerminal(showing: TestFrames.junk(columns: 60, rows: 20))
        let bytes = writer.update(to: frames[1])
        junked.play(bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[H\u{1B}[2J"))
        #expect(junked.differences(from: ScreenWriter.prepared(frames[1], for: .xterm(width: 60, height: 20)).0).isEmpty)
        // A frame of another size is a clear and a paint too.
        let small = TestFrames.writerTour(columns: 40, rows: 12)[3]
        var resized = ModelTerminal(showing: TestFrames.junk(columns: 40, rows: 12))
        resized.play(writer.update(to: small))
        #expect(resized.differences(from: ScreenWriter.prepared(small, for: .xterm(width: 40, height: 12)).0).isEmpty)
    }

    /// The same frame again costs nothing; one changed cell costs a move, a colour and the character.
    @Test func unchangedFramesCostNothing() {
        var writer = ScreenWriter(capabilities: .xterm256)
        var frame = TestFrames.writerTour(columns: 80, rows: 24)[0]
        _ = writer.update(to: frame)
        #expect(writer.update(to: frame).isEmpty)
        frame[40, 12] = Cell("⣿", style: CellStyle(fg: .index(196), bold: true))
        let one = writer.update(to: frame)
        #expect(one.count > 3 && one.count < 40, "\(String(decoding: one, as: UTF8.self).debugDescription)")
    }

    @Test func aTerminalWithoutCursorAddressingIsRecognised() {
        let dumb = TerminfoSource.capabilities(TerminalFixtures.dumb)
        #expect(!dumb.canAddressCursor)
        #expect(TerminfoSource.capabilities(TerminalFixtures.vt100).canAddressCursor)
        #expect(TerminfoSource.capabilities(TerminalFixtures.vt100).colorSupport == .none)
        #expect(TerminfoSource.capabilities(TerminalFixtures.linux).colorSupport == .ansi8)
    }
}

/// Terminfo's parametrised strings, expanded as terminfo(5) says (CursesBackendTests compare
/// every string of every kind with ncurses' own `tiparm`).
@Suite struct TerminfoTests {
    private func expand(_ s: String, _ p: [Int]) -> String { String(decoding: Terminfo.expand(Array(s.utf8), p), as: UTF8.self) }

    @Test func expansions() {
        #expect(expand("\u{1B}[%i%p1%d;%p2%dH", [4, 9]) == "\u{1B}[5;10H")
        #expect(expand("\u{1B}[%i%p1%d;%p2%dH$<5>", [0, 0]) == "\u{1B}[1;1H")            // padding left out
        let setaf = "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m"
        #expect(expand(setaf, [3]) == "\u{1B}[33m")
        #expect(expand(setaf, [9]) == "\u{1B}[91m")
        #expect(expand(setaf, [196]) == "\u{1B}[38;5;196m")
        #expect(expand("%p1%c\u{1B}[%p2%{1}%-%db", [120, 5]) == "x\u{1B}[4b")
        #expect(expand("%p1%02d|%p1%x|%p1%3d|%p1%:-3d|", [7]) == "07|7|  7|7  |")
        #expect(expand("%p1%Pa%ga%ga%*%d", [6]) == "36")
        #expect(expand("%?%p1%t1%e%p2%t2%e3%;", [0, 1]) == "2")
        #expect(expand("%'A'%c%%", []) == "A%")
    }

    @Test func defaultParametersAreLeftOut() {
        func short(_ s: String) -> String { String(decoding: Terminfo.shortened(Array(s.utf8)), as: UTF8.self) }
        #expect(short("\u{1B}[1;1H") == "\u{1B}[H")
        #expect(short("\u{1B}[5;1H") == "\u{1B}[5H")
        #expect(short("\u{1B}[1;7H") == "\u{1B}[;7H")
        #expect(short("\u{1B}[1P") == "\u{1B}[P")
        #expect(short("x\u{1B}[1b") == "x\u{1B}[b")
        #expect(short("\u{1B}[12C") == "\u{1B}[12C")
        #expect(short("\u{1B}[1m") == "\u{1B}[1m")   // SGR's default is 0: kept
    }
}
