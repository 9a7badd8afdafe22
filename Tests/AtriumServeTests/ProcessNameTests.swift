import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import Testing

extension ServeIntegration {
    /// Issue 38: every Atrium process is `atrium` in `ps -o comm` and to `pgrep -x atrium` (it
    /// used to be `exe`, from re-executing through /proc/self/exe), and a session's explorer
    /// says whose session it is in its command line.
    @Suite struct ProcessNameTests {
        /// `ps -o comm=` of `pid` (the process name `pgrep -x` matches).
        private func processName(_ pid: Int32) -> String {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            return stat.trimmingCharacters(in: .newlines)
        }

        /// The command line of `pid` as `ps -o args=` joins it.
        private func commandLine(_ pid: Int32) -> String {
            let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        }

        @Test func pgrepFindsTheServerEachSessionAndThePlainExplorerAsAtrium() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let (server, port) = try await ServeProcess.start(in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            var client = SSHClient(port: port, identity: key)
            var terminals: [TmuxSession] = []
            for user in ["ana", "ben"] {
                client.user = user
                let terminal = try await TmuxSession(client.ssh(["-tt"]), in: workspace)
                terminals.append(terminal)
                #expect(try await terminal.waitFor("Atrium Galleria"), "\(user) gets the map")
            }
            let plain = try await TmuxSession([TestPaths.atriumBinary.path, TestPaths.sampleVenue.path], in: workspace)
            terminals.append(plain)
            #expect(try await plain.waitFor("Atrium Galleria"))
            let plainPid = try #require(try await plain.clientPid())

            // The sessions' explorers, from the server's log lines ("… pid 4242, TERM …").
            let sessions = server.errors.split(separator: "\n").filter { $0.contains("session started") }.compactMap { line in
                line.split(separator: "pid ").last.flatMap { Int32($0.prefix { $0.isNumber }) }
            }
            #expect(sessions.count == 2, "\(server.errors)")
            let listed = try await Command.run(["pgrep", "-x", "atrium"])
            let found = Set(listed.stdout.split(separator: "\n").compactMap { Int32($0) })
            for pid in [server.pid, plainPid] + sessions {
                #expect(found.contains(pid), "pgrep -x atrium lists \(pid) (\(processName(pid)): \(commandLine(pid)))")
                #expect(processName(pid) == "atrium")
            }
            for (pid, user) in zip(sessions, ["ana", "ben"]) {
                #expect(commandLine(pid).hasPrefix("atrium: session \(user)@127.0.0.1:"), "\(commandLine(pid))")
            }
            for terminal in terminals { await terminal.close() }
            await server.stop()
        }
    }
}
