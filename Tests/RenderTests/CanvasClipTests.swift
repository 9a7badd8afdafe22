import Testing
import MapCore
@testable import Render

@Suite struct CanvasClipTests {
    private func draw(_ a: Vec2, _ b: Vec2) -> [String] {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.line(from: a, to: b)
        return c.dotArt
    }

    @Test func crossingLeftAndRightEdges() {
        #expect(draw(Vec2(-10, 1), Vec2(10, 1)) == ["....", "####", "....", "...."])
        #expect(draw(Vec2(2, 2), Vec2(-7, 2)) == ["....", "....", "###.", "...."])
        #expect(draw(Vec2(2, 3), Vec2(50, 3)) == ["....", "....", "....", "..##"])
    }

    @Test func crossingTopAndBottomEdges() {
        #expect(draw(Vec2(1, -10), Vec2(1, 10)) == [".#..", ".#..", ".#..", ".#.."])
        #expect(draw(Vec2(3, 2), Vec2(3, -5)) == ["...#", "...#", "...#", "...."])
        #expect(draw(Vec2(0, 2), Vec2(0, 99)) == ["....", "....", "#...", "#..."])
    }

    @Test func crossingACorner() {
        #expect(draw(Vec2(-2, 2), Vec2(2, -2)) == ["#...", "....", "....", "...."])
        #expect(draw(Vec2(0, 6), Vec2(6, 0)) == ["....", "....", "....", "...#"])
    }

    @Test func fullyOutsideDrawsNothing() {
        let empty = ["....", "....", "....", "...."]
        #expect(draw(Vec2(-5, -5), Vec2(-1, -1)) == empty)
        #expect(draw(Vec2(4, 0), Vec2(4, 3)) == empty)        // the column just right of the canvas
        #expect(draw(Vec2(0, 4), Vec2(3, 4)) == empty)        // the row just below
        #expect(draw(Vec2(-3, 0), Vec2(0, -3)) == empty)      // passes the corner outside
        #expect(draw(Vec2(10, -10), Vec2(20, 30)) == empty)
    }

    @Test func hugeCoordinatesAreClippedFirst() {
        #expect(draw(Vec2(-1e12, 2), Vec2(1e12, 2)) == ["....", "....", "####", "...."])
        #expect(draw(Vec2(-1e12, -1e12), Vec2(1e12, 1e12)) == ["#...", ".#..", "..#.", "...#"])
        _ = draw(Vec2(1e300, -1e300), Vec2(-1e300, 1e300))   // imprecise, but must not trap
        var big = BrailleCanvas(columns: 200, rows: 60)
        let start = ContinuousClock.now
        for i in 0..<1000 {
            big.line(from: Vec2(-1e12, Double(i)), to: Vec2(1e12, -Double(i) * 1e9))
        }
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func nonFiniteCoordinatesAreSkipped() {
        let empty = ["....", "....", "....", "...."]
        #expect(draw(Vec2(.nan, 0), Vec2(3, 3)) == empty)
        #expect(draw(Vec2(0, 0), Vec2(3, .nan)) == empty)
        #expect(draw(Vec2(-.infinity, 1), Vec2(.infinity, 1)) == empty)
        #expect(draw(Vec2(0, 0), Vec2(.infinity, 3)) == empty)
        #expect(draw(Vec2(-Double.greatestFiniteMagnitude, 1), Vec2(.greatestFiniteMagnitude, 1)) == empty)
    }
}
