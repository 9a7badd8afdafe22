/// How a cell's 2×4 dots become one ASCII character.
///
/// Line-like dot shapes keep their direction so walls read as walls: a single column
/// is `|`, a single row `-`, a connected diagonal `\` or `/`, and other connected shapes
/// (corners, junctions) `+`. Scattered dots, as pattern fills leave them, follow a
/// density ramp so rooms read as texture: 1 dot `.`, 2–3 `:`, 4–5 `+`, more `#`.
/// A full cell is `#` and an empty one a space.
public enum AsciiGlyphs {
    /// The character for each of the 256 masks.
    public static let table: [Character] = (0...255).map { character(for: UInt8($0)) }

    /// Classifies one mask (see the type's description for the rules).
    static func character(for mask: UInt8) -> Character {
        var dots: [(x: Int, y: Int)] = []
        for y in 0..<4 {
            for x in 0..<2 where mask & BrailleDots.bit(x: x, y: y) != 0 { dots.append((x, y)) }
        }
        switch dots.count {
        case 0: return " "
        case 1: return "."
        case 8: return "#"
        default: break
        }
        guard isConnected(dots) else {
            switch dots.count {
            case 2, 3: return ":"
            case 4, 5: return "+"
            default: return "#"
            }
        }
        if dots.allSatisfy({ $0.x == dots[0].x }) { return "|" }
        if dots.allSatisfy({ $0.y == dots[0].y }) { return "-" }
        let leftRows = dots.filter { $0.x == 0 }.map(\.y), rightRows = dots.filter { $0.x == 1 }.map(\.y)
        if leftRows.max()! < rightRows.min()! { return "\\" }
        if leftRows.min()! > rightRows.max()! { return "/" }
        // Full rows only (a thick horizontal line).
        if leftRows.sorted() == rightRows.sorted(), leftRows.count <= 2,
           leftRows.count == 1 || abs(leftRows[0] - leftRows[1]) == 1 { return "-" }
        // A full column with a stray dot beside it.
        if (leftRows.count >= 3 && rightRows.count <= 1) || (rightRows.count >= 3 && leftRows.count <= 1) {
            return dots.count <= 4 ? "|" : "+"
        }
        return dots.count <= 5 ? "+" : "#"
    }

    /// Whether the dots form one 8-connected group.
    private static func isConnected(_ dots: [(x: Int, y: Int)]) -> Bool {
        var reached = [dots[0]]
        var rest = Array(dots.dropFirst())
        var i = 0
        while i < reached.count {
            let d = reached[i]
            rest.removeAll { e in
                guard abs(e.x - d.x) <= 1, abs(e.y - d.y) <= 1 else { return false }
                reached.append(e)
                return true
            }
            i += 1
        }
        return rest.isEmpty
    }
}
