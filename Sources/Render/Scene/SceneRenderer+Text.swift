import Foundation
import MapCore
import TerminalKit

extension SceneRenderer {
    /// Frees every cell.
    func resetOccupancy(columns: Int, rows: Int) {
        occupiedColumns = columns
        if occupied.count != columns * rows { occupied = Array(repeating: false, count: columns * rows) } else {
            for i in occupied.indices { occupied[i] = false }
        }
    }

    /// Whether a run of cells (with a margin of one column each side) is free.
    func isFree(column: Int, row: Int, width: Int) -> Bool {
        guard row >= 0, row < canvas.rows, column >= 0, column + width <= canvas.columns else { return false }
        for c in max(0, column - 1)..<min(canvas.columns, column + width + 1) where occupied[row * occupiedColumns + c] { return false }
        return true
    }

    /// Writes text on the text layer and marks its cells; without `force`, only where free.
    /// `width` is the text's width in cells when the caller already knows it.
    @discardableResult
    func place(_ text: String, column: Int, row: Int, style: CellStyle, force: Bool = false, width knownWidth: Int? = nil) -> Bool {
        let width = knownWidth ?? text.terminalWidth
        guard width > 0 else { return false }
        if !force && !isFree(column: column, row: row, width: width) { return false }
        guard row >= 0, row < canvas.rows else { return false }
        canvas.text(text, column: column, row: row, style: style)
        for c in max(0, column)..<min(canvas.columns, column + width) { occupied[row * occupiedColumns + c] = true }
        return true
    }

    /// Writes text centred on a ground point; `width` as in ``place(_:column:row:style:force:width:)``.
    @discardableResult
    func placeAt(_ ground: Vec2, text: String, _ t: ViewTransform, style: CellStyle, force: Bool = false, width knownWidth: Int? = nil) -> Bool {
        guard let p = t.toScreen(ground).map(Self.snapped), p.x.isFinite, p.y.isFinite else { return false }
        let width = knownWidth ?? text.terminalWidth
        let col = Int((p.x / 2).rounded(.down)) - width / 2
        let row = Int((p.y / 4).rounded(.down))
        guard row >= 0, row < canvas.rows, col > -width, col < canvas.columns else { return false }
        return place(text, column: max(0, min(canvas.columns - width, col)), row: row, style: style, force: force, width: width)
    }

    /// The scale bar, drawn bottom-left from column 2: a nice round length with its bar, at
    /// the map's centre; nil when it would not end before `maxEnd`.
    func scaleBar(_ t: ViewTransform, maxEnd: Int, ascii: Bool) -> String? {
        let mid = t.viewport.center
        guard let a = t.toGround(mid), let b = t.toGround(mid + Vec2(2, 0)) else { return nil }
        let perCell = a.distance(to: b)
        guard perCell > 0, perCell.isFinite else { return nil }
        let maxCells = min(16, maxEnd - 4)
        guard maxCells >= 3 else { return nil }
        let target = perCell * Double(maxCells)
        let magnitude = pow(10, floor(log10(target)))
        let nice = [5.0, 2.0, 1.0].map { $0 * magnitude }.first { $0 <= target } ?? magnitude
        let cells = max(1, Int((nice / perCell).rounded()))
        let label = nice >= 1000 ? "\(formatNumber(nice / 1000)) km" : "\(formatNumber(nice)) m"
        let bar = ascii ? "|" + String(repeating: "-", count: max(0, cells - 1)) + "|" : "├" + String(repeating: "─", count: max(0, cells - 1)) + "┤"
        let text = bar + " " + label
        return 2 + text.count < maxEnd ? text : nil
    }

    func formatNumber(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)
    }

    /// The compass, top-left: an arrow that points north.
    func drawCompass(_ t: ViewTransform, style: CellStyle, ascii: Bool) {
        let mid = Vec2(Double(canvas.dotWidth) / 2, Double(canvas.dotHeight) / 2)
        guard let g = t.toGround(mid), let a = t.toScreen(g), let b = t.toScreen(g + Vec2(0, 1)) else { return }
        let angle = atan2(b.x - a.x, -(b.y - a.y)) * 180 / .pi   // 0 = up, 90 = right
        let arrows: [String] = ascii ? ["^", "/", ">", "\\", "v", "/", "<", "\\"] : ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"]
        let sector = Int(((angle + 360 + 22.5).truncatingRemainder(dividingBy: 360)) / 45) % 8
        place("N" + arrows[sector], column: 1, row: 0, style: style, force: true)
    }

    /// An amenity mark on the text layer, or several merged where they would overlap.
    struct IconCluster {
        var column: Int
        var row: Int
        var icon: String
        var count: Int
        var mixed: Bool
        var selected: Bool
        /// The text drawn: the mark, "WC×3" for several of one kind, "(5)" for mixed kinds.
        func text(ascii: Bool) -> String {
            if count == 1 { return icon }
            return mixed ? "(\(count))" : icon + (ascii ? "x" : "×") + String(count)
        }
    }

    /// Amenity icons, merged into clusters with a count where they would overlap, and
    /// where each would go (the cells are taken by ``placeIcons(_:theme:options:)``).
    func iconClusters(floor: FloorGeometry, derived: FloorDerived, t: ViewTransform, options: SceneOptions) -> [IconCluster] {
        var clusters: [IconCluster] = []
        // Clusters by row (positions in `clusters`, in creation order): only clusters on
        // the same row can take an icon, so the first match in its row is the first overall.
        var clustersOnRow: [[Int]] = Array(repeating: [], count: canvas.rows)
        for (position, p) in floor.amenities.enumerated() {
            if let f = options.filter, !f.amenities.contains(p.index) { continue }
            guard let s = t.toScreen(p.point).map(Self.snapped), s.x >= 0, s.y >= 0, s.x < Double(canvas.dotWidth), s.y < Double(canvas.dotHeight) else { continue }
            let icon = derived.amenityIcons[position]
            let col = Int(s.x / 2) - (icon.count - 1) / 2, row = Int(s.y / 4)
            let selected = options.selection == .amenity(p.index)
            if let k = clustersOnRow[row].first(where: { col <= clusters[$0].column + clusters[$0].icon.count + 2 && clusters[$0].column <= col + icon.count + 2 }) {
                clusters[k].count += 1
                clusters[k].mixed = clusters[k].mixed || clusters[k].icon != icon
                clusters[k].selected = clusters[k].selected || selected
            } else {
                clustersOnRow[row].append(clusters.count)
                clusters.append(IconCluster(column: col, row: row, icon: icon, count: 1, mixed: false, selected: selected))
            }
        }
        let ascii = options.charset == .ascii
        for k in clusters.indices { clusters[k].column = max(0, min(canvas.columns - clusters[k].text(ascii: ascii).count, clusters[k].column)) }
        return clusters
    }

    /// Draws the clusters where their cells are still free (a selected one always).
    func placeIcons(_ clusters: [IconCluster], theme: SceneTheme, options: SceneOptions) {
        let style = CellStyle(fg: .index(theme.icon), bold: true)
        let ascii = options.charset == .ascii
        for c in clusters {
            let text = c.text(ascii: ascii)
            let s = c.selected ? CellStyle(fg: .index(theme.selection), bold: true, reverse: true) : style
            if !place(text, column: c.column, row: c.row, style: s) && c.selected { place(text, column: c.column, row: c.row, style: s, force: true) }
        }
    }

    /// Marks (or frees) the cells the clusters will take, without drawing: landmark labels
    /// look for a spot that leaves the marks their place first. Returns the cells it
    /// changed, to be given back to ``unreserve(_:)``.
    func reserve(_ clusters: [IconCluster], ascii: Bool) -> [Int] {
        var cells: [Int] = []
        for c in clusters where c.row >= 0 && c.row < canvas.rows {
            for x in max(0, c.column)..<min(canvas.columns, c.column + c.text(ascii: ascii).count) {
                let i = c.row * occupiedColumns + x
                if !occupied[i] { occupied[i] = true; cells.append(i) }
            }
        }
        return cells
    }

    /// Frees cells taken by ``reserve(_:ascii:)``.
    func unreserve(_ cells: [Int]) {
        for i in cells { occupied[i] = false }
    }
}
