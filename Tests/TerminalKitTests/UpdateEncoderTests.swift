import Testing
@testable import TerminalKit
import TestSupport
import VenueFixtures

/// The update ``UpdateBound`` plans, written out (``UpdateBound/encode(_:from:to:capabilities:sequences:start:clusters:)``)
/// and played on a model terminal (``ModelTerminal``), turns the shown frame into the new one
/// cell for cell, and is exactly as long as the plan priced it: on xterm-256color with every
/// set of choices, and on every terminal kind supported with its own strings.
@Suite struct UpdateEncoderTests {
    /// Plays the planned update from `before` to `after` and checks it.
    private func check(_ before: Frame, _ after: Frame, _ capabilities: UpdateBound.Capabilities, _ label: String,
                       kind: TerminalCapabilities = .xterm256) {
        let shown = CellKeys(before), new = CellKeys(after)
        let sequences = TerminalSequences(kind, width: after.width, height: after.height)
        let plan = UpdateBound.plan(from: shown, to: new, capabilities: capabilities, sequences: sequences)
        let bytes = UpdateBound.encode(plan, from: shown, to: new, capabilities: capabilities, sequences: sequences)
        #expect(bytes.count == plan.bytes, "\(label): wrote \(bytes.count) bytes, priced \(plan.bytes)")
        play(bytes, before, after, capabilities, label, kind: kind)
    }

    /// Plays an update from `before` and checks that the screen shows `after`. One planned
    /// without `bce` must come out right whether the terminal erases in the current background
    /// or not (the writer leaves `bce` out where it is not trusted).
    private func play(_ bytes: [UInt8], _ before: Frame, _ after: Frame, _ capabilities: UpdateBound.Capabilities, _ label: String,
                      kind: TerminalCapabilities = .xterm256) {
        for erasesInColour in capabilities.backColorErase ? [true] : [false, true] {
            var screen = ModelTerminal(showing: before, erasesInColour: erasesInColour)
            screen.play(bytes)
            let on = "\(label) on \(kind.name), erasing in \(erasesInColour ? "the current" : "the default") background"
            #expect(screen.strayed.isEmpty, "\(on): \(screen.strayed.prefix(3))")
            let wrong = screen.differences(from: after)
            #expect(wrong.isEmpty, "\(on): \(wrong.count) cells differ, first \(wrong.prefix(2))")
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

    /// The `columns` × `rows` part of a map from (`left`, `top`): a view of it.
    private static func window(_ map: Frame, left: Int, top: Int, columns: Int, rows: Int) -> Frame {
        var f = Frame(width: columns, height: rows)
        for y in 0..<rows { for x in 0..<columns { f[x, y] = map[x + left, y + top] } }
        return f
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

    /// A floor of tall rooms side by side: each room a tint, its left wall a braille line in the
    /// wall colour, a dim outline down the left of the building; the level picker at the top
    /// right, a status line.
    private func tallRooms(left: Int, top: Int) -> Frame {
        var f = Frame(width: 120, height: 30)
        let tints: [UInt8] = [24, 29, 23, 242, 54]
        for y in 0..<29 {
            for x in 0..<120 {
                let mx = x + left, my = y + top
                let room = mx / 13, tint = tints[((room % 5) + 5) % 5]
                if mx % 97 == 3 {
                    f[x, y] = Cell("⡇", style: CellStyle(fg: .index(239), dim: true))
                } else if mx % 13 == 0 {
                    f[x, y] = Cell("⢸", style: CellStyle(fg: .index(252), bg: .index(tint)))
                } else if my % 11 == 0 {
                    f[x, y] = Cell("⣀", style: CellStyle(fg: .index(252), bg: .index(tint)))
                } else {
                    f[x, y] = Cell(" ", style: CellStyle(fg: .index(252), bg: .index(tint)))
                }
            }
        }
        for (i, level) in ["3", "2", "1"].enumerated() { f.put("│ \(level) │", x: 113, y: 1 + i, style: CellStyle(fg: .index(244))) }
        f.put("status", x: 0, y: 29, style: CellStyle(reverse: true))
        return f
    }

    /// A pan's strip crosses the same colours on every row: written by colour, each is set a
    /// few times in all instead of at every wall of every row, and the screen still ends up
    /// showing the new frame exactly (with slides and scrolls, on every capability set).
    @Test(arguments: everyCapability)
    func stripsAreWrittenByColourAndPlayBack(_ capabilities: UpdateBound.Capabilities) {
        let before = tallRooms(left: 40, top: 20)
        for (dx, dy, label) in [(15, 0, "right"), (-15, 0, "left"), (0, 4, "down"), (0, -4, "up")] {
            let after = tallRooms(left: 40 + dx, top: 20 + dy)
            check(before, after, capabilities, "tall rooms, pan \(label)")
            let plan = UpdateBound.plan(from: CellKeys(before), to: CellKeys(after), capabilities: capabilities)
            guard dy == 0 else { continue }
            #expect(plan.order == .byPen, "pan \(label): \(plan.order)")
            let bytes = UpdateBound.encode(plan, from: CellKeys(before), to: CellKeys(after), capabilities: capabilities)
            let colourChanges = String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}").filter { $0.last == "m" }.count
            // Reading order changes colours at least twice on each of the 29 map rows.
            #expect(colourChanges < 29, "pan \(label): \(colourChanges) colour changes")
        }
    }

    /// Written by colour with fills (``UpdateBound/Order/byPenFilling``, ``UpdateBound/Order/byPenSpacesLast``), every pan and unrelated
    /// update plays back to the new frame on every capability set, whether the plan chose that
    /// order or not; the plan is never more bytes than the plan without it; and on rooms whose
    /// spaces go with their labels' colours, fills write fewer bytes than colour alone.
    @Test(arguments: everyCapability)
    func fillsPlayBackAndNeverCostMore(_ capabilities: UpdateBound.Capabilities) {
        var pairs: [(Frame, Frame, String)] = []
        for (dx, dy) in [(15, 0), (-15, 0), (0, 4), (0, -4), (3, 2)] {
            pairs.append((tallRooms(left: 40, top: 20), tallRooms(left: 40 + dx, top: 20 + dy), "tall rooms \(dx),\(dy)"))
        }
        for seed in 0..<4 as Range<UInt64> {
            var rng = SplitMix(seed: 700 + seed)
            let map = world(columns: 160, rows: 60, seed: 40 + seed)
            func view(_ left: Int, _ top: Int) -> Frame {
                var f = Self.window(map, left: left, top: top, columns: 100, rows: 30)
                f.put("│ 2 │", x: 94, y: 1, style: CellStyle(fg: .index(244)))
                return f
            }
            let dx = rng.next(below: 31) - 15, dy = rng.next(below: 9) - 4
            pairs.append((view(30, 15), view(30 + dx, 15 + dy), "world \(seed) pan \(dx),\(dy)"))
            pairs.append((world(columns: 90, rows: 25, seed: 300 + seed), world(columns: 90, rows: 25, seed: 400 + seed), "frames \(seed)"))
        }
        for (before, after, label) in pairs {
            let shown = CellKeys(before), new = CellKeys(after)
            let plan = UpdateBound.plan(from: shown, to: new, capabilities: capabilities)
            let old = UpdateBound.plan(from: shown, to: new, capabilities: capabilities, filling: false)
            #expect(plan.bytes <= old.bytes, "\(label): \(plan.bytes) bytes, \(old.bytes) without fills")
            check(before, after, capabilities, label)
            // The same edits written with fills, chosen or not, play back too.
            for order in [UpdateBound.Order.byPenFilling, .byPenSpacesLast] {
                var filling = old
                filling.order = order
                filling.slides = old.slides.map { UpdateBound.Slide(shift: $0.shift, pen: .defaultBackground) }
                play(UpdateBound.encode(filling, from: shown, to: new, capabilities: capabilities), before, after, capabilities, "\(label), \(order)")
            }
        }
        // Rooms whose label comes first in reading order: their spaces go with the label's
        // colours, and by colour alone the walls (whose colours are set first, the cheaper to
        // set) then step over them.
        var rooms = Frame(width: 60, height: 12)
        for (i, tint) in [24, 29, 54].enumerated() {
            let left = i * 20, style = CellStyle(fg: .index(7), bg: .index(UInt8(tint)))
            rooms.fill(x: left, y: 0, width: 20, height: 11, with: Cell(" ", style: style))
            rooms.put("Lab", x: left + 1, y: 0, style: CellStyle(fg: .index(231), bg: .index(UInt8(tint))))
            for y in 0..<11 { for x in [left + 10, left + 19] where y > 0 || x > left + 4 { rooms[x, y] = Cell("⡇", style: style) } }
        }
        let blank = CellKeys(Frame(width: 60, height: 12)), new = CellKeys(rooms)
        var plan = UpdateBound.plan(from: blank, to: new, capabilities: capabilities, filling: false)
        plan.order = .byPen
        let byColour = UpdateBound.encode(plan, from: blank, to: new, capabilities: capabilities).count
        for order in [UpdateBound.Order.byPenFilling, .byPenSpacesLast] {
            plan.order = order
            let filled = UpdateBound.encode(plan, from: blank, to: new, capabilities: capabilities).count
            #expect(filled < byColour, "labelled rooms, \(order): \(filled) bytes, \(byColour) by colour alone")
        }
        check(Frame(width: 60, height: 12), rooms, capabilities, "labelled rooms")
    }

    /// Written by colour, a group may go column by column (``UpdateBound/Plan/columnWise``) and
    /// the slides' edits in passes down the screen: every pan and unrelated update plays back to
    /// the new frame on every capability set, whether the plan chose them or not; the plan is
    /// never more bytes than without the columns; a level picker the map slides under is kept in
    /// place by edits made in passes (every row's delete, then every row's insert); and a picker
    /// that a scroll moved is written back down its sides.
    @Test(arguments: everyCapability)
    func columnsAndSlidePassesPlayBackAndNeverCostMore(_ capabilities: UpdateBound.Capabilities) {
        func withPicker(_ frame: Frame) -> Frame {
            var f = frame
            f.put("┌───┐", x: 115, y: 0, style: CellStyle(fg: .index(244)))
            for y in 1..<11 { f.put("│ \(11 - y) │", x: 115, y: y, style: CellStyle(fg: .index(244))) }
            f.put("└───┘", x: 115, y: 11, style: CellStyle(fg: .index(244)))
            return f
        }
        var pairs: [(Frame, Frame, String)] = []
        for (dx, dy) in [(15, 0), (-15, 0), (0, 4), (0, -4), (3, 2)] {
            pairs.append((withPicker(tallRooms(left: 40, top: 20)), withPicker(tallRooms(left: 40 + dx, top: 20 + dy)), "picker over tall rooms \(dx),\(dy)"))
        }
        for seed in 0..<4 as Range<UInt64> {
            var rng = SplitMix(seed: 900 + seed)
            let map = world(columns: 160, rows: 60, seed: 60 + seed)
            func view(_ left: Int, _ top: Int) -> Frame { withPicker(Self.window(map, left: left, top: top, columns: 120, rows: 30)) }
            let dx = rng.next(below: 31) - 15, dy = rng.next(below: 9) - 4
            pairs.append((view(20, 15), view(20 + dx, 15 + dy), "world \(seed) pan \(dx),\(dy)"))
            pairs.append((world(columns: 90, rows: 25, seed: 500 + seed), world(columns: 90, rows: 25, seed: 600 + seed), "frames \(seed)"))
        }
        var columnsChosen = 0
        for (before, after, label) in pairs {
            let shown = CellKeys(before), new = CellKeys(after)
            let plan = UpdateBound.plan(from: shown, to: new, capabilities: capabilities)
            let rowWise = UpdateBound.plan(from: shown, to: new, capabilities: capabilities, columnWise: false)
            #expect(plan.bytes <= rowWise.bytes, "\(label): \(plan.bytes) bytes, \(rowWise.bytes) without columns")
            if plan.columnWise { columnsChosen += 1 }
            check(before, after, capabilities, label)
            // The same edits written column by column, chosen or not, play back too.
            for order in [UpdateBound.Order.byPen, .byPenFilling, .byPenSpacesLast] {
                var columns = rowWise
                columns.order = order
                columns.columnWise = true
                columns.slides = rowWise.slides.map { UpdateBound.Slide(shift: $0.shift, pen: .defaultBackground) }
                play(UpdateBound.encode(columns, from: shown, to: new, capabilities: capabilities), before, after, capabilities, "\(label), \(order) by columns")
            }
        }
        #expect(columnsChosen > 0, "no plan went column by column")
        // A sideways pan under the picker: each of its rows is slid in two edits (a delete where
        // the map starts, an insert before the picker), made in two passes down the screen.
        let before = withPicker(tallRooms(left: 40, top: 20)), after = withPicker(tallRooms(left: 55, top: 20))
        let plan = UpdateBound.plan(from: CellKeys(before), to: CellKeys(after), capabilities: capabilities)
        guard capabilities.slideRows, plan.order != .reading else { return }
        let edits = String(decoding: UpdateBound.encode(plan, from: CellKeys(before), to: CellKeys(after), capabilities: capabilities), as: UTF8.self)
            .split(separator: "\u{1B}").compactMap { csi -> String? in
                let final = csi.dropFirst().first { !$0.isNumber && $0 != ";" }
                return csi.first == "[" && (final == "P" || final == "@") ? String(final!) : nil
            }
        #expect(edits.count > 12 && edits.firstIndex(of: "@")! > edits.lastIndex(of: "P")!, "slide edits: \(edits.joined())")
    }

    /// Rows that hold double-width characters are written in reading order (the cells of one
    /// character go together), the rest of the update still by colour where that is cheaper.
    @Test func doubleWidthRowsKeepReadingOrder() {
        var before = tallRooms(left: 40, top: 20), after = tallRooms(left: 55, top: 20)
        before.put("강의실", x: 30, y: 5)
        after.put("강의실", x: 30, y: 5)
        after.put("연구실", x: 4, y: 9)
        check(before, after, .xterm, "wide labels")
        check(before, after, .init(repeatCharacter: true, backColorErase: false), "wide labels")
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

    /// The same pans and unrelated frames on screen, tmux, the Linux console and vt100, with
    /// their own strings (frames in the colours and attributes each can show): what they lack
    /// (`rep`, `hpa`, `ich`/`dch`, `il`/`dl`) is done another way.
    @Test(arguments: TerminalFixtures.all.dropFirst().dropLast().map(\.source))
    func updatesPlayBackOnEveryTerminalKind(_ source: String) {
        let kind = TerminfoSource.capabilities(source)
        let sequences = TerminalSequences(kind, width: 100, height: 30)
        let map = world(columns: 160, rows: 60, seed: 5)
        func view(_ left: Int, _ top: Int) -> Frame {
            var f = Frame(width: 100, height: 30)
            for y in 0..<30 { for x in 0..<100 { f[x, y] = map[x + left, y + top] } }
            f.put("status", x: 0, y: 29, style: CellStyle(reverse: true))
            return ScreenWriter.prepared(f, for: sequences).0
        }
        for (dx, dy) in [(12, 0), (-12, 0), (0, 4), (0, -4), (5, 3)] {
            check(view(30, 15), view(30 + dx, 15 + dy), UpdateBound.Capabilities(repeatCharacter: true, backColorErase: false),
                  "pan \(dx),\(dy)", kind: kind)
        }
        check(view(0, 0), view(50, 30), UpdateBound.Capabilities(repeatCharacter: true, backColorErase: false), "jump", kind: kind)
    }
}
