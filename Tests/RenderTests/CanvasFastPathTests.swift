import MapCore
import Testing
@testable import Render
import TerminalKit
import VenueFixtures

/// The canvas's fast paths against the plain answers they replace, on random inputs.
@Suite struct CanvasFastPathTests {
    /// A canvas of random dots in random styles and priorities.
    static func randomCanvas(_ rng: inout SplitMix, columns: Int, rows: Int) -> BrailleCanvas {
        var c = BrailleCanvas(columns: columns, rows: rows)
        for _ in 0..<(columns * rows * 5) {
            c.setDot(x: Int(rng.next() % UInt64(c.dotWidth)), y: Int(rng.next() % UInt64(c.dotHeight)),
                     style: CellStyle(fg: .index(UInt8(rng.next() % 8))), priority: UInt8(rng.next() % 5))
        }
        return c
    }

    /// Clearing the dots inside a polygon a cell at a time clears exactly the dots a solid
    /// fill of the same polygon sets (one dot at a time), and resets the emptied cells.
    @Test func clearDotsClearsWhatASolidFillSets() {
        var rng = SplitMix(seed: 39)
        for _ in 0..<300 {
            let columns = 3 + Int(rng.next() % 12), rows = 2 + Int(rng.next() % 6)
            var canvas = Self.randomCanvas(&rng, columns: columns, rows: rows)
            let n = 3 + Int(rng.next() % 6)
            let ring = (0..<n).map { _ in
                Vec2(Double(rng.next() % 1000) / 1000 * Double(columns * 2 + 6) - 3,
                     Double(rng.next() % 1000) / 1000 * Double(rows * 4 + 6) - 3)
            }
            var solid = BrailleCanvas(columns: columns, rows: rows)
            solid.fillPolygon(rings: [ring], pattern: .solid)
            let before = canvas
            canvas.clearDots(inside: [ring])
            for i in 0..<(columns * rows) {
                let expected = before.masks[i] & ~solid.masks[i]
                #expect(canvas.masks[i] == expected)
                #expect(canvas.priorities[i] == (expected == 0 ? 0 : before.priorities[i]))
            }
        }
    }

    /// A ring of a few points (``BrailleCanvas/smallRing`` at most) fills the dots and
    /// tints the cells that the edge table fills for the same ring (an empty second ring
    /// takes the edge table's path): random rings, crossing themselves, repeating points,
    /// reaching off the canvas or holding an unusable point.
    @Test func smallRingsFillAsTheEdgeTableDoes() {
        var rng = SplitMix(seed: 3937)
        for k in 0..<600 {
            let columns = 3 + Int(rng.next() % 14), rows = 2 + Int(rng.next() % 8)
            let n = 1 + Int(rng.next() % UInt64(BrailleCanvas.smallRing))
            var ring = (0..<n).map { _ in
                Vec2(Double(rng.next() % 4096) / 256 * Double(columns) / 8 - 2,
                     Double(rng.next() % 4096) / 256 * Double(rows) / 4 - 3)
            }
            if k % 7 == 0 && n > 2 { ring[1] = ring[0] }
            if k % 11 == 0 { ring[Int(rng.next() % UInt64(n))] = Vec2(.nan, 1) }
            if k % 13 == 0 { ring = ring.map { Vec2($0.x.rounded(), $0.y.rounded()) } }
            var small = BrailleCanvas(columns: columns, rows: rows), table = small
            small.fillPolygon(rings: [ring], pattern: .solid, style: CellStyle(fg: .index(2)), priority: 1)
            table.fillPolygon(rings: [ring, []], pattern: .solid, style: CellStyle(fg: .index(2)), priority: 1)
            small.fillBackground(rings: [ring], color: 24, priority: 3)
            table.fillBackground(rings: [ring, []], color: 24, priority: 3)
            #expect(small.frame() == table.frame(), "\(ring)")
            #expect(small.masks == table.masks && small.backgrounds == table.backgrounds)
        }
    }

    /// Text of printable ASCII (a byte a cell) is written as the character-by-character
    /// writer of frames writes it; its width is its length.
    @Test func asciiTextIsWrittenAsCharacters() {
        var rng = SplitMix(seed: 37)
        let pool: [Character] = Array(" azAZ09~!|.-()") + ["é", "·", "…", "漢", "\u{301}", "\r\n", "\t"]
        for k in 0..<400 {
            let length = Int(rng.next() % 12)
            // Half the strings printable ASCII only, half mixed.
            let chars = (0..<length).map { _ in pool[Int(rng.next() % UInt64(k % 2 == 0 ? 14 : pool.count))] }
            let s = String(chars)
            #expect(s.terminalWidth == s.reduce(0) { $0 + $1.terminalWidth })
            let column = Int(rng.next() % 14) - 4, row = Int(rng.next() % 3) - 1
            var canvas = BrailleCanvas(columns: 10, rows: 2)
            let end = canvas.text(s, column: column, row: row, style: CellStyle(fg: .index(3)))
            var frame = Frame(width: 10, height: 2)
            let frameEnd = frame.put(s, x: column, y: row, style: CellStyle(fg: .index(3)))
            #expect(canvas.frame() == frame, "\(s.debugDescription) at \(column),\(row)")
            if row >= 0 && row < 2 { #expect(end == frameEnd) }
        }
    }
}
