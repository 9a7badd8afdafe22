import Testing
@testable import TerminalKit
import TestSupport
import VenueFixtures

/// The update ``UpdateBound`` plans, written out (``UpdateBound/encode(_:from:to:capabilities:skipping:)``)
/// and played on a small model of an xterm-like screen, turns the shown frame into the new one
/// cell for cell, and is exactly as long as the plan priced it.
@Suite struct UpdateEncoderTests {
    /// The sequences the encoder writes, played on a grid of cell keys.
    struct Screen {
        let width: Int, height: Int
        var keys: [UInt64]
        var row = 0, column = 0, waiting = false
        var pen = ShortestSequences.Pen.plain
        var last: UInt64 = 0x20
        let backColorErase: Bool
        /// Set when a character wrapped to the next line or a move left the screen (never wanted).
        var strayed = false

        init(_ keys: CellKeys, backColorErase: Bool) {
            (width, height, self.keys, self.backColorErase) = (keys.width, keys.height, keys.keys, backColorErase)
        }

        func key(_ scalar: UInt32, _ p: ShortestSequences.Pen) -> UInt64 {
            var k = UInt64(scalar) | UInt64(p.fg) << 21 | UInt64(p.bg) << 30
            if p.bold { k |= 1 << 39 }
            if p.dim { k |= 1 << 40 }
            if p.reverse { k |= 1 << 41 }
            return k
        }

        var blank: UInt64 { key(0x20, ShortestSequences.Pen(fg: 0x100, bg: backColorErase ? pen.bg : 0x100, bold: false, dim: false, reverse: false)) }

        mutating func put(_ scalar: UInt32) {
            if waiting { strayed = true; return }
            keys[row * width + column] = key(scalar, pen)
            last = UInt64(scalar)
            if column == width - 1 { waiting = true } else { column += 1 }
        }

        mutating func goTo(_ r: Int, _ c: Int) {
            if r < 0 || r >= height || c < 0 || c >= width { strayed = true }
            (row, column, waiting) = (max(0, min(height - 1, r)), max(0, min(width - 1, c)), false)
        }

        mutating func play(_ bytes: [UInt8]) {
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case 0x0D: (column, waiting) = (0, false); i += 1
                case 0x0A: if row == height - 1 { strayed = true }; row = min(height - 1, row + 1); i += 1
                case 0x08: goTo(row, column - 1); i += 1
                case 0x1B where bytes[i + 1] == UInt8(ascii: "M"): goTo(row - 1, column); i += 2
                case 0x1B:
                    // CSI: parameters, then a final byte.
                    var j = i + 2
                    var params: [Int?] = [nil]
                    while !(0x40...0x7E).contains(bytes[j]) {
                        if bytes[j] == UInt8(ascii: ";") { params.append(nil) } else { params[params.count - 1] = (params.last! ?? 0) * 10 + Int(bytes[j] - 0x30) }
                        j += 1
                    }
                    csi(bytes[j], params)
                    i = j + 1
                default:
                    // One UTF-8 character.
                    let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                    let scalar = String(decoding: bytes[i..<(i + length)], as: UTF8.self).unicodeScalars.first!.value
                    put(scalar)
                    i += length
                }
            }
        }

        mutating func csi(_ final: UInt8, _ params: [Int?]) {
            let n = max(1, params[0] ?? 1)
            let rowBase = row * width
            switch Character(Unicode.Scalar(final)) {
            case "H": goTo((params[0] ?? 1) - 1, (params.count > 1 ? params[1] ?? 1 : 1) - 1)
            case "A": goTo(row - n, column)
            case "B": goTo(row + n, column)
            case "C": goTo(row, column + n)
            case "D": goTo(row, column - n)
            case "G": goTo(row, n - 1)
            case "d": goTo(n - 1, column)
            case "K": for c in column..<width { keys[rowBase + c] = blank }
            case "J": keys = Array(repeating: blank, count: width * height)
            case "b": for _ in 0..<n { put(UInt32(last)) }
            case "P":
                var line = Array(keys[rowBase..<(rowBase + width)])
                line.removeSubrange(column..<min(width, column + n))
                line += Array(repeating: blank, count: width - line.count)
                keys.replaceSubrange(rowBase..<(rowBase + width), with: line)
            case "@":
                var line = Array(keys[rowBase..<(rowBase + width)])
                line.insert(contentsOf: Array(repeating: blank, count: n), at: column)
                keys.replaceSubrange(rowBase..<(rowBase + width), with: line.prefix(width))
            case "M", "L":
                var rows = (0..<height).map { Array(keys[($0 * width)..<(($0 + 1) * width)]) }
                let fill = Array(repeating: blank, count: width)
                if final == UInt8(ascii: "M") {
                    rows.removeSubrange(row..<min(height, row + n))
                    rows += Array(repeating: fill, count: height - rows.count)
                } else {
                    rows.insert(contentsOf: Array(repeating: fill, count: n), at: row)
                    rows = Array(rows.prefix(height))
                }
                keys = rows.flatMap { $0 }
            case "m": sgr(params.map { $0 ?? 0 })
            default: strayed = true
            }
        }

        mutating func sgr(_ params: [Int]) {
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
                case 38: pen.fg = UInt32(params[i + 2]); i += 2
                case 48: pen.bg = UInt32(params[i + 2]); i += 2
                default: strayed = true
                }
                i += 1
            }
        }
    }

    /// Plays the planned update from `before` to `after` and checks it.
    private func check(_ before: Frame, _ after: Frame, _ capabilities: UpdateBound.Capabilities, _ label: String) {
        let shown = CellKeys(before), new = CellKeys(after)
        let plan = UpdateBound.plan(from: shown, to: new, capabilities: capabilities)
        let bytes = UpdateBound.encode(plan, from: shown, to: new, capabilities: capabilities)
        #expect(bytes.count == plan.bytes, "\(label): wrote \(bytes.count) bytes, priced \(plan.bytes)")
        // An update planned without `bce` must come out right whether the terminal erases in
        // the current background or not (the writer leaves `bce` out where it is not trusted).
        for erasesInColour in capabilities.backColorErase ? [true] : [false, true] {
            var screen = Screen(shown, backColorErase: erasesInColour)
            screen.play(bytes)
            let on = "\(label), erasing in \(erasesInColour ? "the current" : "the default") background"
            #expect(!screen.strayed, "\(on): a sequence went off the screen or wrapped")
            let wrong = (0..<new.keys.count).filter { UpdateBound.visible(screen.keys[$0]) != UpdateBound.visible(new.keys[$0]) }
            #expect(wrong.isEmpty, "\(on): \(wrong.count) cells differ, first at \(wrong.first.map { ($0 % new.width, $0 / new.width) }.map { "\($0)" } ?? "")")
        }
    }

    static let everyCapability = [UpdateBound.Capabilities.xterm, .init(repeatCharacter: false, backColorErase: false),
                                  .init(repeatCharacter: true, backColorErase: false), .init(repeatCharacter: false, backColorErase: true)]

    /// A map with coloured rooms (tinted spaces), walls, labels and blank stretches.
    private func world(columns: Int, rows: Int, seed: UInt64) -> Frame {
        var rng = SplitMix(seed: seed)
        var frame = TestFrames.randomMap(columns: columns, rows: rows, using: &rng)
        for _ in 0..<(columns * rows / 150) {
            let x = rng.next(below: columns), y = rng.next(below: rows), w = 3 + rng.next(below: 20), h = 1 + rng.next(below: 6)
            let tint = CellStyle(fg: .index(UInt8(rng.next(below: 256))), bg: .index(UInt8(rng.next(below: 256))), bold: rng.next(below: 3) == 0)
            frame.fill(x: x, y: y, width: w, height: h, with: Cell(" ", style: tint))
            if rng.next(below: 2) == 0 { frame.put("Room \(rng.next(below: 999))", x: x, y: y, style: CellStyle(fg: .index(15), bg: tint.bg)) }
            if rng.next(below: 4) == 0 { frame.fill(x: x, y: y, width: w, height: 1, with: .blank) }
        }
        return frame
    }

    @Test(arguments: everyCapability)
    func pansOfEveryKindPlayBackToTheNewFrame(_ capabilities: UpdateBound.Capabilities) {
        let map = world(columns: 160, rows: 60, seed: 31)
        func view(_ left: Int, _ top: Int) -> Frame {
            var f = Frame(width: 100, height: 30)
            for y in 0..<30 { for x in 0..<100 { f[x, y] = map[x + left, y + top] } }
            f.put(" Level 2 ", x: 90, y: 1, style: CellStyle(fg: .index(231), bg: .index(236)))
            f.put("status", x: 0, y: 29, style: CellStyle(reverse: true))
            return f
        }
        for (dx, dy) in [(12, 0), (-12, 0), (0, 4), (0, -4), (1, 0), (0, 1), (30, 0), (5, 3)] {
            check(view(30, 15), view(30 + dx, 15 + dy), capabilities, "pan \(dx),\(dy)")
        }
    }

    @Test(arguments: everyCapability)
    func unrelatedFramesPlayBackToTheNewFrame(_ capabilities: UpdateBound.Capabilities) {
        for seed in 0..<6 as Range<UInt64> {
            let a = world(columns: 90, rows: 25, seed: 100 + seed), b = world(columns: 90, rows: 25, seed: 200 + seed)
            check(a, b, capabilities, "frames \(seed)")
            check(Frame(width: 90, height: 25), b, capabilities, "from blank \(seed)")
            check(a, Frame(width: 90, height: 25), capabilities, "to blank \(seed)")
            var edited = a
            edited.put("a few changed cells", x: 40, y: 10, style: CellStyle(fg: .index(3), bold: true))
            edited[89, 24] = Cell("⣿", style: CellStyle(fg: .index(9), bg: .index(4)))
            check(a, edited, capabilities, "edits \(seed)")
        }
    }

    /// A row whose end turns blank right after a tinted cell: the clear to end of line that
    /// makes the blanks must not be sent in the tint (a terminal with `bce` would fill them
    /// with it) when the plan leaves `bce` out.
    @Test(arguments: everyCapability)
    func clearsAfterATintedCellLeaveDefaultBlanks(_ capabilities: UpdateBound.Capabilities) {
        var before = Frame(width: 40, height: 3)
        for y in 0..<3 { before.put(String(repeating: "x", count: 40), x: 0, y: y, style: CellStyle(fg: .index(2))) }
        var after = before
        after.fill(x: 0, y: 1, width: 40, height: 1, with: .blank)
        after.put("ab", x: 3, y: 1, style: CellStyle(fg: .index(252), bg: .index(24)))
        check(before, after, capabilities, "clear after a tint")
    }

    @Test func skippedRowsAreLeftAsTheyWere() {
        let a = world(columns: 60, rows: 12, seed: 7), b = world(columns: 60, rows: 12, seed: 8)
        let shown = CellKeys(a), new = CellKeys(b)
        let skip = (0..<12).map { $0 % 3 == 0 }
        let plan = UpdateBound.plan(from: shown, to: new, skipping: skip)
        var screen = Screen(shown, backColorErase: true)
        screen.play(UpdateBound.encode(plan, from: shown, to: new, skipping: skip))
        #expect(!screen.strayed)
        for row in 0..<12 {
            let range = (row * 60)..<((row + 1) * 60)
            let expected = (skip[row] && plan.prelude == .none ? shown : new).keys[range].map(UpdateBound.visible)
            if skip[row] && plan.prelude != .none { continue }   // a cleared or scrolled row is the prelude's
            #expect(screen.keys[range].map(UpdateBound.visible) == expected, "row \(row)")
        }
    }
}
