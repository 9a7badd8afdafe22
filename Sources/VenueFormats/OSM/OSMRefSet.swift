/// A set of element references for the repeated-element check of a load (``OSMLoader``), one
/// insert per feature: an open-addressing table of the ids, mixed with a few multiplies and
/// shifts, in place of `Set<OSMRef>` (SipHash of the kind's text and the id per insert).
/// Its answers are `Set<OSMRef>`'s: an insert is new exactly when no equal reference (same
/// kind, same id) was inserted before.
struct OSMRefSet {
    /// The id of each slot (meaningful where `kinds` is not 0).
    private var ids: [Int64]
    /// Each slot's kind, 1 + its place among node, way, relation; 0 for an empty slot.
    private var kinds: [UInt8]
    /// References held.
    private(set) var count = 0

    /// An empty set with room for `capacity` references before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        ids = Array(repeating: 0, count: size)
        kinds = Array(repeating: 0, count: size)
    }

    @inline(__always)
    private static func code(_ kind: OSMElementKind) -> UInt8 {
        switch kind {
        case .node: 1
        case .way: 2
        case .relation: 3
        }
    }

    /// The slot of a reference: where it is, or the empty slot where it would go.
    @inline(__always)
    private func slot(_ id: Int64, _ kind: UInt8) -> Int {
        let mask = kinds.count - 1
        let h = splitMixFinal(UInt64(bitPattern: id) &+ UInt64(kind) &* 0x9E37_79B9_7F4A_7C15)
        var i = Int(truncatingIfNeeded: h) & mask
        while kinds[i] != 0 && (kinds[i] != kind || ids[i] != id) { i = (i + 1) & mask }
        return i
    }

    /// Adds `ref`; true when it was not there yet (as `Set.insert`'s `inserted`).
    @discardableResult
    mutating func insert(_ ref: OSMRef) -> Bool {
        let kind = Self.code(ref.kind)
        let i = slot(ref.id, kind)
        if kinds[i] != 0 { return false }
        ids[i] = ref.id
        kinds[i] = kind
        count += 1
        if count * 2 > kinds.count { grow() }
        return true
    }

    /// Whether `ref` is held.
    func contains(_ ref: OSMRef) -> Bool {
        let kind = Self.code(ref.kind)
        return kinds[slot(ref.id, kind)] != 0
    }

    /// Doubles the table, every reference in its new slot.
    private mutating func grow() {
        let oldIDs = ids, oldKinds = kinds
        ids = Array(repeating: 0, count: oldKinds.count * 2)
        kinds = Array(repeating: 0, count: oldKinds.count * 2)
        for k in oldKinds.indices where oldKinds[k] != 0 {
            let i = slot(oldIDs[k], oldKinds[k])
            ids[i] = oldIDs[k]
            kinds[i] = oldKinds[k]
        }
    }
}
