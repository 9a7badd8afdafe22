import TerminalKit

/// A small model of an ECMA-48 terminal (xterm, screen, tmux, the Linux console and vt100 are
/// all one here), for tests that play the bytes a writer sent and compare the screen with the
/// frame: cells (character and colours), the cursor with the wait at the last column, and the
/// sequences played, so a test can check that each is one the terminal has.
public struct ModelTerminal {
    /// One cell as the terminal shows it.
    public struct Shown: Equatable {
        /// The character ("\u{200B}" for the second half of a double-width one).
        public var text: String
        /// The colours and attributes it was written in.
        public var pen: ShortestSequences.Pen
    }

    public let width: Int, height: Int
    public private(set) var cells: [Shown]
    public private(set) var row = 0, column = 0
    private var waiting = false
    private var pen = ShortestSequences.Pen.plain
    private var last: String = " "
    /// Whether erases fill with the current background (`bce`) or the default one.
    public let erasesInColour: Bool
    /// Set when a character wrapped to the next line, a move left the screen or a sequence
    /// was not understood (never wanted from the writer).
    public private(set) var strayed: [String] = []
    /// Every control sequence played, as sent (`ESC [ 5 ; 1 H`, `ESC M`, a backspace …).
    public private(set) var sequences: [[UInt8]] = []

    /// A blank screen.
    public init(width: Int, height: Int, erasesInColour: Bool = false) {
        (self.width, self.height, self.erasesInColour) = (width, height, erasesInColour)
        cells = Array(repeating: Shown(text: " ", pen: .plain), count: width * height)
    }

    /// A screen showing `frame` exactly (every cell in its own look).
    public init(showing frame: Frame, erasesInColour: Bool = false) {
        self.init(width: frame.width, height: frame.height, erasesInColour: erasesInColour)
        for i in 0..<cells.count {
            cells[i] = Shown(text: String(frame.cells[i].character), pen: ShortestSequences.Pen(key: CellKeys.key(of: Cell(frame.cells[i].character, style: frame.cells[i].style))))
        }
    }

    /// The cell at a column and row.
    public subscript(x: Int, y: Int) -> Shown { cells[y * width + x] }

    private var blank: Shown {
        Shown(text: " ", pen: ShortestSequences.Pen(fg: 0x100, bg: erasesInColour ? pen.bg : 0x100, bold: false, dim: false, reverse: false))
    }

    /// Plays bytes as the terminal would.
    public mutating func play(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x0D: (column, waiting) = (0, false); sequences.append([b]); i += 1
            case 0x0A:
                if row == height - 1 { strayed.append("line feed at the bottom") }
                row = min(height - 1, row + 1)
                sequences.append([b])
                i += 1
            case 0x08: goTo(row, column - 1); sequences.append([b]); i += 1
            case 0x0E, 0x0F: sequences.append([b]); i += 1   // shift out/in: the writer never draws line graphics
            case 0x1B:
                guard i + 1 < bytes.count else { strayed.append("a lone ESC"); return }
                let next = bytes[i + 1]
                if next == UInt8(ascii: "[") {
                    var j = i + 2
                    while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                    guard j < bytes.count else { strayed.append("an unfinished CSI"); return }
                    sequences.append(Array(bytes[i...j]))
                    csi(bytes[j], Array(bytes[(i + 2)..<j]))
                    i = j + 1
                } else if next == UInt8(ascii: "(") || next == UInt8(ascii: ")") {
                    sequences.append(Array(bytes[i..<min(bytes.count, i + 3)]))
                    i += 3
                } else {
                    sequences.append([b, next])
                    if next == UInt8(ascii: "M") { goTo(row - 1, column) } else { strayed.append("ESC \(Character(Unicode.Scalar(next)))") }
                    i += 2
                }
            default:
                let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                let text = String(decoding: bytes[i..<min(bytes.count, i + length)], as: UTF8.self)
                put(text)
                i += length
            }
        }
    }

    private mutating func put(_ text: String) {
        guard let scalar = text.unicodeScalars.first else { return }
        if scalar.value >= 0x300, scalar.terminalWidth == 0 {
            // A combining mark joins the character before the cursor.
            let at = waiting ? column : column - 1
            if at >= 0 { cells[row * width + at].text += text }
            return
        }
        if waiting { strayed.append("a character wrapped at row \(row)"); return }
        let wide = scalar.terminalWidth == 2
        if wide && column == width - 1 { strayed.append("a wide character at the last column"); return }
        let index = row * width + column
        // Writing over half of a double-width character leaves the other half blank.
        if cells[index].text == "\u{200B}", column > 0 { cells[index - 1] = Shown(text: " ", pen: cells[index - 1].pen) }
        let end = column + (wide ? 2 : 1)
        if end < width, cells[row * width + end].text == "\u{200B}" {
            cells[row * width + end] = Shown(text: " ", pen: cells[row * width + end].pen)
        }
        cells[index] = Shown(text: text, pen: pen)
        if wide { cells[index + 1] = Shown(text: "\u{200B}", pen: pen) }
        last = text
        if end >= width { (column, waiting) = (width - 1, true) } else { column = end }
    }

    private mutating func goTo(_ r: Int, _ c: Int) {
        if r < 0 || r >= height || c < 0 || c >= width { strayed.append("a move to \(r), \(c)") }
        (row, column, waiting) = (max(0, min(height - 1, r)), max(0, min(width - 1, c)), false)
    }

    private mutating func csi(_ final: UInt8, _ body: [UInt8]) {
        if body.first == UInt8(ascii: "?") { return }   // private modes (mouse, cursor): nothing on screen
        let params: [Int?] = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            $0.isEmpty ? nil : Int(String(decoding: $0, as: UTF8.self))
        }
        let first = params.first ?? nil
        let n = max(1, first ?? 1)
        let rowBase = row * width
        switch Character(Unicode.Scalar(final)) {
        case "H", "f": goTo((first ?? 1) - 1, (params.count > 1 ? params[1] ?? 1 : 1) - 1)
        case "A": goTo(row - n, column)
        case "B": goTo(row + n, column)
        case "C": goTo(row, column + n)
        case "D": goTo(row, column - n)
        case "G": goTo(row, n - 1)
        case "d": goTo(n - 1, column)
        case "K":
            let from = first == 1 ? 0 : column
            let to = first == 1 ? column + 1 : width
            for c in from..<to { cells[rowBase + c] = blank }
        case "J":
            let from = first == 2 ? 0 : rowBase + column
            for i in from..<cells.count { cells[i] = blank }
        case "b": for _ in 0..<n { put(last) }
        case "P":
            var line = Array(cells[rowBase..<(rowBase + width)])
            line.removeSubrange(column..<min(width, column + n))
            line += Array(repeating: blank, count: width - line.count)
            cells.replaceSubrange(rowBase..<(rowBase + width), with: line)
            waiting = false
        case "@":
            var line = Array(cells[rowBase..<(rowBase + width)])
            line.insert(contentsOf: Array(repeating: blank, count: n), at: column)
            cells.replaceSubrange(rowBase..<(rowBase + width), with: line.prefix(width))
            waiting = false
        case "M", "L":
            var rows = (0..<height).map { Array(cells[($0 * width)..<(($0 + 1) * width)]) }
            let fill = Array(repeating: blank, count: width)
            if final == UInt8(ascii: "M") {
                rows.removeSubrange(row..<min(height, row + n))
                rows += Array(repeating: fill, count: height - rows.count)
            } else {
                rows.insert(contentsOf: Array(repeating: fill, count: n), at: row)
                rows = Array(rows.prefix(height))
            }
            cells = rows.flatMap { $0 }
            (column, waiting) = (0, false)
        case "m": sgr(params.map { $0 ?? 0 })
        default: strayed.append("CSI \(String(decoding: body, as: UTF8.self))\(Character(Unicode.Scalar(final)))")
        }
    }

    private mutating func sgr(_ params: [Int]) {
        var i = 0
        while i < params.count {
            let p = params[i]
            switch p {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 7: pen.reverse = true
            case 22: (pen.bold, pen.dim) = (false, false)
            case 27: pen.reverse = false
            case 30...37: pen.fg = UInt32(p - 30)
            case 90...97: pen.fg = UInt32(p - 90 + 8)
            case 39: pen.fg = 0x100
            case 40...47: pen.bg = UInt32(p - 40)
            case 100...107: pen.bg = UInt32(p - 100 + 8)
            case 49: pen.bg = 0x100
            case 38 where i + 2 < params.count && params[i + 1] == 5: pen.fg = UInt32(params[i + 2]); i += 2
            case 48 where i + 2 < params.count && params[i + 1] == 5: pen.bg = UInt32(params[i + 2]); i += 2
            default: strayed.append("SGR \(p)")
            }
            i += 1
        }
    }

    /// The cells that do not look like `frame`'s (a space shows only its background unless
    /// reversed; the second half of a double-width character only has to be one), as
    /// "(column, row)" strings; empty when the screen shows the frame.
    public func differences(from frame: Frame) -> [String] {
        var out: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let expected = frame[x, y], shown = self[x, y]
                if expected.character == Character.wideContinuation {
                    if shown.text != "\u{200B}" { out.append("(\(x), \(y)): not the second half of a wide character") }
                    continue
                }
                let want = UpdateBound.visible(CellKeys.key(of: expected))
                guard shown.text.count == 1, let character = shown.text.first else {
                    out.append("(\(x), \(y)): \(shown.text.debugDescription) is not one character")
                    continue
                }
                var got = UpdateBound.visible(CellKeys.key(of: Cell(character, style: .plain)))
                got = UpdateBound.visible((got & 0x1F_FFFF) | Self.styleBits(shown.pen) | (got & (CellKeys.inexact | (0xF_FFFF << 42))))
                if want != got { out.append("(\(x), \(y)): \(shown.text.debugDescription) \(shown.pen) where \(String(expected.character).debugDescription) \(expected.style)") }
            }
        }
        return out
    }

    private static func styleBits(_ p: ShortestSequences.Pen) -> UInt64 {
        var k = UInt64(p.fg) << 21 | UInt64(p.bg) << 30
        if p.bold { k |= 1 << 39 }
        if p.dim { k |= 1 << 40 }
        if p.reverse { k |= 1 << 41 }
        return k
    }
}
