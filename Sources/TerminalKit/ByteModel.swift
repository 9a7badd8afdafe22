/// A byte model of what ncurses sends to an xterm-like terminal, over cell keys.
///
/// Not exact (ncurses weighs more ways of moving the cursor), but the same model
/// prices both ways of reaching a row, which is all a choice between them needs.
public enum ByteModel {
    /// Estimated bytes of turning a row showing `from` (nil: a blank row) into `to`.
    ///
    /// Every changed cell is written, in the style it has, except that a long run of
    /// changed spaces of one look is erased (ECH); a gap of unchanged cells is jumped (a
    /// cursor move) or written over, whichever is cheaper; changed cells after the last
    /// non-blank one are cleared with one clear-to-end-of-line.
    public static func rowCost(from: ArraySlice<UInt64>?, to: ArraySlice<UInt64>) -> Int {
        to.withUnsafeBufferPointer { target in
            guard let from else { return cost(from: nil, to: target) }
            return from.withUnsafeBufferPointer { cost(from: $0.baseAddress, to: target) }
        }
    }

    private static func cost(from: UnsafePointer<UInt64>?, to: UnsafeBufferPointer<UInt64>) -> Int {
        let blank = CellKeys.blankKey
        let count = to.count
        var lastNonBlank = -1
        for c in stride(from: count - 1, through: 0, by: -1) where to[c] != blank {
            lastNonBlank = c
            break
        }
        var cost = 0
        var style = plainStyle
        var cursor = -1          // column after the last one written; -1: not yet on this row
        var gapBytes = 0         // bytes to write over the unchanged cells since `cursor`
        var gapStyled = false    // whether that gap holds another style than the current one
        var skipUntil = 0
        for c in 0..<count {
            if c < skipUntil { continue }
            let key = to[c]
            let shown = from?[c] ?? blank
            if key == shown {
                if cursor >= 0 {
                    gapBytes += characterBytes(key)
                    if Self.style(key) != style { gapStyled = true }
                }
                continue
            }
            if c > lastNonBlank {
                // The rest of the new row is blank: one clear to end of line.
                cost += (cursor < 0 ? 7 : min(5, gapStyled ? 5 : gapBytes)) + styleCost(from: style, to: plainStyle) + 3
                return cost
            }
            if cursor < 0 {
                cost += 7                                     // cursor address
            } else if cursor < c {
                cost += gapStyled ? 5 : min(5, gapBytes)      // column move, or write over
            }
            let next = Self.style(key)
            cost += styleCost(from: style, to: next)
            style = next
            gapBytes = 0
            gapStyled = false
            // A run of changed spaces of one look (a room's fill) goes as one erase of n
            // characters (ECH, background colour erase) and a move past it.
            var end = c + 1
            if key & 0x1F_FFFF == 0x20 {
                while end < count && to[end] == key && (from?[end] ?? blank) != key { end += 1 }
            }
            cost += end - c > eraseRunThreshold ? eraseRunCost : (end - c) * characterBytes(key)
            cursor = end
            skipUntil = end
        }
        return cost
    }

    /// Spaces in a run longer than this are erased (ECH) rather than written.
    static let eraseRunThreshold = 10
    /// Bytes of erasing a run of characters and moving past it (ECH leaves the cursor).
    static let eraseRunCost = 10

    /// The style bits of a key: colours and attributes (see ``CellKeys/key(of:)``).
    @inline(__always)
    static func style(_ key: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: (key >> 21) & 0x1F_FFFF) }

    /// Default colours, no attributes.
    static let plainStyle = style(CellKeys.blankKey)

    /// Bytes of the UTF-8 of a key's character (its first scalar; a cluster of several
    /// scalars is counted with a few more).
    @inline(__always)
    static func characterBytes(_ key: UInt64) -> Int {
        let scalar = key & 0x1F_FFFF
        let bytes = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
        return key & CellKeys.inexact != 0 ? bytes + 3 : bytes
    }

    /// Estimated bytes of going from one style to another, the way ncurses does it with
    /// xterm's strings: a change of attributes resets everything (`sgr`) and sets both
    /// colours again; a colour going back to the default sends `op` first; otherwise
    /// both colours are sent.
    static func styleCost(from: UInt32, to: UInt32) -> Int {
        guard from != to else { return 0 }
        let attributes = to >> 18, fromAttributes = from >> 18
        let fg = to & 0x1FF, bg = (to >> 9) & 0x1FF
        let colours = colourCost(fg) + colourCost(bg)
        if attributes != fromAttributes {
            return (attributes == 0 ? 3 : 4 + 2 * attributes.nonzeroBitCount) + colours
        }
        let fromFg = from & 0x1FF, fromBg = (from >> 9) & 0x1FF
        let toDefault = (fg == 0x100 && fromFg != 0x100) || (bg == 0x100 && fromBg != 0x100)
        return (toDefault ? 8 : 0) + colours
    }

    /// Bytes of setting one colour (0x100: the default, set by `op` or a reset).
    static func colourCost(_ colour: UInt32) -> Int {
        colour == 0x100 ? 0 : colour < 16 ? 5 : colour < 100 ? 10 : 11
    }
}
