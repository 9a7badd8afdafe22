import Foundation
import Testing
import TestSupport

/// `atrium --text` as a blind German or Japanese visitor hears it, through a pipe on the built
/// binary, on a shared OSM sample and a shared IMDF sample: a whole visit typed in the
/// session's own command words (where, around, levels, level, find with a typo, go, a route
/// walked with next to its arrival, an accessible route, the directory open at a fixed time,
/// info, an unknown command, help) answers every line, and no English sentence of the text
/// mode, guidance, categories, hours, accessibility or live status is left in what it says.
@Suite struct TextModeLanguageTests {
    /// The languages, their `LANG`, and the words a visitor types besides the commands.
    static let languages: [(code: String, lang: String, toilet: String, typo: String, entrance: String)] = [
        ("de", "de_DE.UTF-8", "toilette", "toilete", "eingang"),
        // Kana typos are not forgiven (the typo rule takes words of five letters or more);
        // a misspelt Latin word is, in every language.
        ("ja", "ja_JP.UTF-8", "トイレ", "tolet", "入口"),
    ]

    static let venues = [TestPaths.osmSamples.appendingPathComponent("caserne.osm").path, TestPaths.imdfSample("postech-c5").path]

    /// The key prefixes of what the text mode says: English words of these that the language's
    /// catalogue does not share must not be heard.
    static let prefixes = ["text.", "guidance.", "guidance_note.", "direction.", "category.", "group.", "hours.", "hours_week.", "weekday.", "month.",
                           "accessibility.", "live_status.", "live_position.", "facility.", "place.", "card."]

    static func englishOnlyWords(_ language: String) throws -> Set<String> {
        let english = try CommandLanguageTests.catalogue("en"), own = try CommandLanguageTests.catalogue(language)
        let used = english.filter { key, _ in prefixes.contains { key.hasPrefix($0) } }.values.flatMap { $0 }
        let theirs = own.values.flatMap { $0 }.reduce(into: Set<String>()) { $0.formUnion(CommandLanguageTests.words($1)) }
        return used.reduce(into: Set<String>()) { $0.formUnion(CommandLanguageTests.words($1)) }.subtracting(theirs)
    }

    /// The words of a venue's own names, levels and venue title as the directory lists them in
    /// `lang` (data, not interface: an OSM venue's names are whatever its mappers wrote).
    static func dataWords(_ venue: String, lang: String) async throws -> Set<String> {
        var environment = Command.defaultEnvironment
        environment["LANG"] = lang
        let r = try await Command.run([TestPaths.atriumBinary.path, "directory", venue, "--json", "--at", "2026-11-24T12:00"],
                                      timeout: 120, environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        var texts = [object["venue"] as? String ?? ""]
        for place in object["places"] as? [[String: Any]] ?? [] {
            texts += ["name", "level", "level_name", "hours"].compactMap { place[$0] as? String }
        }
        let info = try await Command.run([TestPaths.atriumBinary.path, "info", venue, "--json"], timeout: 120, environment: environment)
        if let o = try? JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any] {
            for level in o["levels"] as? [[String: Any]] ?? [] { texts += level.values.compactMap { $0 as? String } }
        }
        return texts.reduce(into: Set<String>()) { $0.formUnion(CommandLanguageTests.words($1)) }
    }

    /// The command words of a language, as the catalogue gives them (the first of each).
    static func word(_ key: String, _ language: String) throws -> String {
        let text = try #require(try CommandLanguageTests.catalogue(language)["text.word_" + key]?.first)
        return try #require(text.split(separator: ",").first.map(String.init))
    }

    @Test(arguments: venues)
    func aVisitInTheSessionsLanguageHasNoEnglishLeft(_ venue: String) async throws {
        for l in Self.languages {
            func w(_ key: String) throws -> String { try Self.word(key, l.code) }
            let route = try "\(w("route")) \(w("to"))"
            let script = try [w("where"), w("levels"), "\(w("level")) \(w("up"))", "\(w("find")) \(l.typo)", "\(w("go")) 1", w("where"),
                              "\(w("around")) 50", "\(route) \(l.toilet)"] + Array(repeating: w("next"), count: 30)
                + [w("back"), w("repeat"), "\(route) \(l.entrance) \(w("accessible"))"] + Array(repeating: w("next"), count: 30)
                + [w("directory"), "\(w("directory")) \(w("open"))", "\(w("info")) 1", "\(w("directions")) \(w("clock"))", w("where"),
                   "fly", w("help")]
            var environment = Command.defaultEnvironment
            environment["LANG"] = l.lang
            let r = try await Command.run([TestPaths.atriumBinary.path, "--text", venue, "--at", "2026-11-24T12:00"],
                                          input: script.joined(separator: "\n") + "\n", timeout: 180, environment: environment)
            #expect(r.status == 0, "\(venue) in \(l.code): \(r.stderr)")
            #expect(r.stderr.isEmpty, "\(venue) in \(l.code): \(r.stderr)")
            let lines = r.stdout.split(separator: "\n").map(String.init)
            // Every step of a route walked to its arrival, both routes.
            let arrive = try #require(try CommandLanguageTests.catalogue(l.code)["text.arrived"]?.first)
            #expect(lines.filter { $0.hasSuffix(arrive) }.count >= 2, "\(venue) in \(l.code): a route did not arrive:\n\(r.stdout)")
            let unknown = try #require(try CommandLanguageTests.catalogue(l.code)["text.unknown_command"]?.first)
            let hint = unknown.replacingOccurrences(of: "{word}", with: "fly")
            #expect(lines.contains(hint), "\(venue) in \(l.code): no one-line hint for an unknown command")
            #expect(lines.filter { $0 == hint }.count == 1)
            // The typo is forgiven, and `go 1` then stands at the first place found.
            let catalogue = try CommandLanguageTests.catalogue(l.code)
            let none = try #require(catalogue["text.found_none"]?.first).replacingOccurrences(of: "{query}", with: l.typo)
            #expect(!lines.contains(none), "\(venue) in \(l.code): \(l.typo) found nothing")
            let noPlace = try #require(catalogue["text.no_place"]?.first).replacingOccurrences(of: "{query}", with: "1")
            #expect(!lines.contains(noPlace), "\(venue) in \(l.code): go 1 after find stood nowhere")
            // Both routes found: the toilet, and the entrance (an opening, which search does not list).
            for place in [l.toilet, l.entrance] {
                let none = try #require(catalogue["text.no_place"]?.first).replacingOccurrences(of: "{query}", with: place)
                #expect(!lines.contains(none), "\(venue) in \(l.code): route to \(place) found nothing")
            }
            let cannot = try #require(catalogue["text.cannot_route"]?.first).prefix { $0 != "{" }
            #expect(cannot.isEmpty || !lines.contains { $0.hasPrefix(cannot) }, "\(venue) in \(l.code): a route failed:\n\(r.stdout)")
            var data = try await Self.dataWords(venue, lang: l.lang)
            // A route may end in a space the directory does not list (a walkway named by its
            // mappers "walkway"): the names the route summaries give are data too.
            for template in (catalogue["text.route_summary"] ?? []) + (catalogue["text.route_summary_step_free"] ?? []) {
                let pattern = NSRegularExpression.escapedPattern(for: template)
                    .replacingOccurrences(of: "\\{place\\}", with: "(.+?)").replacingOccurrences(of: #"\\\{[a-z_]+\\\}"#, with: ".+?", options: .regularExpression)
                guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$") else { continue }
                for line in lines {
                    let range = NSRange(line.startIndex..., in: line)
                    if let m = regex.firstMatch(in: line, range: range), let place = Range(m.range(at: 1), in: line) {
                        data.formUnion(CommandLanguageTests.words(String(line[place])))
                    }
                }
            }
            let left = CommandLanguageTests.words(CommandLanguageTests.interfaceText(r.stdout))
                .intersection(try Self.englishOnlyWords(l.code)).subtracting(data)
            #expect(left.isEmpty, "\(venue) in \(l.code) keeps English: \(left.sorted()) in:\n\(r.stdout)")
        }
    }
}
