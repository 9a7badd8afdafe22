import Foundation
import TestSupport
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// A client that stops reading costs the server a bounded amount of memory.
    @Suite struct BackpressureTests {
        /// Two clients open their channels with a 4 GiB window, start a flood
        /// of output, stop reading their sockets and keep typing for 30 s. The
        /// SSH window never closes, so only the server's own accounting holds
        /// the explorers back: each may write what fills its pty, its session's
        /// budget and the kernel's socket buffer, then blocks. (Old code: an
        /// explorer wrote on without end, and the server kept it all.)
        @Test(.timeLimit(.minutes(5)))
        func stalledClientsWithHugeWindowsHoldTheExplorersBack() async throws {
            try await withKeyedServer { fixture, key in
                let clients = try (0..<2).map { index in
                    try fixture.scriptedClient(["stall", "\(fixture.port)", key, "30"], name: "stall\(index)")
                }
                for client in clients { try #require(await client.waitFor("STALLED", timeout: 30)) }
                let explorers = fixture.explorerPids()
                try #require(explorers.count == 2)
                let start = explorers.map(ProcessProbe.bytesWritten)
                // What the kernel may buffer for the socket (the largest send
                // buffer it grows to), the session's budget and the pty: 1 MiB for the last two.
                let wmem = (try? String(contentsOfFile: "/proc/sys/net/ipv4/tcp_wmem", encoding: .utf8)) ?? ""
                let socketBuffer = Int(wmem.split(whereSeparator: \.isWhitespace).last ?? "") ?? 4 * 1024 * 1024
                let bound = socketBuffer + 1024 * 1024
                var grown = 0
                let deadline = Date().addingTimeInterval(32)
                while Date() < deadline, clients.contains(where: { !$0.output.contains("DONE") }) {
                    grown = zip(explorers.map(ProcessProbe.bytesWritten), start).map { $0 - $1 }.max() ?? 0
                    if grown > bound { break }
                    try await Task.sleep(for: .milliseconds(250))
                }
                #expect(grown <= bound, "an explorer wrote \(grown) bytes more to a stalled client")

                // Other visitors are served meanwhile.
                let (other, _) = try await fixture.openSession(identity: key)
                try await other.typeLine("anyone there")
                try await other.waitFor("got anyone there", timeout: 10)
                for client in clients { await client.stop(signal: SIGKILL) }
            }
        }

        /// The attack on the real server and explorer: two clients with
        /// 4 GiB windows stop reading and keep rotating the map (a full redraw
        /// per key) for 30 s. The server process grows by less than the
        /// documented 4 MiB per connection, plus 8 MiB for everything else.
        @Test(.timeLimit(.minutes(5)))
        func stalledClientsKeepTheRealServersMemoryBounded() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let (server, port) = try await ServeProcess.start(in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            let script = try workspace.write("scripted_client.py", ScriptedClient.script)
            let clients = try (0..<2).map { index in
                try BackgroundProcess(
                    ["python3", script, "stall", "\(port)", key, "30", "[?1049h", "<>[]+-"], in: workspace, name: "stall\(index)")
            }
            for client in clients { try #require(await client.waitFor("STALLED", timeout: 30)) }
            let start = ServeProcess.residentKilobytes(server.pid)
            let bound = 2 * 4 * 1024 + 8 * 1024
            var peak = start
            let deadline = Date().addingTimeInterval(32)
            while Date() < deadline, clients.contains(where: { !$0.output.contains("DONE") }) {
                peak = max(peak, ServeProcess.residentKilobytes(server.pid))
                if peak - start > bound { break }
                try await Task.sleep(for: .milliseconds(250))
            }
            #expect(peak - start <= bound, "the server grew by \(peak - start) kB under two stalled clients")
            #expect(server.isRunning)
            for client in clients { await client.stop(signal: SIGKILL) }
            await server.stop()
        }
    }
}

extension ServeIntegration {
    /// Issue 26 (A): every channel counts. A client that opens session channels without end and
    /// never asks for a shell is closed after a few, earns a strike, and the server stays small.
    @Suite struct ChannelFloodTests {
        /// A real server on the sample venue letting in a fresh key, and the scripted client.
        static func serverAndClient() async throws -> (TestWorkspace, String, BackgroundProcess, Int, String) {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let (server, port) = try await ServeProcess.start(in: workspace, key: key)
            let script = try workspace.write("scripted_client.py", ScriptedClient.script)
            return (workspace, key, server, port, script)
        }

        /// The number a client printed after `word`, or -1.
        static func number(after word: String, in client: BackgroundProcess) -> Int {
            Int(client.lines(startingWith: word).first?.split(separator: " ").last ?? "") ?? -1
        }

        @Test(.timeLimit(.minutes(5)))
        func tenThousandChannelOpensCloseTheConnection() async throws {
            let (workspace, key, server, port, script) = try await Self.serverAndClient()
            defer { kill(server.pid, SIGKILL) }
            let start = ServeProcess.residentKilobytes(server.pid)
            let client = try BackgroundProcess(["python3", script, "channels", "\(port)", key, "10000"], in: workspace, name: "channels")
            #expect(await client.waitFor("OPENED", timeout: 60), "the server did not end the connection: \(client.output)")
            let opened = Self.number(after: "OPENED", in: client)
            #expect((0...8).contains(opened), "opened \(opened) channels before the server closed the connection")
            #expect(ServeProcess.residentKilobytes(server.pid) - start < 20 * 1024, "the server grew by more than 20 MB")
            #expect(await Command.waitUntil(timeout: 5) { server.errors.contains("more than 8 channels open at once") },
                    "\(server.errors.suffix(1000))")
            #expect(server.isRunning)
            // F: what the flood took is given back (malloc_trim after the connection closed).
            #expect(await Command.waitUntil(timeout: 10) { ServeProcess.residentKilobytes(server.pid) <= start * 6 / 5 },
                    "RSS \(ServeProcess.residentKilobytes(server.pid)) kB after the flood, \(start) kB before")
            await server.stop()
        }

        /// Issue 26 (E): clients that stop reading and type as fast as they can. The explorer,
        /// blocked on its output, reads no input; the server holds at most 64 KiB of it per
        /// session and one SSH window (2 MiB) before the client has to wait.
        @Test(.timeLimit(.minutes(5)))
        func typedInputToAStalledSessionIsBounded() async throws {
            let (workspace, key, server, port, script) = try await Self.serverAndClient()
            defer { kill(server.pid, SIGKILL) }
            let start = ServeProcess.residentKilobytes(server.pid)
            let clients = try (0..<2).map { index in
                try BackgroundProcess(["python3", script, "stall", "\(port)", key, "8", "[?1049h", "FAST:hjkl+-"], in: workspace, name: "typist\(index)")
            }
            var peak = start
            for client in clients {
                let done = await Command.waitUntil(timeout: 60) {
                    peak = max(peak, ServeProcess.residentKilobytes(server.pid))
                    return client.output.contains("DONE") || client.output.contains("NOREADY")
                }
                #expect(done, "\(client.output)")
                let sent = Self.number(after: "SENT", in: client)
                #expect(sent >= 0 && sent <= 3 * 1024 * 1024, "a stalled session took \(sent) bytes of input")
            }
            // Per stalled session: its output (4 MiB per connection, see the test above) and its
            // input (64 KiB + one 2 MiB window), plus 8 MiB for everything else.
            #expect(peak - start < 2 * (4 + 2) * 1024 + 8 * 1024, "the server grew by \(peak - start) kB")
            #expect(server.isRunning)
            for client in clients { await client.stop(signal: SIGKILL) }
            // F: once the clients are gone, the server is back within 20 % of its idle size.
            #expect(await Command.waitUntil(timeout: 15) { ServeProcess.residentKilobytes(server.pid) <= start * 6 / 5 },
                    "RSS \(ServeProcess.residentKilobytes(server.pid)) kB after the clients left, \(start) kB before, peak \(peak) kB")
            await server.stop()
        }

        /// Opening and closing channels in a loop is a flood too: the rate limit ends it.
        @Test(.timeLimit(.minutes(5)))
        func channelsOpenedAndClosedInALoopCloseTheConnection() async throws {
            let (workspace, key, server, port, script) = try await Self.serverAndClient()
            defer { kill(server.pid, SIGKILL) }
            let client = try BackgroundProcess(["python3", script, "channels", "\(port)", key, "10000", "drop"], in: workspace, name: "drop")
            #expect(await client.waitFor("OPENED", timeout: 60), "\(client.output)")
            let opened = Self.number(after: "OPENED", in: client)
            #expect((0...30).contains(opened), "opened \(opened)")
            #expect(await Command.waitUntil(timeout: 5) { server.errors.contains("more than 30 channel opens in 10s") })
            await server.stop()
        }
    }
}

