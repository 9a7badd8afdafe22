import Foundation
import Testing
import TestSupport
import VenueFormats
import MapCore
import Localization
@testable import TextMode

/// The text mode where the data is thin (issue 37): it starts at the main entrance even when the
/// door is mapped on the building's outline a few meters from any room, routes from there, and
/// says unnamed places, entrances and kinds in the visitor's language without saying a kind twice.
struct TextModeStartAndLanguageTests {
    /// caserne.osm (../shared) read as a French session reads it.
    static let caserne: (MapModel, UIText) = {
        var r = try! IMDFLoader.load(path: TestPaths.osmSamples.appendingPathComponent("caserne.osm").path)
        r.graph.language.requested = "fr"
        r.graph.language.interface = .fr
        return (MapModel(graph: r.graph), UIText(UILocale(language: .fr)))
    }()

    func answers(_ lines: [String]) throws -> [String] {
        let (model, ui) = Self.caserne
        let venue = TextVenue(model: model, now: LocalDateTime(iso: "2026-11-24T12:00")!, ui: ui)
        let start = try model.here("entrance", search: venue.search)
        var state = TextState(directions: .compass, here: start, ordinal: start.ordinal)
        state.hereLabel = start.name
        let text = TextInterpreter(venue: venue, ui: ui)
        var out: [String] = []
        for line in lines {
            let (said, next) = text.respond(to: line, state)
            out += said
            state = next
        }
        return out
    }

    @Test func theStartIsTheMainEntranceAndARouteLeavesFromIt() throws {
        let (model, _) = Self.caserne
        let start = try model.here("entrance", search: SearchIndex(graph: model.graph))
        #expect(start.unit != nil, "the entrance is moved onto the space beside it")
        #expect(start.name == "Entrée")
        let lines = try answers(["itinéraire vers toilettes"] + Array(repeating: "suivant", count: 14))
        #expect(lines.first?.hasPrefix("Itinéraire vers ") == true, "\(lines.prefix(2))")
        #expect(lines.contains { $0.contains("Vous êtes arrivé.") }, "\(lines.suffix(3))")
    }

    @Test func unnamedPlacesAndEntrancesAreSaidInTheLanguage() throws {
        let lines = try answers(["itinéraire vers toilettes"] + Array(repeating: "suivant", count: 14))
        let all = lines.joined(separator: "\n")
        for english in ["Restroom", "the entrance", "Entrance"] {
            #expect(!all.contains(english), "\(english) in:\n\(all)")
        }
    }

    @Test func aFoundPlaceNamedByItsKindIsNotSaidTwice() throws {
        let lines = try answers(["cherche toilettes"])
        let items = lines.dropFirst()
        #expect(!items.isEmpty)
        for item in items {
            let parts = item.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(parts.count >= 2 && parts[0].hasSuffix(parts[1]) == false, "\(item)")
        }
    }
}
