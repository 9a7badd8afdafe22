import Testing
@testable import MapCore

@Suite struct Vec2Tests {
    @Test func rectFromPointsIgnoresNonFinite() {
        let r = Rect(points: [Vec2(0, 0), Vec2(.nan, 3), Vec2(4, 2)])!
        #expect(r.width == 4)
        #expect(r.height == 2)
        #expect(r.contains(Vec2(1, 1)))
        #expect(!r.contains(Vec2(5, 1)))
    }
}
