import Foundation
import Testing
import TestSupport

extension ServeIntegration {
    /// Issue 37: `atrium serve`'s check of its catalogue says why a venue is left out in the
    /// server's interface language (its `LANG`): a venue file that is missing (German) and an
    /// `osm:` place the geocoder does not know (Japanese, from a fake Nominatim on 127.0.0.1).
    @Suite struct CatalogLanguageTests {
        @Test(.timeLimit(.minutes(5)), arguments: [
            ("de_DE.UTF-8", "Datei oder Ordner existiert nicht", "der Geocoder kennt keinen Ort namens „Nowhere Station“"),
            ("ja_JP.UTF-8", "ファイルまたはフォルダーがありません", "ジオコーダーは「Nowhere Station」という場所を見つけられませんでした"),
        ])
        func aVenueLeftOutIsSaidInTheServersLanguage(_ lang: String, _ missing: String, _ unknown: String) async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let osm = try FakeOSMServer(osm: TestPaths.osmSamples.appendingPathComponent("caserne.osm"))
            defer { osm.stop() }
            let catalog = try workspace.write("catalog.yaml", """
                venues:
                  - slug: gone
                    name: Gone
                    venue: missing.zip
                  - slug: nowhere
                    name: Nowhere
                    venue: "osm:Nowhere Station"
                  - slug: sample
                    name: Atrium Galleria
                    venue: \(TestPaths.sampleVenue.path)

                """)
            let (server, _) = try await ServeProcess.start(
                "export LANG='\(lang)' XDG_CACHE_HOME='\(workspace.path("cache"))' no_proxy=127.0.0.1,localhost http_proxy= https_proxy=",
                venue: nil, extra: ["--catalog", catalog, "--overpass-url", osm.overpassURL, "--nominatim-url", osm.nominatimURL],
                in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            #expect(await Command.waitUntil(timeout: 30) { server.errors.contains("1 venue(s): sample") }, "\(server.errors)")
            let log = server.errors
            #expect(log.contains("gone: \(workspace.path("missing.zip"))") && log.contains(missing), "\(log)")
            #expect(log.contains("nowhere: osm:Nowhere Station: \(unknown)"), "\(log)")
            for english in ["cannot open", "no such file or folder", "found by the geocoder"] {
                #expect(!log.contains(english), "\(english) in \(lang):\n\(log)")
            }
            await server.stop()
        }
    }
}
