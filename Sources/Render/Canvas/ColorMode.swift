import TerminalKit
/// How many colours the terminal shows, and so how a frame's colours are reduced.
public enum ColorMode: Hashable, Sendable, CaseIterable {
    /// The full xterm 256-colour palette: colours stay as they are.
    case xterm256
    /// The eight ANSI colours: every palette index becomes its nearest ANSI colour
    /// (see ``Palette/nearestANSI(_:)``).
    case ansi8
    /// No colours: foreground and background become the terminal default, while bold,
    /// dim and reverse are kept.
    case monochrome

    /// A colour as this mode can show it.
    public func adapt(_ color: TermColor) -> TermColor {
        switch (self, color) {
        case (_, .default), (.xterm256, _): return color
        case (.ansi8, .index(let i)): return .index(Palette.nearestANSI(i))
        case (.monochrome, _): return .default
        }
    }

    /// A style as this mode can show it: colours adapted, attributes kept.
    public func adapt(_ style: CellStyle) -> CellStyle {
        var s = style
        s.fg = adapt(style.fg)
        s.bg = adapt(style.bg)
        return s
    }
}

extension Frame {
    /// The frame with every cell's colours reduced to what `mode` can show.
    public func adapted(to mode: ColorMode) -> Frame {
        guard mode != .xterm256 else { return self }
        var out = self
        for y in 0..<height {
            for x in 0..<width {
                var cell = self[x, y]
                cell.style = mode.adapt(cell.style)
                out[x, y] = cell
            }
        }
        return out
    }
}
