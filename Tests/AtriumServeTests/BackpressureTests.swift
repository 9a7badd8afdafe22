import Foundation
import TestSupport
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// A client that stops reading costs the server a bounded amount of memory.
    @Suite struct BackpressureTests {
        /// Two clients open their channels with a 4 GiB window, start a flood of
        /// output, stop reading their sockets and keep typing for 30 s. The SSH
        /// window never closes, so only the server's own accounting can hold the
        /// explorers back. The documented bound is 4 MiB per connection
        /// (docs/serve.md); the test allows 8 MiB on top for the process's own noise.
        @Test(.timeLimit(.minutes(2)))
        func stalledClientsWithHugeWindowsKeepMemoryBounded() async throws {
            try await withKeyedServer { fixture, key in
                let clients = try (0..<2).map { index in
                    try fixture.scriptedClient(["stall", "\(fixture.port)", key, "30"], name: "stall\(index)")
                }
                for client in clients { try #require(await client.waitFor("STALLED", timeout: 30)) }
                let start = ProcessProbe.residentKilobytes()
                let bound = 2 * 4 * 1024 + 8 * 1024
                var peak = start
                let deadline = Date().addingTimeInterval(32)
                while Date() < deadline, clients.contains(where: { !$0.output.contains("DONE") }) {
                    peak = max(peak, ProcessProbe.residentKilobytes())
                    if peak - start > bound { break }
                    try await Task.sleep(for: .milliseconds(250))
                }
                #expect(peak - start <= bound, "the server grew by \(peak - start) kB under two stalled clients")
                #expect(fixture.logs.contains("session started"))

                // Other visitors are served meanwhile.
                let (other, _) = try await fixture.openSession(identity: key)
                try await other.typeLine("anyone there")
                try await other.waitFor("got anyone there", timeout: 10)
                for client in clients { await client.stop(signal: SIGKILL) }
            }
        }
    }
}
