import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import TestSupport
import Testing

@testable import AtriumServe

/// Silent TCP connections from several loopback addresses, topped up whenever the server
/// closes one, until `stop()`: a distributed pre-authentication flood.
final class SilentFlood: Sendable {
    private let progress = NIOLockedValueBox((stopped: false, opened: 0))
    private let task: Task<Void, Never>

    /// Starts `perAddress` connections from each of `addresses` to `port`.
    init(port: Int, addresses: [String], perAddress: Int) {
        let progress = self.progress
        task = Task.detached {
            var held: [(String, Int32)] = []
            while !progress.withLockedValue({ $0.stopped }) {
                held.removeAll { _, fd in
                    guard LoopbackSocket.isClosedByPeer(fd) else { return false }
                    close(fd)
                    return true
                }
                for address in addresses {
                    let missing = perAddress - held.filter { $0.0 == address }.count
                    for _ in 0..<max(0, missing) {
                        guard let fd = LoopbackSocket.connect(to: port, from: address) else { continue }
                        held.append((address, fd))
                        progress.withLockedValue { $0.opened += 1 }
                    }
                }
                try? await Task.sleep(for: .milliseconds(250))
            }
            held.forEach { close($0.1) }
        }
    }

    /// Connections opened so far.
    var connections: Int { progress.withLockedValue { $0.opened } }

    /// Stops topping up and closes every connection.
    func stop() async {
        progress.withLockedValue { $0.stopped = true }
        await task.value
    }
}

/// Issue 26 (B, C, G): fair slots, distributed floods, quiet health checks.
@Suite struct FairAdmissionTests {
    @Test func aFreshAddressTakesThePlaceOfTheHeaviestWhenFull() {
        let closed = NIOLockedValueBox<[String]>([])
        let admission = AdmissionControl(perSource: 5, dropStart: 8, dropFull: 8)
        for index in 0..<8 {
            let source = "10.0.0.\(index / 4)"
            #expect(admission.admit(source) { closed.withLockedValue { $0.append(source) } }.ticket != nil)
        }
        // Full: an address that already has one is refused; a fresh one gets in, and the oldest
        // startup of an address holding the most is closed for it.
        #expect(admission.admit("10.0.0.0").refusal == .full(8))
        #expect(admission.admit("192.0.2.1").ticket != nil)
        #expect(closed.withLockedValue { $0 } == ["10.0.0.0"])
        #expect(admission.unauthenticatedCount == 8)
        #expect(admission.admit("192.0.2.2").ticket != nil)
        #expect(closed.withLockedValue { $0 } == ["10.0.0.0", "10.0.0.1"])
    }

    @Test func aClientThatHasSpokenIsEvictedAfterTheSilentOnes() {
        let closed = NIOLockedValueBox<[String]>([])
        let admission = AdmissionControl(perSource: 5, dropStart: 3, dropFull: 3)
        let talker = admission.admit("10.0.0.1") { closed.withLockedValue { $0.append("talker") } }.ticket!
        admission.spoke(talker)
        for index in 2...3 { _ = admission.admit("10.0.0.\(index)") { closed.withLockedValue { $0.append("silent \(index)") } } }
        _ = admission.admit("10.0.0.4") { closed.withLockedValue { $0.append("silent 4") } }
        _ = admission.admit("10.0.0.5") { closed.withLockedValue { $0.append("silent 5") } }
        #expect(closed.withLockedValue { $0 } == ["silent 2", "silent 3"], "the oldest silent ones go, the talker stays")
    }

    @Test func anEvictedConnectionClosingLaterChangesNothing() {
        let admission = AdmissionControl(perSource: 2, dropStart: 2, dropFull: 2)
        let first = admission.admit("10.0.0.1").ticket!
        _ = admission.admit("10.0.0.1")
        _ = admission.admit("10.0.0.2")  // evicts `first`
        #expect(admission.unauthenticatedCount == 2)
        admission.closedUnauthenticated(first, failed: true)
        #expect(admission.unauthenticatedCount == 2)
        #expect(!admission.isPenalised("10.0.0.1"))
    }

    @Test func loginsPerAddressAreCapped() {
        let admission = AdmissionControl(perSource: 2, dropStart: 50, dropFull: 100, perSourceLogins: 3)
        func login(_ source: String) -> AdmissionControl.Refusal? {
            admission.authenticated(admission.admit(source).ticket!)
        }
        #expect(login("10.0.0.1") == nil)
        #expect(login("10.0.0.1") == nil)
        // Two logins without a session: the third is refused (and struck).
        #expect(login("10.0.0.1") == .idleLogins(2))
        admission.login(of: "10.0.0.1", running: true)
        #expect(login("10.0.0.1") == nil)
        // Three logged in: the fourth is refused even if the others run explorers.
        admission.login(of: "10.0.0.1", running: true)
        #expect(login("10.0.0.1") == .logins(3))
        #expect(login("10.0.0.2") == nil, "other addresses keep their share")
        admission.loginClosed("10.0.0.1", idle: false)
        #expect(admission.logins(of: "10.0.0.1") == (open: 2, idle: 1))
        // Issue 38: a refused login is no strike (its client proved who it is), however many.
        #expect(login("10.0.0.1") == nil)
        for _ in 0..<5 { #expect(login("10.0.0.1") == .logins(3)) }
        #expect(!admission.isPenalised("10.0.0.1"))
    }

    @Test func protocolViolationsAreNoStrikeButTheirFailuresAddUp() {
        let admission = AdmissionControl(perSource: 100, dropStart: 100, dropFull: 200)
        // paramiko with a wrong key first: one failed attempt, then the repeated service request.
        for _ in 0..<9 { admission.closedForViolation(admission.admit("10.0.0.1").ticket!, failures: 1) }
        #expect(!admission.isPenalised("10.0.0.1"))
        #expect(admission.authenticated(admission.admit("10.0.0.1").ticket!) == nil, "the right key alone gets in")
        // Guessing through violations still costs: each ten failed attempts are one strike.
        for _ in 0..<3 { admission.closedForViolation(admission.admit("10.0.0.2").ticket!, failures: 10) }
        #expect(admission.isPenalised("10.0.0.2"))
    }

    @Test func aLoginForgivesFailedLoginsButNotBrokenLimits() {
        let admission = AdmissionControl(perSource: 10, dropStart: 50, dropFull: 100)
        func fail() { admission.closedUnauthenticated(admission.admit("10.0.0.1").ticket!, failed: true) }
        fail(); fail()
        #expect(admission.authenticated(admission.admit("10.0.0.1").ticket!) == nil)
        fail()
        #expect(!admission.isPenalised("10.0.0.1"), "the two failures before the login were forgiven")
        admission.strike("10.0.0.1")
        #expect(admission.authenticated(admission.admit("10.0.0.1").ticket!) == nil)
        admission.strike("10.0.0.1")
        #expect(!admission.isPenalised("10.0.0.1"))
        admission.strike("10.0.0.1")
        #expect(admission.isPenalised("10.0.0.1"), "three broken limits, logins or not")
    }

    @Test func sharePerSourceIsAFractionOfConnectionsButNeverBelowTheStartupCap() {
        let config = ServeConfiguration(hostKeyPaths: ["/x"], authorizedKeysPath: nil, isPublic: true, explorerCommand: ["x"])
        // --public: 2 sessions per address by default.
        #expect(config.loginsPerSource(connections: 48, sessions: 16) == 12)
        #expect(config.loginsPerSource(connections: 8, sessions: 4) == 6)
        let keyed = ServeConfiguration(hostKeyPaths: ["/x"], authorizedKeysPath: "/k", isPublic: false, explorerCommand: ["x"])
        #expect(keyed.loginsPerSource(connections: 14, sessions: 4) == 14, "a key may run every session the server has, ten more log in")
        #expect(keyed.loginsPerSource(connections: 48, sessions: 16) == 18)
        #expect(keyed.idleLoginsPerSource == .max && config.idleLoginsPerSource == 4)
    }

    @Test func churnLinesPastTheBurstAreSummarised() {
        let lines = NIOLockedValueBox<[String]>([])
        let logger = Logger.lines(label: "test") { line in lines.withLockedValue { $0.append(line) } }
        let start = NIODeadline.now()
        let churn = ChurnLog(logger: logger, burst: 3, window: .seconds(60), now: start)
        for index in 0..<4210 {
            churn.info(.refused, "refused connection from 10.0.0.\(index % 20)", source: "10.0.0.\(index % 20)", now: start)
        }
        churn.info(.unauthenticated, "connect from 10.0.0.1", source: "10.0.0.1", now: start)
        #expect(lines.withLockedValue { $0.count } == 4)
        churn.flush(now: start + .seconds(30))
        #expect(lines.withLockedValue { $0.count } == 4, "the window is not over")
        churn.flush(now: start + .seconds(61))
        let all = lines.withLockedValue { $0 }
        #expect(all.count == 5)
        #expect(all.last == "info: refused 4,210 connections from 20 addresses in the last 60 s (3 logged above)")
        churn.flush(now: start + .seconds(200))
        #expect(lines.withLockedValue { $0.count } == 5, "an empty window says nothing")
    }
}

extension ServeIntegration {
    @Suite struct FairSlotTests {
        /// C: 20 addresses × 4 silent connections, topped up for 30 s; logins from another
        /// address still succeed, and the log stays short.
        @Test(.timeLimit(.minutes(3)))
        func loginsSucceedUnderADistributedFlood() async throws {
            try await withKeyedServer { fixture, key in
                let flood = SilentFlood(port: fixture.port, addresses: (10..<30).map { "127.0.0.\($0)" }, perAddress: 4)
                let started = ContinuousClock.now
                #expect(await Command.waitUntil(timeout: 10) { fixture.server.connectionsAccepted >= 80 })
                var succeeded = 0
                for _ in 0..<10 where await Self.logIn(fixture, key: key) { succeeded += 1 }
                // Keep the flood up for 30 s in all.
                _ = await Command.waitUntil(timeout: 60) { ContinuousClock.now - started >= .seconds(30) }
                await flood.stop()
                #expect(succeeded >= 9, "\(succeeded) of 10 logins under the flood")
                #expect(flood.connections > 200, "the flood opened \(flood.connections) connections")
                let lines = fixture.logs.all
                #expect(lines.count < 300, "the flood wrote \(lines.count) log lines")
                #expect(lines.filter { $0.contains("refused connection") }.count <= 20)
            }
        }

        /// Logs in with `key`, waits for the map and quits; false when any step fails.
        private static func logIn(_ fixture: ServerFixture, key: String) async -> Bool {
            guard let (terminal, _) = try? await fixture.openSession(identity: key, tolerant: true) else {
                return false
            }
            return (try? await terminal.typeLine("q")) != nil
        }

        /// B: under `--public`, one address logging in again and again without opening a map
        /// cannot hold every slot.
        @Test(.timeLimit(.minutes(5)))
        func oneAddressCannotHoldEveryPublicSlot() async throws {
            let workspace = try TestWorkspace()
            try await withServer(ServerOptions(isPublic: true), in: workspace) { fixture in
                let script = try workspace.write("scripted_client.py", ScriptedClient.script)
                let hog = try BackgroundProcess(
                    ["python3", script, "idle", "\(fixture.port)", "100", "15", "127.0.0.91"], in: workspace, name: "hog")
                #expect(await Command.waitUntil(timeout: 20) {
                    fixture.logs.all.filter { $0.contains("auth accepted") && $0.contains("127.0.0.91") }.count >= 4
                })
                let (terminal, _) = try await fixture.openSession(identity: nil)
                try await terminal.typeLine("still here")
                try await terminal.waitFor("got still here")
                #expect(fixture.logs.contains("auth accepted", "from 127.0.0.1:"))
                #expect(await hog.waitFor("DONE", timeout: 40), "\(hog.output)")
                let peak = Int(hog.lines(startingWith: "PEAK").first?.split(separator: " ").last ?? "") ?? -1
                #expect((1...4).contains(peak), "one address held \(peak) logins without a map")
                #expect(fixture.logs.contains("refused login", "127.0.0.91", "without a session"))
            }
        }
    }
}
