import Localization
import MapCore
import TerminalKit

/// What the symbols of a map mean: each area colour (or pattern) and each amenity mark
/// present, with how many there are, plus the marks every map may show (doors,
/// clusters, selection). Built from the model, so scripts and the `?` overlay read the
/// same thing (`atrium render --legend` prints it).
public struct Legend: Sendable, Equatable {
    /// One line of the legend.
    public struct Entry: Sendable, Equatable {
        /// The symbol as drawn: a mark ("WC"), a swatch of spaces on a tint, or dots.
        public var symbol: String
        /// How the symbol is drawn.
        public var style: CellStyle
        /// What it means.
        public var meaning: String
        /// How many there are (nil for marks that are not counted, like clusters).
        public var count: Int?
    }

    /// Area fills, in ``UnitClass`` order, only classes present.
    public var areas: [Entry]
    /// Amenity marks, in ``AmenityIcon/kinds`` order, only marks present.
    public var icons: [Entry]
    /// Other marks: doors, clusters, selection, and "you are here" when the map shows it.
    public var marks: [Entry]
    /// The language of the meanings and headings.
    public var ui: UIText

    /// The legend of one floor (`ordinal`), or of the whole venue when `ordinal` is nil,
    /// for the look `options` give (tints or patterns, style, tone, charset), in `ui`'s language.
    public init(model: MapModel, ordinal: Int?, options: SceneOptions, ui: UIText = .english) {
        self.ui = ui
        let theme = SceneTheme(options.style, tone: options.tone)
        let archive = model.graph.archive
        let floors = ordinal.map { [model.floor($0)] } ?? model.floors.keys.sorted().compactMap { model.floors[$0] }
        var classCounts: [UnitClass: Int] = [:]
        var iconCounts: [Int: Int] = [:]
        var openings = 0
        for floor in floors {
            for u in floor.units { classCounts[UnitClass(category: archive.units[u.index].category), default: 0] += 1 }
            for p in floor.amenities { iconCounts[AmenityIcon.kindIndex(for: archive.amenities[p.index].category), default: 0] += 1 }
            openings += floor.openings.count
        }
        let ascii = options.charset == .ascii
        areas = UnitClass.allCases.compactMap { c in
            guard let n = classCounts[c] else { return nil }
            let (symbol, style) = Self.swatch(theme.area(c), tints: options.tintsAreas, ascii: ascii)
            return Entry(symbol: symbol, style: style, meaning: c.meaning(ui), count: n)
        }
        let iconStyle = CellStyle(fg: .index(theme.icon), bold: true)
        icons = AmenityIcon.kinds.indices.compactMap { k in
            guard let n = iconCounts[k] else { return nil }
            return Entry(symbol: AmenityIcon.kinds[k].icon, style: iconStyle, meaning: AmenityIcon.kinds[k].meaning(ui), count: n)
        }
        let times = ascii ? "x" : "×"
        var marks: [Entry] = []
        if openings > 0 {
            marks.append(Entry(symbol: ascii ? "==" : "⠒⠒", style: CellStyle(fg: .index(theme.door), bold: true), meaning: ui.legendDoor, count: openings))
        }
        marks.append(Entry(symbol: "WC\(times)3", style: iconStyle, meaning: ui.legendClusterSame, count: nil))
        marks.append(Entry(symbol: "(5)", style: iconStyle, meaning: ui.legendClusterMixed, count: nil))
        let selectionSymbol = options.tintsAreas ? "  " : (ascii ? "##" : "⣿⣿")
        let selectionStyle = options.tintsAreas ? CellStyle(bg: .index(theme.selectionTint)) : CellStyle(fg: .index(theme.selection), bold: true)
        marks.append(Entry(symbol: selectionSymbol, style: selectionStyle, meaning: ui.legendSelection, count: nil))
        if options.here != nil {
            marks.append(Entry(symbol: ascii ? "@" : "◉", style: CellStyle(fg: .index(theme.here), bold: true),
                               meaning: ui.legendHere, count: nil))
        }
        if !options.closures.isEmpty {
            marks.append(Entry(symbol: ascii ? "X" : "✕", style: CellStyle(fg: .index(theme.closed), bold: true).with(reverse: true),
                               meaning: ui.legendClosed, count: options.closures.count))
        }
        self.marks = marks
    }

    /// Every entry: areas, then marks of amenities, then other marks.
    public var entries: [Entry] { areas + icons + marks }

    /// The symbol and style that show an area style: two cells of its tint (with the
    /// pattern drawn over it, if any), or two cells of its dot pattern in its colour, as the
    /// map draws them side by side.
    static func swatch(_ area: AreaStyle, tints: Bool, ascii: Bool) -> (String, CellStyle) {
        if tints {
            let bg = area.tint.map { TermColor.index($0) } ?? .default
            guard area.overlay != .none else { return ("  ", CellStyle(bg: bg)) }
            return (cells(area.overlay, ascii: ascii), CellStyle(fg: .index(area.overlayColor), bg: bg, dim: area.dim))
        }
        return (cells(area.pattern, ascii: ascii), CellStyle(fg: .index(area.fill), dim: area.dim))
    }

    /// Two cells of a pattern, as braille or ASCII.
    static func cells(_ pattern: FillPattern, ascii: Bool) -> String {
        var out = ""
        for cell in 0..<2 {
            var mask: UInt8 = 0
            for y in 0..<4 {
                for x in 0..<2 where pattern.contains(x: cell * 2 + x, y: y) { mask |= BrailleDots.bit(x: x, y: y) }
            }
            out.append(mask == 0 ? " " : (ascii ? AsciiGlyphs.table[Int(mask)] : BrailleDots.glyphs[Int(mask)]))
        }
        return out
    }
}
