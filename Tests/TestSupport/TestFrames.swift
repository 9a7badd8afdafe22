import TerminalKit

/// Frames for tests of screen updates: a wide random map and the explorer-like screen
/// that shows part of it.
public enum TestFrames {
    /// A wide random braille map with a few colours and blank stretches.
    public static func randomMap<R: RandomNumberGenerator>(columns: Int, rows: Int, using rng: inout R) -> Frame {
        var frame = Frame(width: columns, height: rows)
        for y in 0..<rows {
            for x in 0..<columns {
                let r = rng.next()
                if r % 5 == 0 { continue }   // a blank cell
                let dots = UInt32(r >> 8 & 0xFF)
                let style = CellStyle(fg: .index(UInt8(240 + (r >> 20) % 4)))
                frame[x, y] = Cell(Character(Unicode.Scalar(0x2800 + dots)!), style: style)
            }
        }
        return frame
    }

    /// What the explorer shows with the map's left edge at `left`: the map, a
    /// fixed 10-column widget on the right of the top six rows and a status text.
    public static func screen(world: Frame, left: Int, columns: Int, rows: Int) -> Frame {
        var frame = Frame(width: columns, height: rows)
        for y in 0..<rows {
            for x in 0..<columns { frame[x, y] = world[x + left, y] }
        }
        for y in 0..<6 {
            for x in (columns - 10)..<columns { frame[x, y] = Cell(y == 0 ? "─" : " ", style: CellStyle(bg: .index(236))) }
            frame.put("Level \(y)", x: columns - 9, y: y, style: CellStyle(fg: .index(231), bg: .index(236)))
        }
        frame.put("status text", x: 0, y: 0, style: CellStyle(reverse: true))
        return frame
    }
}
