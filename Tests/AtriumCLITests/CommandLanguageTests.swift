import Foundation
import Testing
import TestSupport

/// Every command's human output in German and Japanese, through the built binary: no word of
/// the English catalogue sentences these commands print is left in it, and `--json` is the
/// same in every interface language.
@Suite struct CommandLanguageTests {
    static let sample = TestPaths.sampleVenue.path

    func atrium(_ arguments: [String], lang: String, environment extra: [String: String] = [:]) async throws -> Command.Result {
        var environment = Command.defaultEnvironment
        environment["LANG"] = lang
        for (k, v) in extra { environment[k] = v }
        return try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 180, environment: environment)
    }

    /// The catalogue's texts of one language, each value as written (plural forms each).
    static func catalogue(_ language: String) throws -> [String: [String]] {
        let url = TestPaths.packageRoot.appendingPathComponent("Sources/Localization/Catalogue/\(language).yaml")
        var out: [String: [String]] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon]), rest = line[line.index(after: colon)...]
            // The quoted texts on the line: one, or a plural's forms.
            var texts: [String] = [], current = "", inside = false, escaped = false
            for ch in rest {
                if inside {
                    if escaped { current.append(ch == "n" ? "\n" : ch); escaped = false } else if ch == "\\" { escaped = true }
                    else if ch == "\"" { texts.append(current); current = ""; inside = false } else { current.append(ch) }
                } else if ch == "\"" { inside = true }
            }
            out[key] = texts
        }
        return out
    }

    /// Words (letters only, four or more) of a text, without its `{placeholders}`.
    static func words(_ text: String) -> Set<String> {
        let bare = text.replacingOccurrences(of: #"\{[a-z_]+\}"#, with: " ", options: .regularExpression)
        return Set(bare.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 4 })
    }

    /// The English words these commands' sentences use that `language`'s catalogue never uses:
    /// if one shows in that language's output, an English sentence was printed.
    static func englishOnlyWords(_ language: String) throws -> Set<String> {
        let prefixes = ["cli.", "count.", "duration.", "feature.", "time_zone.", "position.", "floors.", "info.", "search_command.",
                        "route_command.", "connector.", "render_command.", "convert.", "cache.", "validate.", "list.", "diagnostic.",
                        "parser.", "abstract.", "help_option.", "discussion.", "serve.", "directory_command.", "route_failure.", "here.", "load.",
                        "source.", "status_feed.", "venue_host."]
        let english = try catalogue("en"), own = try catalogue(language)
        let used = english.filter { key, _ in prefixes.contains { key.hasPrefix($0) } }.values.flatMap { $0 }
        let theirs = own.values.flatMap { $0 }.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        return used.reduce(into: Set<String>()) { $0.formUnion(words($1)) }.subtracting(theirs)
    }

    /// What of an output is the interface's: without paths, ids and zones (words holding a
    /// "/") and without the usage synopsis (`atrium route [<options>] [<venue>] --to <to>`:
    /// command syntax, like option names).
    static func interfaceText(_ output: String) -> String {
        var lines: [String] = [], synopsis = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            if ["Aufruf:", "使い方:", "AUFRUF:"].contains(where: { trimmed.hasPrefix($0) }) { synopsis = true; continue }
            if synopsis, line.hasPrefix("   "), !trimmed.hasPrefix("Mehr") && !trimmed.hasPrefix("詳しくは") { continue }
            synopsis = false
            // Command lines quoted as ArgumentParser quotes them ('atrium route --help') are syntax too.
            // Quoted values are data (a category "room", a unit "Walkway"), in any language's quotes.
            let unquoted = String(line).replacingOccurrences(of: "'[^']*'|\"[^\"]*\"|„[^“]*“|「[^」]*」", with: " ", options: .regularExpression)
            // Paths, ids, zones, file names (amenity.geojson) and OSM tags (indoor=room) are not
            // words of the interface.
            lines.append(unquoted.split(separator: " ").filter { !$0.contains("/") && !$0.contains("=") && $0.range(of: #"\.(geo)?json|\.osm"#, options: .regularExpression) == nil }
                .joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    /// Fails when `output` holds one of the English-only words.
    func expectNoEnglish(_ output: String, _ language: String, _ what: String, data: Set<String> = []) throws {
        let left = Self.words(Self.interfaceText(output)).intersection(try Self.englishOnlyWords(language)).subtracting(data)
        #expect(left.isEmpty, "\(what) in \(language) keeps English: \(left.sorted()) in:\n\(output)")
    }

    static let languages = [("de", "de_DE.UTF-8"), ("ja", "ja_JP.UTF-8")]

    /// Runs a command in English, German and Japanese: the human output of de and ja has no
    /// English left, and (when `json` is given) the JSON is the same in all three.
    func check(_ arguments: [String], json: [String]? = nil, status: Int32 = 0, environment: [String: String] = [:],
               data: Set<String> = []) async throws {
        for (language, lang) in Self.languages {
            let r = try await atrium(arguments, lang: lang, environment: environment)
            #expect(r.status == status, "\(arguments) in \(language): \(r.stderr)")
            #expect(!r.stdout.isEmpty || !r.stderr.isEmpty)
            try expectNoEnglish(r.stdout + "\n" + r.stderr, language, arguments.joined(separator: " "), data: data)
        }
        // Names follow the label language, which defaults to the interface language when the
        // venue has names in it: the JSON is compared with one label language.
        guard let json = json.map({ $0 + ["--lang", "en"] }) else { return }
        let english = try await atrium(json, lang: "C.UTF-8", environment: environment)
        for (language, lang) in Self.languages {
            let other = try await atrium(json, lang: lang, environment: environment)
            #expect(other.stdout == english.stdout, "\(json) differs in \(language)")
        }
    }

    @Test func info() async throws {
        // The sample's attribution is its data: "© Atrium contributors (sample data, CC0)".
        try await check(["info", Self.sample], json: ["info", Self.sample, "--json"], data: ["sample", "data"])
    }

    @Test func search() async throws {
        try await check(["search", Self.sample, "cafe"], json: ["search", Self.sample, "cafe", "--json"])
        try await check(["search", Self.sample, "zzzqqq"], status: 1)
        try await check(["search"], status: 64)
    }

    @Test func route() async throws {
        // Across floors (the total names the ride) and step-free.
        let args = ["route", Self.sample, "--from", "Bookworm", "--to", "toilet"]
        try await check(args, json: args + ["--json"])
        try await check(args + ["--accessible"])
        try await check(["route", Self.sample, "--from", "Bookworm", "--to", "nowhere-at-all"], status: 1)
        try await check(["route", Self.sample, "--to", "toilet"], status: 64)
    }

    /// Why there is no route, on the shared venues whose recorded routes fail (an island, a
    /// part of a level no connector reaches, a space joined to nothing), and why a `--here`
    /// names no position: no English sentence in de or ja, and `--json` stays English.
    @Test func routeFailuresAndHereErrors() async throws {
        let failing = [
            (TestPaths.osmSamples.appendingPathComponent("caserne.osm"), "b96e0fda-ea96-8733-9734-7ab7880de8da", "e137eac0-6232-89b8-a697-e3665b9ced71"),
            (TestPaths.imdfSample("seamans-center"), "1a4f2c3d-fe13-4282-84ed-c0d362b4816e", "01683663-5821-4092-b3c4-eb0dc6068292"),
            (TestPaths.imdfSample("uulm-osm"), "6977015c-ff8b-4559-b175-0a13b6da57cb", "63c01df8-c427-42ff-8744-2febefe4f143"),
        ]
        for (venue, from, to) in failing {
            let args = ["route", venue.path, "--from", from, "--to", to]
            // Venue names are data: "Monoprix", and "Stairs" where a venue names a room so.
            try await check(args, json: args + ["--json"], status: 1, data: ["Monoprix", "Stairs"])
            let english = try await atrium(args + ["--json"], lang: "de_DE.UTF-8")
            #expect(english.stdout.contains(#"{"error":""#) && english.stdout.contains("level "), "\(english.stdout)")
        }
        for here in ["nowhere-at-all", "0,0", "95,5", "48.1,11.5@L9", " "] {
            let args = ["route", Self.sample, "--here", here, "--to", "toilet"]
            try await check(args, json: args + ["--json"], status: 1)
            let de = try await atrium(args, lang: "de_DE.UTF-8"), en = try await atrium(args, lang: "C.UTF-8")
            #expect(!de.stderr.isEmpty && de.stderr != en.stderr, "\(here): \(de.stderr)")
        }
        try await check(["render", Self.sample, "--here", "0,0"], status: 1)
    }

    /// A venue that cannot be read says why in the interface language: an OSM file with no
    /// indoor data, a file that is neither a venue nor an archive, a path that does not exist.
    @Test func unreadableVenues() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let osm = dir.appendingPathComponent("cafe.osm"), junk = dir.appendingPathComponent("notes.bin")
        try #"<?xml version="1.0"?><osm version="0.6"><node id="1" lat="47" lon="8"><tag k="amenity" v="cafe"/></node></osm>"#
            .write(to: osm, atomically: true, encoding: .utf8)
        try "hello".write(to: junk, atomically: true, encoding: .utf8)
        for path in [osm.path, junk.path, dir.appendingPathComponent("missing").path] {
            try await check(["info", path], status: 2)
        }
        try await check(["validate", osm.path], json: ["validate", osm.path, "--json"], status: 2)
    }

    @Test func validate() async throws {
        try await check(["validate", Self.sample], json: ["validate", Self.sample, "--json"])
        for venue in [TestPaths.imdfSample("uulm-osm").path, TestPaths.imdfSample("postech-c5").path] {
            let r = try await atrium(["validate", venue], lang: "ja_JP.UTF-8")
            #expect(r.stdout.contains("警告") && r.stdout.contains("件"), "\(r.stdout)")
        }
    }

    /// The shared samples' problems (invalid JSON among them): every one these venues show
    /// has a code, so no English sentence of the catalogue is left.
    @Test func validateOnTheSharedSamples() async throws {
        let venues = ["uulm-osm", "postech-c5", "seamans-center"].map { TestPaths.imdfSample($0).path }
            + ["caserne.osm", "grand-place.geojson"].map { TestPaths.osmSamples.appendingPathComponent($0).path }
        for venue in venues {
            let english = try await atrium(["validate", venue], lang: "C.UTF-8")
            try await check(["validate", venue], json: ["validate", venue, "--json"], status: english.status)
        }
    }

    /// Broken files made here (properties of the wrong JSON type, a bad geometry, a feature
    /// that is not an object, an empty file, placeholder names, a damaged manifest, Overpass
    /// elements without ids, a cut-short multipolygon, unreadable level values, OSM XML cut
    /// short): their problems are said in the language, grouped as in English, and `--json`
    /// is the same in every language.
    @Test func validateSaysEveryReadersProblemInTheLanguage() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-broken-\(UUID().uuidString)")
        let imdf = dir.appendingPathComponent("imdf")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: TestPaths.sampleVenue, to: imdf)
        func edit(_ name: String, _ change: (inout [[String: Any]]) -> Void) throws {
            let url = imdf.appendingPathComponent(name)
            var collection = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            var features = try #require(collection["features"] as? [[String: Any]])
            change(&features)
            collection["features"] = features
            try JSONSerialization.data(withJSONObject: collection).write(to: url)
        }
        func setProperty(_ features: inout [[String: Any]], _ i: Int, _ key: String, _ value: Any) {
            var properties = features[i]["properties"] as? [String: Any] ?? [:]
            properties[key] = value
            features[i]["properties"] = properties
        }
        try edit("unit.geojson") { f in
            setProperty(&f, 0, "accessibility", 5)
            setProperty(&f, 1, "name", ["en": "Test", "de": 5] as [String: Any])
            for i in 2..<5 { setProperty(&f, i, "level_id", "x9-\(i)") }
            f[5]["geometry"] = ["type": "Polygon", "coordinates": [[[200, 10], [201, 10], [201, 11], [200, 10]]]]
        }
        try edit("occupant.geojson") { f in for i in 0..<3 { setProperty(&f, i, "phone", "044 555 01 0\(i)") } }
        try edit("level.geojson") { f in setProperty(&f, 0, "short_name", ["en": "TBD"]) }
        try "".write(to: imdf.appendingPathComponent("section.geojson"), atomically: true, encoding: .utf8)
        try "[]".write(to: imdf.appendingPathComponent("fixture.geojson"), atomically: true, encoding: .utf8)
        try "{}".write(to: imdf.appendingPathComponent("notes.geojson"), atomically: true, encoding: .utf8)
        try #"{"version": "1.0.0"}"#.write(to: imdf.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
        let overpass = dir.appendingPathComponent("broken.json")
        try #"""
        {"elements": [
         {"type": "node", "id": 1, "lat": 48.0, "lon": 2.0}, {"type": "node", "id": 2, "lat": 48.001, "lon": 2.0},
         {"type": "node", "id": 3, "lat": 48.001, "lon": 2.001},
         {"type": "way", "id": 10, "nodes": [1, 2, 3, 1], "tags": {"indoor": "room", "level": "0;x", "name": "Room A"}},
         {"type": "way", "id": 11, "nodes": [1, 2, 3, 99, 1], "tags": {"indoor": "room", "level": "1", "name": "Room B"}},
         {"type": "way", "id": 10, "nodes": [1, 2, 3, 1], "tags": {"indoor": "room", "level": "0"}},
         {"type": "relation", "id": 20, "members": [{"type": "way", "ref": 13, "role": "outer"}], "tags": {"type": "multipolygon", "indoor": "area", "level": "0"}},
         {"type": "way", "id": 13, "nodes": [1, 2], "tags": {}},
         {"id": 5}, {"type": "blob"}, {"type": "node", "id": 7, "tags": {"amenity": "toilets", "level": "0"}}
        ]}
        """#.write(to: overpass, atomically: true, encoding: .utf8)
        let geojson = dir.appendingPathComponent("broken.geojson")
        try #"""
        {"type": "FeatureCollection", "features": [3,
         {"type": "Feature", "properties": {"indoor": "room", "level": "0"}, "geometry": {"type": "Polygon", "coordinates": 5}},
         {"type": "Feature", "id": "way/5", "properties": {"indoor": "room", "level": "0", "name": "X"},
          "geometry": {"type": "Polygon", "coordinates": [[[2, 48], [2.001, 48], [2.001, 48.001], [2, 48]]]}}]}
        """#.write(to: geojson, atomically: true, encoding: .utf8)
        let xml = dir.appendingPathComponent("cut.osm")
        let caserne = try String(contentsOf: TestPaths.osmSamples.appendingPathComponent("caserne.osm"), encoding: .utf8)
        try String(caserne.prefix(30_000)).write(to: xml, atomically: true, encoding: .utf8)
        let said = [
            (imdf, ["should be an array but is a number", "is not in E.164 form", "bad geometry: coordinate [200.0, 10.0] is outside WGS 84",
                    "is a placeholder", "the file is empty", "the file holds an array, not a GeoJSON FeatureCollection",
                    "unknown file (not an IMDF feature type)", "manifest has no language", "does not match any level", "3×"]),
            (overpass, ["has no usable type and id", "multipolygon cannot be built: outer ways leave a gap", "is not a level number",
                        "appear more than once", "refer to 1 node(s) that are not in the file", "tagged node without a position"]),
            (geojson, ["feature #1 is a number, not a Feature object", "Polygon coordinates are a number, not an array", "have no OSM id"]),
            (xml, ["the elements before this point are read, the rest is not"]),
        ]
        for (venue, sentences) in said {
            let english = try await atrium(["validate", venue.path], lang: "C.UTF-8")
            for sentence in sentences { #expect(english.stdout.contains(sentence), "\(venue.lastPathComponent): no \"\(sentence)\" in\n\(english.stdout)") }
            try await check(["validate", venue.path], json: ["validate", venue.path, "--json"], status: english.status, data: ["Room", "Test"])
            let groups = english.stdout.split(separator: "\n").count
            for (_, lang) in Self.languages {
                let other = try await atrium(["validate", venue.path], lang: lang)
                #expect(other.stdout.split(separator: "\n").count == groups, "\(venue.lastPathComponent) in \(lang) is grouped otherwise")
                for sentence in sentences where sentence != "3×" { #expect(!other.stdout.contains(sentence), "\(lang) keeps \"\(sentence)\"") }
            }
        }
    }

    @Test func validateSaysTheCodedProblemsInTheLanguage() async throws {
        let uulm = TestPaths.imdfSample("uulm-osm").path
        let de = try await atrium(["validate", uulm], lang: "de_DE.UTF-8")
        #expect(de.stdout.contains("Warnung: unit.json:") && de.stdout.contains("hat keine Öffnung, die irgendwohin führt"), "\(de.stdout)")
        #expect(de.stdout.contains("ebenso") && de.stdout.contains("(Etage 1)") && de.stdout.contains("IMDF-Dateien sollten"))
        #expect(!de.stdout.contains("has no opening") && !de.stdout.contains("likewise"))
        let json = try await atrium(["validate", uulm, "--json"], lang: "de_DE.UTF-8")
        let english = try await atrium(["validate", uulm, "--json"], lang: "C.UTF-8")
        #expect(json.stdout == english.stdout && json.stdout.contains("has no opening that leads anywhere"))
    }

    @Test func render() async throws {
        try await check(["render", Self.sample, "--floors", "--matching", "cafe"])
        try await check(["render", Self.sample, "--level", "9"], status: 64)
        try await check(["render", Self.sample, "--size", "0x0"], status: 64)
    }

    @Test func convertAndCache() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let osm = TestPaths.osmSamples.appendingPathComponent("caserne.osm").path
        for (language, lang) in Self.languages {
            let out = dir.appendingPathComponent("out-\(language)").path
            let r = try await atrium(["convert", osm, out], lang: lang)
            #expect(r.status == 0, "\(r.stderr)")
            try expectNoEnglish(r.stdout + r.stderr, language, "convert")
            let again = try await atrium(["convert", osm, out], lang: lang)
            #expect(again.status == 1)
            try expectNoEnglish(again.stderr, language, "convert onto an existing output")
        }
        try await check(["cache", "list"], environment: ["XDG_CACHE_HOME": dir.path])
        try await check(["cache", "clear"], environment: ["XDG_CACHE_HOME": dir.path])
    }

    @Test func helpAndUsageErrors() async throws {
        let de = try await atrium(["route", "--help"], lang: "de_DE.UTF-8")
        #expect(de.stdout.contains("ÜBERSICHT: Fußwege zwischen zwei Orten") && de.stdout.contains("OPTIONEN:"), "\(de.stdout)")
        #expect(de.stdout.contains("Diese Hilfe zeigen.") && de.stdout.contains("Oberflächensprache"))
        let ja = try await atrium(["--help"], lang: "ja_JP.UTF-8")
        #expect(ja.stdout.contains("概要: ターミナルで見る屋内地図") && ja.stdout.contains("サブコマンド:"), "\(ja.stdout)")
        let missing = try await atrium(["route", Self.sample, "--from", "Bookworm"], lang: "ja_JP.UTF-8")
        #expect(missing.status == 64 && missing.stderr.contains("エラー: 必要な引数 '--to <to>' がありません"), "\(missing.stderr)")
        // --ui-lang before parsing decides too, and English stays English.
        let fr = try await atrium(["info", "--help", "--ui-lang", "fr"], lang: "de_DE.UTF-8")
        #expect(fr.stdout.contains("Résumer un lieu"))
        let en = try await atrium(["info", "--help"], lang: "C.UTF-8")
        #expect(en.stdout.contains("OVERVIEW: Summarise a venue") && en.stdout.contains("Show help information."))
    }

    /// A text with every run of white space made one space: ArgumentParser wraps help at the
    /// terminal's width and indents it, the catalogue writes it on one line.
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// Whether `help` holds a catalogue text, its `{placeholders}` standing for any value: every
    /// part between them is in it.
    static func holds(_ help: String, _ text: String) -> Bool {
        text.replacingOccurrences(of: #"\{[a-z_]+\}"#, with: "\u{1}", options: .regularExpression)
            .split(separator: "\u{1}").map { flat(String($0)) }.filter { !$0.isEmpty }.allSatisfy { help.contains($0) }
    }

    /// The commands whose `--help` is in the catalogue's words: the discussion (`discussion.NAME`),
    /// the help of the command's own options and arguments (`help_option.NAME_…`) and of the
    /// option groups it takes (`help_option.GROUP_…`: view, status, place). `atrium` is the root
    /// command's help (the explorer's main options).
    static let helpCommands: [(name: String, arguments: [String], groups: [String])] = [
        ("atrium", ["--help"], []), ("explore", ["explore", "--help"], ["view", "status", "place"]),
        ("route", ["route", "--help"], ["status", "place"]), ("search", ["search", "--help"], ["place"]),
        ("info", ["info", "--help"], ["place"]), ("directory", ["directory", "--help"], ["status", "place"]),
        ("render", ["render", "--help"], ["view", "place"]), ("validate", ["validate", "--help"], ["place"]),
        ("convert", ["convert", "--help"], ["place"]), ("cache", ["cache", "--help"], []),
        ("serve", ["serve", "--help"], ["place"]), ("bench", ["bench", "--help"], ["place"]),
        ("venue_host", ["venue-host", "--help"], []),
    ]

    /// `atrium COMMAND --help` in German and Japanese holds that language's discussion and option
    /// help and none of the English sentences; in English it holds the English ones.
    @Test(arguments: helpCommands.map(\.name))
    func commandHelp(_ command: String) async throws {
        let entry = try #require(Self.helpCommands.first { $0.name == command })
        let arguments = entry.arguments
        let english = try Self.catalogue("en")
        let prefixes = ([command] + entry.groups).map { "help_option.\($0)_" }
        let keys = english.keys.filter { key in key == "discussion.\(command)" || prefixes.contains { key.hasPrefix($0) } }.sorted()
        #expect(!keys.isEmpty, "\(command) has no help in the catalogue")
        let inEnglish = Self.flat(try await atrium(arguments, lang: "C.UTF-8").stdout)
        for key in keys { for text in english[key] ?? [] { #expect(Self.holds(inEnglish, text), "\(key) not in English \(arguments)") } }
        for (language, lang) in Self.languages {
            let r = try await atrium(arguments, lang: lang)
            #expect(r.status == 0, "\(arguments) in \(language): \(r.stderr)")
            let help = Self.flat(r.stdout), theirs = try Self.catalogue(language)
            // ArgumentParser's "(default: …)" too, also where it wraps the value onto the next line.
            #expect(!help.contains("(default:"), "\(arguments) in \(language) keeps ArgumentParser's English default:\n\(r.stdout)")
            for key in keys {
                for text in english[key] ?? [] {
                    #expect(!Self.holds(help, text), "\(arguments) in \(language) keeps the English \(key):\n\(r.stdout)")
                }
                for text in theirs[key] ?? [] {
                    #expect(Self.holds(help, text), "\(arguments) in \(language) lacks \(key):\n\(r.stdout)")
                }
            }
        }
    }
}
