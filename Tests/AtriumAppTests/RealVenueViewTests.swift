import Foundation
import Testing
import VenueFormats
import MapCore
@testable import AtriumApp

/// The explorer on issue 13's findings: search list, card, share line, framing.
@Suite struct RealVenueViewTests {
    func search(_ s: inout AppState, _ query: String) -> SearchBox? {
        AppFixture.press(&s, .char("/"))
        for c in query { AppFixture.send(&s, .key(.char(c))) }
        if case .search(let box) = s.mode { return box }
        return nil
    }

    @Test func searchListRanksTheLevelShownAndNearFirstAndShowsWhere() throws {
        var s = AppFixture.state()
        let box = try #require(search(&s, "toilet"))
        #expect(box.results.count >= 3)
        // Equally good matches: those on the level shown first, nearest first.
        let onLevel = box.results.prefix { $0.ordinal == s.map.ordinal }
        #expect(!onLevel.isEmpty)
        #expect(box.results.dropFirst(onLevel.count).allSatisfy { $0.ordinal != s.map.ordinal })
        let meters = onLevel.indices.compactMap { i -> Int? in
            box.places[i].split(separator: "·").compactMap { Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " m", with: "")) }.first
        }
        #expect(meters.count == onLevel.count && meters == meters.sorted(), "\(box.places)")
        // The same name on several levels is told apart by a neighbouring room.
        let women = box.results.indices.filter { box.results[$0].name == "Women's Restroom" }
        #expect(women.count >= 2)
        #expect(women.allSatisfy { box.places[$0].contains("near ") }, "\(women.map { box.places[$0] })")
    }

    @Test func searchListDrawsEachRowsDetailsOnce() throws {
        var s = AppFixture.state(columns: 100, rows: 30)
        _ = try #require(search(&s, "toilet"))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        let rows = text.split(separator: "\n").filter { $0.contains("Restroom") }
        #expect(!rows.isEmpty)
        for row in rows {
            // One level label per row, never a dimmed copy beside it ("· GG").
            #expect(!row.contains("GG") && !row.contains("11 ") && row.components(separatedBy: " · ").count <= 5, "\(row)")
        }
    }

    @Test func cardSaysLevelOnce() {
        #expect(PlaceCard.levelLabel("Level 1") == "Level 1")
        #expect(PlaceCard.levelLabel("Ground Floor") == "Ground Floor")
        #expect(PlaceCard.levelLabel("G") == "Level G")
        #expect(PlaceCard.levelLabel("B1") == "Level B1")
    }

    @Test func shareLineBreaksAtSpaces() {
        let command = "atrium Data/atrium-sample --level G --center 47.377100,8.542500 --distance 120.5 --heading 0 --pitch 0 --select \"Café Lumière\""
        let lines = SharePanel.wrap(command, width: 30)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined(separator: " ") == command)
        for line in lines { #expect(!line.hasPrefix(" ") && !line.hasSuffix(" ")) }
        #expect(SharePanel.wrap(String(repeating: "x", count: 65), width: 30).map(\.count) == [30, 30, 5])
    }

    @Test func zeroFitsTheLevelsContent() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("+"), .char("+"), .char("l"), .char("l"))
        AppFixture.press(&s, .char("0"))
        let expected = AppFixture.env.model.framingCamera(ordinal: s.map.ordinal, viewport: s.viewport)
        #expect(abs(s.map.camera.distance - expected.distance) < 1e-6)
    }

    @Test func jumpingToAResultShowsItsNeighbours() throws {
        var s = AppFixture.state()
        _ = try #require(search(&s, "Bookworm"))
        AppFixture.press(&s, .enter)
        let t = s.map.camera.transform(in: s.viewport)
        let ground = t.visibleGroundRect
        #expect(ground.width >= MapModel.minimumFrame && ground.height >= MapModel.minimumFrame * 0.5)
        let metersPerCell = ground.width / Double(s.screen.columns)
        #expect(metersPerCell > 0.2, "\(metersPerCell) m per cell")
    }
}

extension RealVenueViewTests {
    /// With a route start set, Enter on "toilet" routes to the nearest restroom by walking.
    @Test func aCategoryAfterARouteStartGoesToTheNearest() throws {
        var s = AppFixture.state()
        _ = try #require(search(&s, "Bookworm"))
        AppFixture.press(&s, .enter, .char("r"))
        #expect(s.route.start != nil)
        _ = try #require(search(&s, "toilet"))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("Enter route to the nearest"))
        AppFixture.press(&s, .enter)
        let route = try #require(s.route.shown, "\(s.status.note?.text ?? "")")
        #expect(route.end.name == "Women's Restroom" && route.end.ordinal == 0)
        #expect(route.totalMeters < 65)
    }
}

extension RealVenueViewTests {
    /// Two levels on ordinal 0 (an indoor one and an outdoor one, of two buildings): one floor,
    /// so no level bar (its label would be "C+"); the status line names both and their buildings.
    @Test func aSharedOrdinalIsMarkedAndNamed() throws {
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
            let p = { (x: Double, y: Double) in "[\(8 + x / 75_800),\(47 + y / 111_200)]" }
            return #"{"type":"Polygon","coordinates":[[\#(p(x0, y0)),\#(p(x1, y0)),\#(p(x1, y1)),\#(p(x0, y1)),\#(p(x0, y0))]]}"#
        }
        func fc(_ features: [String]) -> [UInt8] { Array(#"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#.utf8) }
        let b1 = "11111111-0000-4000-8000-000000000001", b2 = "11111111-0000-4000-8000-000000000002"
        let l1 = "22222222-0000-4000-8000-00000000000a", l2 = "22222222-0000-4000-8000-00000000000b"
        let members = [
            ArchiveMember(path: "manifest.json", bytes: Array(#"{"version":"1.0.0","created":"2026-01-01T00:00:00Z","language":"en"}"#.utf8)),
            ArchiveMember(path: "building.geojson", bytes: fc([
                #"{"type":"Feature","id":"\#(b1)","feature_type":"building","geometry":null,"properties":{"category":"unspecified","name":{"en":"Main Hall"}}}"#,
                #"{"type":"Feature","id":"\#(b2)","feature_type":"building","geometry":null,"properties":{"category":"unspecified","name":{"en":"Garden"}}}"#])),
            ArchiveMember(path: "level.geojson", bytes: fc([
                #"{"type":"Feature","id":"\#(l1)","feature_type":"level","geometry":\#(rect(0, 0, 60, 40)),"properties":{"category":"unspecified","outdoor":false,"ordinal":0,"name":{"en":"C Indoor"},"short_name":{"en":"C"},"building_ids":["\#(b1)"]}}"#,
                #"{"type":"Feature","id":"\#(l2)","feature_type":"level","geometry":\#(rect(60, 0, 100, 40)),"properties":{"category":"unspecified","outdoor":true,"ordinal":0,"name":{"en":"C Outdoor"},"short_name":{"en":"C"},"building_ids":["\#(b2)"]}}"#])),
            ArchiveMember(path: "unit.geojson", bytes: fc([
                #"{"type":"Feature","id":"33333333-0000-4000-8000-000000000001","feature_type":"unit","geometry":\#(rect(0, 0, 60, 40)),"properties":{"category":"lobby","name":{"en":"Lobby"},"level_id":"\#(l1)"}}"#,
                #"{"type":"Feature","id":"33333333-0000-4000-8000-000000000002","feature_type":"unit","geometry":\#(rect(60, 0, 100, 40)),"properties":{"category":"walkway","name":{"en":"Terrace"},"level_id":"\#(l2)"}}"#])),
        ]
        let r = try IMDFLoader.load(members: members, sourcePath: "shared")
        let env = AppEnvironment(model: MapModel(graph: r.graph), attribution: "", venuePath: nil)
        let s = AppState(env: env, columns: 130, rows: 24)
        let text = view(s, size: (130, 24), runtime: AppRuntime()).text
        #expect(env.pickerLabels == ["C+"])
        #expect(s.screen.mapTop == 0 && ExplorerLayout(s).levelBar == nil)
        #expect(text.contains("C Indoor, C Outdoor · Main Hall, Garden"), "\(text)")
    }
}
