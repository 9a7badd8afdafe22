import VenueFormats

/// Finds the named place beside a point of a route, for "Turn left at Bookworm".
///
/// Candidates are the rooms, shops and connectors whose outline comes within ``reach`` of the
/// point (by the name of a shop or other occupant in them, else their own name) and the named
/// amenities and occupants (a key cutter's stand in a walkway) that close. Corridors, lobbies and
/// other circulation space are the walk itself, never landmarks, nor is the room the point lies
/// in. The nearest wins, with names that single a place out preferred: a name used more than
/// once on the level, a bare category ("Restroom"), a connector, a room number, a code or an
/// all-capitals abbreviation ("FAM. H/C", "ENT31"), an amenity (a small thing beside a shop) or
/// a back-of-house room (storage, plant rooms, staff only) counts as several meters farther
/// than it is. Names in `never` (the connector being taken or just left, the landmark of the
/// maneuver before) are never landmarks, and connectors are not when `connectors` is false.
struct GuidanceLandmarks {
    /// How far (meters) from the point a landmark's outline may be.
    static let reach = 10.0
    /// The venue.
    let model: MapModel
    /// How many features of each name each ordinal has (for the ordinals asked).
    private var nameCounts: [Int: [String: Int]] = [:]

    /// A finder for points on the given ordinals.
    init(model: MapModel, ordinals: some Sequence<Int>) {
        self.model = model
        for o in Set(ordinals) { nameCounts[o] = Self.countNames(model, ordinal: o) }
    }

    /// The name of the landmark beside `point` on `ordinal`, ignoring the units in `excluding`
    /// and the names in `never`; connectors only when `connectors`.
    func landmark(at point: Vec2, ordinal: Int, excluding: Set<Int>, never: Set<String> = [], connectors: Bool = true) -> String? {
        let graph = model.graph, f = model.floor(ordinal)
        let counts = nameCounts[ordinal] ?? [:]
        var best: (name: String, score: Double)?
        func consider(_ name: String, distance: Double, occupant: Bool, generic: Bool, backOfHouse: Bool = false, small: Bool = false) {
            guard !never.contains(name) else { return }
            var score = distance
            if backOfHouse { score += 8 }
            if Self.looksLikeCode(name) { score += 6 }
            if small { score += 2 }
            if (counts[name] ?? 0) > 1 { score += 4 }
            if generic { score += 3 }
            if Self.looksLikeNumber(name) { score += 2 }
            if occupant { score -= 1 }
            if score < (best?.score ?? .infinity) { best = (name, score) }
        }
        f.unitIndex.forEach(intersecting: Rect(min: point, max: point).insetBy(Self.reach)) { slot in
            let area = f.units[slot], u = area.index
            guard !excluding.contains(u) else { return }
            let unit = graph.archive.units[u]
            let connector: Bool
            switch SpaceClass(category: unit.category) {
            case .void, .open: return
            case .room: connector = false
            case .connector: connector = true
            }
            if connector && !connectors { return }
            if PlanarGeometry.contains(point, rings: area.rings) { return }
            let d = PlanarGeometry.distance(from: point, toRings: area.rings)
            guard d <= Self.reach else { return }
            if let occupant = (graph.occupantsOfUnit[u] ?? []).first(where: { graph.archive.occupants[$0].name != nil }) {
                consider(graph.name(of: .occupant(occupant)), distance: d, occupant: true, generic: false)
            } else if unit.name != nil {
                let name = graph.name(of: .unit(u))
                consider(name, distance: d, occupant: false, generic: Self.isGeneric(name, category: unit.category) || connector,
                         backOfHouse: Self.backOfHouse.contains(unit.category.lowercased()))
            }
        }
        // Shops and stands in open space (a walkway, a lobby) stand at their anchor.
        for o in f.occupants where graph.archive.occupants[o.index].name != nil {
            guard let u = graph.unitOfOccupant[o.index], !excluding.contains(u),
                  SpaceClass(category: graph.archive.units[u].category) == .open else { continue }
            let d = o.point.distance(to: point)
            if d <= Self.reach { consider(graph.name(of: .occupant(o.index)), distance: d, occupant: true, generic: false) }
        }
        for a in f.amenities where graph.archive.amenities[a.index].name != nil {
            let d = a.point.distance(to: point)
            guard d <= Self.reach, !(graph.unitOfAmenity[a.index].map(excluding.contains) ?? false) else { continue }
            let name = graph.name(of: .amenity(a.index))
            consider(name, distance: d, occupant: false, generic: Self.isGeneric(name, category: graph.archive.amenities[a.index].category),
                     small: true)
        }
        return best?.name
    }

    /// Unit categories of rooms visitors do not use: named, but poor landmarks.
    static let backOfHouse: Set<String> = ["nonpublic", "storage", "serverroom", "mechanical", "utility", "unspecified"]

    /// Whether a name only repeats its category ("Restroom", "Stairs", "Elevator").
    static func isGeneric(_ name: String, category: String) -> Bool {
        let n = name.lowercased()
        let c = category.lowercased().split(separator: ".").first.map(String.init) ?? ""
        return n == c || n == VenueGraph.readableCategory(category).lowercased() || (n.count > 3 && c.hasPrefix(n)) || (c.count > 3 && n.hasPrefix(c))
    }

    /// Whether a name is a room number ("1002", "B12", "3.14"): mostly digits.
    static func looksLikeNumber(_ name: String) -> Bool {
        let digits = name.filter(\.isNumber).count
        return digits > 0 && digits * 2 >= name.count
    }

    /// Whether a name reads as a code or an abbreviation rather than a name: letters all
    /// capitals (at least one), with a digit or one of `. / _ #` ("FAM. H/C", "ENT31", "B12",
    /// "WC-H/D"). Brands in capitals ("IKEA", "H&M") are not codes.
    static func looksLikeCode(_ name: String) -> Bool {
        let letters = name.filter(\.isLetter)
        guard !letters.isEmpty, letters.allSatisfy({ $0.isUppercase }) else { return false }
        return name.contains { $0.isNumber || "./_#".contains($0) }
    }

    /// Whether points of a walk on `ordinal` lie in one space: one unit holds them all, or
    /// each lies in open space (walkways, lobbies, the strips of a footway network, floor no
    /// unit covers), which a person walks as one.
    func oneSpace(_ points: [Vec2], ordinal: Int) -> Bool {
        let graph = model.graph
        let sets = points.map { spaces(at: $0, ordinal: ordinal) }
        if let first = sets.first, !sets.dropFirst().reduce(first, { $0.intersection($1) }).isEmpty { return true }
        return sets.allSatisfy { set in set.isEmpty || set.contains { SpaceClass(category: graph.archive.units[$0].category) == .open } }
    }

    /// The units other than void ones (walls, columns) whose outline holds `point` on `ordinal`.
    func spaces(at point: Vec2, ordinal: Int) -> Set<Int> {
        let graph = model.graph, f = model.floor(ordinal)
        var out = Set<Int>()
        f.unitIndex.forEach(intersecting: Rect(min: point, max: point).insetBy(0.01)) { slot in
            let area = f.units[slot]
            guard SpaceClass(category: graph.archive.units[area.index].category) != .void,
                  PlanarGeometry.contains(point, rings: area.rings) || PlanarGeometry.distance(from: point, toRings: area.rings) < 0.01 else { return }
            out.insert(area.index)
        }
        return out
    }

    /// The connector units on `ordinal` whose outline comes within 0.5 m of `point` (the door
    /// out of a connector just ridden lies on its outline).
    func connectors(at point: Vec2, ordinal: Int) -> Set<Int> {
        let graph = model.graph, f = model.floor(ordinal)
        var out = Set<Int>()
        f.unitIndex.forEach(intersecting: Rect(min: point, max: point).insetBy(0.5)) { slot in
            let area = f.units[slot]
            guard case .connector = SpaceClass(category: graph.archive.units[area.index].category),
                  PlanarGeometry.contains(point, rings: area.rings) || PlanarGeometry.distance(from: point, toRings: area.rings) <= 0.5 else { return }
            out.insert(area.index)
        }
        return out
    }

    /// Names of the named units, occupants and amenities on an ordinal, counted.
    static func countNames(_ model: MapModel, ordinal: Int) -> [String: Int] {
        let graph = model.graph, f = model.floor(ordinal)
        var counts: [String: Int] = [:]
        for u in f.units where graph.archive.units[u.index].name != nil { counts[graph.name(of: .unit(u.index)), default: 0] += 1 }
        for o in f.occupants where graph.archive.occupants[o.index].name != nil { counts[graph.name(of: .occupant(o.index)), default: 0] += 1 }
        for a in f.amenities where graph.archive.amenities[a.index].name != nil { counts[graph.name(of: .amenity(a.index)), default: 0] += 1 }
        return counts
    }

    /// The name of the named opening a path passes through, if any (an entrance, a gate): a
    /// main entrance by any name, another opening only by a name of several words that is not
    /// a number ("North Entrance", not "ENT31", "3203" or "StairsDoor", which data uses as ids).
    func door(on path: [Vec2], ordinal: Int) -> String? {
        let graph = model.graph, f = model.floor(ordinal)
        guard let box = Rect(points: path) else { return nil }
        var found: String?
        f.minorIndex.forEach(intersecting: box.insetBy(1)) { feature in
            guard found == nil, case .opening(let slot) = feature else { return }
            let line = f.openings[slot]
            let opening = graph.archive.openings[line.index]
            guard let name = graph.language.text(opening.name),
                  opening.category.lowercased() == "pedestrian.principal" || (name.contains(" ") && !Self.looksLikeNumber(name)) else { return }
            let touches = path.dropFirst().contains { p in
                line.lines.contains { l in zip(l, l.dropFirst()).contains { PlanarGeometry.distance(from: p, toSegment: $0, $1) < 0.75 } }
            }
            if touches { found = name }
        }
        return found
    }
}
