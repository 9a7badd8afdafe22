import Foundation
import VenueFormats
import MapCore
import Testing
import TestSupport
@testable import AtriumApp
@testable import TerminalKit

/// The explorer's real frames along the bench's tour on seamans-center at 200x60 (tinted rooms
/// up to the building's edge), written by ``ScreenWriter`` and played on a model terminal, as
/// xterm-256color and as screen-256color: after each key the screen shows the frame, and so it
/// does after a resize away and back (the terminal then forgets the screen and repaints it), as
/// the end-to-end test in tmux does it.
@Suite struct ExplorerPlaybackTests {
    @Test(arguments: [TerminalFixtures.xterm256, TerminalFixtures.screen256])
    func theTourPlaysBackOnTheModelTerminal(_ source: String) throws {
        let kind = TerminfoSource.capabilities(source)
        let loaded = try IMDFLoader.load(path: TestPaths.imdfSamples.appendingPathComponent("seamans-center").path)
        let env = AppEnvironment(model: MapModel(graph: loaded.graph), attribution: loaded.archive.attribution ?? "", venuePath: nil)
        let runtime = AppRuntime()
        var state = AppState(env: env, columns: 200, rows: 60)
        var writer = ScreenWriter(capabilities: kind)
        var screen = ModelTerminal(width: 200, height: 60)
        func show(_ columns: Int, _ label: String) {
            let frame = view(state, size: (columns, 60), runtime: runtime)
            if screen.width != columns { screen = ModelTerminal(width: columns, height: 60) }
            screen.play(writer.update(to: frame))
            let expected = ScreenWriter.prepared(frame, for: TerminalSequences(kind, width: columns, height: 60)).0
            let wrong = screen.differences(from: expected)
            #expect(wrong.isEmpty, "\(kind.name), \(label): \(wrong.count) cells differ: \(wrong.prefix(3))")
            #expect(screen.strayed.isEmpty, "\(kind.name), \(label): \(screen.strayed.prefix(3))")
        }
        show(200, "first frame")
        let tour: [Key] = [.char("+"), .right, .left, .down, .up, .char("+"), .right, .left, .left, .right, .down, .up, .up, .down,
                           .char(">"), .char(">"), .char("<"), .char("<"), .char("]"), .char("]"), .char("["), .char("["),
                           .pageUp, .pageDown, .pageDown, .pageUp, .tab, .tab, .enter, .escape, .escape,
                           .char("+"), .char("-"), .char("-"), .char("-"), .char("+")]
        for key in tour {
            runtime.dispatch(&state, .key(key))
            show(200, "after \(key)")
            for columns in [201, 200] {
                runtime.dispatch(&state, .resize(columns: columns, rows: 60))
                writer.forget()
                show(columns, "after \(key), resized to \(columns)")
            }
        }
    }
}
