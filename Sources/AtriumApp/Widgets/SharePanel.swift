import TerminalKit

/// The `y` share box: the current view as a command line, wrapped to the width.
public struct SharePanel: Widget, Sendable {
    /// The command line (see ``shareCommand(_:)``).
    public var command: String

    /// Creates the panel.
    public init(command: String) {
        self.command = command
    }

    /// Draws the box near the top of the area, across it.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        let x0 = area.x, y0 = area.y
        let w = area.width
        let inner = max(10, w - 6)
        let lines = Self.wrap(command, width: inner)
        let h = min(area.height - 2, lines.count + 3)
        frame.box(x: x0 + 1, y: y0 + 1, width: w - 2, height: h, style: styles.border, ascii: ascii)
        frame.put(" Share this view ", x: x0 + 3, y: y0 + 1, style: styles.title)
        for (i, l) in lines.prefix(h - 3).enumerated() { frame.put(l, x: x0 + 3, y: y0 + 2 + i) }
        frame.put(" any key closes ", x: x0 + max(3, w - 20), y: y0 + h, style: styles.dim)
    }

    /// Lines of at most `width` columns, broken at spaces (a word longer than a line is cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count <= width { line += " " + word; continue }
            if !line.isEmpty { lines.append(line); line = "" }
            while word.count > width { lines.append(String(word.prefix(width))); word = word.dropFirst(width) }
            line = String(word)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
