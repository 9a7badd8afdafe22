import TerminalKit

/// The status line at the bottom: venue, level, scale, heading and pitch, and a message area.
public struct StatusLine: Widget, Sendable {
    /// Venue name.
    public var venue: String
    /// Level label, e.g. "G Ground Floor".
    public var level: String
    /// The selected place's name, said after the level ("selected: Bookworm"), so a screen
    /// reader reading the line hears what is selected; nil for none.
    public var selection: String?
    /// Scale text, e.g. "1 cell ≈ 0.8 m".
    public var scale: String
    /// Heading in degrees.
    public var heading: Double
    /// Pitch in degrees.
    public var pitch: Double
    /// A passing note such as "zoom limit", or a hint.
    public var message: String?
    /// Whether the message is an alert (drawn highlighted).
    public var isAlert: Bool
    /// What to say about "you are here" (follow mode, its floor, the fix's age), drawn
    /// before the scale; nil for nothing.
    public var position: String?

    /// Creates a status line.
    public init(venue: String, level: String, scale: String, heading: Double, pitch: Double, message: String?, isAlert: Bool) {
        self.venue = venue
        self.level = level
        self.scale = scale
        self.heading = heading
        self.pitch = pitch
        self.message = message
        self.isAlert = isAlert
    }

    /// Draws the line on the first row of the area, across its width.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii, ui = context.ui
        let row = area.y, x0 = area.x
        let bar = styles.bar
        frame.fill(x: x0, y: row, width: area.width, height: 1, with: Cell(" ", style: bar))
        let deg = ascii ? "" : "°"
        var left = " \(venue) | \(level) " + (selection.map { "| \(ui.statusSelection(name: $0)) " } ?? "")
        let chip = position.map { " \($0) |" } ?? ""
        let camera = ui.statusCamera(heading: "\(Int(heading.rounded()))\(deg)", pitch: "\(Int(pitch.rounded()))\(deg)")
        var right = chip + " \(scale) | \(camera) | \(ui.statusHelp) "
        // What is said about the position, and a note, outrank the scale and camera.
        if !chip.isEmpty {
            let room = area.width - right.terminalWidth - min(left.terminalWidth, 24)
            if room <= 10 || (message.map { room < min($0.terminalWidth + 2, 48) } ?? false) { right = chip + " \(ui.statusHelp) " }
        }
        let space = area.width - right.terminalWidth
        var x = 0
        if let message, !message.isEmpty {
            // The venue and level give up room to a long note, down to 20 cells.
            left = left.truncated(to: max(0, min(space / 2, max(20, space - message.terminalWidth - 3))), ascii: ascii)
            x = frame.put(left, x: x0, y: row, style: CellStyle(fg: .index(231), bg: .index(238), bold: true)) - x0
            let m = " \(message) ".truncated(to: max(0, space - x - 1), ascii: ascii)
            frame.put(m, x: x0 + x + 1, y: row, style: isAlert ? styles.note : CellStyle(fg: .index(229), bg: .index(238)))
        } else {
            frame.put(left.truncated(to: max(0, space), ascii: ascii), x: x0, y: row, style: CellStyle(fg: .index(231), bg: .index(238), bold: true))
        }
        if space > 10 {
            let end = frame.put(chip, x: x0 + space, y: row, style: CellStyle(fg: .index(231), bg: .index(238), bold: true))
            frame.put(String(right.dropFirst(chip.count)).truncated(to: max(0, x0 + area.width - end), ascii: ascii), x: end, y: row, style: bar)
        }
    }
}
