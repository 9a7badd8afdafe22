import TerminalKit
extension Frame {
    /// The frame as text with ANSI SGR escape sequences for its styles, rows joined by
    /// newlines.
    ///
    /// An SGR is written only where the style changes along a row, and always as a full
    /// reset plus the new attributes (`ESC[0;1;2;7;…m`): bold 1, dim 2, reverse 7;
    /// colours 0–7 as 30–37 / 40–47, 8–15 as 90–97 / 100–107 (so 8-colour terminals
    /// understand ``ColorMode/ansi8`` frames), others as 38;5;N / 48;5;N. A row that
    /// ends styled gets `ESC[0m`, so every row starts and ends in the plain style; plain
    /// rows carry no escapes. With `colors: false` the result equals ``text``.
    /// The second cells of double-width characters are left out, as in ``Frame/lines``.
    public func ansiText(colors: Bool) -> String {
        guard colors else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 3 + height * 16)
        cells.withUnsafeBufferPointer { cells in
            for y in 0..<height {
                if y > 0 { out.append(0x0A) }
                var current = CellStyle.plain
                for cell in cells[(y * width)..<(y * width + width)] where cell.character != Character.wideContinuation {
                    if cell.style != current {
                        Self.appendSGR(cell.style, to: &out)
                        current = cell.style
                    }
                    out.append(contentsOf: cell.character.utf8)
                }
                if current != .plain { Self.appendSGR(.plain, to: &out) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the SGR sequence that selects exactly `style` from any state.
    static func appendSGR(_ style: CellStyle, to out: inout [UInt8]) {
        out.append(contentsOf: [0x1B, 0x5B, 0x30])   // ESC [ 0
        if style.bold { out.append(contentsOf: [0x3B, 0x31]) }
        if style.dim { out.append(contentsOf: [0x3B, 0x32]) }
        if style.reverse { out.append(contentsOf: [0x3B, 0x37]) }
        if case .index(let n) = style.fg { appendColor(n, base: 30, bright: 90, extended: 38, to: &out) }
        if case .index(let n) = style.bg { appendColor(n, base: 40, bright: 100, extended: 48, to: &out) }
        out.append(0x6D)                             // m
    }

    /// Appends `;` and the SGR parameters for one palette colour.
    private static func appendColor(_ n: UInt8, base: Int, bright: Int, extended: Int, to out: inout [UInt8]) {
        out.append(0x3B)
        switch n {
        case 0..<8: appendNumber(base + Int(n), to: &out)
        case 8..<16: appendNumber(bright + Int(n) - 8, to: &out)
        default:
            appendNumber(extended, to: &out)
            out.append(contentsOf: [0x3B, 0x35, 0x3B])   // ;5;
            appendNumber(Int(n), to: &out)
        }
    }

    /// Appends a non-negative number below 1000 in decimal.
    private static func appendNumber(_ v: Int, to out: inout [UInt8]) {
        if v >= 100 { out.append(UInt8(0x30 + v / 100)) }
        if v >= 10 { out.append(UInt8(0x30 + (v / 10) % 10)) }
        out.append(UInt8(0x30 + v % 10))
    }
}
