import Testing
import VenueFormats
import VenueFixtures
@testable import MapCore

/// Gates in IMDF archives (issue 36, item 3): boarding-gate amenities and units named like
/// gates are found by "gate" and their number and are `kind: gate` destinations, on the
/// synthetic airport terminal (gates "Gate A1"… as waiting rooms with a
/// `boardinggate.aircraft` amenity of the same name) and on a copy whose gate amenities carry
/// only their number ("4"), as some archives name them.
@Suite struct IMDFGateSearchTests {
    static let terminal: VenueGraph = {
        let venue = SyntheticVenue(units: 264, shape: .terminal)
        return try! IMDFLoader.load(members: venue.members(), sourcePath: "synthetic").graph
    }()

    /// The terminal with each gate amenity named by its number only and the waiting rooms
    /// renamed "Lounge N", so only the amenity's category says "gate".
    static let numbered: VenueGraph = {
        var archive = terminal.archive
        for i in archive.amenities.indices where archive.amenities[i].category.hasPrefix("boardinggate") {
            let name = terminal.name(of: .amenity(i))
            archive.amenities[i].name = Labels(["en": String(name.drop { !$0.isNumber })])
        }
        for i in archive.units.indices where terminal.name(of: .unit(i)).hasPrefix("Gate ") {
            archive.units[i].name = Labels(["en": "Lounge " + terminal.name(of: .unit(i)).drop { !$0.isNumber }])
        }
        var log = DiagnosticLog()
        return VenueGraph(archive: archive, log: &log)
    }()

    @Test(arguments: ["Gate A12", "gate a12", "GATE A4"])
    func aGateIsFoundByItsName(_ query: String) throws {
        let index = SearchIndex(graph: Self.terminal)
        let first = try #require(index.search(query, limit: 5).first)
        #expect(first.name.lowercased() == query.lowercased(), "\(index.search(query, limit: 5).map(\.name))")
        let handle = try #require(first.handle)
        #expect(PlaceKind.of(handle, graph: Self.terminal) == "gate")
    }

    @Test(arguments: ["gate 4", "Gate 12", "boarding gate 7", "Flugsteig 4"])
    func aGateNamedByItsNumberIsFoundByTheWordGate(_ query: String) throws {
        let index = SearchIndex(graph: Self.numbered)
        let first = try #require(index.search(query, limit: 5).first, "\(query)")
        let number = query.split(separator: " ").last.map(String.init)!
        #expect(first.name == number && first.kind == .amenity, "\(query): \(index.search(query, limit: 5).map(\.name))")
        #expect(first.handle.map { PlaceKind.of($0, graph: Self.numbered) } == "gate")
    }

    @Test func aLoungeIsNoGate() throws {
        let g = Self.numbered
        let lounge = try #require(g.archive.units.indices.first { g.name(of: .unit($0)).hasPrefix("Lounge ") })
        #expect(PlaceKind.of(.unit(lounge), graph: g) == nil)
    }
}
