import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import Testing

extension ServeIntegration {
    /// Issue 38, Build 1 ("venues are loaded once and shared by all sessions"): the server's
    /// venue host loads each catalogue venue once and forks every session's explorer from it,
    /// so an explorer reads none of its venue's files (its own read count, `rchar` in
    /// /proc/PID/io, stays far below the venue's size: an explorer that loaded its venue
    /// would have read all of it), and is still the server's own child, named atrium, with
    /// its session in its command line. Real OpenSSH clients on 127.0.0.1.
    @Suite struct VenueSharingTests {
        /// Bytes of the files of a venue (a file, or every file in a folder).
        static func bytes(of path: String) -> Int {
            let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return 0 }
            guard isFolder.boolValue else {
                return ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
            }
            let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey])
            return (files?.allObjects as? [URL] ?? []).reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
        }

        /// A field of /proc/PID/io (`rchar`: bytes read by every read call) or nil.
        static func io(_ pid: Int32, _ field: String) -> Int? {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").first { $0.hasPrefix(field + ":") }
            return line.flatMap { Int($0.split(separator: " ").last ?? "") }
        }

        /// The parent pid of `pid` (field 4 of /proc/PID/stat, after the name in parentheses).
        static func parent(_ pid: Int32) -> Int32? {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            guard let close = stat.lastIndex(of: ")") else { return nil }
            return stat[stat.index(after: close)...].split(separator: " ").dropFirst().first.flatMap { Int32($0) }
        }

        static func commandLine(_ pid: Int32) -> String {
            let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        }

        /// Three venues from ../shared by slug: two IMDF folders and an OSM file.
        static let venues = [
            "c5": TestPaths.imdfSample("postech-c5").path,
            "seamans": TestPaths.imdfSample("seamans-center").path,
            "caserne": TestPaths.osmSamples.appendingPathComponent("caserne.osm").path,
        ]

        /// `atrium serve --catalog` on ``venues``, once its venue host has loaded them.
        static func serveThreeVenues(extra: [String] = [], in workspace: TestWorkspace, key: String) async throws -> (BackgroundProcess, Int) {
            let catalog = try workspace.write("catalog.yaml", "venues:\n" + venues.keys.sorted().map {
                "  - slug: \($0)\n    venue: \(venues[$0]!)\n"
            }.joined())
            let (server, port) = try await ServeProcess.start(venue: nil, extra: ["--catalog", catalog] + extra, in: workspace, key: key)
            let loaded = await Command.waitUntil(timeout: 180) { server.errors.contains("3 of 3 venue(s) loaded once for all sessions") }
            if !loaded { kill(server.pid, SIGKILL) }
            try #require(loaded, "\(server.errors)")
            return (server, port)
        }

        @Test(.timeLimit(.minutes(5)))
        func sessionsShareTheVenuesTheHostLoadedOnce() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let (server, port) = try await Self.serveThreeVenues(in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            let hostLine = try #require(server.errors.split(separator: "\n").first { $0.contains("venue host pid ") })
            let host = try #require(Int32(hostLine.split(separator: "venue host pid ")[1].prefix { $0.isNumber }))
            #expect(Self.commandLine(host).hasPrefix("atrium: venue host (3 of 3 venues)"), "\(Self.commandLine(host))")

            // Two sessions per venue.
            let client = SSHClient(port: port, identity: key)
            var terminals: [(slug: String, terminal: TmuxSession)] = []
            for slug in Self.venues.keys.sorted() + Self.venues.keys.sorted() {
                terminals.append((slug, try await TmuxSession(client.ssh(["-tt"], command: [slug]), in: workspace)))
            }
            func explorers() -> [(slug: String, pid: Int32)] {
                server.errors.split(separator: "\n").filter { $0.contains("session started") }.compactMap { line in
                    guard let slug = line.split(separator: " in ").last?.split(separator: ":").first,
                          let pid = line.split(separator: "pid ").last.flatMap({ Int32($0.prefix { $0.isNumber }) }) else { return nil }
                    return (String(slug), pid)
                }
            }
            #expect(await Command.waitUntil(timeout: 60) { explorers().count == 6 }, "\(server.errors)")
            for (_, terminal) in terminals {
                // Each explorer drew its map (the alternate screen is on).
                #expect(await Command.waitUntil(timeout: 60) {
                    let state = try? await terminal.tmux(["display-message", "-p", "-t", "main", "#{alternate_on}"])
                    return state?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
                })
            }
            for (slug, pid) in explorers() {
                let venueBytes = Self.bytes(of: try #require(Self.venues[slug]))
                let read = try #require(Self.io(pid, "rchar"), "/proc/\(pid)/io")
                #expect(venueBytes > 100_000)
                #expect(read < venueBytes / 2, "the \(slug) explorer \(pid) read \(read) bytes; its venue has \(venueBytes)")
                #expect(Self.parent(pid) == server.pid, "the explorer is the server's child")
                let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
                #expect(name == "atrium\n")
                #expect(Self.commandLine(pid).hasPrefix("atrium: session \(client.user)@127.0.0.1:"), "\(Self.commandLine(pid))")
                #expect(Self.commandLine(pid).contains(try #require(Self.venues[slug])))
            }
            for (_, terminal) in terminals {
                try await terminal.tmux(["send-keys", "-t", "main", "q"])
                #expect(try await terminal.exitStatus(timeout: 20) == 0)
                await terminal.close()
            }
            await server.stop()
        }

        /// The "memory with 50 sessions spread over the venues": `scripts/serve-load`
        /// (paramiko, one connection each, `exec SLUG` in turn) opens 50 sessions on three
        /// venues; every one is drawn, and the explorer that read most read less than half of
        /// the smallest venue (so none loaded its venue). The memory lines are recorded with
        /// the result (docs/serve.md has the figures, with and without `--no-shared-venues`).
        @Test(.timeLimit(.minutes(10)))
        func fiftySessionsOverThreeVenuesReadNoneOfThem() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let room = ["--max-sessions", "60", "--max-sessions-per-key", "60", "--max-startups-per-source", "60"]
            let (server, port) = try await Self.serveThreeVenues(extra: room, in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            let script = TestPaths.packageRoot.appendingPathComponent("scripts/serve-load").path
            let run = try await Command.run(["python3", script, String(port), key, String(server.pid), "50", "--slugs", "c5,seamans,caserne"],
                                            timeout: 480)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("sessions=50 explorers=50"), "\(run.stdout)")
            let smallest = Self.venues.values.map(Self.bytes(of:)).min() ?? 0
            let readLine = try #require(run.stdout.split(separator: "\n").first { $0.contains("explorer reads KiB") }, "\(run.stdout)")
            let most = try #require(Double(readLine.split(separator: "max ").last ?? ""))
            #expect(smallest > 100_000)
            #expect(most * 1024 < Double(smallest) / 2, "\(run.stdout)")
            #expect(run.stdout.contains("venue host"), "\(run.stdout)")
            await server.stop()
        }
    }
}
