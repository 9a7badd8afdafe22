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
                // Input keeps it alive past the timeout: a line typed each time the last one
                // has come back, for half again as long as the timeout (no fixed pauses).
                let start = Date()
                var typed = 0
                while Date().timeIntervalSince(start) < 3 {
                    typed += 1
                    try await terminal.typeLine("word\(typed)")
                    try await terminal.waitFor("got word\(typed)")
                }
                #expect(!fixture.logs.contains("closing idle session"), "typing kept the session")
                #expect(!ProcessProbe.isReaped(pid))
                // ...silence ends it.
                try await terminal.waitFor("atrium: closed the session after 2s without input", timeout: 10)
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
        guard let fd = LoopbackSocket.connect(to: port) else { return nil }
        defer { close(fd) }
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
            // Its windows and buffers fill up until the explorer is held back: its written
            // bytes stop growing (two readings 200 ms apart agree), within a deadline.
            let before = ProcessProbe.residentKilobytes()
            var lastWritten = -1
            let heldBack = await Command.waitUntil(timeout: 20) {
                let written = ProcessProbe.bytesWritten(flooder)
                defer { lastWritten = written }
                if written == lastWritten { return true }
                try? await Task.sleep(for: .milliseconds(200))
                return false
            }
            #expect(heldBack, "the explorer is held back")
            #expect(ProcessProbe.residentKilobytes() - before < 16 * 1024, "the server buffers a stalled client's output")

            let (other, _) = try await fixture.openSession(identity: key)
            try await other.typeLine("anyone there")
            try await other.waitFor("got anyone there", timeout: 10)

            kill(stalled, SIGKILL)
            #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(flooder) })
        }
    }
}
