import Localization

/// Which street an entrance opens onto, from the surroundings (OSM data around the venue, or
/// `--surroundings FILE`): "Entrance Europaplatz → Europaplatz" on the card of the space it
/// leads into, and in `info`.
extension MapModel {
    /// How near a building's, level's or venue's outline an opening must lie to be an
    /// entrance from outside (meters).
    public static let entranceOutlineReach = 2.5
    /// How near a unit's outline an opening must lie to lead into it (meters).
    static let entranceUnitReach = 1.5
    /// How far from an entrance the street it opens onto may be (meters).
    public static let entranceStreetReach = 150.0

    /// One entrance of the venue and the street it opens onto.
    public struct EntranceStreet: Sendable, Equatable {
        /// The opening's index in the archive.
        public var opening: Int
        /// "Entrance Nord", else "Entrance".
        public var name: String
        /// The nearest named street or path.
        public var street: String
        /// How far it is, in meters.
        public var distance: Double

        /// The opening's own name ("Nord"), if it has one.
        public var openingName: String? = nil

        /// "Entrance Nord → Europaplatz".
        public var line: String { "\(name) → \(street)" }

        /// The same line in `ui`'s language: "Eingang Nord → Europaplatz".
        public func line(_ ui: UIText) -> String {
            openingName.map { ui.entranceStreetNamed(name: $0, street: street) } ?? ui.entranceStreet(street: street)
        }
    }

    /// The entrances leading into `unit` (openings on its outline that lie on the outline of
    /// its level, its building or the venue) with the street each opens onto; empty when
    /// there are no surroundings with named streets within ``entranceStreetReach``.
    public func entranceStreets(ofUnit unit: Int) -> [EntranceStreet] {
        guard !surroundings.isEmpty, let area = unitArea(unit), let ordinal = graph.ordinal(ofUnit: unit), let floor = floors[ordinal] else { return [] }
        let walls = floor.levels.flatMap(\.rings) + footprints.flatMap { $0 } + venueOutline
        let box = area.bounds.insetBy(Self.entranceUnitReach)
        var out: [EntranceStreet] = []
        for line in floor.openings where line.bounds.intersects(box) {
            let mid = line.bounds.center
            guard PlanarGeometry.distance(from: mid, toRings: area.rings) <= Self.entranceUnitReach,
                  PlanarGeometry.distance(from: mid, toRings: walls) <= Self.entranceOutlineReach,
                  let street = nearestStreet(to: mid) else { continue }
            let own = graph.language.text(graph.archive.openings[line.index].name)
            let name = own.map { "Entrance \($0)" } ?? "Entrance"
            out.append(EntranceStreet(opening: line.index, name: name, street: street.name, distance: street.distance, openingName: own))
        }
        return out
    }

    /// The entrances of the whole venue with their streets, floor by floor (for `info`).
    public func entranceStreets() -> [EntranceStreet] {
        guard surroundings.contains(where: { $0.name != nil && !$0.isArea }) else { return [] }
        var seen = Set<Int>(), out: [EntranceStreet] = []
        for unit in graph.archive.units.indices {
            for e in entranceStreets(ofUnit: unit) where seen.insert(e.opening).inserted { out.append(e) }
        }
        return out
    }

    /// The nearest named street or path (a line of the surroundings, not an area) within
    /// ``entranceStreetReach`` of `p`, from the surroundings' spatial index.
    public func nearestStreet(to p: Vec2) -> (name: String, distance: Double)? {
        let reach = Self.entranceStreetReach
        var best: (name: String, distance: Double)?
        surroundingIndex.forEach(intersecting: Rect(min: p, max: p).insetBy(reach)) { i in
            let s = surroundings[i]
            guard let name = s.name, !name.isEmpty, !s.isArea, s.kind == .street || s.kind == .path else { return }
            for line in s.lines where line.count >= 2 {
                for k in 1..<line.count {
                    let d = PlanarGeometry.distance(from: p, toSegment: line[k - 1], line[k])
                    if d <= reach, d < (best?.distance ?? .infinity) { best = (name, d) }
                }
            }
        }
        return best
    }
}
