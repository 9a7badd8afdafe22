import Foundation
import Testing
import TestSupport

extension ServeIntegration {
    /// Issue 38, Build 1 with `osm:` venues: a catalogue entry that is a place in OpenStreetMap
    /// is fetched at start (from a fake Overpass/Nominatim on 127.0.0.1) or taken from the
    /// cache; one that cannot be had is reported and left out while the others serve; SIGHUP
    /// checks them again (the fetch server gone: the cache answers).
    @Suite struct CatalogPlaceTests {
        @Test(.timeLimit(.minutes(5)))
        func osmVenuesAreFetchedAtStartAFailedOneIsLeftOutAndReloadUsesTheCache() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let osm = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
            defer { osm.stop() }
            let catalog = try workspace.write("catalog.yaml", """
                venues:
                  - slug: caserne
                    name: Caserne de Bonne
                    venue: osm:way/398056971
                  - slug: nowhere
                    name: Nowhere
                    venue: "osm:Nowhere Station"
                  - slug: sample
                    name: Atrium Galleria
                    venue: \(TestPaths.sampleVenue.path)

                """)
            let cache = workspace.path("cache")
            let (server, port) = try await ServeProcess.start(
                "export XDG_CACHE_HOME='\(cache)' no_proxy=127.0.0.1,localhost http_proxy= https_proxy=", venue: nil,
                extra: ["--catalog", catalog, "--overpass-url", osm.overpassURL, "--nominatim-url", osm.nominatimURL], in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            #expect(server.errors.contains("nowhere: osm:Nowhere Station: no place named \"Nowhere Station\" found by the geocoder"), "\(server.errors)")
            #expect(server.errors.contains("2 venue(s): caserne, sample"), "\(server.errors)")
            #expect(osm.requests.contains { $0.path == "/api/interpreter" })
            let client = SSHClient(port: port, identity: key)
            let list = try await Command.run(client.ssh(command: ["list"]), timeout: 30)
            #expect(list.stdout.contains("caserne  Caserne de Bonne") && !list.stdout.contains("Nowhere"), "\(list.stdout)")

            // The fetch server goes away; a reload checks the places again, from the cache.
            osm.stop()
            #expect(kill(server.pid, SIGHUP) == 0)
            #expect(await Command.waitUntil(timeout: 30) {
                server.errors.components(separatedBy: "2 venue(s): caserne, sample").count == 3
            }, "\(server.errors)")
            let session = try await TmuxSession(client.ssh(["-tt"], command: ["caserne"]), in: workspace)
            #expect(await Command.waitUntil(timeout: 30) { server.errors.contains("in caserne: pid") }, "\(server.errors)")
            #expect(await Command.waitUntil(timeout: 30) {
                let state = try? await session.tmux(["display-message", "-p", "-t", "main", "#{alternate_on}"])
                return state?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
            }, "the explorer took the screen")
            try await session.tmux(["send-keys", "-t", "main", "q"])
            #expect(try await session.exitStatus(timeout: 20) == 0)
            await session.close()
            await server.stop()
        }
    }
}
