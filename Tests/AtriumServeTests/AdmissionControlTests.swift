import Foundation
import NIOConcurrencyHelpers
import NIOCore
import Testing

@testable import AtriumServe

/// Pre-authentication limits: per address, random early drop, penalties.
@Suite struct AdmissionControlTests {
    @Test func oneAddressCannotTakeMoreThanItsShare() {
        let admission = AdmissionControl(perSource: 3, dropStart: 50, dropFull: 100)
        let tickets = (0..<3).compactMap { _ in admission.admit("127.0.0.2").ticket }
        #expect(tickets.count == 3)
        #expect(admission.admit("127.0.0.2").refusal == .perSource(3))
        let other = admission.admit("127.0.0.1").ticket!
        admission.closedUnauthenticated(tickets[0], failed: false)
        #expect(admission.admit("127.0.0.2").ticket != nil)
        #expect(admission.unauthenticatedCount == 4)
        #expect(admission.authenticated(other) == nil)
        #expect(admission.unauthenticatedCount == 3)
    }

    @Test func randomEarlyDropRisesTowardsTheCapForAddressesAlreadyWaiting() {
        let coin = NIOLockedValueBox(0.5)
        let admission = AdmissionControl(perSource: 100, dropStart: 4, dropFull: 8, random: { coin.withLockedValue { $0 } })
        for index in 0..<4 { #expect(admission.admit("10.0.0.\(index)").ticket != nil) }
        // At 4 open the drop probability is 30 %: 0.5 passes, 0.2 is dropped.
        #expect(admission.admit("10.0.0.0").ticket != nil)
        coin.withLockedValue { $0 = 0.2 }
        #expect(admission.admit("10.0.0.1").refusal == .earlyDrop(open: 5))
        // An address with nothing open is never dropped.
        #expect(admission.admit("10.0.1.1").ticket != nil)
        // Near the cap (7 of 8 open) the probability is 0.3 + 0.7 × 3/4 = 82.5 %.
        coin.withLockedValue { $0 = 0.9 }
        #expect(admission.admit("10.0.0.2").ticket != nil)
        coin.withLockedValue { $0 = 0.8 }
        #expect(admission.admit("10.0.0.3").refusal == .earlyDrop(open: 7))
        coin.withLockedValue { $0 = 0.99 }
        #expect(admission.admit("10.0.0.3").ticket != nil)
        #expect(admission.admit("10.0.0.3").refusal == .full(8))
    }

    @Test func repeatedFailuresEarnGrowingPenaltiesAndSuccessClearsThem() {
        let admission = AdmissionControl(perSource: 10, dropStart: 50, dropFull: 100)
        let start = NIODeadline.now()
        var blocked: [Int] = []
        for strike in 1...6 {
            let now = start + .seconds(Int64(strike * 1000))
            let ticket = admission.admit("192.0.2.9", now: now).ticket
            #expect(ticket != nil, "strike \(strike): the last penalty is over")
            if let ticket { admission.closedUnauthenticated(ticket, failed: true, now: now) }
            if case .penalised(let seconds) = admission.admit("192.0.2.9", now: now).refusal { blocked.append(seconds) }
        }
        #expect(blocked == [1, 2, 4, 8])  // From the third strike on, doubling
        let other = admission.admit("192.0.2.10", now: start + .seconds(6000)).ticket
        #expect(other != nil, "other addresses are not affected")
        // A closed connection that did not fail (it authenticated elsewhere, or quit) earns nothing.
        let quitter = admission.admit("192.0.2.11", now: start).ticket!
        admission.closedUnauthenticated(quitter, failed: false, now: start)
        #expect(admission.admit("192.0.2.11", now: start).ticket != nil)
    }

    @Test func refusalsTellTheClientWhyInOneLine() {
        #expect(AdmissionControl.Refusal.full(32).clientLine == "atrium: server busy, try again in a few seconds\r\n")
        #expect(AdmissionControl.Refusal.penalised(seconds: 4).clientLine
            == "atrium: too many failed logins from your address; try again in 4 s\r\n")
    }

    @Test func failureDelaysGrowAndAreCapped() {
        let delays = (1...8).map { AdmissionControl.failureDelay(attempt: $0).nanoseconds / 1_000_000 }
        #expect(delays == [0, 0, 0, 500, 1000, 2000, 2000, 2000])
        let nine = (1...9).map { AdmissionControl.failureDelay(attempt: $0).nanoseconds }.reduce(0, +)
        #expect(nine < 12_000_000_000, "nine refused keys leave the tenth time within the 20 s login grace")
    }

    @Test func sourcesAreAddressesOrIPv6Prefixes() {
        #expect(AdmissionControl.sourceKey("203.0.113.7") == "203.0.113.7")
        #expect(AdmissionControl.sourceKey("2001:db8:1:2:3:4:5:6") == "2001:db8:1:2::/64")
        #expect(AdmissionControl.sourceKey("2001:db8::1") == "2001:db8:0:0::/64")
        #expect(AdmissionControl.sourceKey("::ffff:198.51.100.4") == "198.51.100.4")
    }
}

/// The descriptor budget and the output budget.
@Suite struct ResourceBudgetTests {
    @Test func sessionCapFollowsTheDescriptorLimit() {
        let low = DescriptorLimit(soft: 64, raisedFrom: nil).plan(requestedSessions: 100, inUse: 5)
        // 64 − 5 − 32 = 27 free: 4 sessions × 4 + 10 startups + 1 = 27.
        #expect(low == DescriptorLimit.Plan(sessions: 4, startups: 10, connections: 14))
        let usual = DescriptorLimit(soft: 1024, raisedFrom: nil).plan(requestedSessions: 1000, inUse: 10)
        #expect(usual.sessions == 163)  // (1024 − 10 − 32 − 1) / 6
        #expect(usual.sessions * 4 + usual.startups + 1 <= 1024 - 10 - 32)
        let roomy = DescriptorLimit(soft: 20_000, raisedFrom: nil).plan(requestedSessions: 16, inUse: 10)
        #expect(roomy == DescriptorLimit.Plan(sessions: 16, startups: 32, connections: 48))
        #expect(DescriptorLimit(soft: 20, raisedFrom: nil).plan(requestedSessions: 16, inUse: 10).sessions == 1)
    }

    @Test func softLimitIsRaisedToTheHardLimit() {
        let limit = DescriptorLimit.raise()
        var current = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &current)
        #expect(limit.soft == Int(min(current.rlim_max, 1 << 20)))
        #expect(Int(current.rlim_cur) == limit.soft)
    }

    @Test func outputBudgetPausesAndResumesWithHysteresis() {
        #expect(OutputBudget.mayRead(session: 0, connection: 0, paused: false))
        #expect(!OutputBudget.mayRead(session: OutputBudget.pauseSession + 1, connection: 0, paused: false))
        #expect(!OutputBudget.mayRead(session: 0, connection: OutputBudget.pauseConnection + 1, paused: false))
        #expect(!OutputBudget.mayRead(session: OutputBudget.resumeSession + 1, connection: 0, paused: true))
        #expect(OutputBudget.mayRead(session: OutputBudget.resumeSession, connection: OutputBudget.resumeConnection, paused: true))
    }
}
