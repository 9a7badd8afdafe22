import Foundation
import Testing
import TestSupport
@testable import AtriumCLI
import Localization
import VenueFormats
import VenueSources

/// What `osm:` places, status feeds, refused archives and the venue host say, in German and
/// Japanese, on the real paths: a loopback HTTP server answering as Overpass, Nominatim and a
/// status feed do when they refuse, archives made in a temp folder, the venue host started by
/// hand. None of the English sentences is left.
extension CommandLanguageTests {
    /// `atrium ARGUMENTS` in `lang` against `server`, with a cache of its own.
    func place(_ arguments: [String], lang: String, server: FakeOSMServer?, cache: URL,
               extra: [String: String] = [:]) async throws -> Command.Result {
        var environment = OSMPlaceCommandTests.environment(server, cache: cache, extra: extra)
        environment["LANG"] = lang
        return try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 180, environment: environment)
    }

    /// Overpass answering 504 and 429 through every try, and a geocoder answering 404: one line
    /// each, in the language, exit 2.
    @Test func overpassAndGeocoderRefusals() async throws {
        let expected: [String: [String]] = [
            "de": ["nach 3 Versuchen", "über 3 Wartezeiten hinweg ausgelastet", "HTTP 404 vom Geocoder 127.0.0.1"],
            "ja": ["3 回試しても", "3 回待っても混雑したまま", "ジオコーダー 127.0.0.1 から HTTP 404"],
        ]
        for (language, lang) in Self.languages {
            let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
            defer { server.stop() }
            let cache = try OSMPlaceCommandTests.folder()
            defer { try? FileManager.default.removeItem(at: cache) }
            let fast = ["ATRIUM_OVERPASS_MIN_WAIT": "0"]
            try server.script(["504", "504", "504", "504"])
            let timeouts = try await place(["info", "osm:way/398056971"], lang: lang, server: server, cache: cache, extra: fast)
            try server.script(["429", "429", "429", "429"])
            let busy = try await place(["info", "osm:way/398056971"], lang: lang, server: server, cache: cache, extra: fast)
            // A geocoder that is not there: the fake server answers 404 for any other path.
            let notFound = try await place(["info", "osm:Victoria Station"], lang: lang, server: server, cache: cache,
                                           extra: ["ATRIUM_NOMINATIM_URL": server.overpassURL + "/nowhere/"])
            for (r, words) in zip([timeouts, busy, notFound], expected[language] ?? []) {
                #expect(r.status == 2, "\(language): \(r.stderr)")
                #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(words), "\(language): \(r.stderr)")
                try expectNoEnglish(r.stderr, language, "a refused fetch")
            }
        }
    }

    /// A name with two candidates: the note before the venue is in the language (the
    /// candidates' own names and kinds are data).
    @Test func theCandidatesNote() async throws {
        let expected = ["de": "2 Orte passen zu „Victoria“; geöffnet wird Nummer 1", "ja": "「Victoria」に一致する場所が 2 件あります。1 番を開きます"]
        for (language, lang) in Self.languages {
            let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"), places: [
                #"{"osm_type":"way","osm_id":398056971,"lat":"45.18","lon":"5.72","category":"building","type":"yes","name":"Victoria Station","display_name":"Victoria Station, Grenoble"}"#,
                #"{"osm_type":"relation","osm_id":77,"lat":"45.1838","lon":"5.7236","category":"railway","type":"station","name":"Victoria","display_name":"Victoria, London"}"#,
            ])
            defer { server.stop() }
            let cache = try OSMPlaceCommandTests.folder()
            defer { try? FileManager.default.removeItem(at: cache) }
            let r = try await place(["info", "osm:Victoria"], lang: lang, server: server, cache: cache)
            #expect(r.status == 0, "\(language): \(r.stderr)")
            let words = try #require(expected[language])
            #expect(r.stderr.contains(words), "\(language): \(r.stderr)")
            try expectNoEnglish(r.stderr, language, "the candidates", data: ["building", "station", "railway"])
        }
    }

    /// A status feed that is not there (404), one that refuses (503), and a feed and a file
    /// holding JSON that is no array of records.
    @Test func statusFeedRefusals() async throws {
        let venue = try LiftHall.write(name: "lift-hall-feed-language")
        let expected: [String: [String]] = [
            "de": ["der Statusfeed", "HTTP 404 von 127.0.0.1", "ist nicht verfügbar (HTTP 503)", "ist keine JSON-Liste von Einträgen"],
            "ja": ["ステータスフィード", "127.0.0.1 から HTTP 404", "は利用できません (HTTP 503)", "はレコードの JSON 配列ではありません"],
        ]
        for (language, lang) in Self.languages {
            let server = try FakeOSMServer()
            defer { server.stop() }
            let arguments = ["route", venue, "--from", "Start Room", "--to", "Office A", "--status", server.feedURL]
            let missing = try await atrium(arguments, lang: lang, environment: ["no_proxy": "127.0.0.1,localhost"])
            try server.setFeed("[]", script: ["503"])
            let refused = try await atrium(arguments, lang: lang, environment: ["no_proxy": "127.0.0.1,localhost"])
            let words = try #require(expected[language])
            #expect(missing.status == 1 && missing.stderr.contains(words[0]) && missing.stderr.contains(words[1]), "\(language): \(missing.stderr)")
            #expect(refused.status == 1 && refused.stderr.contains(words[2]), "\(language): \(refused.stderr)")
            // A feed, and a file, that answer JSON but no array of records.
            try server.setFeed("{}")
            let notArray = try await atrium(arguments, lang: lang, environment: ["no_proxy": "127.0.0.1,localhost"])
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-status-\(UUID().uuidString).json")
            try "{}".write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let badFile = try await atrium(Array(arguments.dropLast()) + [file.path], lang: lang)
            #expect(notArray.status == 1 && notArray.stderr.contains(words[3]), "\(language): \(notArray.stderr)")
            #expect(badFile.status == 1 && badFile.stderr.contains(words[3]), "\(language): \(badFile.stderr)")
            for r in [missing, refused, notArray, badFile] { try expectNoEnglish(r.stderr, language, "a status feed refused") }
        }
    }

    /// Zips refused before reading: a member compressed 1,000:1 (over the 200:1 limit) and a
    /// damaged zip, made in a temp folder.
    @Test func refusedArchives() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-zips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bomb = dir.appendingPathComponent("bomb.zip").path, damaged = dir.appendingPathComponent("damaged.zip").path
        let made = try await Command.run(["python3", "-c", """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("unit.geojson", " " * (3 << 20))
            open(sys.argv[2], "wb").write(b"PK\\x03\\x04" + bytes(range(256)) * 4)
            """, bomb, damaged], timeout: 60)
        #expect(made.status == 0, "\(made.stderr)")
        let expected: [String: [String]] = ["de": ["komprimiert, über der Grenze von 200:1", "kein lesbares ZIP-Archiv"],
                                            "ja": ["上限の 200:1 を超えています", "読み取れる zip アーカイブではありません"]]
        for (language, lang) in Self.languages {
            for (path, words) in zip([bomb, damaged], try #require(expected[language])) {
                let r = try await atrium(["info", path], lang: lang)
                #expect(r.status == 2 && r.stderr.contains(words), "\(language): \(r.stderr)")
                try expectNoEnglish(r.stderr, language, "a refused zip")
            }
        }
    }

    /// The venue host started by hand (no server's socket on descriptor 3) says so.
    @Test func venueHostByHand() async throws {
        let expected = ["de": "nicht von Hand", "ja": "手で起動するものではありません"]
        for (language, lang) in Self.languages {
            var environment = Command.defaultEnvironment
            environment["LANG"] = lang
            let r = try await Command.run(["/bin/sh", "-c", "exec \"$0\" venue-host 3</dev/null", TestPaths.atriumBinary.path],
                                          timeout: 60, environment: environment)
            let words = try #require(expected[language])
            #expect(r.status == 2 && r.stderr.contains(words), "\(language): \(r.stderr)")
            try expectNoEnglish(r.stderr, language, "venue-host")
        }
    }

    /// `serve`'s usage errors and a place endpoint that is no URL (from the environment).
    @Test func serveUsageAndEndpointErrors() async throws {
        let cases: [([String], [String: String], [String: String])] = [
            (["serve"], [:], ["de": "genau eines von --authorized-keys", "ja": "どちらか一方だけ"]),
            (["serve", "--public", "--idle-timeout", "0"], [:], ["de": "--idle-timeout muss positiv sein", "ja": "--idle-timeout は正の値"]),
            (["serve", "--public", "--port", "70000"], [:], ["de": "zwischen 0 und 65535", "ja": "0～65535"]),
            (["serve", "--public", "--max-share-per-source", "2"], [:], ["de": "höchstens 1", "ja": "1 以下"]),
            (["info", "osm:way/5"], ["ATRIUM_OVERPASS_URL": "ftp://example.org"], ["de": "ATRIUM_OVERPASS_URL muss", "ja": "ATRIUM_OVERPASS_URL には"]),
        ]
        for (language, lang) in Self.languages {
            for (arguments, environment, expected) in cases {
                let r = try await atrium(arguments, lang: lang, environment: environment)
                let words = try #require(expected[language])
                #expect(r.status == 64 && r.stderr.contains(words), "\(arguments) in \(language): \(r.stderr)")
                // Option names are syntax, not words of the interface.
                try expectNoEnglish(r.stderr, language, arguments.joined(separator: " "), data: Self.words(arguments.joined(separator: " ")))
            }
        }
    }

    /// The explorer opening a place with no indoor data says why on its status line, in German.
    @Test func theExplorersLoadingLine() throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        defer { server.stop() }
        try server.script(["empty"])
        let cache = try OSMPlaceCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let tmux = try OSMPlaceCommandTests.explorer(server, cache: cache, place: "osm:way/398056971", columns: 200, rows: 16, lang: "de_DE.UTF-8")
        defer { tmux.cleanup() }
        let shown = try tmux.waitForScreen("the failure on the status line", timeout: 60) {
            OSMPlaceCommandTests.statusRow($0).contains("beliebige Taste")
        }
        let row = OSMPlaceCommandTests.statusRow(shown)
        #expect(row.contains("keine Objekte mit indoor=* oder level=*") && !row.contains("has no indoor"), "\(row)")
        #expect(try tmux.waitForExit(timeout: 15) == 1)
    }
}

/// The English sentences of VenueSources (its `description`s, which logs and tests read) are
/// the catalogue's English, and every language says each failure and note in its own words.
@Suite struct SourceWordsTests {
    static let errors: [SourceError] = [
        .badPlace(.notAPlace("x")), .badPlace(.noPlace), .badPlace(.badID("way/x", kind: "way/")),
        .badPlace(.badCoordinates("91,10")), .badPlace(.noSearchURL("x")), .badPick(3, count: 2), .badPick(2, count: 1),
        .notFound("Nowhere"), .notCached("osm:way/5", why: .offlineGeocoder), .notCached("osm:way/5", why: .offlineOverpass),
        .notCached("osm:way/5", why: .networkFailed(.timedOut("127.0.0.1", seconds: 1))),
        .network(host: "127.0.0.1", detail: "Connection refused"), .http(404, .host("127.0.0.1")),
        .http(400, .overpass("127.0.0.1", said: "Error: line 1")), .http(502, .overpass("127.0.0.1", said: "")),
        .http(504, .overpassTimeouts("127.0.0.1", tries: 3)), .http(404, .geocoder("127.0.0.1")),
        .remark("runtime error: Query timed out"), .malformed(.geocoderAnswer), .malformed(.incomplete("127.0.0.1", bytes: 1_400_000)),
        .malformed(.notAnObject("127.0.0.1")), .malformed(.noElements("127.0.0.1")), .timedOut("127.0.0.1", seconds: 30),
        .busy(host: "127.0.0.1", waits: 3), .cancelled(2), .cache(.cannotRead("/c/a")), .cache(.cannotReadBack("/c/a.part")),
        .cache(.cannotCreate("/c", detail: "denied")), .cache(.cannotWriteIn("/c/o", detail: "full")),
        .cache(.cannotWrite("/c/a", detail: "")), .cache(.cannotWrite("/c/a", detail: "full")), .cache(.cannotClear("/c", detail: "busy")),
    ]
    static let notes: [SourceNote] = [
        .candidates(count: 2, name: "Victoria", opening: 1),
        .geocoderUnreachable(.network(host: "h", detail: "refused"), cached: .days(3)),
        .serverUnreachable(host: "h", .busy(host: "h", waits: 3), cached: .hours(5)),
        .staleOffline(cached: .minutes(20)), .staleOffline(cached: .justNow),
    ]
    static let empty: [EmptyPlace] = [.nothingMapped(title: "T"), .nothingIndoor(title: "T", outlines: 1, elements: 40),
                                      .nothingIndoor(title: "T", outlines: 2, elements: 40)]

    /// The refusals of an archive's limits and damage (issue-37-sources), with the figures they name.
    static let archive: [(LoadFailureCode, [String])] = [
        (.archiveTooLarge(mebibytes: 300, limit: 128), ["300", "128"]), (.zip64OutOfRange, ["ZIP64"]),
        (.unreadableZip(detail: "unreadableArchive"), ["unreadableArchive"]), (.tooManyEntries(limit: 10000), ["10000"]),
        (.memberInflatesTooLarge(name: "unit.geojson", mebibytes: 300, limit: 128), ["unit.geojson", "300", "128"]),
        (.compressionRatio(name: "unit.geojson", ratio: 900, limit: 200), ["unit.geojson", "900:1", "200:1"]),
        (.inflatesPastLimit(name: "unit.geojson"), ["unit.geojson"]), (.cannotListFolder(detail: "denied"), ["denied"]),
        (.memberFileTooLarge(name: "unit.geojson", mebibytes: 200, limit: 128), ["unit.geojson", "200", "128"]),
        (.folderTooLarge(limit: 128), ["128"]),
    ]

    @Test func archiveRefusalsInEveryLanguage() {
        for language in UILanguage.allCases where language != .en {
            let ui = UIText(UILocale(tag: language.rawValue)!)
            for (code, figures) in Self.archive {
                let text = code.text(ui)
                #expect(text != code.text(.english) && figures.allSatisfy(text.contains), "\(language): \(text)")
            }
        }
    }

    @Test func theEnglishIsTheDescription() {
        for e in Self.errors { #expect(e.text(.english) == e.description) }
        for n in Self.notes { #expect(n.text(.english) == n.description) }
        for e in Self.empty { #expect(e.text(.english) == e.description) }
    }

    @Test func everyLanguageHasItsOwnWords() {
        for language in UILanguage.allCases where language != .en {
            let ui = UIText(UILocale(tag: language.rawValue)!)
            for e in Self.errors { #expect(e.text(ui) != e.description, "\(language): \(e)") }
            for n in Self.notes { #expect(n.text(ui) != n.description, "\(language): \(n)") }
            for e in Self.empty { #expect(e.text(ui) != e.description, "\(language): \(e)") }
        }
    }
}
