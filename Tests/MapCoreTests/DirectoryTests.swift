import VenueFormats
import Testing
import TestSupport
@testable import MapCore

/// The directory model on the sample venue and the real archives.
@Suite struct DirectoryTests {
    static let graph = try! IMDFLoader.load(path: TestPaths.sampleVenue.path).graph
    static let search = SearchIndex(graph: graph)
    static let tuesday = LocalDateTime(iso: "2026-11-24T10:00")!

    /// Walkways and back-of-house rooms are not places a visitor looks for: the search finds
    /// them, the directory leaves them out (issue 36).
    @Test func walkwaysAndBackOfHouseRoomsAreNotListed() {
        let d = Directory(graph: Self.graph, search: Self.search, at: Self.tuesday)
        let units = Self.search.all.filter { $0.kind == .unit }
        let left = units.filter { Directory.notListed(category: $0.category) }
        #expect(left.contains { $0.category == "walkway" }, "the sample has walkways to leave out")
        let listed = Set(d.entries.map(\.id))
        #expect(left.allSatisfy { !listed.contains($0.id) })
        #expect(!d.entries.contains { $0.place.kind == .unit && ["walkway", "nonpublic", "storage", "serverroom"].contains($0.place.category) })
        // Everything else is still listed.
        #expect(units.filter { !Directory.notListed(category: $0.category) }.allSatisfy { listed.contains($0.id) })
        #expect(Directory.notListed(category: "storage.cold") && !Directory.notListed(category: "restroom"))
    }

    @Test func everyOccupantIsListedOnceWithItsGroupLevelAndState() throws {
        let d = Directory(graph: Self.graph, search: Self.search, at: Self.tuesday)
        let occupants = d.entries.filter { $0.place.kind == .occupant }
        // Each occupant of the archive appears (by id), once.
        let ids = occupants.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == Set(Self.graph.archive.occupants.map(\.id)))
        let cafe = try #require(d.entries.first { $0.name == "Café Lumière" })
        #expect(cafe.group == .food && cafe.place.levelShortName == "G" && cafe.isOpen == true)
        #expect(cafe.status?.text == "Open now · closes 20:00")
        #expect(cafe.phone != nil && cafe.website != nil)
        // Sorted by group, then floor.
        for (a, b) in zip(d.entries, d.entries.dropFirst()) {
            #expect(a.group < b.group || (a.group == b.group && a.place.ordinal <= b.place.ordinal))
        }
        // No levels or doors in a directory.
        #expect(!d.entries.contains { $0.place.kind == .level || $0.place.kind == .opening })
    }

    @Test func filtersByCategoryFloorOpenNowAndText() {
        let sunday = Directory(graph: Self.graph, search: Self.search, at: LocalDateTime(iso: "2026-11-29T10:00")!)
        let open = sunday.filtered(openNow: true)
        #expect(!open.isEmpty && open.allSatisfy { $0.isOpen == true })
        #expect(open.count < sunday.entries.filter { $0.hours != nil }.count, "most shops close on Sunday")
        let food = sunday.filtered(categoryWord: "food", search: Self.search)
        #expect(!food.isEmpty && food.allSatisfy { $0.place.groups.contains(.food) })
        let toilets = sunday.filtered(categoryWord: "toilet", search: Self.search)
        #expect(!toilets.isEmpty && toilets.allSatisfy { $0.group == .restrooms })
        let firstFloor = sunday.filtered(ordinal: 1)
        #expect(!firstFloor.isEmpty && firstFloor.allSatisfy { $0.place.ordinal == 1 })
        #expect(sunday.filtered(text: "lumiere").map(\.name) == ["Café Lumière"], "accents ignored")
        #expect(sunday.filtered(categoryWord: "no-such-category", search: Self.search).isEmpty)
    }

    @Test func realVenuesHaveDirectoriesInTheirLanguages() throws {
        for name in ["postech-c5", "seamans-center", "uulm-osm"] {
            let graph = try IMDFLoader.load(path: TestPaths.imdfSample(name).path).graph
            let d = Directory(graph: graph, search: SearchIndex(graph: graph), at: Self.tuesday)
            #expect(!d.entries.isEmpty, "\(name)")
            #expect(d.entries.allSatisfy { !$0.name.isEmpty }, "\(name)")
        }
        // Postech's manifest says Korean; asked for English, names change language.
        var postech = try IMDFLoader.load(path: TestPaths.imdfSample("postech-c5").path).graph
        let korean = Directory(graph: postech, search: SearchIndex(graph: postech), at: Self.tuesday)
        postech.language.requested = "en"
        let english = Directory(graph: postech, search: SearchIndex(graph: postech), at: Self.tuesday)
        #expect(korean.entries.contains { $0.name == "메인랩" } && english.entries.contains { $0.name == "MainLab" })
    }
}
