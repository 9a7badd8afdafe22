import Foundation
import VenueFormats
import MapCore
import Testing
import TestSupport
@testable import AtriumApp
import TerminalKit

/// The `D` directory panel: open, browse a group, filter, go, route, sort; on pure state and
/// on the in-memory terminal.
@Suite struct DirectoryPanelTests {
    /// The sample at Tuesday 24 November 2026, 10:00 in Zurich (where its address is).
    static let env: AppEnvironment = {
        let r = try! IMDFLoader.load(path: TestPaths.sampleVenue.path)
        let instant = LocalDateTime(iso: "2026-11-24T10:00")!.instant(in: TimeZone(identifier: "Europe/Zurich")!)
        return AppEnvironment(model: MapModel(graph: r.graph), attribution: "", venuePath: nil, clock: { instant })
    }()

    func state() -> AppState { AppState(env: Self.env, columns: 100, rows: 30) }

    func list(_ s: AppState) throws -> DirectoryList {
        guard case .directory(let l) = s.mode else { throw PanelClosed() }
        return l
    }

    struct PanelClosed: Error {}

    func type(_ s: inout AppState, _ text: String) {
        for c in text { AppFixture.runtime.dispatch(&s, .key(.char(c))) }
    }

    func press(_ s: inout AppState, _ keys: Key...) {
        for k in keys { AppFixture.runtime.dispatch(&s, .key(k)) }
    }

    @Test func dOpensTheGroupsAndEnterListsAGroupsPlacesByFloor() throws {
        var s = state()
        press(&s, .char("D"))
        var l = try list(s)
        #expect(l.showsGroups && l.directory.groups.first?.group == .food)
        press(&s, .enter)
        l = try list(s)
        #expect(l.group == .food)
        let rows = directoryRows(l, s)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.entry.group == .food })
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.entry.place.ordinal <= b.entry.place.ordinal) }
        press(&s, .left)
        l = try list(s)
        #expect(l.showsGroups && l.cursor == 0)
        press(&s, .escape)
        #expect(s.mode == .map)
    }

    @Test func typingAfterSlashFiltersAndEnterGoesToThePlace() throws {
        var s = state()
        press(&s, .char("D"), .char("/"))
        type(&s, "lumi")
        let l = try list(s)
        #expect(l.typing && l.query == "lumi")
        #expect(directoryRows(l, s).map(\.entry.name) == ["Café Lumière"])
        press(&s, .enter, .enter)   // the first ends typing, the second goes
        #expect(s.mode == .map && s.selection.cardOpen)
        let sel = try #require(s.selection.feature)
        #expect(Self.env.model.graph.name(of: sel) == "Café Lumière")
        #expect(s.map.ordinal == 0)
    }

    @Test func rRoutesFromThePlaceSelectedBefore() throws {
        var s = state()
        // Select the conference room through search, then route from it to the café.
        press(&s, .char("/"))
        type(&s, "Zürichsee")
        press(&s, .enter, .char("D"), .char("/"))
        type(&s, "Lumière")
        press(&s, .enter, .char("r"))
        #expect(s.mode == .map)
        let route = try #require(s.route.shown, "a route was found")
        #expect(Self.env.model.graph.name(of: route.end.handle) == "Café Lumière")
        #expect(Self.env.model.graph.name(of: route.start.handle) == "Conference Room Zürichsee")
    }

    @Test func sortByDistanceFromTheSelection() throws {
        var s = state()
        press(&s, .char("/"))
        type(&s, "Lumière")
        press(&s, .enter, .char("D"), .enter, .char("s"))
        let l = try list(s)
        #expect(l.byDistance && !l.measuring)
        let walks = try #require(l.walks, "walking distances measured (effects run on this thread here)")
        let rows = directoryRows(l, s)
        #expect(rows.first?.entry.name == "Café Lumière" && rows.first?.meters.map { $0 < 1 } == true)
        #expect(rows.filter(\.walked).count > rows.count / 2)
        let costs = rows.map { r in r.entry.handle.flatMap { walks[$0]?.cost } ?? .infinity }
        #expect(costs == costs.sorted(), "nearest by walking first")
        // Without a selection or "you are here" there is no walking start: straight lines from the map's centre.
        var t = state()
        press(&t, .char("D"), .enter, .char("s"))
        let plain = try list(t)
        #expect(plain.byDistance && plain.walks == nil && !plain.measuring)
        #expect(directoryRows(plain, t).allSatisfy { !$0.walked })
    }

    /// In the explorer the walks are measured off the input thread and applied when they come.
    @Test func walkingDistancesArriveFromTheBackground() throws {
        let runtime = AppRuntime(runsEffectsInBackground: true)
        var s = state()
        s.selection.feature = Self.env.search.bestFeature("Café Lumière")
        for k: Key in [.char("D"), .enter, .char("s")] { runtime.dispatch(&s, .key(k)) }
        #expect(try list(s).measuring && list(s).walks == nil)
        runtime.waitForBackgroundWork()
        #expect(runtime.collect(&s))
        let l = try list(s)
        #expect(!l.measuring && (l.walks?.count ?? 0) > 10 && !s.route.isFinding)
    }

    @Test func thePanelOnTheTestTerminalShowsHoursAndFilters() throws {
        var input: [TestTerminal.Step] = [.event(.key(.char("D"))), .idle, .event(.key(.enter)), .idle, .event(.key(.char("/")))]
        input += "gelat".map { .event(.key(.char($0))) } + [.idle, .event(.key(.escape)), .event(.key(.escape)), .event(.key(.escape)), .idle,
                                                             .event(.key(.char("q")))]
        let terminal = TestTerminal(columns: 100, rows: 30, input: input)
        let status = try Explorer.run(state(), on: terminal, traits: TestTerminal.traits)
        #expect(status == 0)
        let screens = terminal.drawn.map { $0.lines.joined(separator: "\n") }
        #expect(screens.contains { $0.contains("Directory") && $0.contains("Food & drink") && $0.contains("Shopping") })
        #expect(screens.contains { $0.contains("Café Lumière") && $0.contains("Open now · closes 20:00") })
        #expect(screens.contains { $0.contains("/ gelat") && $0.contains("Gelateria Dolce") })
        #expect(terminal.drawn.last.map { !$0.lines.joined().contains("Directory") } == true, "closed again")
    }

    @Test func theCardSaysWhetherThePlaceIsOpen() throws {
        var s = state()
        press(&s, .char("/"))
        type(&s, "Lumière")
        press(&s, .enter)
        let screen = view(s, size: (100, 30), runtime: AppFixture.runtime).lines.joined(separator: "\n")
        #expect(screen.contains("Open now · closes 20:00 (Mo-Sa 07:30-20:00; Su 09:00-18:00)"))
    }

    @Test func everyLanguageOfTheArchive() throws {
        var r = try IMDFLoader.load(path: TestPaths.imdfSample("postech-c5").path)
        for (lang, name) in [("ko", "메인랩"), ("en", "MainLab")] {
            r.graph.language.requested = lang
            let env = AppEnvironment(model: MapModel(graph: r.graph), attribution: "", venuePath: nil)
            var s = AppState(env: env, columns: 100, rows: 30)
            press(&s, .char("D"), .char("/"))
            type(&s, name)
            #expect(try directoryRows(list(s), s).contains { $0.entry.name == name }, "\(lang)")
        }
    }
}
