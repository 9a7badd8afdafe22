import Testing
import MapCore
@testable import Render

@Suite struct CanvasLineTests {
    private func canvas(_ draw: (inout BrailleCanvas) -> Void) -> BrailleCanvas {
        var c = BrailleCanvas(columns: 2, rows: 1)
        draw(&c)
        return c
    }

    @Test func horizontal() {
        let c = canvas { $0.line(from: Vec2(0, 1), to: Vec2(3, 1)) }
        #expect(c.brailleLines == ["⠒⠒"])
    }

    @Test func vertical() {
        let c = canvas { $0.line(from: Vec2(0, 0), to: Vec2(0, 3)) }
        #expect(c.brailleLines == ["⡇ "])
    }

    @Test func diagonal() {
        let c = canvas { $0.line(from: Vec2(0, 0), to: Vec2(3, 3)) }
        #expect(c.brailleLines == ["⠑⢄"])
        let back = canvas { $0.line(from: Vec2(3, 0), to: Vec2(0, 3)) }
        #expect(back.brailleLines == ["⡠⠊"])
    }

    @Test func shallowSlope() {
        var c = BrailleCanvas(columns: 4, rows: 1)
        c.line(from: Vec2(0, 0), to: Vec2(7, 3))
        #expect(c.dotArt == ["##......",
                             "..##....",
                             "....##..",
                             "......##"])
    }

    @Test func singleDot() {
        let c = canvas { $0.line(from: Vec2(1.7, 2.2), to: Vec2(1.2, 2.9)) }
        #expect(c.brailleLines == ["⠠ "])
    }

    @Test func fractionalCoordinatesFloorToDots() {
        let c = canvas { $0.line(from: Vec2(0.5, 1.5), to: Vec2(3.99, 1.01)) }
        #expect(c.brailleLines == ["⠒⠒"])
    }

    @Test func thickLineAddsTheNeighbouringDotLine() {
        let h = canvas { $0.line(from: Vec2(0, 1), to: Vec2(3, 1), stroke: .thick) }
        #expect(h.brailleLines == ["⠶⠶"])
        let v = canvas { $0.line(from: Vec2(0, 0), to: Vec2(0, 3), stroke: .thick) }
        #expect(v.brailleLines == ["⣿ "])
        let w3 = canvas { $0.line(from: Vec2(0, 1), to: Vec2(3, 1), stroke: Stroke(width: 3)) }
        #expect(w3.brailleLines == ["⠿⠿"])
    }

    @Test func thickLineJustOutsideStillShowsItsInnerHalf() {
        let c = canvas { $0.line(from: Vec2(0, -1), to: Vec2(3, -1), stroke: .thick) }
        #expect(c.dotArt[0] == "####")
        #expect(c.dotArt[1] == "....")
    }

    @Test func polylineOpenAndClosed() {
        var open = BrailleCanvas(columns: 2, rows: 1)
        open.polyline([Vec2(0, 0), Vec2(3, 0), Vec2(3, 3)])
        #expect(open.dotArt == ["####", "...#", "...#", "...#"])
        var closed = BrailleCanvas(columns: 2, rows: 1)
        closed.polyline([Vec2(0, 0), Vec2(3, 0), Vec2(3, 3), Vec2(0, 3)], closed: true)
        #expect(closed.dotArt == ["####", "#..#", "#..#", "####"])
    }

    @Test func polylineSkipsSegmentsTouchingNonFinitePoints() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.polyline([Vec2(0, 0), Vec2(3, 0), Vec2(.nan, 2), Vec2(0, 3), Vec2(3, 3)])
        #expect(c.dotArt == ["####", "....", "....", "####"])
    }

    @Test func polylineOfOnePointIsADot() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.polyline([Vec2(2, 2)])
        #expect(c.dotArt == ["....", "....", "..#.", "...."])
        c.polyline([])
    }

    @Test func doubleOutlineAddsAnInnerRing() {
        var c = BrailleCanvas(columns: 6, rows: 3)
        c.polyline([Vec2(0, 0), Vec2(11, 0), Vec2(11, 11), Vec2(0, 11)], closed: true, stroke: .double)
        let side = "#.#......#.#"
        #expect(c.dotArt == ["############",
                             "#..........#",
                             "#.########.#",
                             side, side, side, side, side, side,
                             "#.########.#",
                             "#..........#",
                             "############"])
    }

    @Test func doubleOutlineOfATinyRingIsDrawnOnce() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.polyline([Vec2(0, 0), Vec2(3, 0), Vec2(3, 3), Vec2(0, 3)], closed: true, stroke: .double)
        #expect(c.dotArt == ["####", "#..#", "#..#", "####"])
    }

    /// A line that runs off the canvas draws the stretch of the whole line that falls on
    /// it: the same dots as on a canvas big enough for all of it, and the same dots
    /// moved when the line moves by whole dots (no restart where it was clipped).
    @Test(arguments: [(Vec2(-130.3, 3.2), Vec2(170.6, 9.9)), (Vec2(5.5, -300), Vec2(31.2, 200.7)),
                      (Vec2(-77, -41.5), Vec2(90.25, 66)), (Vec2(-500.5, 12), Vec2(600, 13.5)),
                      (Vec2(40.6, -90.1), Vec2(-60.2, 95.3))])
    func aClippedLineIsAStretchOfTheWholeLine(_ a: Vec2, _ b: Vec2) {
        let (columns, rows) = (20, 6)          // 40 × 24 dots
        let margin = (x: 700, y: 400)          // dots of the big canvas around the small one
        var big = BrailleCanvas(columns: columns + 2 * margin.x / 2, rows: rows + 2 * margin.y / 4)
        big.line(from: a + Vec2(Double(margin.x), Double(margin.y)), to: b + Vec2(Double(margin.x), Double(margin.y)))
        for shift in 0..<6 {
            var small = BrailleCanvas(columns: columns, rows: rows)
            small.line(from: a + Vec2(Double(-shift), 0), to: b + Vec2(Double(-shift), 0))
            for y in 0..<(rows * 4) {
                for x in 0..<(columns * 2) {
                    #expect(small.isSet(x: x, y: y) == big.isSet(x: x + shift + margin.x, y: y + margin.y),
                            "shift \(shift), dot (\(x), \(y))")
                }
            }
        }
    }
}

/// Snapping rounds like the library, bit for bit.
@Suite struct SnapTests {
    @Test func snappedEqualsRoundingTo1024ths() {
        var values: [Double] = [0, -0.0, 0.5 / 1024, -0.5 / 1024, 1.5 / 1024, -1.5 / 1024, 2.5 / 1024, 11.999999999, -11.999999999,
                                12.000000001, 1e11, -1e11, 1e12, 1e13, .infinity, -.infinity, 0.00048828125, 0.0001, -0.0001]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            values.append(Double.random(in: -5000...5000, using: &rng))
            values.append(Double(Int.random(in: -4_000_000...4_000_000, using: &rng)) / 2048)   // exact halves of 1/1024
        }
        for v in values {
            let expected = v.magnitude < 1e12 ? (v * 1024).rounded() / 1024 : v
            #expect(BrailleCanvas.snapped(v).bitPattern == expected.bitPattern, "\(v)")
        }
        #expect(BrailleCanvas.snapped(.nan).isNaN)
    }

    @Test func aPointsDotIsTheDotOfItsSnappedCoordinate() {
        var values: [Double] = [0, 0.0001, 0.00048828125, 0.00049, 0.001, 0.9990234375, 0.9995, 0.99999, 1, 12 - 1e-9, 12, 399.9999]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let dot = Double(Int.random(in: 0..<400, using: &rng))
            values.append(Double.random(in: 0..<400, using: &rng))
            values.append(min(399.99, max(0, dot + Double.random(in: -0.002...0.002, using: &rng))))
        }
        for v in values {
            #expect(BrailleCanvas.snappedDot(v, limit: 400) == BrailleCanvas.dotIndex(BrailleCanvas.snapped(v), limit: 400), "\(v)")
        }
    }
}
