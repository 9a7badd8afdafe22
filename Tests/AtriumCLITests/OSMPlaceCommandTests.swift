import Foundation
import Testing
import TestSupport

/// `osm:` places through the built binary, against a real HTTP server on 127.0.0.1 that
/// answers as Nominatim and Overpass do, with data made at test time from ../shared.
@Suite(.serialized) struct OSMPlaceCommandTests {
    /// A cache folder of its own and the endpoints of `server`, in an environment without proxies.
    static func environment(_ server: FakeOSMServer?, cache: URL, extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["TMUX", "SSH_AUTH_SOCK", "http_proxy", "https_proxy", "HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY", "all_proxy"] { env[key] = nil }
        // No variable that names a language over LANG: TestPty sets LC_ALL for the whole
        // process, and a test that gives LANG=de_DE.UTF-8 must get German.
        for key in ["LC_ALL", "LC_MESSAGES", "ATRIUM_UI_LANG"] { env[key] = nil }
        env["LANG"] = "C.UTF-8"
        env["XDG_CACHE_HOME"] = cache.path
        env["no_proxy"] = "127.0.0.1,localhost"
        if let server {
            env["ATRIUM_OVERPASS_URL"] = server.overpassURL
            env["ATRIUM_NOMINATIM_URL"] = server.nominatimURL
        }
        env["ATRIUM_HTTP_IDLE_TIMEOUT"] = "20"
        return env.merging(extra) { $1 }
    }

    static func atrium(_ arguments: [String], environment: [String: String], timeout: Double = 120) async throws -> Command.Result {
        try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: timeout, environment: environment)
    }

    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-osmplace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `info --json` without what differs between a file and its fetched copy: its path, the
    /// source, and the diagnostics (the converter leaves out what the reader would skip with a warning).
    static func info(_ r: Command.Result) throws -> NSDictionary {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stderr)")
        return object.filter { !["path", "source", "diagnostics"].contains($0.key) } as NSDictionary
    }

    static func files(_ dir: URL) -> [String] {
        (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: ["caserne.osm", "grand-place.geojson"])
    func aNameOpensTheSameVenueAsTheFileAndAgainFromTheCacheWithTheServerGone(_ sample: String) async throws {
        let file = TestPaths.osmSamples.appendingPathComponent(sample)
        let server = try FakeOSMServer(osm: file)
        let name = try #require(try Self.firstBuildingName(server))
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let env = Self.environment(server, cache: cache)
        let direct = try await Self.atrium(["info", file.path, "--json"], environment: env)
        #expect(direct.status == 0, "\(direct.stderr)")
        let fetched = try await Self.atrium(["info", "osm:\(name)", "--json"], environment: env)
        #expect(fetched.status == 0, "\(fetched.stderr)")
        #expect(try Self.info(fetched) == (try Self.info(direct)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(fetched.stdout.utf8)) as? [String: Any])
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["timestamp_osm_base"] as? String == "2026-11-20T08:15:00Z")
        #expect(source["endpoint"] as? String == server.overpassURL)
        #expect(server.requests.map { $0.path.components(separatedBy: "?")[0] } == ["/search", "/search", "/api/interpreter"])
        let body = try #require(server.requests.last?.body.removingPercentEncoding)
        #expect(body.contains("[out:json]") && body.contains("[timeout:") && body.contains("(around.outline:100)"))
        server.stop()
        let again = try await Self.atrium(["info", "osm:\(name)", "--json"], environment: env)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.info(again) == (try Self.info(direct)))
        let text = try await Self.atrium(["info", "osm:\(name)"], environment: env)
        #expect(text.stdout.contains("OpenStreetMap data: as of 2026-11-20T08:15:00Z"))
    }

    /// Done when of issue 35: for OSM files never seen, `info osm:NAME --json` reports what
    /// `info FILE --json` does, and again from the cache with the server gone.
    @Test(arguments: [UInt64(7), 19, 2026])
    func aGeneratedBuildingByNameIsTheSameVenueAsItsFile(_ seed: UInt64) async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (name, xml) = GeneratedBuilding.osm(seed: seed)
        let file = dir.appendingPathComponent("generated-\(seed).osm")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let server = try FakeOSMServer(osm: file)
        let env = Self.environment(server, cache: dir.appendingPathComponent("cache"))
        let direct = try await Self.atrium(["info", file.path, "--json"], environment: env)
        #expect(direct.status == 0, "\(direct.stderr)")
        let expected = try Self.info(direct)
        let counts = try #require(expected["counts"] as? [String: Any], "\(expected)")
        #expect((counts["unit"] as? Int ?? 0) > 4 && (counts["opening"] as? Int ?? 0) > 4 && (counts["level"] as? Int ?? 0) >= 1, "\(counts)")
        let fetched = try await Self.atrium(["info", "osm:\(name)", "--json"], environment: env)
        #expect(fetched.status == 0, "\(fetched.stderr)")
        #expect(try Self.info(fetched) == expected)
        server.stop()
        let again = try await Self.atrium(["info", "osm:\(name)", "--json"], environment: env)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.info(again) == expected)
    }

    /// Done when of issue 35: every command that takes a VENUE takes `osm:NAME` and answers as on
    /// the file the server's data came from (a building generated here; the explorer is
    /// tested in tmux above, `serve` in CatalogPlaceTests).
    @Test func everyCommandTakesAPlaceAndAnswersAsOnTheFile() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (name, xml) = GeneratedBuilding.osm(seed: 41)
        let file = dir.appendingPathComponent("generated.osm")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let server = try FakeOSMServer(osm: file)
        let env = Self.environment(server, cache: dir.appendingPathComponent("cache"))
        let place = "osm:\(name)"
        // The directory names the moment it lists: one fixed moment, so two runs a minute apart agree.
        for arguments in [["search", "Room"], ["directory", "--at", "2026-11-26T12:00"], ["validate"], ["route", "--from", "Room 0.0.0", "--to", "Room 0.0.1"],
                          ["render", "--size", "100x30"]] {
            let direct = try await Self.atrium([arguments[0], file.path] + arguments.dropFirst(), environment: env)
            let fetched = try await Self.atrium([arguments[0], place] + arguments.dropFirst(), environment: env)
            #expect(fetched.status == direct.status, "\(arguments): \(fetched.stderr)")
            #expect(fetched.status == 0 || arguments[0] == "validate", "\(arguments): \(fetched.stderr)")
            // The one difference: the map's credit says the OSM data's day.
            let said = fetched.stdout.replacingOccurrences(of: " · data of 2026-11-20", with: "")
            if arguments[0] == "render" {
                #expect(said.contains("Room 0.0.0") == direct.stdout.contains("Room 0.0.0"), "\(fetched.stdout)")
                #expect(fetched.stdout.contains("data of 2026-11-20"))
            } else {
                #expect(said == direct.stdout.replacingOccurrences(of: file.path, with: place).replacingOccurrences(of: file.lastPathComponent, with: place), "\(arguments)")
            }
        }
        let out = dir.appendingPathComponent("imdf").path
        let converted = try await Self.atrium(["convert", place, "--to", "imdf", out], environment: env)
        #expect(converted.status == 0, "\(converted.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/manifest.json"))
        let bench = try await Self.atrium(["bench", place, "--sizes", "80x24", "--frames", "small", "--json"], environment: env, timeout: 300)
        #expect(bench.status == 0, "\(bench.stderr)")
        #expect(bench.stdout.contains("\"results\""))
    }

    /// The first name the fake geocoder answers with.
    static func firstBuildingName(_ server: FakeOSMServer) throws -> String? {
        let data = try server.get("/search?q=&format=jsonv2")
        return ((try JSONSerialization.jsonObject(with: data) as? [[String: Any]])?.first?["name"]) as? String
    }

    @Test func twoCommandsStartedTogetherGeocodeASecondApart() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let env = Self.environment(server, cache: cache)
        async let a = Self.atrium(["info", "osm:Victoria Station", "--json"], environment: env)
        async let b = Self.atrium(["info", "osm:Caserne de Bonne", "--json"], environment: env)
        let (ra, rb) = try await (a, b)
        #expect(ra.status == 0 && rb.status == 0, "\(ra.stderr) \(rb.stderr)")
        let times = server.requests.filter { $0.path.hasPrefix("/search") }.map(\.time).sorted()
        #expect(times.count == 2)
        #expect(times.count == 2 && times[1] - times[0] >= 0.99, "\(times)")
    }

    @Test func a429ThenSuccessWaitsAsTheStatusPageSaysAndSucceeds() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"), statusWait: 2)
        try server.script(["429", "ok"])
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        // The hidden setting lowers the 30 s floor, so the status page's 2 s is what is waited.
        let r = try await Self.atrium(["info", "osm:way/398056971"], environment: Self.environment(server, cache: cache, extra: ["ATRIUM_OVERPASS_MIN_WAIT": "1"]))
        #expect(r.status == 0, "\(r.stderr)")
        let requests = server.requests
        #expect(requests.map(\.path) == ["/api/interpreter", "/api/status", "/api/interpreter"])
        #expect(requests.count == 3 && requests[2].time - requests[1].time >= 1.99)
    }

    @Test func offlineWithAnEmptyCacheIsOneLineAndExit2() async throws {
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let r = try await Self.atrium(["info", "osm:Victoria Station", "--offline"], environment: Self.environment(nil, cache: cache))
        #expect(r.status == 2)
        #expect(r.stderr == "atrium: osm:Victoria Station: not in the cache, and --offline forbids asking the geocoder\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func noIndoorDataSaysSoAndExits1() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        try server.script(["empty"])
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let r = try await Self.atrium(["render", "osm:45.1838,5.7236"], environment: Self.environment(server, cache: cache))
        #expect(r.status == 1)
        #expect(r.stderr.contains("no indoor=* or level=* features"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func aRemarkIsOneLineExit2AndNothingCached() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        try server.script(["remark"])
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let r = try await Self.atrium(["search", "osm:way/398056971", "toilet"], environment: Self.environment(server, cache: cache))
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("runtime error: Query timed out"), "\(r.stderr)")
        #expect(!Self.files(cache).contains { $0.hasSuffix(".json") && $0.contains("overpass/") })
    }

    @Test func sigintMidDownloadExits130AndLeavesNoPart() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        try server.script(["slow"])
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let out = cache.appendingPathComponent("out").path, err = cache.appendingPathComponent("err").path
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        let env = Self.environment(server, cache: cache.appendingPathComponent("c"))
        let pid = try TestProcess.spawn([TestPaths.atriumBinary.path, "info", "osm:way/398056971"], environment: env,
                                        stdin: "/dev/null", stdout: out, stderr: err)
        let part = cache.appendingPathComponent("c/atrium/overpass/way-398056971.json.part").path
        try waitUntil("the download to start writing its .part", timeout: 30) { FileManager.default.fileExists(atPath: part) }
        kill(pid, SIGINT)
        var status: Int32 = 0
        let code = try waitUntil("atrium to end after SIGINT", timeout: 15) { () -> Int32? in
            waitpid(pid, &status, WNOHANG) == pid ? TestProcess.exitStatus(status) : nil
        }
        #expect(code == 130)
        #expect(!FileManager.default.fileExists(atPath: part))
        #expect(!Self.files(cache).contains { $0.hasSuffix(".part") })
    }

    /// The explorer on a place being fetched, in tmux, with the fake server's endpoints.
    static func explorer(_ server: FakeOSMServer, cache: URL, place: String, columns: Int = 100, rows: Int = 30,
                         lang: String = "C.UTF-8") throws -> TmuxSession {
        try TmuxSession.start(command: [TestPaths.atriumBinary.path, place], columns: columns, rows: rows, environment: [
            "XDG_CACHE_HOME": cache.path, "ATRIUM_OVERPASS_URL": server.overpassURL, "ATRIUM_NOMINATIM_URL": server.nominatimURL,
            "no_proxy": "127.0.0.1,localhost", "http_proxy": "", "https_proxy": "", "ATRIUM_HTTP_IDLE_TIMEOUT": "20", "LANG": lang,
        ])
    }

    /// The last row of a screen that has one that is not blank.
    static func statusRow(_ screen: [String]) -> String {
        screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    /// The explorer opens at once: its status line says the fetch's stage, the bytes received
    /// and the seconds, the figures moving as the answer trickles in; then the map shows, with
    /// the venue's name on the status line, and q quits with 0.
    @Test func theExplorerShowsTheFetchOnItsStatusLineThenTheMap() throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        try server.script(["trickle:6"])
        let name = try #require(try Self.firstBuildingName(server))
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let tmux = try Self.explorer(server, cache: cache, place: "osm:\(name)")
        defer { tmux.cleanup() }
        let first = try tmux.waitForScreen("the status line to say bytes received", timeout: 60) { screen in
            let row = Self.statusRow(screen)
            return row.contains("Received ") && row.contains(" from 127.0.0.1 · ") && row.contains(" s · q cancels")
        }
        #expect(first.count == 30 && first.last == Self.statusRow(first), "the status line is the screen's last row: \(first)")
        #expect(first.contains { $0.contains("osm:\(name)") }, "\(first)")
        try tmux.waitForScreen("the figures to move", timeout: 30) { screen in
            let row = Self.statusRow(screen)
            return row.contains("Received ") && row != Self.statusRow(first)
        }
        let map = try tmux.waitForScreen("the map", timeout: 60) { screen in
            Self.statusRow(screen).hasPrefix(" \(name) | ") && screen.contains { $0.contains("OpenStreetMap contributors") }
        }
        #expect(!Self.statusRow(map).contains("q cancels"))
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit(timeout: 15) == 0)
        #expect(try tmux.terminalState() == .restored)
        #expect(server.requests.filter { $0.path.hasPrefix("/api/interpreter") }.count == 1)
        // Again with the server gone: from the cache, by the same name.
        server.stop()
        let again = try Self.explorer(server, cache: cache, place: "osm:\(name)")
        defer { again.cleanup() }
        try again.waitForScreen("the map from the cache", timeout: 60) { screen in
            Self.statusRow(screen).hasPrefix(" \(name) | ") && screen.contains { $0.contains("OpenStreetMap contributors") }
        }
        try again.sendKeys(["q"])
        #expect(try again.waitForExit(timeout: 15) == 0)
    }

    /// q or Ctrl-C during a slow download: the fetch stops, the terminal is restored, the exit
    /// status is 130, and the cache holds no `.part` and no entry for the place.
    @Test(arguments: ["q", "C-c"])
    func aKeyDuringASlowFetchCancelsItCleanly(_ key: String) throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        try server.script(["slow"])
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let tmux = try Self.explorer(server, cache: cache, place: "osm:way/398056971", columns: 60, rows: 16)
        defer { tmux.cleanup() }
        let part = cache.appendingPathComponent("atrium/overpass/way-398056971.json.part").path
        try waitUntil("the download to start writing its .part", timeout: 60) { FileManager.default.fileExists(atPath: part) }
        let shown = try tmux.waitForScreen("the bytes on the status line", timeout: 30) { Self.statusRow($0).contains("Received ") }
        #expect(Self.statusRow(shown).count <= 60)
        try tmux.sendKeys([key])
        #expect(try tmux.waitForExit(timeout: 15) == 130)
        #expect(try tmux.terminalState() == .restored)
        #expect(!Self.files(cache).contains { $0.hasSuffix(".part") }, "\(Self.files(cache))")
        #expect(!Self.files(cache).contains { $0.hasPrefix("atrium/overpass/way-398056971") }, "\(Self.files(cache))")
    }

    /// A place without indoor data: the explorer shows why on its status line, then ends with 1
    /// and the same one line the commands print (no path, nothing internal).
    @Test func aFailureIsShownThenPrintedAsTheCommandsSayIt() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        try server.script(["empty", "empty"])
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let said = try await Self.atrium(["info", "osm:way/398056971"], environment: Self.environment(server, cache: cache))
        #expect(said.status == 1)
        let line = try #require(said.stderr.split(separator: "\n").last.map(String.init))
        let tmux = try Self.explorer(server, cache: cache, place: "osm:way/398056971", columns: 200, rows: 16)
        defer { tmux.cleanup() }
        let shown = try tmux.waitForScreen("the failure on the status line", timeout: 60) { Self.statusRow($0).contains("any key quits") }
        #expect(Self.statusRow(shown).contains(String(line.dropFirst("atrium: ".count).prefix(60))), "\(shown)\n\(line)")
        #expect(try tmux.waitForExit(timeout: 15) == 1)
        #expect(try tmux.terminalState() == .restored)
        let after = try tmux.capture()
        #expect(after.contains { $0.contains(line) }, "\(after)")
        #expect(!after.joined().contains(cache.path))
    }

    /// The OSM data's timestamp (`osm3s.timestamp_osm_base`) on the map's attribution line and in `info`.
    @Test func theDataTimestampIsOnTheAttributionLineAndInInfo() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let env = Self.environment(server, cache: cache)
        let render = try await Self.atrium(["render", "osm:way/398056971", "--size", "200x40", "--color", "none"], environment: env)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("OpenStreetMap contributors · data of 2026-11-20"), "\(render.stdout.suffix(600))")
        let info = try await Self.atrium(["info", "osm:way/398056971"], environment: env)
        #expect(info.stdout.contains("OpenStreetMap data: as of 2026-11-20T08:15:00Z"), "\(info.stdout)")
        // A file opened as itself has no fetch to date.
        let file = try await Self.atrium(["render", TestPaths.osmSamples.appendingPathComponent("caserne.osm").path, "--size", "200x40", "--color", "none"], environment: env)
        #expect(!file.stdout.contains("data of"))
    }

    @Test func anHTTPProxyFromTheEnvironmentIsUsed() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        let proxy = try FakeOSMServer(upstream: server)
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        // Names no resolver knows: only the proxy (which sends everything to the server) reaches them.
        let env = Self.environment(nil, cache: cache, extra: [
            "http_proxy": "http://127.0.0.1:\(proxy.port)", "no_proxy": "",
            "ATRIUM_OVERPASS_URL": "http://overpass.invalid/api/interpreter", "ATRIUM_NOMINATIM_URL": "http://nominatim.invalid/",
        ])
        let r = try await Self.atrium(["info", "osm:Victoria Station", "--json"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(proxy.requests.map(\.path) == ["http://nominatim.invalid/search?q=Victoria%20Station&format=jsonv2&limit=10&addressdetails=0",
                                                "http://overpass.invalid/api/interpreter"])
        #expect(server.requests.count == 2)
    }

    @Test func cacheListShowsThePlaceAndClearEmptiesIt() async throws {
        let server = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let env = Self.environment(server, cache: cache)
        let out = cache.appendingPathComponent("imdf").path
        let converted = try await Self.atrium(["convert", "osm:45.1838,5.7236", "--to", "imdf", out], environment: env)
        #expect(converted.status == 0, "\(converted.stderr)")
        let list = try await Self.atrium(["cache", "list"], environment: env)
        #expect(list.status == 0)
        #expect(list.stdout.hasPrefix("osm:45.1838,5.7236 · fetched "), "\(list.stdout)")
        #expect(list.stdout.contains("OSM data 2026-11-20T08:15:00Z"))
        let clear = try await Self.atrium(["cache", "clear"], environment: env)
        #expect(clear.status == 0 && clear.stdout.hasPrefix("Cleared "))
        let empty = try await Self.atrium(["cache", "list"], environment: env)
        #expect(empty.stdout.contains("holds no places"))
    }

    @Test func badPlacesAndContradictoryOptionsAreUsageErrors() async throws {
        let cache = try Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let env = Self.environment(nil, cache: cache)
        for args in [["info", "osm:"], ["info", "osm:way/x"], ["info", "osm:a", "--offline", "--refresh"],
                     ["info", "osm:a", "--overpass-url", "ftp://x"], ["info", "osm:a", "--pick", "0"]] {
            let r = try await Self.atrium(args, environment: env)
            #expect(r.status == 64, "\(args): \(r.stderr)")
        }
    }
}
