/// Which labels win when they compete for room, highest first: the selection, the
/// floor's largest named spaces, then points of interest and occupants, named rooms, room
/// numbers, and corridors last (labelled only where room remains).
enum LabelTier: Int, Comparable, Sendable {
    /// The selected feature: always labelled.
    case selection
    /// One of the floor's largest named spaces (``landmarks(labels:classes:areas:)``):
    /// labelled before amenity marks are placed, anywhere inside the space where the name
    /// fits, so that no mark takes the only spot it would have.
    case landmark
    /// Occupants (shops, offices) and kiosks.
    case pointOfInterest
    /// Rooms with a name of their own.
    case namedRoom
    /// Rooms whose label is a number in a series ("301", "Cabinet 302": three or more
    /// labels on the floor share everything but their digits).
    case roomNumber
    /// Corridors, lobbies and other walkable space.
    case corridor

    static func < (a: LabelTier, b: LabelTier) -> Bool { a.rawValue < b.rawValue }

    /// The tiers of a floor's unit labels (nil label: the tier does not matter).
    static func tiers(labels: [String?], classes: [UnitClass], hasOccupant: [Bool]) -> [LabelTier] {
        var stems: [String: Int] = [:]
        for case let label? in labels where label.contains(where: \.isNumber) { stems[label.labelStem, default: 0] += 1 }
        return labels.indices.map { i in
            if hasOccupant[i] { return .pointOfInterest }
            if classes[i] == .walkway { return .corridor }
            guard let label = labels[i], label.contains(where: \.isNumber) else { return .namedRoom }
            let stem = label.labelStem
            return stem.isEmpty || stems[stem, default: 0] >= 3 ? .roomNumber : .namedRoom
        }
    }

    /// How many of a floor's largest named spaces are landmarks.
    static let landmarkCount = 5

    /// Which units are the floor's landmarks: the ``landmarkCount`` largest by ground area
    /// that have a label and are rooms (not corridors, voids or structure); among rooms of
    /// the same area, the first. Never more, so that a floor of identical rooms costs no
    /// more to label than any other.
    static func landmarks(labels: [String?], classes: [UnitClass], areas: [Double]) -> [Bool] {
        let named = labels.indices.filter { labels[$0] != nil && areas[$0] > 0 && ![.walkway, .opentobelow, .structure].contains(classes[$0]) }
        var out = [Bool](repeating: false, count: labels.count)
        for i in named.sorted(by: { areas[$0] != areas[$1] ? areas[$0] > areas[$1] : $0 < $1 }).prefix(landmarkCount) { out[i] = true }
        return out
    }
}
