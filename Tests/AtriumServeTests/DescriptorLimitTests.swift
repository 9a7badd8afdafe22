import Foundation
import TestSupport
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// `atrium serve` under a low `ulimit -n`: it sizes its caps from the
    /// limit, refuses what does not fit with a message, and keeps serving.
    @Suite struct DescriptorLimitTests {
        @Test func atALowLimitNewSessionsAreRefusedAndTheServerSurvives() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let (server, port) = try await ServeProcess.start("ulimit -n 64", extra: ["--max-sessions", "100"], in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            let warning = try #require(
                server.errors.split(separator: "\n").first { $0.contains("the open-file limit 64 allows ") },
                "no warning about the limit: \(server.errors)")
            let fitting = try #require(Int(warning.split(separator: "allows ")[1].prefix { $0.isNumber }))
            #expect((2...5).contains(fitting))

            // Six connections of one session each: the sessions that fit start, the rest are refused.
            let script = try workspace.write("scripted_client.py", ScriptedClient.script)
            let mark = "[?1049h"  // The explorer switched to the alternate screen: its first frame.
            let client = try BackgroundProcess(
                ["python3", script, "sessions", "\(port)", key, "6", "1", "60", mark], in: workspace, name: "client")
            await client.waitFor("HOLDING", timeout: 60)
            #expect(client.lines(startingWith: "OPEN").count == fitting, "\(client.output)")
            let refused = client.lines(startingWith: "REFUSED")
            #expect(refused.count == 6 - fitting)
            #expect(refused.allSatisfy { $0.contains("atrium: too many sessions (limit \(fitting)), try again later") }, "\(client.output)\n\(server.errors)")
            #expect(server.isRunning, "the server died: \(server.errors.suffix(2000))")

            // Once the visitors leave, the slots serve again.
            await client.stop(signal: SIGKILL)
            #expect(await Command.waitUntil(timeout: 15) {
                server.errors.components(separatedBy: "session closed").count - 1 == fitting
            })
            let again = try BackgroundProcess(
                ["python3", script, "sessions", "\(port)", key, "1", "1", "5", mark], in: workspace, name: "again")
            await again.waitFor("HOLDING", timeout: 60)
            #expect(again.lines(startingWith: "OPEN").count == 1, "\(again.output)")
            await again.stop(signal: SIGKILL)
            #expect(server.isRunning)
            await server.stop()
            #expect(!server.errors.contains("Fatal error"))
        }

        @Test func aLowSoftLimitIsRaisedToTheHardLimit() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let (server, _) = try await ServeProcess.start("ulimit -S -n 100 && ulimit -H -n 4096", in: workspace, key: key)
            #expect(server.errors.contains("raised the open-file limit from 100 to 4096"), "\(server.errors)")
            let limits = (try? String(contentsOfFile: "/proc/\(server.pid)/limits", encoding: .utf8)) ?? ""
            #expect(limits.split(separator: "\n").contains { $0.hasPrefix("Max open files") && $0.contains("4096                 4096") })
            await server.stop()
        }
    }
}
