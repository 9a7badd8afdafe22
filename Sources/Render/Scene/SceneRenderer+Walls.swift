import MapCore
import TerminalKit

/// One wall of a pitched view: a unit's edge on the ground, how far it is, and whether it
/// belongs to the selection or a dimmed unit.
struct StandingWall {
    var a: Vec2
    var b: Vec2
    /// Depth of the wall's middle: walls are drawn farthest first.
    var depth: Double
    var dimmed: Bool
    /// Whether a face drawn after this one stands on the same edge in the same look (see
    /// ``SceneRenderer/markTwins(_:)``).
    var twin: StandingTwin = .none
}

/// What a later face on the same edge (a wall two rooms share: each room has it, one way
/// round) leaves of a standing face to draw.
enum StandingTwin: UInt8 {
    /// No later face on the same edge: the whole face.
    case none
    /// A later face runs the other way round: it clears and tints the same quad and draws
    /// the same two uprights after this one, so this face draws only its floor line and
    /// top edge, which a line drawn from the other end may step at other dots.
    case reversed
    /// A later face runs the same way: it draws everything this one would, after it.
    case same
}

extension SceneRenderer {
    /// Walls standing up, for pitched views (2.5D): every edge of the visible units (voids
    /// and walkways excepted) becomes a face `options.wallHeight` meters tall, drawn farthest first.
    /// Each face first clears the dots behind it (so near walls hide what lies behind
    /// them), takes the wall-face tint in the background when areas are tinted, then gets
    /// its outline: floor line, the two uprights and the top edge. Doors are drawn after
    /// the walls as frames two thirds of the wall's height.
    func drawStandingWalls(floor: FloorGeometry, derived: FloorDerived, t: ViewTransform, theme: SceneTheme,
                           options: SceneOptions, wallStyle: CellStyle) {
        let height = max(0.1, options.wallHeight)
        wallPass.standing.removeAll(keepingCapacity: true)
        floor.units.withUnsafeBufferPointer { units in
            derived.unitPoints.withUnsafeBufferPointer { points in
                for slot in unitPass.visible {
                    let cls = derived.unitClasses[slot]
                    // Corridors and lobbies are open space: their edges are the rooms' walls
                    // (drawn with the rooms) or open boundaries to other walkways.
                    if cls == .opentobelow || cls == .walkway || isTiny(units[slot].bounds, t) { continue }
                    let dimmed = options.filter.map { !$0.units.contains(units[slot].index) } ?? false
                    for range in derived.unitRingRanges[derived.unitRingsOfSlot[slot]] where range.count >= 2 {
                        var a = points[range.upperBound - 1]
                        for i in range {
                            let b = points[i]
                            if a != b { wallPass.standing.append(StandingWall(a: a, b: b, depth: t.depth(of: (a + b) * 0.5), dimmed: dimmed)) }
                            a = b
                        }
                    }
                }
            }
        }
        wallPass.standing.sort { $0.depth > $1.depth }
        if wallPass.drawsTwinsOnce { Self.markTwins(&wallPass.standing, scratch: &wallPass.twinScratch) }
        let dimmedStyle = CellStyle(fg: .index(theme.filteredOut))
        // With tinted faces the edges contrast with the face; without, they are the walls.
        let edgeStyle = options.tintsAreas ? CellStyle(fg: .index(theme.wallEdge)) : wallStyle
        let tints = options.tintsAreas
        var face: [[Vec2]] = [[]]
        // A face wholly beside the canvas clears, tints and draws nothing: skipped before its
        // fills' edge tables are built (the units in the corners of a pitched view's ground
        // box stand off screen). One dot of margin: lines on the edge still draw.
        let right = Double(canvas.dotWidth) + 1, bottom = Double(canvas.dotHeight) + 1
        for w in wallPass.standing {
            guard let a0 = t.toScreen(w.a, height: 0), let b0 = t.toScreen(w.b, height: 0),
                  let a1 = t.toScreen(w.a, height: height), let b1 = t.toScreen(w.b, height: height) else { continue }
            if max(a0.x, b0.x, a1.x, b1.x) < -1 || min(a0.x, b0.x, a1.x, b1.x) > right
                || max(a0.y, b0.y, a1.y, b1.y) < -1 || min(a0.y, b0.y, a1.y, b1.y) > bottom { continue }
            let style = w.dimmed ? dimmedStyle : edgeStyle
            if w.twin != .none {
                // The later face on this edge clears, tints and outlines the same quad (see
                // ``StandingTwin``); lines level or upright on screen set the same dots
                // drawn from either end.
                if w.twin == .reversed {
                    if !BrailleCanvas.uprightOrLevel(a0, b0) { canvas.line(from: a0, to: b0, style: style, priority: 3) }
                    if !BrailleCanvas.uprightOrLevel(a1, b1) { canvas.line(from: a1, to: b1, style: style.with(bold: true), priority: 3) }
                }
                continue
            }
            face[0].removeAll(keepingCapacity: true)
            face[0].append(a0)
            face[0].append(b0)
            face[0].append(b1)
            face[0].append(a1)
            canvas.clearDots(inside: face)
            if tints { canvas.fillBackground(rings: face, color: theme.wallFace, priority: Self.wallFacePriority) }
            canvas.line(from: a0, to: b0, style: style, priority: 3)
            canvas.line(from: a0, to: a1, style: style, priority: 3)
            canvas.line(from: b0, to: b1, style: style, priority: 3)
            canvas.line(from: a1, to: b1, style: style.with(bold: true), priority: 3)
        }
        // Doors: frames in the door colour on the faces, after every wall.
        let doorStyle = CellStyle(fg: .index(theme.door), bold: true)
        let doorHeight = height * 2 / 3
        derived.doorPoints.withUnsafeBufferPointer { points in
            for i in unitPass.doors {
                for line in derived.doorLines[derived.doorLinesOfOpening[i]] where line.count >= 2 {
                    for k in (line.lowerBound + 1)..<line.upperBound {
                        guard let a0 = t.toScreen(points[k - 1], height: 0), let b0 = t.toScreen(points[k], height: 0),
                              let a1 = t.toScreen(points[k - 1], height: doorHeight), let b1 = t.toScreen(points[k], height: doorHeight) else { continue }
                        canvas.line(from: a0, to: a1, style: doorStyle, priority: 4)
                        canvas.line(from: b0, to: b1, style: doorStyle, priority: 4)
                        canvas.line(from: a1, to: b1, style: doorStyle, priority: 4)
                        canvas.line(from: a0, to: b0, style: doorStyle, priority: 4)
                    }
                }
            }
        }
    }

    /// Marks each face of `walls` (sorted farthest first) that a later face on the same
    /// edge, either way round and in the same look, draws over (see ``StandingTwin``). Two
    /// faces on one edge have the same depth (their middles are the same point), so twins
    /// are looked for among runs of equal depth: pair by pair in short runs, through a sort
    /// of the run by edge in long ones (seen straight along a grid, whole rows of walls
    /// share a depth).
    ///
    /// Why the later face alone gives the same canvas: clearing a quad and tinting it
    /// (always at ``wallFacePriority``, in one colour) undo nothing the later face does
    /// not undo again; every line of a standing face is drawn at priority 3, which takes
    /// any cell drawn before it (nothing before the walls is drawn higher), so a cell's
    /// style is that of its last line either way; and the later face draws the same
    /// uprights, in the same direction, after this one.
    static func markTwins(_ walls: inout [StandingWall], scratch: inout [Int]) {
        walls.withUnsafeMutableBufferPointer { w in
            var start = 0
            while start < w.count {
                var end = start + 1
                while end < w.count && w[end].depth == w[start].depth { end += 1 }
                defer { start = end }
                guard end - start > 1 else { continue }
                if end - start <= 16 {
                    for i in start..<(end - 1) {
                        for j in (i + 1)..<end {
                            let twin = Self.twin(w[i], w[j])
                            if twin != .none { w[i].twin = twin; break }
                        }
                    }
                    continue
                }
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: start..<end)
                // By edge, then by position: each face's next twin follows it.
                scratch.sort { i, j in
                    let ki = EdgeKey(w[i]), kj = EdgeKey(w[j])
                    return ki != kj ? ki < kj : i < j
                }
                for k in 0..<(scratch.count - 1) {
                    let i = scratch[k]
                    var m = k + 1
                    while m < scratch.count && EdgeKey(w[scratch[m]]) == EdgeKey(w[i]) {
                        let twin = Self.twin(w[i], w[scratch[m]])
                        if twin != .none { w[i].twin = twin; break }
                        m += 1
                    }
                }
            }
        }
    }

    /// How face `later` covers face `earlier`: on the same edge (bit for bit) in the same look.
    @inline(__always)
    private static func twin(_ earlier: StandingWall, _ later: StandingWall) -> StandingTwin {
        guard earlier.dimmed == later.dimmed else { return .none }
        if same(earlier.a, later.a) && same(earlier.b, later.b) { return .same }
        if same(earlier.a, later.b) && same(earlier.b, later.a) { return .reversed }
        return .none
    }

    @inline(__always)
    private static func same(_ p: Vec2, _ q: Vec2) -> Bool {
        p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern
    }

    /// A face's edge without its direction, as bits, for sorting faces by edge.
    private struct EdgeKey: Comparable {
        var low: (UInt64, UInt64)
        var high: (UInt64, UInt64)
        init(_ w: StandingWall) {
            let a = (w.a.x.bitPattern, w.a.y.bitPattern), b = (w.b.x.bitPattern, w.b.y.bitPattern)
            (low, high) = a < b ? (a, b) : (b, a)
        }
        static func == (l: EdgeKey, r: EdgeKey) -> Bool { l.low == r.low && l.high == r.high }
        static func < (l: EdgeKey, r: EdgeKey) -> Bool { l.low != r.low ? l.low < r.low : l.high < r.high }
    }

    /// Whether walls are drawn standing: pitched, and tall enough on screen (two dots at the
    /// screen's centre) to be seen as walls. Farther out they are outlines on the floor, as
    /// in flat views, which also keeps zoomed-out views of huge venues cheap.
    static func wallsStandUp(_ t: ViewTransform, height: Double) -> Bool {
        guard !t.isFlat, let centre = t.toGround(t.viewport.center),
              let foot = t.toScreen(centre, height: 0), let top = t.toScreen(centre, height: max(0.1, height)) else { return false }
        return foot.distance(to: top) >= 2
    }

    /// Background priority of wall faces: above every unit tint, below nothing drawn later.
    static let wallFacePriority: UInt8 = 254
}

extension CellStyle {
    /// The style with bold set or cleared.
    func with(bold: Bool) -> CellStyle {
        var s = self
        s.bold = bold
        return s
    }
}
