import MapCore
import TerminalKit

extension BrailleCanvas {
    /// The value of ``backgrounds`` for a cell without a background colour.
    static let noBackground: UInt16 = 0x100

    /// Gives every cell whose centre lies inside `rings` (even-odd rule, as
    /// ``fillPolygon(rings:pattern:style:priority:origin:)``) the background colour
    /// `color`, where `priority` is at least the priority of the background already there.
    ///
    /// Backgrounds are a layer of their own: dots and text keep their foreground style and
    /// are drawn on top, so an area tinted here still shows walls and doors in dots.
    public mutating func fillBackground(rings: [[Vec2]], color: UInt8, priority: UInt8) {
        withTintWriter { $0.fill(rings: rings, color: color, priority: priority) }
    }

    /// Runs `body` with a ``TintWriter`` over this canvas's backgrounds: the arrays are
    /// taken once for all the tints `body` fills (a dense floor has thousands a frame).
    mutating func withTintWriter(_ body: (inout TintWriter) -> Void) {
        guard columns > 0, rows > 0 else { return }
        var writer = TintWriter(columns: columns, rows: rows, scratch: fillScratch)
        fillScratch = FillScratch()
        defer { fillScratch = writer.scratch }
        backgrounds.withUnsafeMutableBufferPointer { bg in
            backgroundPriorities.withUnsafeMutableBufferPointer { bp in
                writer.bg = bg
                writer.bp = bp
                body(&writer)
            }
        }
    }

    /// Background tints written straight into a canvas's arrays (see ``withTintWriter(_:)``).
    struct TintWriter {
        let columns: Int
        let rows: Int
        var scratch: FillScratch
        var bg = UnsafeMutableBufferPointer<UInt16>(start: nil, count: 0)
        var bp = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

        /// ``fillBackground(rings:color:priority:)`` through the writer.
        mutating func fill(rings: [[Vec2]], color: UInt8, priority: UInt8) {
            let columns = columns, value = UInt16(color), bg = bg, bp = bp
            // Cell (c, r) is inside when its centre, dot (2c + 1, 4r + 2), is: in a grid
            // scaled by ½ × ¼ that is the point (c + 0.5, r + 0.5), a row centre.
            BrailleCanvas.scanSpans(rings, scaleX: 0.5, scaleY: 0.25, rows: rows, scratch: &scratch) { row, left, right in
                let base = row * columns
                for i in BrailleCanvas.centres(from: left, to: right, limit: columns).map({ ($0.lowerBound + base)..<($0.upperBound + base) }) ?? 0..<0
                where priority >= bp[i] {
                    bp[i] = priority
                    bg[i] = value
                }
            }
        }
    }

    /// Clears the dots of every dot whose centre lies inside `rings`, so that what is drawn
    /// next there hides what was drawn before (a near wall in front of a far one); cells
    /// left without dots lose their style too.
    public mutating func clearDots(inside rings: [[Vec2]]) {
        guard dotWidth > 0, dotHeight > 0 else { return }
        var scratch = fillScratch
        fillScratch = FillScratch()
        defer { fillScratch = scratch }
        let rows = dotHeight, dotWidth = dotWidth, columns = columns
        masks.withUnsafeMutableBufferPointer { masks in
            priorities.withUnsafeMutableBufferPointer { priorities in
                Self.scanSpans(rings, scaleX: 1, scaleY: 1, rows: rows, scratch: &scratch) { row, left, right in
                    guard let xs = Self.centres(from: left, to: right, limit: dotWidth) else { return }
                    // A cell at a time (both its dots on the row at once where the span
                    // covers them): the same dots cleared as one by one.
                    let base = (row >> 2) * columns
                    let leftBit = BrailleDots.leftBit(row: row), rightBit = BrailleDots.rightBit(row: row)
                    let last = xs.upperBound - 1
                    var x = xs.lowerBound
                    while x <= last {
                        var bits: UInt8 = 0
                        if x & 1 == 0 {
                            bits = leftBit
                            if x < last { bits |= rightBit }
                        } else {
                            bits = rightBit
                        }
                        let i = base + (x >> 1)
                        let m = masks[i] & ~bits
                        masks[i] = m
                        if m == 0 { priorities[i] = 0 }
                        x = (x | 1) + 1
                    }
                }
            }
        }
    }

    /// The positions `x` in `0..<limit` whose centres `x + 0.5` lie in `[left, right)`; nil when none.
    @inline(__always)
    static func centres(from left: Double, to right: Double, limit: Int) -> Range<Int>? {
        let a = Int(min(max((left - 0.5).rounded(.up), 0), Double(limit)))
        let b = Int(min(max((right - 0.5).rounded(.up), 0), Double(limit)))
        return a < b ? a..<b : nil
    }

    /// Removes the background colour of a run of cells on a row (clipped to the canvas), so
    /// that text there (the attribution, the scale) sits on the terminal's own background.
    public mutating func clearBackground(column: Int, row: Int, width: Int) {
        guard row >= 0, row < rows else { return }
        for c in max(0, column)..<max(max(0, column), min(columns, column + width)) {
            backgrounds[row * columns + c] = Self.noBackground
            backgroundPriorities[row * columns + c] = 255
        }
    }

    /// The background colour of a cell: `.default` without one (and outside the canvas).
    public func background(column: Int, row: Int) -> TermColor {
        guard column >= 0, row >= 0, column < columns, row < rows else { return .default }
        let v = backgrounds[row * columns + column]
        return v == Self.noBackground ? .default : .index(UInt8(v))
    }

    /// The frame cell for canvas cell `i`: its text, else its dots, in its style, with the
    /// cell's background colour wherever the style does not set one.
    @inline(__always)
    func cell(_ i: Int, glyphs: [UInt32]) -> Cell {
        let text = textChars[i]
        return glyphs.withUnsafeBufferPointer { glyphs in
            Self.cell(text: text, textStyle: text != Self.noText ? textStyles[i] : .plain,
                      mask: masks[i], style: styles[i], background: backgrounds[i], glyphs: glyphs)
        }
    }

    /// ``cell(_:glyphs:)`` from the cell's values: its text (``noText``: none) and the
    /// text's style, its dots and their style, and its background.
    @inline(__always)
    static func cell(text: UInt32, textStyle: CellStyle, mask: UInt8, style: CellStyle, background bg: UInt16,
                     glyphs: UnsafeBufferPointer<UInt32>) -> Cell {
        if text != noText {
            var style = textStyle
            if bg != noBackground && style.bg == .default { style.bg = .index(UInt8(bg)) }
            return Cell(code: text, style: style)
        }
        if bg == noBackground {
            return mask == 0 ? .blank : Cell(code: glyphs[Int(mask)], style: style)
        }
        if mask == 0 { return Cell(code: 0x20, style: CellStyle(bg: .index(UInt8(bg)))) }
        var style = style
        if style.bg == .default { style.bg = .index(UInt8(bg)) }
        return Cell(code: glyphs[Int(mask)], style: style)
    }

    /// The characters of the 256 dot masks in a charset, as cell numbers (see ``CellCharacters``).
    static func glyphCodes(_ charset: Charset) -> [UInt32] {
        charset == .braille ? brailleCodes : asciiCodes
    }

    private static let brailleCodes = BrailleDots.glyphs.map(CellCharacters.code)
    private static let asciiCodes = AsciiGlyphs.table.map(CellCharacters.code)
}
