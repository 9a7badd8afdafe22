import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Localization
import TestSupport
import Testing

@testable import AtriumServe

/// The catalogue file: entries, slugs, relative paths, entries left out.
@Suite struct CatalogFileTests {
    @Test func entriesAreReadAndBadOnesLeftOutWithAReason() throws {
        let yaml = """
            venues:
              - slug: c5
                name: POSTECH C5
                venue: imdf/c5
                here: Information Desk
                default_level: 1
              - slug: c5
                venue: other
              - slug: Bad Slug
                venue: x
              - name: no slug
                venue: y
              - slug: gone
                venue: /nowhere
              - slug: osm
                venue: osm:somewhere
            """
        let catalog = try Catalog.parse(yaml, folder: "/srv", path: "catalog.yaml") { entry in
            entry.hours = "Mo-Fr 07:00-19:00"
            return entry.venue == "/nowhere" ? "cannot open /nowhere" : nil
        }
        #expect(catalog.entries.map(\.slug) == ["c5", "osm"])
        let c5 = try #require(catalog.entry(slug: "c5"))
        #expect(c5.venue == "/srv/imdf/c5")
        #expect(c5.explorerArguments() == ["/srv/imdf/c5", "--here", "Information Desk", "--level", "1"])
        #expect(c5.explorerArguments(onPlace: true) == ["/srv/imdf/c5", "--here", "Information Desk"], "the place decides the level")
        #expect(catalog.entry(slug: "osm")?.venue == "osm:somewhere")
        #expect(catalog.problems.count == 4)
        #expect(catalog.problems.contains("gone: cannot open /nowhere; left out"))
        // What the check learnt is kept; the list says what the clock says of it.
        #expect(c5.hours == "Mo-Fr 07:00-19:00")
        let lines = catalog.listing(openNow: { $0.slug == "c5" ? "Open now · closes 19:00" : nil })
        #expect(lines[0] == "c5   POSTECH C5 · Open now · closes 19:00")
        #expect(lines[1] == "osm  osm")
        #expect(throws: ServeError.self) { try Catalog.parse("venues: 3", folder: "/", path: "c", check: { _ in nil }) }
        #expect(throws: ServeError.self) { try Catalog.parse("venues: [", folder: "/", path: "c", check: { _ in nil }) }
    }

    /// `status:` naming an existing file is the venue's live status feed, passed to its
    /// explorers as `--status`; any other text stays a line in the list (issue 38, item 4).
    @Test func aStatusThatNamesAFileIsTheVenuesLiveStatusFeed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("[]".utf8).write(to: folder.appendingPathComponent("c5-status.json"))
        let yaml = """
            venues:
              - slug: c5
                venue: imdf/c5
                status: c5-status.json
              - slug: hall
                venue: hall.osm
                status: Lift B out of service
            """
        let catalog = try Catalog.parse(yaml, folder: folder.path, path: "catalog.yaml") { _ in nil }
        let c5 = try #require(catalog.entry(slug: "c5"))
        #expect(c5.statusFile == folder.path + "/c5-status.json")
        #expect(c5.status == nil)
        #expect(c5.explorerArguments() == [folder.path + "/imdf/c5", "--status", folder.path + "/c5-status.json"])
        let hall = try #require(catalog.entry(slug: "hall"))
        #expect(hall.statusFile == nil)
        #expect(hall.status == "Lift B out of service")
        #expect(!hall.explorerArguments().contains("--status"))
    }

    @Test func aStatusThatIsAURLIsAFeedNotText() throws {
        let yaml = """
            venues:
              - slug: c5
                venue: /srv/c5
                status: https://ops.example.org/c5/lifts.json
              - slug: hall
                venue: /srv/hall.osm
                status: See https://ops.example.org for outages
            """
        var checked: [String: String?] = [:]
        let catalog = try Catalog.parse(yaml, folder: "/srv", path: "catalog.yaml") { entry in
            checked[entry.slug] = entry.statusURL
            return nil
        }
        let c5 = try #require(catalog.entry(slug: "c5"))
        #expect(c5.statusURL == "https://ops.example.org/c5/lifts.json")
        #expect(c5.status == nil, "a feed is not shown as a line of text")
        #expect(checked["c5"] == .some("https://ops.example.org/c5/lifts.json"), "the check sees the URL (it starts the poller)")
        let hall = try #require(catalog.entry(slug: "hall"))
        #expect(hall.statusURL == nil)
        #expect(hall.status == "See https://ops.example.org for outages")
    }

    @Test func theChooserTakesANumberOrASlugAndEchoesWhatIsTyped() {
        let catalog = Catalog(entries: [Catalog.Entry(slug: "c5", name: "C5", venue: "/a"),
                                        Catalog.Entry(slug: "caserne", name: "Caserne", venue: "/b")], problems: [])
        var chooser = VenueChooser(catalog: catalog, openNow: { _ in nil })
        #expect(chooser.screen == "1  c5       C5\r\n2  caserne  Caserne\r\n" + VenueChooser.prompt)
        #expect(chooser.type(Array("x\u{7F}9".utf8)) == [.echo("x"), .echo("\u{8} \u{8}"), .echo("9")])
        #expect(chooser.type([0x0D]) == [.echo("\r\nThere is no venue 9 here.\r\n" + VenueChooser.prompt)])
        #expect(chooser.type(Array("\u{1B}[A2\r".utf8)).last == .chosen(catalog.entries[1]), "arrow keys are ignored")
        var byName = VenueChooser(catalog: catalog, openNow: { _ in nil })
        #expect(byName.type(Array("C5\r".utf8)).last == .chosen(catalog.entries[0]))
        var leaving = VenueChooser(catalog: catalog, openNow: { _ in nil })
        #expect(leaving.type([0x03]) == [.cancelled])
    }

    @Test func theChooserSpeaksTheVisitorsLanguage() {
        let catalog = Catalog(entries: [Catalog.Entry(slug: "c5", name: "C5", venue: "/a")], problems: [])
        let german = UIText(UILocale(tag: "de_DE.UTF-8")!)
        var chooser = VenueChooser(catalog: catalog, openNow: { _ in nil }, ui: german)
        #expect(chooser.screen.hasSuffix("Welches Gebäude öffnen? Nummer oder Kürzel eingeben, dann Enter (Strg-C beendet): "))
        #expect(!chooser.screen.contains("Open which venue"))
        _ = chooser.type(Array("9".utf8))
        #expect(chooser.type([0x0D]) == [.echo("\r\nHier gibt es kein Gebäude 9.\r\n" + chooser.prompt)])
        let japanese = VenueChooser(catalog: catalog, openNow: { _ in nil }, ui: UIText(UILocale(tag: "ja")!))
        #expect(japanese.screen.hasSuffix("どの施設を開きますか? 番号か略称を入力して Enter (Ctrl-C で終了): "))
    }

    @Test func commandLinesChooseAVenueAPlaceOrTheList() throws {
        let catalog = Catalog(entries: [Catalog.Entry(slug: "c5", name: "C5", venue: "/v")], problems: [])
        let c5 = catalog.entries[0]
        #expect(CatalogRequest(command: nil, catalog: catalog) == .list)
        #expect(CatalogRequest(command: "list", catalog: catalog) == .list)
        #expect(CatalogRequest(command: "c5", catalog: catalog) == .venue(c5, place: nil))
        #expect(CatalogRequest(command: "c5 Café Lumière", catalog: catalog) == .venue(c5, place: "Café Lumière"))
        #expect(CatalogRequest(command: "c6", catalog: catalog) == .unknown("c6"))
        guard case .refused = CatalogRequest(command: "c5 ../etc", catalog: catalog) else {
            Issue.record("a path after the slug is refused")
            return
        }
    }
}

extension ServeIntegration {
    /// Issue 38, Build 1: one server, three venues from ../shared (IMDF and OSM), by slug.
    @Suite struct CatalogTests {
        @Test(.timeLimit(.minutes(3)))
        func aCatalogueServesVenuesBySlugListsThemAndReloads() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            // seamans by a path relative to the catalogue; broken.zip is not an archive.
            try FileManager.default.createSymbolicLink(
                atPath: workspace.path("seamans"), withDestinationPath: TestPaths.imdfSample("seamans-center").path)
            try workspace.write("broken.zip", "not a zip")
            let catalog = try workspace.write("catalog.yaml", """
                venues:
                  - slug: c5
                    name: POSTECH C5
                    venue: \(TestPaths.imdfSample("postech-c5").path)
                    description: Research building
                  - slug: caserne
                    name: Caserne de Bonne
                    venue: \(TestPaths.osmSamples.appendingPathComponent("caserne.osm").path)
                  - slug: seamans
                    name: Seamans Center
                    venue: seamans
                    default_level: L2
                    status: Lift B out of service
                  - slug: broken
                    name: Broken
                    venue: broken.zip

                """)
            let (server, port) = try await ServeProcess.start(venue: nil, extra: ["--catalog", catalog], in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            #expect(server.errors.contains("broken: cannot open \(workspace.path("broken.zip"))"), "\(server.errors)")
            #expect(server.errors.contains("3 venue(s): c5, caserne, seamans"))
            let client = SSHClient(port: port, identity: key)

            let list = try await Command.run(client.ssh(command: ["list"]), timeout: 30)
            #expect(list.status == 0)
            #expect(list.stdout.contains("c5       POSTECH C5 — Research building\n"), "\(list.stdout)")
            // Seamans' venue hours are Mo-Fr 07:00-19:00: open or closed, the list says which.
            let seamansLine = list.stdout.split(separator: "\n").first { $0.hasPrefix("seamans  Seamans Center · ") }
            #expect(seamansLine.map { ($0.contains("· Open now · closes ") || $0.contains("· Closed · opens ")) && $0.hasSuffix(" [Lift B out of service]") } == true,
                    "\(list.stdout)")
            #expect(list.stdout.contains("caserne  Caserne de Bonne\n") && !list.stdout.contains("Broken"))
            let unknown = try await Command.run(client.ssh(command: ["nowhere"]), timeout: 30)
            #expect(unknown.status == 1)
            #expect(unknown.stderr.contains("there is no venue \"nowhere\" here; choose one of: c5, caserne, seamans"))

            // ssh -t HOST alone: the chooser; a wrong answer is said, then 2 opens the second venue.
            let caserne = try await TmuxSession(client.ssh(["-tt"]), in: workspace)
            #expect(try await caserne.waitFor("Open which venue? Type its number or slug and Enter", timeout: 30))
            #expect(try await caserne.screen().contains("2  caserne  Caserne de Bonne"))
            try await caserne.typeLine("9")
            #expect(try await caserne.waitFor("There is no venue 9 here."))
            try await caserne.typeLine("2")
            #expect(await Command.waitUntil(timeout: 30) { server.errors.contains("in caserne: pid") }, "\(server.errors)")
            // The explorer took the screen (its alternate screen is on).
            #expect(await Command.waitUntil(timeout: 30) {
                let state = try? await caserne.tmux(["display-message", "-p", "-t", "main", "#{alternate_on}"])
                return state?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
            })
            let c5 = try await TmuxSession(client.ssh(["-tt"], command: ["c5"]), in: workspace)
            #expect(await Command.waitUntil(timeout: 30) { server.errors.contains("in c5: pid") })
            let seamans = try await TmuxSession(client.ssh(["-tt"], command: ["seamans", "1070"]), in: workspace)
            #expect(try await seamans.waitFor("1070", timeout: 30))
            // Opened on a place, the map shows the place's level (L1), not default_level (L2).
            #expect(try await seamans.waitFor("L1 First Level", timeout: 30))
            #expect(server.errors.contains("in seamans on \"1070\""))

            // The seamans venue breaks; SIGHUP leaves it out; the sessions in flight go on.
            try FileManager.default.removeItem(atPath: workspace.path("seamans"))
            try workspace.write("seamans", "not a venue")
            #expect(kill(server.pid, SIGHUP) == 0)
            #expect(await Command.waitUntil(timeout: 20) { server.errors.contains("2 venue(s): c5, caserne") }, "\(server.errors)")
            #expect(server.errors.contains("seamans: cannot open"))
            let after = try await Command.run(client.ssh(command: ["list"]), timeout: 30)
            #expect(!after.stdout.contains("Seamans") && after.stdout.contains("Caserne"))
            for terminal in [caserne, seamans, c5] {
                #expect(try await terminal.exitStatus(timeout: 1) == nil, "a session in flight still runs")
                try await terminal.tmux(["send-keys", "-t", "main", "q"])
                #expect(try await terminal.exitStatus(timeout: 20) == 0)
                await terminal.close()
            }
            #expect(server.isRunning)
            await server.stop()
        }
    }
}
