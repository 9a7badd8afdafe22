/// A static spatial index of rectangles: a packed R-tree built in bulk.
///
/// Items are sorted along a Hilbert curve by their centers, then grouped
/// 16 to a node, level by level, into flat arrays (no per-node objects).
/// Building is one sort, O(n log n) (the tests build 100 000 items); a
/// query visits only the nodes whose boxes meet it, and
/// ``forEach(intersecting:_:)`` allocates nothing. Rectangles with a non-finite coordinate are dropped;
/// ones given with min and max swapped are normalized. Items touching the
/// query's edge count as intersecting.
public struct SpatialIndex<ID: Hashable> {
    /// Children per node.
    public static var nodeSize: Int { 16 }

    /// Boxes of all nodes: the items (level 0) first, then each level of
    /// parents; the root is last.
    private let boxes: [Rect]
    /// Item identifiers, in the order of level 0 of ``boxes``.
    private let ids: [ID]
    /// Start of each level in ``boxes``, plus the total count at the end.
    private let levelStarts: [Int]

    /// Builds the index from identifiers and their rectangles.
    public init<S: Sequence>(_ items: S) where S.Element == (ID, Rect) {
        var rects: [Rect] = []
        var itemIDs: [ID] = []
        for (id, r) in items where r.min.x.isFinite && r.min.y.isFinite && r.max.x.isFinite && r.max.y.isFinite {
            rects.append(Rect(min: Vec2(Swift.min(r.min.x, r.max.x), Swift.min(r.min.y, r.max.y)),
                              max: Vec2(Swift.max(r.min.x, r.max.x), Swift.max(r.min.y, r.max.y))))
            itemIDs.append(id)
        }
        guard let total = rects.first.map({ rects.dropFirst().reduce($0) { $0.union($1) } }) else {
            boxes = []
            ids = []
            levelStarts = [0]
            return
        }

        // Sort by the Hilbert index of each center, the item number in the low bits.
        let maxCell = Double(HilbertCurve.side - 1)
        let sx = total.width > 0 ? maxCell / total.width : 0
        let sy = total.height > 0 ? maxCell / total.height : 0
        var keys = [UInt64](repeating: 0, count: rects.count)
        for (i, r) in rects.enumerated() {
            let c = r.center
            let h = HilbertCurve.index(x: UInt32((c.x - total.min.x) * sx), y: UInt32((c.y - total.min.y) * sy))
            keys[i] = UInt64(h) << 32 | UInt64(i)
        }
        keys.sort()

        var nodes = [Rect]()
        nodes.reserveCapacity(rects.count + rects.count / (Self.nodeSize - 1) + 2)
        var sortedIDs = [ID]()
        sortedIDs.reserveCapacity(rects.count)
        for key in keys {
            let i = Int(key & 0xFFFF_FFFF)
            nodes.append(rects[i])
            sortedIDs.append(itemIDs[i])
        }

        // Parents of each run of nodeSize nodes, until a single root.
        var starts = [0]
        var levelStart = 0
        repeat {
            let levelEnd = nodes.count
            starts.append(levelEnd)
            var i = levelStart
            while i < levelEnd {
                let end = Swift.min(i + Self.nodeSize, levelEnd)
                var box = nodes[i]
                for j in (i + 1)..<end { box = box.union(nodes[j]) }
                nodes.append(box)
                i = end
            }
            levelStart = levelEnd
        } while nodes.count - levelStart > 1
        starts.append(nodes.count)

        boxes = nodes
        ids = sortedIDs
        levelStarts = starts
    }

    /// The number of indexed items.
    public var count: Int { ids.count }

    /// Whether the index holds no items.
    public var isEmpty: Bool { ids.isEmpty }

    /// The box around all items, or nil when empty.
    public var bounds: Rect? { boxes.last }

    /// Calls `body` with the identifier of every item whose rectangle meets
    /// `query` (in no particular order), without allocating.
    public func forEach(intersecting query: Rect, _ body: (ID) -> Void) {
        guard let root = boxes.last, root.intersects(query) else { return }
        // Depth first, children in order, on a stack of one cursor per level (no recursion:
        // a recursive walk passed the caller's captured values down by copy at every node).
        let top = levelStarts.count - 2
        withUnsafeTemporaryAllocation(of: (next: Int, end: Int).self, capacity: top) { cursors in
            var level = top - 1
            cursors[level] = children(level: top, node: boxes.count - 1)
            while true {
                let child = cursors[level].next
                if child == cursors[level].end {
                    if level == top - 1 { return }
                    level += 1
                    continue
                }
                cursors[level].next = child + 1
                guard boxes[child].intersects(query) else { continue }
                if level == 0 {
                    body(ids[child])
                } else {
                    cursors[level - 1] = children(level: level, node: child)
                    level -= 1
                }
            }
        }
    }

    /// Calls `body` with every item whose rectangle contains `point`.
    public func forEach(containing point: Vec2, _ body: (ID) -> Void) {
        forEach(intersecting: Rect(min: point, max: point), body)
    }

    /// Appends to `result` the identifiers of the items whose rectangles meet
    /// `query`; reuse one array across frames to avoid allocating.
    public func query(_ query: Rect, into result: inout [ID]) {
        forEach(intersecting: query) { result.append($0) }
    }

    /// The identifiers of the items whose rectangles meet `query`.
    public func query(_ query: Rect) -> [ID] {
        var result: [ID] = []
        self.query(query, into: &result)
        return result
    }

    /// The range of the children of `node`, which sits on `level` (≥ 1), in ``boxes``.
    private func children(level: Int, node: Int) -> (next: Int, end: Int) {
        let first = levelStarts[level - 1] + (node - levelStarts[level]) * Self.nodeSize
        return (first, Swift.min(first + Self.nodeSize, levelStarts[level]))
    }
}

/// An index is immutable, so it can be shared across tasks when its identifiers can.
extension SpatialIndex: Sendable where ID: Sendable {}
