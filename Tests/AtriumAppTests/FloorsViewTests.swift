import Foundation
import VenueFormats
import MapCore
import TestSupport
import Testing
@testable import AtriumApp

/// `b`: the whole-building view, with each floor's matches and route legs; and the picker's
/// marks (search matches per floor, empty floors).
@Suite struct FloorsViewTests {
    @Test func listsEveryFloorAndGoesToTheChosenOne() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("b"))
        #expect(s.mode == .floors(cursor: 2), "opens on the floor shown (G, third from the top)")
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        for name in ["Floors", "Ground Floor", "Basement", "places"] { #expect(text.contains(name), "\(name)") }
        AppFixture.press(&s, .down, .enter)
        #expect(s.mode == .map && s.map.ordinal == -1)
        AppFixture.press(&s, .char("b"), .escape)
        #expect(s.mode == .map && s.map.ordinal == -1)
    }

    @Test func countsTheLastSearchAndTheRouteLegsPerFloor() throws {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("/"))
        AppFixture.type(&s, "toilet")
        guard case .search(let box) = s.mode else { Issue.record("no search"); return }
        let perFloor = SearchMatches(box).perOrdinal
        #expect(perFloor.count >= 2, "toilets on several floors: \(perFloor)")
        // While typing, the level bar counts the results per floor.
        let entries = try #require(ExplorerLayout(s).levelBar?.entries)
        for e in entries { #expect(e.matches == (perFloor[e.ordinal] ?? 0), "\(e.label)") }
        AppFixture.press(&s, .enter)
        let floors = floorSummaries(s)
        for f in floors { #expect(f.matches == (perFloor[f.ordinal] ?? 0), "\(f.shortName)") }
        // A route from the basement to the second floor: its legs are on their floors.
        s.route.clear()
        AppFixture.find(&s, "Velostation"); AppFixture.press(&s, .char("r"))
        AppFixture.find(&s, "Zürichsee"); AppFixture.press(&s, .char("r"))
        let route = try #require(s.route.shown)
        let withRoute = floorSummaries(s)
        for (k, leg) in route.legs.enumerated() {
            #expect(withRoute.first { $0.ordinal == leg.ordinal }?.legs.contains { $0.hasPrefix("leg \(k + 1) ·") } == true)
        }
        AppFixture.press(&s, .char("b"))
        let text = view(s, size: (120, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("route: leg 1"))
    }

    @Test func emptyFloorsAreMarked() throws {
        let r = try OSMLoader.load(bytes: Array(EmptyFloorVenue.osmXML.utf8), sourcePath: "empty-floor.osm")
        let env = AppEnvironment(model: MapModel(graph: r.graph), attribution: "", venuePath: nil)
        var s = AppState(env: env, columns: 100, rows: 30)
        let floors = floorSummaries(s)
        let empty = try #require(floors.first { $0.isEmpty })
        #expect(empty.line == "(nothing mapped)")
        let bar = view(s, size: (100, 30), runtime: AppRuntime()).lines[0]
        #expect(bar.contains("(empty)"), "\(bar)")
        AppFixture.press(&s, .char("b"))
        #expect(view(s, size: (100, 30), runtime: AppRuntime()).text.contains("(nothing mapped)"))
        AppFixture.press(&s, .escape)
        s.pickLevel(empty.shortName)
        #expect(s.status.note?.text.contains("nothing mapped on this floor") == true)
    }
}

/// The whole-building view without UTF-8: ASCII only, names transliterated rather than lost.
@Suite struct FloorsViewASCIITests {
    @Test func floorsViewIsASCIIWithoutUTF8() {
        var s = AppFixture.state()
        s.screen.charset = .ascii
        AppFixture.find(&s, "Zürichsee")
        AppFixture.press(&s, .char("b"))
        let f = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(f.text.contains("matches of \"Zurichsee\""), "\(f.text)")
        #expect(f.text.contains("Ground Floor"))
        let box = f.lines.filter { $0.contains(" places") || $0.contains("matches of") }
        #expect(box.count == 5)
        #expect(box.allSatisfy { $0.allSatisfy(\.isASCII) }, "\(box)")
    }
}
