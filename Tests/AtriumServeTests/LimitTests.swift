import Foundation
import Testing

@testable import AtriumServe
import TestSupport

extension ServeIntegration {
    /// The session cap and the idle timeout.
    @Suite struct LimitTests {
        @Test func thirdSessionIsRefusedWithACapOfTwo() async throws {
            try await withKeyedServer({ $0.maxSessions = 2 }) { fixture, key in
                let (first, _) = try await fixture.openSession(identity: key)
                let (second, _) = try await fixture.openSession(identity: key)

                let third = try await fixture.openTerminal(identity: key)
                try await third.waitFor("atrium: too many sessions (limit 2), try again later")
                #expect(try await third.exitStatus() == 1)
                #expect(fixture.explorerPids().count == 2)
                #expect(fixture.logs.contains("refused session (limit 2 reached)"))

                // The first two are unaffected, and a freed slot can be used again.
                try await second.typeLine("still here")
                try await second.waitFor("got still here")
                try await first.typeLine("q")
                #expect(try await first.exitStatus() == 0)
                _ = try await fixture.openSession(identity: key)
            }
        }

        @Test func idleSessionIsClosedAndItsExplorerHungUp() async throws {
            try await withKeyedServer({ $0.idleTimeout = 2 }) { fixture, key in
                let (terminal, pid) = try await fixture.openSession(identity: key)
                // Input keeps it alive past the timeout...
                for word in ["one", "two", "three"] {
                    try await Task.sleep(for: .seconds(1))
                    try await terminal.typeLine(word)
                }
                try await terminal.waitFor("got three")
                #expect(!ProcessProbe.isReaped(pid))
                // ...silence ends it.
                try await terminal.waitFor("atrium: closing the session after 2s without input", timeout: 10)
                #expect(try await terminal.exitStatus() != nil)
                #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(pid) })
                #expect(fixture.logs.contains("closing idle session"))
            }
        }
    }
}

extension ServeIntegration.LimitTests {
    /// Seconds until the server closes a TCP connection that never speaks SSH, or nil after 10 s.
    private func secondsUntilClosed(port: Int) -> Double? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let start = Date()
        var buffer = [UInt8](repeating: 0, count: 512)
        while read(fd, &buffer, buffer.count) > 0 {}
        let elapsed = Date().timeIntervalSince(start)
        return elapsed < 10 ? elapsed : nil
    }

    @Test func silentConnectionIsClosedAfterTheLoginGrace() async throws {
        try await withKeyedServer({ $0.idleTimeout = 2 }) { fixture, _ in
            let seconds = try #require(secondsUntilClosed(port: fixture.port))
            #expect(seconds > 1.5)
            #expect(fixture.logs.contains("no session after 2s"))
        }
    }

    @Test func stalledClientDoesNotStallOthers() async throws {
        try await withKeyedServer { fixture, key in
            let (flooding, flooder) = try await fixture.openSession(identity: key)
            try await flooding.typeLine("flood")
            try await flooding.waitFor("xxxxxxxxxx")
            let stalled = try #require(try await flooding.clientPid())
            #expect(kill(stalled, SIGSTOP) == 0)
            try await Task.sleep(for: .seconds(1))  // Its windows and buffers fill up...
            let filled = ProcessProbe.residentKilobytes()
            try await Task.sleep(for: .seconds(2))  // ...and then the explorer is held back.
            #expect(ProcessProbe.residentKilobytes() - filled < 16 * 1024, "the server buffers a stalled client's output")

            let (other, _) = try await fixture.openSession(identity: key)
            try await other.typeLine("anyone there")
            try await other.waitFor("got anyone there", timeout: 10)

            kill(stalled, SIGKILL)
            #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(flooder) })
        }
    }
}
