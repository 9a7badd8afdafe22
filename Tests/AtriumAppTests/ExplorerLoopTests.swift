import Testing
@testable import AtriumApp
import TerminalKit

/// The explorer driven by TerminalKit's loop on the in-memory ``TestTerminal``.
@Suite struct ExplorerLoopTests {
    /// The example in ``TerminalLoop``'s documentation, on a scripted terminal instead of
    /// curses: it compiles against the real API and runs the explorer until `q`.
    @Test func theDocumentedExampleRunsTheExplorer() {
        let terminal = TestTerminal(columns: 100, rows: 30, input: [.event(.key(.char("+"))), .idle, .event(.key(.char("q")))])
        let env = AppFixture.env
        let runtime = AppRuntime()
        var state = AppState(env: env, columns: terminal.size.columns, rows: terminal.size.rows)
        let status = TerminalLoop(terminal: terminal).run(
            render: { columns, rows in view(state, size: (columns, rows), runtime: runtime) },
            handle: { event in
                switch event {
                case .key(let key): runtime.dispatch(&state, .key(key))
                case .mouse(let mouse): runtime.dispatch(&state, .mouse(mouse))
                case .resize(let columns, let rows): runtime.dispatch(&state, .resize(columns: columns, rows: rows))
                }
                return !state.shouldQuit
            },
            tick: {
                let before = state.status.note
                runtime.dispatch(&state, .tick)
                return state.status.note != before
            })
        #expect(status == 0)
        #expect(state.shouldQuit)
        #expect(terminal.drawn.count >= 2, "the first frame, then the zoomed one")
        #expect(terminal.drawn.last?.lines.joined().contains("Atrium Galleria") == true)
        #expect(terminal.restoreCount == 1)
    }

    /// The whole explorer on the in-memory terminal: what `atrium` runs, without ncurses.
    @Test func theExplorerRunsOnTheTestTerminal() throws {
        let terminal = TestTerminal(columns: 100, rows: 30, input: [
            .event(.key(.pageUp)), .idle, .event(.resize(columns: 80, rows: 24)), .idle, .event(.key(.char("q"))),
        ])
        let status = try Explorer.run(AppState(env: AppFixture.env, columns: 100, rows: 30), on: terminal,
                                      traits: TestTerminal.traits)
        #expect(status == 0)
        #expect(terminal.restoreCount == 1)
        #expect(terminal.screen.width == 80 && terminal.screen.height == 24)
        #expect(terminal.screen.text.contains("Atrium Galleria"))
        #expect(terminal.drawn.count >= 3, "first frame, level up, resized")
    }

    /// The start-up hint is a passing note: on the test clock it is there after one
    /// second of idling and gone after the note's lifetime, whatever the machine's speed.
    @Test func theStartUpNoteFadesOnTheLoopClock() throws {
        let hint = "? for help"
        func screen(afterIdleSeconds seconds: Int) throws -> String {
            let waits = seconds * 10   // the explorer ticks every 100 ms
            let terminal = TestTerminal(columns: 100, rows: 30,
                                        input: Array(repeating: .idle, count: waits) + [.event(.key(.char("q")))])
            _ = try Explorer.run(AppState(env: AppFixture.env, columns: 100, rows: 30), on: terminal,
                                 traits: TestTerminal.traits, clock: terminal.clock)
            #expect(terminal.elapsed == .milliseconds(100 * waits))
            return terminal.screen.text
        }
        #expect(try screen(afterIdleSeconds: 1).contains(hint))
        #expect(try !screen(afterIdleSeconds: 10).contains(hint))
    }
}
