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
            face[0].removeAll(keepingCapacity: true)
            face[0].append(a0)
            face[0].append(b0)
            face[0].append(b1)
            face[0].append(a1)
            canvas.clearDots(inside: face)
            if tints { canvas.fillBackground(rings: face, color: theme.wallFace, priority: Self.wallFacePriority) }
            let style = w.dimmed ? dimmedStyle : edgeStyle
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
