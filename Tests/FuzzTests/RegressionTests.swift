import Testing
import IMDF
import MapCore

/// Crashes the fuzzer found, each pinned by the smallest input that showed it.
@Suite struct RegressionTests {
    /// `VenueGraph.details(of:)` read `d.name` inside `d.otherNames.removeAll { … }` while `d` was
    /// captured by a nested function: a dynamic exclusivity violation, so every place card of a
    /// feature with a second name trapped ("Simultaneous accesses … modification requires exclusive access").
    @Test func placeCardOfEveryFeatureOfTheSampleDoesNotTrap() throws {
        let r = try IMDFLoader.load(members: BaseArchive.sample.members, sourcePath: "sample")
        let g = r.graph
        var withOtherNames = 0
        for i in g.archive.units.indices { withOtherNames += g.details(of: .unit(i)).otherNames.isEmpty ? 0 : 1 }
        for i in g.archive.occupants.indices { _ = g.details(of: .occupant(i)) }
        for i in g.archive.amenities.indices { _ = g.details(of: .amenity(i)) }
        for i in g.archive.kiosks.indices { _ = g.details(of: .kiosk(i)) }
        #expect(withOtherNames > 0, "the sample should have units with a second name, or this test tests nothing")
    }
}
