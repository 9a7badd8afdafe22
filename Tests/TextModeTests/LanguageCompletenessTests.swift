import Foundation
import Testing
import TestSupport
import VenueFormats
import MapCore
import Localization
@testable import TextMode

/// Guidance and the text mode in every interface language: every sentence filled (no `{…}`
/// left), the catalogue's keys for them present and translated in each language, and the
/// commands understood in the session's language as well as in English.
struct LanguageCompletenessTests {
    static let venue: TextVenue = TextInterpreterTests.venue

    /// The catalogue's entries, per language, read from the YAML (`key: "text"` and plural
    /// forms), for the key prefixes guidance and the text mode use.
    static func entries(_ language: String) throws -> [String: String] {
        let url = TestPaths.packageRoot.appendingPathComponent("Sources/Localization/Catalogue/\(language).yaml")
        var out: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("#") else { continue }
            let key = String(line[..<colon])
            guard ["guidance.", "guidance_card.", "guidance_note.", "route_card.", "text.", "direction.", "live_status.", "live_position.", "accessibility."].contains(where: key.hasPrefix) else { continue }
            out[key] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return out
    }

    /// Entries the same in a language as in English on purpose: frames of placeholders and
    /// punctuation, units and a few words two languages share.
    static func mayEqualEnglish(_ text: String) -> Bool {
        let words = text.replacingOccurrences(of: #"\{[a-z_]+\}"#, with: "", options: .regularExpression)
        let letters = words.filter(\.isLetter)
        return letters.count <= 3 || ["\"info\"", "\"accessible\"", "\"route\"", "\"directions\"", "\"minute\"", "\"minutes\"",
                                      "\"{hours} h {minutes} min\"", "\"Position: {sentence}.\"", "\"Route: {from} → {to}\"", "\"{summary} · accessible\"",
                                      "\"braille\"", "\"gpsd: {problem}\""].contains(text)
            || text.contains("{count} minute")
    }

    @Test func everyGuidanceAndTextModeKeyIsInEveryLanguageAndTranslated() throws {
        let english = try Self.entries("en")
        #expect(english.count > 150)
        for language in UILanguage.allCases where language != .en {
            let other = try Self.entries(language.rawValue)
            let missing = Set(english.keys).subtracting(other.keys)
            #expect(missing.isEmpty, "\(language): missing \(missing.sorted())")
            let untranslated = english.filter { key, text in other[key] == text && !Self.mayEqualEnglish(text) }.keys.sorted()
            #expect(untranslated.isEmpty, "\(language): still English: \(untranslated)")
        }
    }

    /// Maneuvers that take every branch of ``GuidanceWords``: each departure, turn, connector,
    /// door, target, note, closed place and the arrival.
    static var maneuvers: [Maneuver] {
        var out: [Maneuver] = []
        let path = [Vec2(0, 0), Vec2(0, 30)]
        for (i, departure) in [Maneuver.Departure.start("Bookworm"), .leave(.named("Elevator East")), .leave(.connector(.stairs, number: nil))].enumerated() {
            var m = Maneuver(kind: .depart, ordinal: 0, point: path[0], path: path, meters: 30, bearing: 45, landmark: nil)
            m.departure = departure
            m.closed = i == 0 ? [StatusNotice(subject: .door, condition: .closed, reason: .noAccess(condition: "20:00-06:00"))] : []
            m.notes = [.leaving(room: "Room 1", into: nil), .leaving(room: "Room 2", into: "Hall"), .outside(leave: .named("North"), meters: 20, enter: .of("Hall")), .outside(leave: .unnamed, meters: 5, enter: .named("South"))]
            out.append(m)
        }
        for (i, turn) in Turn.allCases.enumerated() {
            var m = Maneuver(kind: .turn(turn), ordinal: 0, point: path[0], path: path, meters: Double(70 * i + 1), bearing: 0,
                             landmark: i % 2 == 0 ? "Café Lumière" : nil)
            m.door = i % 3 == 0 ? "North Entrance" : nil
            m.target = [GuidancePlace.named("Bookworm"), .connector(ConnectorKind.allCases[i % 5], number: nil),
                        .connector(ConnectorKind.allCases[(i + 2) % 5], number: "3203")][i % 3]
            m.notes = i % 2 == 0 ? [.entering(room: "Room 3", from: nil), .entering(room: "Room 4", from: "Hall")] : []
            m.stepFree = i % 2 == 1
            out.append(m)
        }
        for (i, kind) in ConnectorKind.allCases.enumerated() {
            for closed in [[], [StatusNotice(subject: .named("Elevator West"), condition: .outOfService, reason: .text("maintenance")), StatusNotice(subject: .door, condition: .closed, reason: .disused)]] {
                var m = Maneuver(kind: .change(kind, toOrdinal: i % 2 == 0 ? 1 : -1), ordinal: 0, point: path[0], path: [], meters: 0,
                                 bearing: nil, landmark: i % 3 == 0 ? nil : "Bookworm")
                m.connector = i % 2 == 0 ? .connector(kind, number: nil) : .named("Elevator East")
                m.level = "2"
                m.closed = closed
                out.append(m)
            }
        }
        var arrive = Maneuver(kind: .arrive, ordinal: 1, point: path[1], path: [], meters: 0, bearing: nil, landmark: nil)
        arrive.target = .named("Bookworm")
        out.append(arrive)
        return out
    }

    /// Words of English guidance that no other language's sentence may hold.
    static let englishWords = ["Turn ", "Bear ", "walk ", "Take ", "Start at", "Leave ", "Arrive", "through ", " to level ", "heading ",
                               "no door mapped", "metres", "seconds", "going another way",
                               "out of service", "is closed", "the door", "disused", "no access"]

    @Test(arguments: UILanguage.allCases)
    func everyManeuverIsAWholeSentenceInEachLanguage(_ language: UILanguage) {
        let ui = UIText(UILocale(language: language))
        for spoken in [false, true] {
            let words = GuidanceWords(ui, spoken: spoken)
            for m in Self.maneuvers {
                let s = words.sentence(m)
                #expect(!s.contains("{") && !s.contains("}"), "\(language): \(s)")
                for name in [m.landmark, m.door].compactMap({ $0 }) { #expect(s.contains(name), "\(language): \(s) lacks \(name)") }
                if language != .en {
                    #expect(!Self.englishWords.contains(where: s.contains), "\(language): English words in \(s)")
                    #expect(s != GuidanceWords(.english, spoken: spoken).sentence(m))
                }
            }
        }
    }

    @Test(arguments: UILanguage.allCases)
    func theTextModeSpeaksTheSessionsLanguageAndTakesItsCommandWords(_ language: UILanguage) throws {
        let ui = UIText(UILocale(language: language))
        let text = TextInterpreter(venue: Self.venue, ui: ui)
        func word(_ c: TextCommand) -> String { c.words(ui)[0] }
        let to = TextCommand.split(ui.textWordTo)[0]
        var state = TextState(here: nil, ordinal: 0)
        var said: [String] = []
        for line in [word(.help), "go Bookworm", word(.where_), "\(word(.route)) \(to) toilet", word(.next), word(.next), word(.repeat),
                     word(.directory), "\(word(.info)) Bookworm", word(.levels), "help", "where", "xyzzy"] {
            let (lines, next) = text.respond(to: line, state)
            #expect(!lines.isEmpty, "\(language): \(line) said nothing")
            if line != "xyzzy" { #expect(!lines.contains(ui.textUnknownCommand(word: line)), "\(language): \(line) not understood") }
            said += lines
            state = next
        }
        #expect(said.allSatisfy { !$0.contains("{") }, "\(language): \(said)")
        #expect(said.contains(ui.textUnknownCommand(word: "xyzzy")))
        if language != .en {
            let all = said.joined(separator: "\n")
            for english in ["You are", "Near:", "Route to", "Step ", "Commands:", "metres", "Type ", "Level "] {
                #expect(!all.contains(english), "\(language): English \"\(english)\" in:\n\(all)")
            }
        }
    }

    /// Tab after a command typed in the session's language completes its argument, with the
    /// command's own words in that language ("weg zu", "etage hoch"); English commands keep
    /// English words.
    @Test func tabCompletesTheArgumentOfACommandTypedInTheSessionsLanguage() {
        let de = TextCompletion(venue: Self.venue, ui: UIText(UILocale(language: .de)))
        #expect(de.complete("geh Bookw").line == "geh Bookworm")
        #expect(de.complete("info Bookw").line == "info Bookworm")
        #expect(de.complete("weg ").line == "weg zu")
        #expect(de.complete("weg zu Bookw").line == "weg zu Bookworm")
        #expect(de.complete("etage ho").line == "etage hoch")
        #expect(de.complete("richtungen u").line == "richtungen uhr")
        #expect(de.complete("route ").line == "route to", "an English command keeps its English words")
        #expect(de.complete("go Bookw").line == "go Bookworm")
        let ja = TextCompletion(venue: Self.venue, ui: UIText(UILocale(language: .ja)))
        #expect(ja.complete("移動 Bookw").line == "移動 Bookworm")
        #expect(ja.complete("階 上").line == "階 上", "the one word already typed")
        #expect(ja.complete("xyz Buc").line == "xyz Buc", "no argument for an unknown command")
    }
}
