/// The xterm 256-colour palette as RGB, and the nearest of the eight ANSI colours.
public enum Palette {
    /// The RGB value xterm uses for a palette index (0–255).
    ///
    /// 0–15 are the system colours (xterm defaults), 16–231 the 6×6×6 colour cube and
    /// 232–255 the grey ramp.
    public static func rgb(_ index: UInt8) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = Int(index)
        switch i {
        case 0..<16:
            let system: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
                (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
                (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return system[i]
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let n = i - 16
            return (levels[n / 36], levels[(n / 6) % 6], levels[n % 6])
        default:
            let v = UInt8(8 + 10 * (i - 232))
            return (v, v, v)
        }
    }

    /// The ANSI colour (0–7: black, red, green, yellow, blue, magenta, cyan, white)
    /// closest in character to a palette index.
    ///
    /// 0–7 stay, 8–15 lose their brightness. Other colours are matched by hue rather
    /// than by RGB distance, which would turn most map colours into grey: greys become
    /// black or white by lightness, and a chromatic colour keeps every channel that
    /// reaches half of its strongest one (orange → yellow, teal → cyan, navy → blue).
    public static func nearestANSI(_ index: UInt8) -> UInt8 {
        if index < 8 { return index }
        if index < 16 { return index - 8 }
        let (r, g, b) = rgb(index)
        let hi = max(r, g, b), lo = min(r, g, b)
        if Int(hi) - Int(lo) < 40 {
            return hi < 80 ? 0 : 7
        }
        let half = Int(hi) / 2
        return (Int(r) > half ? 1 : 0) | (Int(g) > half ? 2 : 0) | (Int(b) > half ? 4 : 0)
    }
}
