import Localization
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

    /// A card for a feature's details, its labels in `ui`'s language; with hours, the time
    /// zone they are read in and why (``VenueTimeZone/Choice``) when given.
    public init(details d: PlaceDetails, hint: String, hours status: HoursStatus? = nil, timeZone: VenueTimeZone.Choice? = nil,
                ui: UIText = .english) {
        title = d.name
        var sub: [String] = []
        // The category in words ("Fast food", "Room"); the feature type only when there is none.
        if let c = d.category { sub.append(CategoryNames.readable(c, ui: ui)) } else { sub.append(Self.kindWord(d.kind, ui: ui)) }
        if let l = d.levelName { sub.append(Self.levelLabel(l, ui: ui)) }
        subtitle = sub.joined(separator: " · ")
        var lines: [String] = []
        if let u = d.inUnit { lines.append(ui.cardIn(place: u)) }
        if let h = d.hours {
            lines.append(Self.hoursLine(h, status, ui: ui))
            if let zone = timeZone { lines.append(ui.cardTimeZone(zone: zone.description(ui))) }
        }
        if let p = d.phone { lines.append(ui.cardPhone(phone: p)) }
        if let w = d.website { lines.append(ui.cardWeb(web: w)) }
        if !d.accessibility.isEmpty { lines.append(ui.cardAccessibility(list: AccessibilityWords.words(d.accessibility, ui: ui).joined(separator: ", "))) }
        if !d.facilities.isEmpty { lines.append(ui.cardHas(list: d.facilities.sorted().map { $0.words(ui) }.joined(separator: " · "))) }
        if let r = d.restriction { lines.append(ui.cardAccess(access: r)) }
        if let a = d.address { lines.append(ui.cardAddress(address: a)) }
        if !d.otherNames.isEmpty { lines.append(ui.cardAlso(names: d.otherNames.prefix(3).joined(separator: " / "))) }
        self.lines = lines
        self.hint = hint
    }

    /// "Open now · closes 20:00 (Mo-Sa 10:00-20:00)"; "Hours: 5:30 am to 10:30 pm (not
    /// understood)" when not understood.
    static func hoursLine(_ hours: String, _ status: HoursStatus?, ui: UIText = .english) -> String {
        guard let status else { return ui.cardHours(hours: hours) }
        return status.isOpen == nil ? ui.cardHours(hours: status.text) : ui.cardHoursStatus(hours: hours, status: status.text)
    }

    /// A feature type as a visitor would call it.
    static func kindWord(_ kind: String, ui: UIText = .english) -> String {
        switch kind {
        case "occupant": return ui.cardKindBusiness
        case "unit": return ui.cardKindSpace
        case "amenity": return ui.cardKindAmenity
        case "kiosk": return ui.cardKindKiosk
        case "opening": return ui.cardKindDoor
        case "level": return ui.cardKindLevel
        default: return ui.category(kind) ?? ui.cardKindSpace
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
        let styles = context.styles, ascii = context.ascii, ui = context.ui
        let h = area.height, top = area.y, w = area.width, x = area.x
        let bottom = top + h - 1
        frame.box(x: x, y: top, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(" " + title.truncated(to: w - 4, ascii: ascii) + " ", x: x + 1, y: top, style: styles.title)
        frame.cursor = CursorSpot(x: x + 2, y: top)
        frame.put(subtitle.truncated(to: w - 4, ascii: ascii), x: x + 2, y: top + 1, style: styles.dim)
        let all = wrapped(toWidth: w - 4), visible = max(0, h - 3)
        let first = max(0, min(scroll, all.count - visible))
        for (i, line) in all.dropFirst(first).prefix(visible).enumerated() {
            frame.put(line.truncated(to: w - 4, ascii: ascii), x: x + 2, y: top + 2 + i)
        }
        if all.count > visible {
            let more = " " + ui.cardScroll(dot: ascii ? "-" : "·", first: ui.number(first + 1), last: ui.number(first + visible), total: ui.number(all.count)) + " "
            frame.put(more, x: x + 2, y: bottom, style: styles.dim)
        }
        let hintText = " " + hint + " "
        if hintText.terminalWidth < w - 4 { frame.put(hintText, x: x + w - 2 - hintText.terminalWidth, y: bottom, style: styles.dim) }
    }

    /// A level's name as the card shows it: "Level G" for a short code, the name itself when it
    /// already says what it is ("Level 1", "Ground Floor", "Erdgeschoss"), never "Level Level 1".
    static func levelLabel(_ name: String, ui: UIText = .english) -> String {
        let looksLikeCode = name.count <= 3 || name.allSatisfy { $0.isNumber || $0 == "-" || $0 == "." }
        return looksLikeCode ? ui.cardLevel(level: name) : name
    }
}
