/// Which labels win when they compete for room, highest first: the selection, then
/// points of interest and occupants, named rooms, room numbers, and corridors last
/// (labelled only where room remains).
enum LabelTier: Int, Comparable, Sendable {
    /// The selected feature: always labelled.
    case selection
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
}
