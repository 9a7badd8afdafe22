import VenueFormats
import MapCore
import Render
import TerminalKit

/// One floor of the whole-building view (`b`, `atrium render --floors`): what it holds,
/// the matches of the search or filter on it, and the route's legs on it.
public struct FloorSummary: Sendable, Equatable {
    /// The floor's ordinal.
    public var ordinal: Int
    /// Its short name, as the picker shows it ("G", "C+").
    public var shortName: String
    /// Its name ("Ground Floor").
    public var name: String
    /// Named places on it: occupants, units with a name and no occupant, kiosks and amenities.
    public var places: Int
    /// Whether nothing at all is mapped on it (no unit, opening, amenity, occupant or kiosk).
    public var isEmpty: Bool
    /// Matches of the search or the category filter on it (nil: none is active).
    public var matches: Int?
    /// The route's legs on it, as "leg 2 · 45 m", in route order.
    public var legs: [String]

    /// Every floor of a venue, highest first, with the matches per ordinal of the search or
    /// filter (nil when none is active) and the route (if any).
    public static func all(graph g: VenueGraph, matches: [Int: Int]?, route: Route?) -> [FloorSummary] {
        g.floors.reversed().map { f in
            let c = g.contents(ordinal: f.ordinal)
            // A shop's unit and its occupant are one place.
            let named = c.units.filter { g.occupantsOfUnit[$0] == nil && g.language.text(g.archive.units[$0].name)?.isEmpty == false }.count
            let empty = c.units.isEmpty && c.openings.isEmpty && c.amenities.isEmpty && c.occupants.isEmpty && c.kiosks.isEmpty
            var legs: [String] = []
            for (k, leg) in (route?.legs ?? []).enumerated() where leg.ordinal == f.ordinal {
                legs.append("leg \(k + 1) · \(Int(leg.meters.rounded())) m")
            }
            return FloorSummary(ordinal: f.ordinal, shortName: g.pickerLabel(ordinal: f.ordinal), name: g.levelName(ordinal: f.ordinal),
                                places: named + c.occupants.count + c.kiosks.count + c.amenities.count, isEmpty: empty,
                                matches: matches.map { $0[f.ordinal] ?? 0 }, legs: legs)
        }
    }

    /// The line a floor takes: "G   Ground Floor   24 places · 3 matches · route: leg 1 · 40 m",
    /// or "(nothing mapped)".
    public var line: String {
        var parts: [String] = []
        if isEmpty { parts.append("(nothing mapped)") } else { parts.append(places == 1 ? "1 place" : "\(places) places") }
        if let m = matches { parts.append(m == 1 ? "1 match" : "\(m) matches") }
        if !legs.isEmpty { parts.append("route: " + legs.joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }

    /// The floors as lines of text, short names and names in columns.
    public static func lines(_ floors: [FloorSummary], current: Int?) -> [String] {
        let shortWidth = floors.map(\.shortName.terminalWidth).max() ?? 1
        let nameWidth = min(28, floors.map(\.name.terminalWidth).max() ?? 1)
        return floors.map { f in
            let mark = f.ordinal == current ? "> " : "  "
            let short = f.shortName + String(repeating: " ", count: max(0, shortWidth - f.shortName.terminalWidth))
            let name = f.name.truncated(toWidth: nameWidth)
            return mark + short + "  " + name + String(repeating: " ", count: max(0, nameWidth - name.terminalWidth)) + "  " + f.line
        }
    }
}

/// The whole-building view: every floor, highest on top, with its matches and route legs;
/// ↑ ↓ choose, Enter goes to the floor, Esc or `b` closes.
public struct FloorsView: Widget, Sendable {
    /// The floors, highest first.
    public var floors: [FloorSummary]
    /// The floor the map shows.
    public var current: Int
    /// The highlighted row.
    public var cursor: Int
    /// What the matches are of ("filter: Food", "search \"toilet\""), for the title.
    public var matchesOf: String?

    /// Creates the view.
    public init(floors: [FloorSummary], current: Int, cursor: Int, matchesOf: String? = nil) {
        self.floors = floors
        self.current = current
        self.cursor = cursor
        self.matchesOf = matchesOf
    }

    /// Draws the list in a box centred in the area, scrolled to keep the cursor in view.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        // Without UTF-8: "·" as "-", names transliterated (``Swift/String/asciiShown``).
        let lines = FloorSummary.lines(floors, current: current).map { ascii ? $0.replacingOccurrences(of: "·", with: "-").asciiShown : $0 }
        let w = min(area.width, max(40, (lines.map(\.terminalWidth).max() ?? 0) + 4))
        let h = min(area.height, lines.count + 4)
        let x = area.x + (area.width - w) / 2, y = area.y + max(0, (area.height - h) / 2)
        frame.box(x: x, y: y, width: w, height: h, style: styles.border, ascii: ascii)
        var title = " Floors" + (matchesOf.map { " · matches of \($0)" } ?? "") + " "
        if ascii { title = title.replacingOccurrences(of: "·", with: "-").asciiShown }
        frame.put(title.truncated(to: w - 4, ascii: ascii), x: x + 2, y: y, style: styles.title)
        let visible = max(1, h - 4)
        let first = max(0, min(cursor - visible / 2, lines.count - visible))
        for (i, line) in lines.enumerated().dropFirst(first).prefix(visible) {
            let row = y + 2 + i - first
            let style = i == cursor ? styles.highlight : (floors[i].isEmpty ? styles.dim : styles.panel)
            let text = line.truncated(to: w - 4, ascii: ascii)
            frame.put(text + String(repeating: " ", count: max(0, w - 4 - text.terminalWidth)), x: x + 2, y: row, style: style)
        }
        let hint = ascii ? " up/down choose - Enter goes there - Esc closes " : " ↑↓ choose · Enter goes there · Esc closes "
        if hint.terminalWidth < w - 2 { frame.put(hint, x: x + w - 1 - hint.terminalWidth, y: y + h - 1, style: styles.dim) }
    }
}
