import VenueFormats
import MapCore
import TerminalKit

/// The place card at the bottom of the screen: name, category, level, hours, phone, website,
/// accessibility, what the place has (toilets, a changing table) and the unit the feature is in; or route steps.
public struct PlaceCard: Widget, Sendable {
    /// Title line.
    public var title: String
    /// Subtitle (category and level).
    public var subtitle: String
    /// Detail lines, "Label: value".
    public var lines: [String]
    /// Hint at the bottom-right ("Esc close · r route").
    public var hint: String
    /// The first wrapped line shown (`{` `}` scroll a card whose lines do not all fit).
    public var scroll = 0

    /// Creates a card from raw lines.
    public init(title: String, subtitle: String, lines: [String], hint: String) {
        self.title = title
        self.subtitle = subtitle
        self.lines = lines
        self.hint = hint
    }

    /// A card for a feature's details; with hours, the time zone they are read in and why
    /// (``VenueTimeZone/Choice``) when given.
    public init(details d: PlaceDetails, hint: String, hours status: HoursStatus? = nil, timeZone: VenueTimeZone.Choice? = nil) {
        title = d.name
        var sub: [String] = []
        // The category in words ("Fast food", "Room"); the feature type only when there is none.
        if let c = d.category { sub.append(VenueGraph.readableCategory(c)) } else { sub.append(Self.kindWord(d.kind)) }
        if let l = d.levelName { sub.append(Self.levelLabel(l)) }
        subtitle = sub.joined(separator: " · ")
        var lines: [String] = []
        if let u = d.inUnit { lines.append("In: \(u)") }
        if let h = d.hours {
            lines.append(Self.hoursLine(h, status))
            if let zone = timeZone { lines.append("Time zone: \(zone.description)") }
        }
        if let p = d.phone { lines.append("Phone: \(p)") }
        if let w = d.website { lines.append("Web: \(w)") }
        if !d.accessibility.isEmpty { lines.append("Accessibility: \(d.accessibility.joined(separator: ", "))") }
        if let has = Facility.line(d.facilities) { lines.append(has) }
        if let r = d.restriction { lines.append("Access: \(r)") }
        if let a = d.address { lines.append("Address: \(a)") }
        if !d.otherNames.isEmpty { lines.append("Also: \(d.otherNames.prefix(3).joined(separator: " / "))") }
        self.lines = lines
        self.hint = hint
    }

    /// "Open now · closes 20:00 (Mo-Sa 10:00-20:00)"; "Hours: 5:30 am to 10:30 pm (not
    /// understood)" when not understood.
    static func hoursLine(_ hours: String, _ status: HoursStatus?) -> String {
        guard let status else { return "Hours: \(hours)" }
        return status.isOpen == nil ? "Hours: \(status.text)" : "\(status.text) (\(hours))"
    }

    /// A feature type as a visitor would call it.
    static func kindWord(_ kind: String) -> String {
        switch kind {
        case "occupant": return "Business"
        case "unit": return "Space"
        case "amenity": return "Amenity"
        case "kiosk": return "Kiosk"
        case "opening": return "Door"
        case "level": return "Level"
        default: return kind.prefix(1).uppercased() + kind.dropFirst()
        }
    }

    /// Rows the card takes for a frame height (border included), at most half the screen;
    /// with `width`, long lines count as wrapped to it.
    public func height(maxRows: Int, width: Int? = nil) -> Int {
        max(4, min(maxRows / 2, (width.map { wrapped(toWidth: $0 - 4).count } ?? lines.count) + 4))
    }

    /// The lines wrapped to `width` columns, a wrapped line's rest indented under its text
    /// (after a step's "12. [G] ").
    func wrapped(toWidth width: Int) -> [String] {
        lines.flatMap { line -> [String] in
            guard line.terminalWidth > width, width > 12 else { return [line] }
            let indent = line.prefix { $0 != " " }.count + 1
            let hang = line.firstRange(of: "] ").map { line.distance(from: line.startIndex, to: $0.upperBound) } ?? indent
            let pad = String(repeating: " ", count: min(hang, width / 3))
            let parts = line.wrapped(toWidth: width)
            guard parts.count > 1 else { return parts }
            return [parts[0]] + parts.dropFirst().joined(separator: " ").wrapped(toWidth: width - pad.count).map { pad + $0 }
        }
    }

    /// The largest ``scroll`` that still shows something new, in an area this wide and tall.
    public func maxScroll(width: Int, height: Int) -> Int { max(0, wrapped(toWidth: width - 4).count - (height - 3)) }

    /// Where the card goes: across `width` columns, its last row `bottom` (inclusive), as
    /// tall as ``height(maxRows:)`` allows above it.
    public func area(width: Int, bottom: Int) -> Area {
        let h = height(maxRows: bottom + 1)
        return Area(x: 0, y: bottom - h + 1, width: width, height: h)
    }

    /// Draws the card in its ``area(width:bottom:)``.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        let h = area.height, top = area.y, w = area.width, x = area.x
        let bottom = top + h - 1
        frame.box(x: x, y: top, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(" " + title.truncated(to: w - 4, ascii: ascii) + " ", x: x + 1, y: top, style: styles.title)
        frame.put(subtitle.truncated(to: w - 4, ascii: ascii), x: x + 2, y: top + 1, style: styles.dim)
        let all = wrapped(toWidth: w - 4), visible = max(0, h - 3)
        let first = max(0, min(scroll, all.count - visible))
        for (i, line) in all.dropFirst(first).prefix(visible).enumerated() {
            frame.put(line.truncated(to: w - 4, ascii: ascii), x: x + 2, y: top + 2 + i)
        }
        if all.count > visible {
            let more = " \(first + 1)-\(first + visible) of \(all.count) \(ascii ? "-" : "·") { } scroll "
            frame.put(more, x: x + 2, y: bottom, style: styles.dim)
        }
        let hintText = " " + hint + " "
        if hintText.terminalWidth < w - 4 { frame.put(hintText, x: x + w - 2 - hintText.terminalWidth, y: bottom, style: styles.dim) }
    }

    /// A level's name as the card shows it: "Level G" for a short code, the name itself when it
    /// already says what it is ("Level 1", "Ground Floor", "Erdgeschoss"), never "Level Level 1".
    static func levelLabel(_ name: String) -> String {
        let looksLikeCode = name.count <= 3 || name.allSatisfy { $0.isNumber || $0 == "-" || $0 == "." }
        return looksLikeCode ? "Level " + name : name
    }
}
