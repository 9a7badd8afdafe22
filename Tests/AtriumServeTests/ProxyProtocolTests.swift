import Foundation
import NIOCore
import TestSupport
import Testing

@testable import AtriumServe

/// Parsing PROXY protocol v2 headers.
@Suite struct ProxyHeaderTests {
    private func parse(_ bytes: [UInt8]) throws -> ProxyHeader? {
        try ProxyHeader.parse(ByteBuffer(bytes: bytes).readableBytesView)
    }

    @Test func readsIPv4AndIPv6ClientsAndLocalConnections() throws {
        let v4 = ProxyHeader.signature + [0x21, 0x11, 0, 12, 203, 0, 113, 7, 127, 0, 0, 1, 0xC3, 0x50, 0x08, 0xAE]
        #expect(try parse(v4 + Array("SSH-2.0".utf8)) == ProxyHeader(source: .client(ip: "203.0.113.7", port: 50000), length: 28))
        let v6Addresses: [UInt8] = [0x20, 0x01, 0x0d, 0xb8] + Array(repeating: 0, count: 11) + [1] + Array(repeating: 0, count: 16)
        let v6 = ProxyHeader.signature + [0x21, 0x21, 0, 36] + v6Addresses + [0x01, 0xBB, 0x08, 0xAE]
        #expect(try parse(v6) == ProxyHeader(source: .client(ip: "2001:db8:0:0:0:0:0:1", port: 443), length: 52))
        let local = ProxyHeader.signature + [0x20, 0x00, 0, 0]
        #expect(try parse(local) == ProxyHeader(source: .local, length: 16))
        // TLVs after the addresses are skipped.
        let withTLV = ProxyHeader.signature + [0x21, 0x11, 0, 16, 198, 51, 100, 1, 127, 0, 0, 1, 0, 80, 0, 22, 0x04, 0, 1, 0x42]
        #expect(try parse(withTLV)?.length == 32)
    }

    @Test func waitsForMoreAndRefusesWhatIsNotAHeader() throws {
        #expect(try parse(Array(ProxyHeader.signature.prefix(7))) == nil)
        #expect(try parse(ProxyHeader.signature + [0x21, 0x11, 0, 12, 1, 2]) == nil)
        #expect(throws: ProxyHeader.Failure.notAHeader) { try parse(Array("SSH-2.0-OpenSSH_9.2\r\n".utf8)) }
        #expect(throws: ProxyHeader.Failure.notAHeader) { try parse(Array("PROXY TCP4 1.2.3.4 5.6.7.8 1 2\r\n".utf8)) }
        #expect(throws: ProxyHeader.Failure.notAHeader) { try parse(ProxyHeader.signature + [0x11, 0x11, 0, 0]) }
        #expect(throws: ProxyHeader.Failure.badLength) { try parse(ProxyHeader.signature + [0x21, 0x11, 0xFF, 0xFF]) }
        #expect(throws: ProxyHeader.Failure.badLength) { try parse(ProxyHeader.signature + [0x21, 0x11, 0, 4, 1, 2, 3, 4]) }
    }
}

extension ServeIntegration {
    /// Two servers behind HAProxy (TCP mode, PROXY protocol v2), sharing one host key.
    @Suite struct HAProxyTests {
        private func accepts(_ port: Int) -> Bool {
            guard let fd = LoopbackSocket.connect(to: port) else { return false }
            close(fd)
            return true
        }

        @Test func sessionsSpreadOverTwoServersAndLogsShowTheClient() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            var options = ServerOptions(authorizedKeys: [key], proxyFrom: ["127.0.0.1"])
            options.hostKeyPath = workspace.path("shared/host_key")
            let first = try await ServerFixture.start(options, in: workspace)
            let second = try await ServerFixture.start(options, in: workspace)
            #expect(first.server.hostKeyFingerprint == second.server.hostKeyFingerprint)
            let front = LoopbackSocket.freePort()
            let config = try workspace.write("haproxy.cfg", """
                global
                    maxconn 200
                defaults
                    mode tcp
                    timeout connect 5s
                    timeout client 120s
                    timeout server 120s
                frontend ssh
                    bind 127.0.0.1:\(front)
                    default_backend atrium
                backend atrium
                    balance roundrobin
                    server one 127.0.0.1:\(first.port) send-proxy-v2
                    server two 127.0.0.1:\(second.port) send-proxy-v2

                """)
            let haproxy = try BackgroundProcess(["haproxy", "-db", "-f", config], in: workspace, name: "haproxy")
            defer { kill(haproxy.pid, SIGKILL) }
            let up = await Command.waitUntil(timeout: 15) { self.accepts(front) }
            try #require(up, "haproxy did not start: \(haproxy.errors)")

            var client = SSHClient(port: front, identity: key)
            client.user = "visitor"
            var terminals: [TmuxSession] = []
            for _ in 0..<4 {
                let terminal = try await first.openTerminal(running: client.ssh(["-tt", "-b", "127.0.0.3"]))
                try await terminal.waitFor("READY")
                terminals.append(terminal)
            }
            let started = [first, second].map { fixture in fixture.logs.all.filter { $0.contains("session started") }.count }
            #expect(started == [2, 2], "round robin: \(started)")
            for fixture in [first, second] {
                #expect(fixture.logs.contains("connect from 127.0.0.3:", "via 127.0.0.1:"))
                #expect(fixture.logs.contains("auth accepted", "from 127.0.0.3:"))
                #expect(fixture.logs.contains("session started", "from 127.0.0.3:"))
            }
            try await terminals[0].typeLine("q")
            #expect(try await terminals[0].exitStatus() == 0)
            await haproxy.stop()
            await first.tearDown()
            await second.tearDown()
        }

        /// G: HAProxy's health checks (plain TCP checks, which end with a reset, and checks that
        /// send a PROXY LOCAL header) are the proxy's own business: not one log line.
        @Test(.timeLimit(.minutes(5)))
        func healthChecksAreNotLogged() async throws {
            try await withKeyedServer({ $0.proxyFrom = ["127.0.0.1"] }) { fixture, _ in
                let front = LoopbackSocket.freePort()
                let config = try fixture.workspace.write("haproxy-checks.cfg", """
                    global
                        maxconn 50
                    defaults
                        mode tcp
                        timeout connect 5s
                        timeout client 30s
                        timeout server 30s
                        timeout check 2s
                    frontend ssh
                        bind 127.0.0.1:\(front)
                        default_backend atrium
                    backend atrium
                        server plain 127.0.0.1:\(fixture.port) send-proxy-v2 check inter 100
                        server local 127.0.0.1:\(fixture.port) send-proxy-v2 check inter 100 check-send-proxy

                    """)
                let before = fixture.logs.all.count
                let haproxy = try BackgroundProcess(["haproxy", "-db", "-f", config], in: fixture.workspace, name: "haproxy")
                defer { kill(haproxy.pid, SIGKILL) }
                // 10 s of checks at 10 a second from each server line: wait until 150 have come.
                let checked = await Command.waitUntil(timeout: 30) { fixture.server.connectionsAccepted >= 150 }
                #expect(checked, "haproxy made \(fixture.server.connectionsAccepted) checks: \(haproxy.errors)")
                let logged = fixture.logs.all.dropFirst(before)
                #expect(logged.isEmpty, "health checks were logged: \(logged.prefix(5))")
                await haproxy.stop()
            }
        }

        @Test func headersAreTakenOnlyFromConfiguredProxies() async throws {
            try await withKeyedServer({ $0.proxyFrom = ["127.0.0.1"] }) { fixture, _ in
                // From a configured proxy, a connection must start with a header.
                let direct = try await Command.run(fixture.client(identity: nil).ssh(["-tt"]), timeout: 15)
                #expect(direct.status == 255)
                #expect(await Command.waitUntil(timeout: 5) { fixture.logs.contains("no valid PROXY v2 header") })
            }
            try await withKeyedServer({ $0.proxyFrom = ["127.0.0.9"] }) { fixture, key in
                // From anywhere else a header is not expected, and a forged one is never believed.
                let fd = try #require(LoopbackSocket.connect(to: fixture.port))
                let forged = ProxyHeader.signature + [0x21, 0x11, 0, 12, 203, 0, 113, 9, 127, 0, 0, 1, 0, 1, 0, 2]
                _ = forged.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                #expect(await Command.waitUntil(timeout: 5) { fixture.logs.contains("connect from 127.0.0.1:") })
                close(fd)
                #expect(await Command.waitUntil(timeout: 5) { fixture.logs.contains("disconnect 127.0.0.1:") })
                #expect(!fixture.logs.contains("203.0.113.9"))
                let (terminal, _) = try await fixture.openSession(identity: key)
                try await terminal.typeLine("direct")
                try await terminal.waitFor("got direct")
            }
        }
    }
}
