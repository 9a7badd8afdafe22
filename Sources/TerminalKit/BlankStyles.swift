
/// Gives spaces the look that costs the fewest bytes to send, without changing what the
/// screen shows.
///
/// A space shows only its background (unless reversed): its foreground colour and bold
/// or dim are invisible. Yet each change of them between neighbouring cells makes the
/// terminal code send a colour or attribute sequence (10 to 20 bytes), and a coloured
/// space on the default background is not blank to ncurses, which then writes it
/// instead of skipping or erasing it. So, row by row, from the left:
///
/// - a space on a coloured background takes the foreground, bold and dim of the cell
///   before it when that cell has the same background (a room's fill continues the
///   run of its wall or label); a run of such spaces with no such cell before it (at
///   the start of a row, or after another background) takes the look of the cell after
///   it when that has the same background (the fill and the wall that ends it go with
///   one colour sequence, and a row that starts and the row above that ended in the same
///   room often need none between them). The look depends only on the row's own cells:
///   a look taken from farther away (the last one seen on that background in reading
///   order) changed invisible styles whenever something far off changed, and ncurses
///   sends every changed cell, so over the bench tour it cost more bytes than it saved;
/// - a short gap of spaces on the default background between two cells of the same
///   look (the space between two words of a label) takes that look;
/// - any other space on the default background becomes a plain blank.
///
/// Reversed cells are left alone, and so is everything that is not a space.
public enum BlankStyles {
    /// The longest gap of default-background spaces that takes the look around it.
    public static let longestGap = 3

    /// The frame with its spaces restyled as described above.
    public static func normalized(_ frame: Frame) -> Frame {
        var out = frame
        let width = frame.width
        for row in 0..<frame.height {
            var column = 0
            var pen: CellStyle?   // the look of the cell before, if not reversed
            while column < width {
                let cell = frame[column, row]
                guard isSpace(cell) else {
                    pen = cell.style.reverse ? nil : cell.style
                    column += 1
                    continue
                }
                if cell.style.bg != .default {
                    if let pen, pen.bg == cell.style.bg {
                        if cell.style != pen { out[column, row].style = pen }
                        column += 1
                        continue
                    }
                    // No cell before with this background: the run of such spaces takes the
                    // look of the cell after it when that has the same background.
                    var end = column + 1
                    while end < width && isSpace(frame[end, row]) && frame[end, row].style.bg == cell.style.bg { end += 1 }
                    var look = cell.style
                    if end < width, !frame[end, row].style.reverse, frame[end, row].style.bg == cell.style.bg {
                        look = frame[end, row].style
                    }
                    for c in column..<end where frame[c, row].style != look { out[c, row].style = look }
                    pen = look
                    column = end
                    continue
                }
                // A run of default-background spaces.
                var end = column
                while end < width && isSpace(frame[end, row]) && frame[end, row].style.bg == .default { end += 1 }
                let look: CellStyle
                if let pen, end - column <= longestGap, end < width, frame[end, row].style == pen, pen.bg == .default {
                    look = pen
                } else {
                    look = .plain
                    pen = nil
                }
                for c in column..<end where frame[c, row].style != look { out[c, row].style = look }
                column = end
            }
        }
        return out
    }

    @inline(__always)
    private static func isSpace(_ cell: Cell) -> Bool {
        !cell.style.reverse && cell.character == " "
    }
}
