import Testing
@testable import TerminalKit

private struct Boom: Error {}

@Suite struct TerminalLoopTests {
    private func frame(_ text: String, _ size: (columns: Int, rows: Int)) -> Frame {
        var frame = Frame(width: size.columns, height: size.rows)
        frame.put(text, x: 0, y: 0)
        return frame
    }

    @Test func drawsFirstFrameAndStopsWhenHandleSaysSo() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.event(.key(.char("a"))), .idle, .event(.key(.char("q")))])
        var typed = ""
        let status = TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
            render: { frame(typed, ($0, $1)) },
            handle: { event in
                guard case .key(.char(let c)) = event, c != "q" else { return false }
                typed.append(c)
                return true
            })
        #expect(status == 0)
        #expect(terminal.drawn.map(\.lines.first) == ["          ", "a         "])
        #expect(terminal.restoreCount == 1)
    }

    @Test func aBurstOfKeysCostsOneFrame() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.event(.key(.char("a"))), .event(.key(.char("b"))), .event(.key(.char("c"))), .idle,
                                         .event(.key(.char("q")))])
        var typed = ""
        _ = TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
            render: { frame(typed, ($0, $1)) },
            handle: { event in
                guard case .key(.char(let c)) = event, c != "q" else { return false }
                typed.append(c)
                return true
            })
        #expect(terminal.drawn.map(\.lines.first) == ["          ", "abc       "])
    }

    @Test func unchangedFramesAreNotSentAgain() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.event(.key(.left)), .event(.key(.right)), .event(.key(.char("q")))])
        _ = TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
            render: { frame("same", ($0, $1)) },
            handle: { $0 != .key(.char("q")) })
        #expect(terminal.drawn.count == 1)
    }

    @Test func idleTimeoutsDoNotRedraw() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.idle, .idle, .event(.key(.char("q")))])
        var renders = 0
        _ = TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
            render: { renders += 1; return frame("\(renders)", ($0, $1)) },
            handle: { _ in false })
        #expect(renders == 1)
    }

    @Test func quitSignalGivesConventionalStatus() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.idle, .signal(2)])
        let status = TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
            render: { frame("", ($0, $1)) }, handle: { _ in true })
        #expect(status == 130)
        #expect(terminal.restoreCount == 1)
        #expect(TerminalLoop<TestTerminal>.exitStatus(forSignal: 1) == 129)
    }

    @Test func ctrlCAsAKeyCountsAsInterrupt() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.event(.key(.ctrl("c")))])
        var handled = 0
        let status = TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
            render: { frame("", ($0, $1)) }, handle: { _ in handled += 1; return true })
        #expect(status == 130)
        #expect(handled == 0)
    }

    @Test func resizeRendersAtTheNewSize() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.event(.resize(columns: 4, rows: 2)), .idle, .event(.key(.char("q")))])
        _ = TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
            render: { frame("x", ($0, $1)) },
            handle: { event in
                event != .key(.char("q"))
            })
        #expect(terminal.drawn.map(\.width) == [10, 4])
    }

    @Test func ticksThatChangeSomethingRedraw() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: Array(repeating: .idle, count: 40))
        var ticks = 0
        let status = TerminalLoop(terminal: terminal, tickMilliseconds: 50, clock: terminal.clock).run(
            render: { frame("\(ticks / 10)", ($0, $1)) },
            handle: { _ in true },
            tick: { ticks += 1; return true })
        #expect(status == 128 + 15)       // the script ran out: SIGTERM
        #expect(ticks == 40, "each idle wait lasts one tick interval on the test clock")
        #expect(terminal.drawn.count == 5)  // "0" … "4": only changed frames are sent
    }

    /// Ticks follow the loop's clock, not the machine: keys that arrive with no time
    /// passing never tick, however slow the machine.
    @Test func noTimePassingMeansNoTicks() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: Array(repeating: .event(.key(.char("x"))), count: 30))
        var ticks = 0
        _ = TerminalLoop(terminal: terminal, tickMilliseconds: 50, clock: terminal.clock).run(
            render: { frame("\(ticks)", ($0, $1)) },
            handle: { _ in true },
            tick: { ticks += 1; return true })
        #expect(ticks == 0)
        #expect(terminal.elapsed == .zero)
    }

    @Test func thrownErrorsStillRestore() {
        let terminal = TestTerminal(columns: 10, rows: 3, input: [.event(.key(.char("x")))])
        #expect(throws: Boom.self) {
            _ = try TerminalLoop(terminal: terminal, tickMilliseconds: nil).run(
                render: { frame("", ($0, $1)) }, handle: { _ in throw Boom() })
        }
        #expect(terminal.restoreCount == 1)
    }
}
