import Dispatch
import MapCore
import Testing
@testable import AtriumApp
import TerminalKit

/// Each kind of background work (finding a route, measuring the directory's walks) keeps its
/// own job: a request of one kind never supersedes the answer of another (issue 34).
@Suite struct BackgroundJobsTests {
    /// The directory sorts by walking distance while step-by-step guidance is on; a live fix
    /// off the route asks for a reroute before the walks are measured. Both answers apply:
    /// the walks end "measuring the walks…", the new route replaces the old one.
    @Test func aRerouteWhileTheDirectoryMeasuresWalksKeepsTheWalks() throws {
        var s = GuidanceLiveTests.guided()
        let route = try #require(s.route.shown)
        let gate = DispatchSemaphore(value: 0)
        let runtime = AppRuntime(runsEffectsInBackground: true, beforeBackgroundWork: { gate.wait() })
        for k: Key in [.char("D"), .enter, .char("s")] { runtime.dispatch(&s, .key(k)) }
        guard case .directory(let measuring) = s.mode else { Issue.record("the directory is open"); return }
        #expect(measuring.measuring, "the walks are being measured")
        // A fix on level 2 far from the route's line there: off the route, so a reroute.
        let line = try #require(route.legs.first { $0.ordinal == 2 }).points
        let far = try #require(GuidanceLiveTests.model.floor(2).units.map(\.labelPoint).max { a, b in
            gap(a, line) < gap(b, line)
        })
        #expect(gap(far, line) > RouteProgress.maximumTolerance)
        runtime.dispatch(&s, GuidanceLiveTests.fix(far, ordinal: 2))
        #expect(s.route.isFinding, "a reroute was asked for")
        let (stillMeasuring, walks) = finishBoth(gate, runtime, &s)
        #expect(!stillMeasuring, "the walk answer was applied, not thrown away")
        #expect(walks > 10)
        #expect(s.route.shown?.start.id == "here" && !s.route.isFinding, "the reroute was applied too")
    }

    /// Sorting the directory nearest first while a route is being found measures the walks
    /// (before the jobs were apart it did not, so as not to supersede the route); both apply.
    @Test func theDirectoryMeasuresWalksWhileARouteIsFound() throws {
        var s = AppFixture.state()
        AppFixture.find(&s, "Velostation")
        AppFixture.press(&s, .char("R"))
        AppFixture.find(&s, "Zürichsee")
        let destination = try #require(s.selection.feature)
        let gate = DispatchSemaphore(value: 0)
        let runtime = AppRuntime(runsEffectsInBackground: true, beforeBackgroundWork: { gate.wait() })
        for k: Key in [.char("r"), .char("D"), .enter, .char("s")] { runtime.dispatch(&s, .key(k)) }
        guard case .directory(let measuring) = s.mode else { Issue.record("the directory is open"); return }
        let isMeasuring = measuring.measuring, isFinding = s.route.isFinding
        #expect(isMeasuring && isFinding, "both kinds of work are under way")
        let (stillMeasuring, walks) = finishBoth(gate, runtime, &s)
        #expect(!stillMeasuring && walks > 10)
        #expect(s.route.shown?.end.handle == destination && !s.route.isFinding)
    }

    /// Lets the two background jobs run, waits for them and applies their answers; then whether
    /// the directory (still open) measures and how many walks it has.
    private func finishBoth(_ gate: DispatchSemaphore, _ runtime: AppRuntime, _ s: inout AppState) -> (measuring: Bool, walks: Int) {
        gate.signal()
        gate.signal()
        runtime.waitForBackgroundWork()
        #expect(runtime.collect(&s))
        guard case .directory(let list) = s.mode else {
            Issue.record("the directory is still open")
            return (true, 0)
        }
        return (list.measuring, list.walks?.count ?? 0)
    }

    /// Meters from a point to a polyline.
    private func gap(_ p: Vec2, _ line: [Vec2]) -> Double {
        zip(line, line.dropFirst()).map { PlanarGeometry.distance(from: p, toSegment: $0, $1) }.min() ?? 0
    }
}

/// The reducer keeps the job it waits for per kind and drops every other answer.
@Suite struct JobReducerTests {
    @Test func anAnswerToARequestNoLongerAwaitedIsDropped() throws {
        var s = AppFixture.state()
        let older = s.route.request(&s.jobs), newer = s.route.request(&s.jobs)
        #expect(older != newer && s.route.awaited == newer)
        #expect(reduce(&s, .routeFailed("superseded", job: older)).isEmpty)
        #expect(s.status.note == nil && s.route.isFinding, "the older answer changes nothing")
        _ = reduce(&s, .routeFailed("no door", job: newer))
        #expect(s.status.note?.text == "no route: no door" && !s.route.isFinding)
        // Once nothing is awaited (answered, or Esc), even the newest job's answer is dropped.
        _ = reduce(&s, .routeFailed("late", job: newer))
        #expect(s.status.note?.text == "no route: no door")
    }

    @Test func walksApplyOnlyToTheMeasurementTheDirectoryWaitsFor() throws {
        var s = AppFixture.state()
        s.selection.feature = AppFixture.env.search.bestFeature("Café Lumière")
        let effects = reduce(&s, .key(.char("D"))) + reduce(&s, .key(.enter)) + reduce(&s, .key(.char("s")))
        guard case .measureWalks(let job, _, _, _, _) = effects.last, case .directory(let list) = s.mode else {
            Issue.record("walks asked for: \(effects)"); return
        }
        #expect(list.walking == .measuring(job))
        var stale = s
        _ = reduce(&stale, .walksMeasured([:], job: Job(number: job.number + 1)))
        #expect(stale.mode == s.mode, "another job's walks change nothing")
        _ = reduce(&s, .walksMeasured([:], job: job))
        guard case .directory(let measured) = s.mode else { Issue.record("the directory is open"); return }
        #expect(measured.walking == .measured([:]))
    }
}
