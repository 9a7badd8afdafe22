import Testing
@testable import AtriumApp

/// "You are here" and the live source on their own reducer.
@Suite struct PositionStateTests {
    static let model = AppFixture.env.model

    @Test func withoutALiveSourceEventsChangeNothing() {
        var position = PositionState()
        let (moved, notice) = position.receive(LivePositionReducerTests.fix(), at: .seconds(1), model: Self.model, shownOrdinal: 0)
        #expect(!moved && notice == nil && position == PositionState())
        let follow = position.cycleFollow()
        #expect(follow.text.contains("no live position"))
    }

    @Test func aGoodFixMovesHereAndTheFirstOneSaysWhere() {
        var position = PositionState()
        position.live = LiveTracking(source: "test feed", follow: .follow)
        var (moved, notice) = position.receive(LivePositionReducerTests.fix(), at: .seconds(1), model: Self.model, shownOrdinal: 0)
        #expect(moved && position.here?.ordinal == 0 && notice?.text.contains("position from test feed") == true)
        (moved, notice) = position.receive(LivePositionReducerTests.fix(east: 2), at: .seconds(2), model: Self.model, shownOrdinal: 0)
        #expect(moved && notice == nil && position.live?.fixes == 2 && position.live?.lastFixAt == .seconds(2))
        (moved, notice) = position.receive(.problem("lost"), at: .seconds(3), model: Self.model, shownOrdinal: 0)
        #expect(!moved && notice == Notice("lost", alert: true) && position.live?.now == .seconds(3))
        #expect(position.followTarget?.here == position.here)
    }

    @Test func movingByHandLetsGoOfFollowing() {
        var position = PositionState()
        position.live = LiveTracking(source: "test feed", follow: .followHeading)
        let turned = position.release(moved: false, turned: true)
        #expect(turned == Notice("follow (the map no longer turns with you)") && position.live?.follow == .follow)
        let turnedAgain = position.release(moved: false, turned: true)
        #expect(turnedAgain == nil)
        let moved = position.release(moved: true, turned: false)
        #expect(moved == Notice("free · w follows your position again"))
        #expect(position.live?.follow == .free && position.followTarget == nil)
        let next = position.cycleFollow()
        #expect(next.text == "follow · waiting for a position")
    }
}
