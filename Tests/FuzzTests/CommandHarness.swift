import AtriumApp
import Foundation
import VenueFormats
import MapCore
import TerminalKit

/// What each command does with a loaded venue, run on a (mutated) venue: `info` (floors,
/// names, counts), `render` (FuzzHarness's cameras), `search` (random words, CJK, empty,
/// category words), `route` (random pairs, the nearest of a category, accessible),
/// `validate` (venue checks and the walking graph's diagnostics), `convert` (written as IMDF
/// and read back), `directory` (every place's hours evaluated), and the explorer driven by
/// random keys on ``TestTerminal``.
///
/// Crashes end the process (the case beacon names the case); what is returned are broken
/// expectations short of a crash.
enum CommandHarness {
    /// Queries search is given: words, typos, category words, other scripts, nothing at all.
    static let queries = ["", " ", "toilet", "lift", "café", "office", "Büro", "トイレ", "洗手间", "화장실", "a", "zz",
                          "room 1", "\u{0}", "%", "…", "0", "-1", "WC", "stairs up"]
    /// Keys the explorer is driven with.
    static let keys: [InputEvent] = {
        var k: [InputEvent] = "hjklHJKL+-<>[]nuUdD0123456789rRamy?/fxcs q".map { .key(.char($0)) }
        k += [.key(.tab), .key(.backTab), .key(.enter), .key(.escape), .key(.pageUp), .key(.pageDown),
              .key(.up), .key(.down), .key(.left), .key(.right), .key(.backspace),
              .resize(columns: 40, rows: 12), .resize(columns: 120, rows: 40), .resize(columns: 2, rows: 1)]
        k.removeAll { $0 == .key(.char("q")) }   // the script ends with q itself
        return k
    }()

    /// Runs every command's path on a loaded venue; `seed` picks the queries, pairs and keys.
    static func run(_ result: LoadResult, seed: UInt64, keyCount: Int = 24) -> [String] {
        var rng = FuzzRandom(seed: seed)
        var problems: [String] = []
        let graph = result.graph

        // info
        for floor in graph.floors {
            _ = graph.shortName(ordinal: floor.ordinal)
            _ = graph.contents(ordinal: floor.ordinal).units.count
        }
        _ = graph.venueName

        // search
        let index = SearchIndex(graph: graph)
        var results: [SearchResult] = []
        for _ in 0..<3 {
            let found = index.search(rng.pick(queries), limit: 20)
            if found.count > 20 { problems.append("search returned \(found.count) results for a limit of 20") }
            results += found
        }
        results += index.search("room", limit: 30)

        // directory, with every place's opening hours evaluated
        let directory = Directory(graph: graph, search: index, at: LocalDateTime(iso: "2026-11-24T10:00")!)
        _ = directory.filtered(categoryWord: rng.pick(queries), ordinal: graph.floors.first?.ordinal, openNow: rng.chance(0.5),
                               text: rng.pick(queries), search: index)
        for e in directory.entries {
            if let status = e.status, status.isOpen == nil, !status.text.hasSuffix(HoursStatus.notUnderstoodSuffix) {
                problems.append("directory: hours \(e.hours ?? "") neither read nor said to be not understood")
            }
        }

        // validate and route
        let model = MapModel(graph: graph)
        _ = graph.venueChecks()
        let router = Router(model: model)
        _ = router.graph.routingDiagnostics()
        let handles = results.compactMap(\.handle)
        if handles.count >= 2 {
            for _ in 0..<2 {
                let a = rng.pick(handles), b = rng.pick(handles)
                _ = try? router.route(from: a, to: b, options: RouteOptions(accessible: rng.chance(0.3)))
            }
            let toilets = index.search("toilet", limit: 10).compactMap(\.handle)
            if !toilets.isEmpty { _ = try? router.nearest(from: rng.pick(handles), to: toilets, options: RouteOptions()) }
        }

        // convert, then read the output back
        let written = IMDFWriter.members(result.archive, created: Date(timeIntervalSince1970: 0))
        do {
            let again = try IMDFLoader.load(members: written, sourcePath: "converted")
            if again.archive.units.count != result.archive.units.count {
                problems.append("convert: \(result.archive.units.count) units written, \(again.archive.units.count) read back")
            }
        } catch {
            if !result.archive.units.isEmpty { problems.append("convert: the written archive does not load: \(error.message)") }
        }

        // the explorer, driven by random keys (effects on this thread: no timing involved)
        var steps: [TestTerminal.Step] = []
        for _ in 0..<keyCount { steps.append(rng.chance(0.1) ? .idle : .event(rng.pick(keys))) }
        steps.append(.event(.key(.char("q"))))
        let terminal = TestTerminal(columns: 100, rows: 30, input: steps)
        let env = AppEnvironment(model: model, attribution: result.archive.attribution ?? "", venuePath: nil)
        do {
            let status = try Explorer.run(AppState(env: env, columns: 100, rows: 30), on: terminal,
                                          traits: TestTerminal.traits, clock: terminal.clock, runtime: AppRuntime())
            if status != 0 && status != 128 + 15 { problems.append("the explorer ended with status \(status)") }
        } catch {
            problems.append("the explorer threw \(error)")
        }
        if terminal.restoreCount != 1 { problems.append("the explorer restored the terminal \(terminal.restoreCount) times") }
        return problems
    }
}
