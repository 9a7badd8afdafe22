import Foundation
import Testing
import TestSupport
@testable import AtriumApp

/// The card of a space with an entrance says which street it opens onto ("Entrance Nord →
/// Europaplatz", issue 35 item 8), drawn on the screen; a space without one says nothing of streets.
@Suite struct EntranceCardTests {
    static let env = AppFixture.env(osm: EntranceHall.osm(), path: "halle.osm")

    static func screen(selecting name: String) throws -> String {
        let unit = try AppFixture.unit(name, in: env)
        var s = AppState(env: env, columns: 100, rows: 30)
        s.selection.select(.unit(unit), cardOpen: true)
        return view(s, size: (100, 30), runtime: AppRuntime()).lines.joined(separator: "\n")
    }

    @Test func theHallsCardSaysItsEntrancesStreet() throws {
        #expect(try Self.screen(selecting: "Great Hall").contains("Entrance Nord → Europaplatz"))
        #expect(!(try Self.screen(selecting: "Office")).contains("→"))
    }
}
