import Foundation
import Testing
import MapCore
@testable import Render

@Suite struct CanvasFillTests {
    private func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Vec2] {
        [Vec2(x0, y0), Vec2(x1, y0), Vec2(x1, y1), Vec2(x0, y1)]
    }

    @Test func squareWithASquareHole() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [rect(0, 0, 8, 8), rect(2, 2, 6, 6)])
        #expect(c.dotArt == ["########",
                             "########",
                             "##....##",
                             "##....##",
                             "##....##",
                             "##....##",
                             "########",
                             "########"])
        #expect(c.brailleLines == ["⣿⠛⠛⣿", "⣿⣤⣤⣿"])
    }

    @Test func holeWindingDoesNotMatter() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [rect(0, 0, 8, 8), rect(2, 2, 6, 6).reversed()])
        #expect(c.brailleLines == ["⣿⠛⠛⣿", "⣿⣤⣤⣿"])
    }

    @Test func multipolygonOfTwoRects() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [rect(0, 0, 2, 4), rect(6, 4, 8, 8)])
        #expect(c.brailleLines == ["⣿   ", "   ⣿"])
    }

    @Test func sampledAtDotCentres() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.fillPolygon(rings: [rect(0.6, 0.4, 2.6, 1.6)])   // x centres 1.5, 2.5; y centres 0.5, 1.5
        #expect(c.dotArt == [".##.", ".##.", "....", "...."])
    }

    @Test func zeroAreaPolygonsDrawNothing() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [[Vec2(0, 0), Vec2(8, 8), Vec2(0, 0)]])
        c.fillPolygon(rings: [[Vec2(0, 0), Vec2(4, 4), Vec2(8, 8)]])
        c.fillPolygon(rings: [[Vec2(1, 3), Vec2(7, 3), Vec2(5, 3)]])
        c.fillPolygon(rings: [[Vec2(2, 0), Vec2(2, 8)]])
        c.fillPolygon(rings: [[Vec2(2, 2)]])
        c.fillPolygon(rings: [[], []])
        c.fillPolygon(rings: [])
        #expect(c.brailleLines == ["    ", "    "])
    }

    @Test func duplicatePointsAndAClosingPointAreHarmless() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [[Vec2(0, 0), Vec2(0, 0), Vec2(4, 0), Vec2(4, 0), Vec2(4, 4),
                               Vec2(0, 4), Vec2(0, 4), Vec2(0, 0)]])
        #expect(c.brailleLines == ["⣿⣿  ", "    "])
    }

    @Test func selfIntersectingBowtie() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [[Vec2(0, 0), Vec2(8, 8), Vec2(8, 0), Vec2(0, 8)]])
        #expect(c.dotArt == [".......#",
                             "#.....##",
                             "##...###",
                             "###.####",
                             "###.####",
                             "##...###",
                             "#.....##",
                             ".......#"])
    }

    @Test func clippedAtEveryEdge() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.fillPolygon(rings: [rect(-100, 2, 100, 1e9)])
        #expect(c.dotArt == ["....", "....", "####", "####"])
        c.clear()
        c.fillPolygon(rings: [rect(3, -1e12, 1e12, 1e12)])
        #expect(c.dotArt == ["...#", "...#", "...#", "...#"])
        c.clear()
        c.fillPolygon(rings: [rect(5, 0, 9, 4), rect(0, -9, 4, -1)])   // fully outside
        #expect(c.brailleLines == ["  "])
    }

    @Test func nonFiniteVerticesAreSkipped() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.fillPolygon(rings: [[Vec2(0, 0), Vec2(.nan, 2), Vec2(4, 0), Vec2(4, 4), Vec2(.infinity, 1), Vec2(0, 4)]])
        #expect(c.brailleLines == ["⣿⣿"])
        c.clear()
        c.fillPolygon(rings: [[Vec2(.nan, .nan), Vec2(.infinity, 0), Vec2(0, -.infinity)]])
        c.fillPolygon(rings: [[Vec2(-1e200, 0), Vec2(1e200, 0), Vec2(0, 1e200)]])
        #expect(c.brailleLines == ["  "])
    }

    /// Speed is the bench's to measure; the time limit only stops a hang.
    @Test(.timeLimit(.minutes(5))) func hundredThousandVertexCircle() {
        var c = BrailleCanvas(columns: 40, rows: 20)
        let n = 100_000, r = 30.0
        let ring = (0..<n).map { i -> Vec2 in
            let a = Double(i) / Double(n) * 2 * Double.pi
            return Vec2(40 + r * cos(a), 40 + r * sin(a))
        }
        c.fillPolygon(rings: [ring])
        #expect(c.isSet(x: 40, y: 40))
        #expect(c.isSet(x: 40, y: 11) && c.isSet(x: 69, y: 40))
        #expect(!c.isSet(x: 40, y: 9) && !c.isSet(x: 0, y: 0) && !c.isSet(x: 79, y: 79))
        var count = 0
        for y in 0..<c.dotHeight { for x in 0..<c.dotWidth where c.isSet(x: x, y: y) { count += 1 } }
        #expect(abs(Double(count) - Double.pi * r * r) < 0.02 * Double.pi * r * r)
    }

    @Test func patternsHaveTheirDocumentedGlyphs() {
        func glyphs(_ p: FillPattern) -> [String] {
            var c = BrailleCanvas(columns: 2, rows: 1)
            c.fillPolygon(rings: [rect(0, 0, 4, 4)], pattern: p)
            return c.brailleLines
        }
        #expect(glyphs(.solid) == ["⣿⣿"])
        #expect(glyphs(.sparse) == ["⠂⠂"])
        #expect(glyphs(.dots) == ["⠡⠡"])
        #expect(glyphs(.checker) == ["⢕⢕"])
        #expect(glyphs(.hatch) == ["⢁⠔"])
        #expect(glyphs(.none) == ["  "])
    }

    @Test func patternsFollowAbsoluteCoordinates() {
        // Two fills of neighbouring areas join without a seam in the pattern.
        var split = BrailleCanvas(columns: 4, rows: 2)
        split.fillPolygon(rings: [rect(0, 0, 3, 8)], pattern: .hatch)
        split.fillPolygon(rings: [rect(3, 0, 8, 8)], pattern: .hatch)
        var whole = BrailleCanvas(columns: 4, rows: 2)
        whole.fillPolygon(rings: [rect(0, 0, 8, 8)], pattern: .hatch)
        #expect(split.dotArt == whole.dotArt)
        for y in 0..<8 { for x in 0..<8 { #expect(whole.isSet(x: x, y: y) == ((x + y) % 4 == 0)) } }
    }

    @Test func panningByWholeCellsWithTheOriginKeepsGlyphs() {
        for pattern in FillPattern.allCases {
            var a = BrailleCanvas(columns: 4, rows: 3)
            a.fillPolygon(rings: [rect(1, 1, 5, 7)], pattern: pattern, origin: (1, 0))
            var b = BrailleCanvas(columns: 4, rows: 3)
            b.fillPolygon(rings: [rect(3, 5, 7, 11)], pattern: pattern, origin: (3, 4))
            #expect(a.brailleLines[0].dropLast() == b.brailleLines[1].dropFirst(), "\(pattern)")
            #expect(a.brailleLines[1].dropLast() == b.brailleLines[2].dropFirst(), "\(pattern)")
            #expect(pattern.contains(x: 3, y: 5, origin: (3, 4)) == pattern.contains(x: 0, y: 1))
        }
    }

    @Test func repeatedFillsReuseScratchAndStayCorrect() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        for _ in 0..<3 {
            c.clear()
            c.fillPolygon(rings: [rect(0, 0, 8, 8), rect(2, 2, 6, 6)])
            #expect(c.brailleLines == ["⣿⠛⠛⣿", "⣿⣤⣤⣿"])
        }
    }
}

/// Upright rectangles are filled without an edge table, exactly as with one.
@Suite struct CanvasRectangleFillTests {
    @Test(arguments: [0.0, 0.3, 0.5, 0.75])
    func anUprightRectangleFillsLikeTheSameShapeWithAnExtraCorner(_ offset: Double) {
        for (x0, y0, x1, y1) in [(3.2, 1.5, 17.9, 9.5), (0.5, 0.5, 4.5, 4.5), (-5, -3, 8.25, 7.75), (10, 2, 10, 9), (2, 6, 40, 6.4)] {
            let a = Vec2(x0 + offset, y0 + offset), b = Vec2(x1 + offset, y1 + offset)
            let rectangle = [a, Vec2(b.x, a.y), b, Vec2(a.x, b.y), a]
            // A point in the middle of the top side: same shape, but not four corners.
            let general = [a, Vec2((a.x + b.x) / 2, a.y), Vec2(b.x, a.y), b, Vec2(a.x, b.y)]
            for pattern in [FillPattern.solid, .sparse, .dots] {
                var one = BrailleCanvas(columns: 12, rows: 5), two = BrailleCanvas(columns: 12, rows: 5)
                one.fillPolygon(rings: [rectangle], pattern: pattern, origin: (2, 4))
                two.fillPolygon(rings: [general], pattern: pattern, origin: (2, 4))
                #expect(one.frame() == two.frame(), "\(rectangle) \(pattern)")
            }
            var one = BrailleCanvas(columns: 12, rows: 5), two = BrailleCanvas(columns: 12, rows: 5)
            one.fillBackground(rings: [rectangle], color: 42, priority: 3)
            two.fillBackground(rings: [general], color: 42, priority: 3)
            #expect(one.frame() == two.frame(), "\(rectangle) background")
        }
    }
}
