import Dispatch
import Testing
@testable import AtriumApp
import TerminalKit

/// Routes are found off the input thread (issue 22): keys are handled while a route is being
/// found, the status line says so, the route shows when it arrives, and Esc stops waiting.
/// The route's work is held back by a gate the script opens: no sleeps, no timing.
@Suite struct BackgroundRouteTests {
    /// What the script saw at its checkpoints.
    final class Seen: @unchecked Sendable {
        var terminal: TestTerminal?
        var screens: [String: String] = [:]
        func take(_ name: String) { screens[name] = terminal?.screen.text ?? "" }
    }

    private func keys(_ text: String) -> [TestTerminal.Step] { text.map { .event(.key(.char($0))) } }

    /// Searches for a place and selects it, then presses r.
    private func routeEnd(_ name: String) -> [TestTerminal.Step] {
        keys("/") + keys(name) + [.event(.key(.enter)), .idle] + keys("r")
    }

    private func run(_ script: (Seen, DispatchSemaphore, AppRuntime) -> [TestTerminal.Step]) throws -> Seen {
        let gate = DispatchSemaphore(value: 0)
        let runtime = AppRuntime(runsEffectsInBackground: true, beforeBackgroundWork: { gate.wait() })
        let seen = Seen()
        let terminal = TestTerminal(columns: 120, rows: 36, input: script(seen, gate, runtime) + [.event(.key(.char("q")))])
        seen.terminal = terminal
        let status = try Explorer.run(AppState(env: AppFixture.env, columns: 120, rows: 36), on: terminal,
                                      traits: TestTerminal.traits, clock: terminal.clock, runtime: runtime)
        #expect(status == 0)
        return seen
    }

    @Test func aKeyPressedWhileARouteIsFoundIsHandledFirst() throws {
        let seen = try run { seen, gate, runtime in
            routeEnd("Velostation") + routeEnd("Zürichsee") + [
                .idle, .perform { seen.take("waiting") },
                .event(.key(.char("+"))), .idle,
                .perform {
                    seen.take("zoomed while waiting")
                    gate.signal()
                    runtime.waitForBackgroundWork()
                },
                .idle, .perform { seen.take("arrived") },
            ]
        }
        let waiting = try #require(seen.screens["waiting"]), zoomed = try #require(seen.screens["zoomed while waiting"])
        #expect(waiting.contains("finding a route"), "the status line says a route is being found")
        #expect(zoomed != waiting, "+ was handled while the route was still being found")
        #expect(!zoomed.contains("Route: Velostation"), "the route had not arrived yet")
        let arrived = try #require(seen.screens["arrived"])
        #expect(arrived.contains("Route: Velostation"), "the route's card shows once it arrives")
    }

    @Test func escapeStopsWaitingAndTheAnswerIsDropped() throws {
        let seen = try run { seen, gate, runtime in
            routeEnd("Velostation") + routeEnd("Zürichsee") + [
                .idle, .event(.key(.escape)), .idle,
                .perform {
                    seen.take("stopped")
                    gate.signal()
                    runtime.waitForBackgroundWork()
                },
                .idle, .perform { seen.take("after") },
            ]
        }
        #expect(try #require(seen.screens["stopped"]).contains("stopped looking for a route"))
        #expect(try !#require(seen.screens["after"]).contains("Route: Velostation"), "a route no longer waited for is not shown")
    }

    /// A second destination chosen while the first route is still being found: only the
    /// newer answer shows, whichever finishes last.
    @Test func aNewerRequestSupersedesAnOlderOne() throws {
        let seen = try run { seen, gate, runtime in
            routeEnd("Velostation") + routeEnd("Zürichsee") + [.idle] + routeEnd("Crêperie") + [.idle,
                .perform {
                    gate.signal()
                    gate.signal()
                    runtime.waitForBackgroundWork()
                },
                .idle, .perform { seen.take("after") },
            ]
        }
        let after = try #require(seen.screens["after"])
        #expect(after.contains("→ Crêperie Bretonne"), "\(after)")
        #expect(!after.contains("→ Zürichsee"))
    }
}
