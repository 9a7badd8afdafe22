import MapCore
import TerminalKit

extension SceneRenderer {
    /// Places a landmark's whole label at the first free spot inside its space: rows
    /// nearest its label point's row first, and on each row the spot nearest the label
    /// point's column, in any stretch of the row wholly inside the space (an L-shaped hall
    /// has two on some rows). False when the name fits nowhere (the caller then falls
    /// back to the ordinary placement, which may cut it).
    func placeLandmark(_ c: LabelCandidate, t: ViewTransform, style: CellStyle, text: String, width: Int) -> Bool {
        guard let k = c.ring, width > 0, width <= canvas.columns else { return false }
        let rings = unitPass.unitRings[k]
        var minY = Double.infinity, maxY = -Double.infinity, minX = Double.infinity, maxX = -Double.infinity
        for ring in rings {
            for p in ring {
                minY = min(minY, p.y); maxY = max(maxY, p.y); minX = min(minX, p.x); maxX = max(maxX, p.x)
            }
        }
        guard minY.isFinite, maxY.isFinite, minX.isFinite, maxX.isFinite, maxX - minX >= Double(2 * width) else { return false }
        // Rows and columns from screen dots, clamped before they become integers (a room seen
        // from very close reaches far beyond the screen).
        func row(_ y: Double) -> Int { Int((min(Double(canvas.rows + 1), max(-1, BrailleCanvas.snapped(y) / 4))).rounded(.down)) }
        func column(_ x: Double) -> Int { Int((min(Double(canvas.columns + 1), max(-1, BrailleCanvas.snapped(x) / 2))).rounded(.down)) }
        let top = max(0, row(minY)), bottom = min(canvas.rows - 1, row(maxY))
        guard top <= bottom else { return false }
        // Where the label would like to be: its point, or the middle of the space on screen.
        let anchor = t.toScreen(c.point).flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil } ?? Vec2((minX + maxX) / 2, (minY + maxY) / 2)
        let wantRow = min(bottom, max(top, row(anchor.y)))
        let wantColumn = column(anchor.x) - width / 2
        for distance in 0...(bottom - top) {
            for row in distance == 0 ? [wantRow] : [wantRow - distance, wantRow + distance] where row >= top && row <= bottom {
                guard let column = freeSpot(in: rings, row: row, width: width, near: wantColumn) else { continue }
                guard place(text, column: column, row: row, style: style, width: width) else { continue }
                labelPass.placed.append(PlacedLabel(text: text, column: column, row: row, width: width))
                return true
            }
        }
        return false
    }

    /// The free column nearest `want` where `width` cells fit inside `rings` on `row`.
    private func freeSpot(in rings: [[Vec2]], row: Int, width: Int, near want: Int) -> Int? {
        var best: Int?
        for run in Self.insideRuns(rings, row: row, columns: canvas.columns, scratch: &labelPass.crossings) where run.end - run.first >= width {
            let nearest = max(run.first, min(run.end - width, want))
            // Outwards from the nearest column, each way, to the first free one.
            var found: Int?
            for offset in 0...(run.end - width - run.first) {
                let left = nearest - offset, right = nearest + offset
                if left >= run.first && isFree(column: left, row: row, width: width) { found = left; break }
                if right <= run.end - width && isFree(column: right, row: row, width: width) { found = right; break }
                if left < run.first && right > run.end - width { break }
            }
            if let f = found, best.map({ abs(f - want) < abs($0 - want) }) ?? true { best = f }
        }
        return best
    }

    /// The stretches of cells of a row wholly inside `rings` (even-odd rule), on the row's
    /// top and bottom dot lines alike, so that no wall runs through them; clipped to
    /// `0..<columns`. `scratch` holds crossings (reused between calls).
    static func insideRuns(_ rings: [[Vec2]], row: Int, columns: Int, scratch: inout [Double]) -> [(first: Int, end: Int)] {
        let top = intervals(rings, y: Double(row) * 4 - 0.001, scratch: &scratch)
        let bottom = intervals(rings, y: Double(row) * 4 + 3.999, scratch: &scratch)
        var runs: [(first: Int, end: Int)] = []
        var i = 0, j = 0
        while i < top.count && j < bottom.count {
            let l = BrailleCanvas.snapped(max(top[i].0, bottom[j].0)), r = BrailleCanvas.snapped(min(top[i].1, bottom[j].1))
            // Cells clear of the walls at l and r (drawn in dot columns ⌊l⌋ and ⌊r⌋).
            let clampedL = min(Double(columns + 1), max(-1, l / 2)), clampedR = min(Double(columns + 1), max(-1, r / 2))
            let first = max(0, Int(clampedL.rounded(.down)) + 1), end = min(columns, Int(clampedR.rounded(.down)))
            if end > first { runs.append((first, end)) }
            if top[i].1 < bottom[j].1 { i += 1 } else { j += 1 }
        }
        return runs
    }

    /// The stretches of the horizontal line at `y` inside `rings` (even-odd rule), left to right.
    private static func intervals(_ rings: [[Vec2]], y: Double, scratch xs: inout [Double]) -> [(Double, Double)] {
        crossings(rings, y: y, into: &xs)
        return stride(from: 0, to: xs.count - 1, by: 2).map { (xs[$0], xs[$0 + 1]) }
    }
}
