import Foundation
import Testing
import TestSupport
import VenueFormats
import MapCore
import Localization
@testable import TextMode

/// The text mode's interpreter on the sample venue: each command's answer, pure (no process).
struct TextInterpreterTests {
    static let venue: TextVenue = {
        let r = try! IMDFLoader.load(path: TestPaths.sampleVenue.path)
        return TextVenue(model: MapModel(graph: r.graph), now: LocalDateTime(iso: "2026-11-24T10:00")!)
    }()
    let text = TextInterpreter(venue: Self.venue)

    /// Runs lines from a fresh state (no position), returning every answer and the last state.
    func session(_ lines: [String], directions: DirectionWords = .compass) -> (answers: [[String]], state: TextState) {
        var state = TextState(directions: directions, here: nil, ordinal: 0)
        var answers: [[String]] = []
        for line in lines {
            let (said, next) = text.respond(to: line, state)
            answers.append(said)
            state = next
        }
        return (answers, state)
    }

    @Test func whereAfterGoNamesThePlaceAndThreeNeighboursWithDistancesAndDirections() throws {
        let (answers, _) = session(["go Bookworm", "where"])
        let lines = try #require(answers.last)
        #expect(lines.count == 2)
        #expect(lines[0].contains("You are at Bookworm"))
        let near = lines[1]
        #expect(near.hasPrefix("Near: "))
        let items = near.dropFirst(6).split(separator: ",")
        #expect(items.count >= 3, "\(near)")
        let pattern = /\d+ metres? (north|north-east|east|south-east|south|south-west|west|north-west)/
        #expect(items.allSatisfy { $0.contains(pattern) }, "\(near)")
    }

    @Test func clockWordsReplaceCompassWordsEverywhere() throws {
        let (answers, _) = session(["go Bookworm", "where"], directions: .clock)
        let near = try #require(answers.last?.last)
        #expect(near.contains("o'clock") && !near.contains("north"), "\(near)")
    }

    @Test func findForgivesATypoAndNumbersItsResults() throws {
        let (answers, state) = session(["find bokworm"])
        let lines = try #require(answers.first)
        #expect(lines[0].hasPrefix("1 found") || lines[0].contains("found for bokworm"))
        #expect(lines.dropFirst().first?.hasPrefix("1. Bookworm") == true, "\(lines)")
        #expect(!state.lastList.isEmpty)
        let (go, _) = text.respond(to: "go 1", state)
        #expect(go.first?.contains("You are at Bookworm") == true)
    }

    @Test func routeToToiletWalksEveryStepToArrival() throws {
        var (answers, state) = session(["go Bookworm", "route to toilet"])
        let first = try #require(answers.last)
        #expect(first[0].hasPrefix("Route to "), "\(first)")
        let route = try #require(state.route)
        let total = route.guidance.maneuvers.count
        #expect(first[1].hasPrefix("Step 1 of \(total): "))
        var last: [String] = []
        for _ in 1..<total {
            (last, state) = text.respond(to: "next", state)
        }
        #expect(last.first?.hasPrefix("Step \(total) of \(total): Arrive at") == true, "\(last)")
        #expect(last.first?.hasSuffix("You have arrived.") == true)
        (last, state) = text.respond(to: "next", state)
        #expect(last == [UIText.english.textRouteEnded])
        (last, state) = text.respond(to: "back", state)
        #expect(last.first?.hasPrefix("Step \(total - 1) of \(total)") == true)
        (last, _) = text.respond(to: "repeat", state)
        #expect(last.first?.hasPrefix("Step \(total - 1) of \(total)") == true)
    }

    @Test func directoryFoodOpenListsOnlyPlacesOpenAtTheFixedTime() throws {
        let (answers, _) = session(["directory food open", "directory food"])
        let open = answers[0], all = answers[1]
        #expect(open[0].contains("open now"), "\(open)")
        #expect(open.dropFirst().allSatisfy { $0.contains("Open now") || $0.contains("Open 24/7") }, "\(open)")
        #expect(all.count > open.count, "some food places are closed at 10:00")
    }

    @Test func unknownCommandsGetOneLineHint() {
        let (answers, _) = session(["fly to the moon"])
        #expect(answers == [["I do not know the command fly. Type help for the commands."]])
    }

    @Test func infoSaysHoursAndOpenNow() throws {
        let (answers, _) = session(["info Café Lumière"])
        let lines = try #require(answers.first)
        #expect(lines[0].hasPrefix("Café Lumière"))
        #expect(lines.contains { $0.hasPrefix("Open now") })
        #expect(lines.contains { $0.hasPrefix("Hours: ") })
    }

    @Test func levelsAndLevelSwitch() throws {
        let (answers, state) = session(["levels", "level 1"])
        #expect(answers[0][0].hasSuffix("levels:"))
        #expect(answers[1][0].hasPrefix("Level 1"))
        #expect(state.ordinal == 1)
    }

    @Test func livePositionsAreSaidOnlyWhenThePlaceChanges() throws {
        let model = Self.venue.model
        let search = Self.venue.search
        let bookworm = try #require(search.bestFeature("Bookworm"))
        let a = try #require(model.position(of: bookworm))
        var state = TextState(here: nil, ordinal: 0)
        var said: [String]
        (said, state) = text.live(a, state)
        #expect(said.count == 1)
        var nudged = a
        nudged.point = a.point + Vec2(0.2, 0.1)
        (said, state) = text.live(nudged, state)
        #expect(said.isEmpty, "same room: nothing said")
        let cafe = try #require(search.bestFeature("Café Lumière"))
        let b = try #require(model.position(of: cafe))
        (said, _) = text.live(b, state)
        #expect(said.count == 1 && said[0].contains("Café Lumière"))
    }

    @Test func outputNeverHoldsBoxDrawingOrBraille() {
        #expect(TextOutput.clean("a\u{2801}b\u{2502}c\u{1B}[2J") == "abc [2J")
    }
}
