import Foundation
import VenueFormats
import MapCore

extension TextInterpreter {
    /// How far (meters) `where` looks for places near the person.
    static let whereRadius = 60.0
    /// How many places `where` names.
    static let whereCount = 5
    /// `around` without a distance.
    static let aroundRadius = 30.0
    /// The most places `around` reads.
    static let aroundCount = 15

    /// `where`: the level, the place the person is in or at, and what is near.
    func whereLines(_ s: inout TextState) -> [String] {
        guard let here = s.here else { return [phrases.noPosition] }
        s.ordinal = here.ordinal
        let g = venue.graph
        let title = phrases.level(short: g.shortName(ordinal: here.ordinal), name: g.levelName(ordinal: here.ordinal))
            + " " + positionSentence(here, label: s.hereLabel)
        let near = nearby(here, radius: Self.whereRadius, limit: Self.whereCount)
        s.lastList = near.compactMap(\.entry.handle)
        let items = near.map { describe($0, s) }
        return [title, items.isEmpty ? phrases.nothingNear(meters: Int(Self.whereRadius)) : phrases.near(items)]
    }

    /// "You are at Bookworm." after `go`, else the room the position is in.
    func positionSentence(_ here: HerePosition, label: String?) -> String {
        if let label { return phrases.youAreAt(label) }
        if let name = roomName(here) { return phrases.youAreIn(name) }
        return phrases.youAreOutside
    }

    /// The name of the room a position stands in: the shop in it, else the room's own name.
    func roomName(_ here: HerePosition) -> String? {
        guard let u = here.unit else { return nil }
        let g = venue.graph
        if let o = (g.occupantsOfUnit[u] ?? []).first(where: { g.language.text(g.archive.occupants[$0].name) != nil }) { return g.name(of: .occupant(o)) }
        return g.name(of: .unit(u))
    }

    /// The directory's places near a position (not those in the room it stands in).
    func nearby(_ here: HerePosition, radius: Double, limit: Int) -> [NearbyPlace] {
        venue.directory.nearby(here.point, ordinal: here.ordinal, radius: radius, projection: venue.model.projection,
                               excludingUnit: here.unit, limit: limit)
    }

    /// "Bookworm 12 metres north-east".
    func describe(_ n: NearbyPlace, _ s: TextState) -> String {
        phrases.placeAt(n.entry.name, meters: Self.roundedMeters(n.meters), direction: directionWords(s).toward(n.bearing))
    }

    /// Meters said: whole meters, at least 1; 5 m steps beyond 50 m.
    static func roundedMeters(_ m: Double) -> Int {
        m > 50 ? Int((m / 5).rounded()) * 5 : max(1, Int(m.rounded()))
    }

    /// `around [N [m]]`: every place within N meters, nearest first.
    func around(_ words: [String], _ s: inout TextState) -> [String] {
        guard let here = s.here else { return [phrases.noPosition] }
        let number = words.first.flatMap { Double($0.lowercased().trimmingCharacters(in: CharacterSet.letters)) }
        let radius = min(max(number ?? Self.aroundRadius, 1), 500)
        let near = nearby(here, radius: radius, limit: Self.aroundCount)
        s.lastList = near.compactMap(\.entry.handle)
        guard !near.isEmpty else { return [phrases.nothingNear(meters: Int(radius))] }
        return [phrases.around(meters: Int(radius), count: near.count)]
            + near.enumerated().map { phrases.listItem($0 + 1, [describe($1, s)]) }
    }

    /// `levels`: each level with its number of places, the person's marked.
    func levels(_ s: TextState) -> [String] {
        let g = venue.graph
        let ordinals = g.ordinals
        return [phrases.levels(count: ordinals.count)] + ordinals.map { o in
            phrases.levelLine(short: g.shortName(ordinal: o), name: g.levelName(ordinal: o),
                                  places: venue.directory.entries.filter { $0.place.ordinal == o }.count, here: s.here?.ordinal == o)
        }
    }

    /// `level NAME` (or `level up`, `level down`): explore another level.
    func level(_ argument: String, _ s: inout TextState) -> [String] {
        guard !argument.isEmpty else { return [phrases.needsArgument(phrases.levelUsage)] }
        let g = venue.graph, ordinals = g.ordinals
        var target: Int?
        let a = argument.lowercased(), w = argumentWords
        if w.up.contains(a) {
            target = ordinals.first { $0 > s.ordinal }
        } else if w.down.contains(a) {
            target = ordinals.last { $0 < s.ordinal }
        } else {
            target = venue.model.ordinal(forLevel: argument)
        }
        guard let o = target else { return [phrases.noLevel(argument, levels: venue.model.levelList)] }
        s.ordinal = o
        let places = venue.directory.entries.filter { $0.place.ordinal == o }
        return [phrases.onLevel(short: g.shortName(ordinal: o), name: g.levelName(ordinal: o), places: places.count)]
    }

    /// `go PLACE`: stand at a place and hear what is around.
    func go(_ argument: String, _ s: inout TextState) -> [String] {
        guard !argument.isEmpty else { return [phrases.needsArgument(phrases.goUsage)] }
        guard let h = place(argument, s), let position = venue.model.position(of: h) else { return [phrases.noPlace(argument)] }
        s.here = position
        s.hereLabel = venue.graph.name(of: h)
        s.route = nil
        return whereLines(&s)
    }

    /// `find WORDS`: the best matches, numbered, with where each is from the person.
    func find(_ argument: String, _ s: inout TextState) -> [String] {
        guard !argument.isEmpty else { return [phrases.needsArgument(phrases.findUsage)] }
        var seen = Set<FeatureHandle>()
        let results = venue.search.search(argument, limit: 20, near: vantage(s)).filter { r in
            r.handle.map { seen.insert($0).inserted } ?? false
        }.prefix(8)
        s.lastList = results.compactMap(\.handle)
        return [phrases.found(results.count, query: argument)] + results.enumerated().map { i, r in
            // An unnamed place is named by its kind: the kind is not said twice.
            let kind = CategoryNames.readable(r.category, ui: ui)
            return phrases.listItem(i + 1, (kind == r.name ? [r.name] : [r.name, kind]) + [whereFrom(ordinal: r.ordinal, location: r.location, s)])
        }
    }

    /// "25 metres north" from the person on their level, else "level 1".
    func whereFrom(ordinal: Int, location: GeoPoint?, _ s: TextState) -> String {
        let level = phrases.onOtherLevel(venue.graph.shortName(ordinal: ordinal))
        guard let here = s.here, here.ordinal == ordinal, let location else { return level }
        let p = venue.model.projection.project(location)
        if p.distance(to: here.point) < 2 { return phrases.list([level, phrases.rightHere]) }
        let bearing = TurnDetection.bearing(from: here.point, to: p)
        return phrases.list([level, phrases.distanceToward(meters: Self.roundedMeters(p.distance(to: here.point)), direction: directionWords(s).toward(bearing))])
    }
}
