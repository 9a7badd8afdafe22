import Localization
import VenueFormats

/// Where the person looking at the map stands: "you are here".
///
/// A kiosk box's fixed spot (`--here`), or the last position a live source reported. The
/// point is in local meters on an ordinal; `unit` is the unit it stands in, when it stands in
/// one, so routes can start there.
public struct HerePosition: Sendable, Equatable {
    /// What to call it in a route or on the status line ("Info Kiosk", "46.5,7.4").
    public var name: String
    /// The floor.
    public var ordinal: Int
    /// The position in local meters.
    public var point: Vec2
    /// The unit (index) it stands in, or nil when it stands in none.
    public var unit: Int?
    /// The error radius in meters, when known (live positions).
    public var accuracy: Double?
    /// The walking or facing direction in degrees clockwise from north, when known.
    public var heading: Double?
    /// For a position reported outside every unit: the nearest walkable space, and whether
    /// the position was moved onto it (``MapModel/snapped(_:)``). Nil for one inside a unit.
    public var snap: PositionSnap?

    /// A position.
    public init(name: String, ordinal: Int, point: Vec2, unit: Int?, accuracy: Double? = nil, heading: Double? = nil) {
        self.name = name
        self.ordinal = ordinal
        self.point = point
        self.unit = unit
        self.accuracy = accuracy
        self.heading = heading
    }
}

/// Why a `--here` text (or a live fix) names no position.
public struct HereSpecError: Error, Equatable, CustomStringConvertible {
    /// What it says, as a code and arguments, for ``text(_:)``.
    public enum Code: Sendable, Equatable {
        /// `--here needs a place or LAT,LON[@LEVEL]`.
        case empty
        /// `nothing called "Foo" to stand at (give a kiosk, unit, opening or amenity …)`.
        case nothingCalled(String)
        /// `91,5 is not a LAT,LON position`.
        case notCoordinate(String)
        /// `no level "9" (levels: B1, G, 1)`.
        case noLevel(String, levels: String)
        /// `48.1,11.5 is more than 200 m outside the venue`.
        case outsideVenue(String)
        /// A live fix: `unknown level "9" in position (levels: B1, G, 1)` (or an ordinal).
        case unknownFixLevel(String, levels: String)
        /// A live fix: `position far outside the venue (over 200 m away)`.
        case fixOutsideVenue(meters: Int)
    }

    /// What it says.
    public var code: Code

    /// Creates an error.
    public init(_ code: Code) { self.code = code }

    /// The English sentence.
    public var description: String { text(.english) }

    /// The sentence in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch code {
        case .empty: return ui.hereEmpty
        case .nothingCalled(let text): return ui.hereNothingCalled(text: text)
        case .notCoordinate(let text): return ui.hereNotCoordinate(text: text)
        case .noLevel(let level, let levels): return ui.hereNoLevel(level: level, levels: levels)
        case .outsideVenue(let text): return ui.hereOutsideVenue(text: text)
        case .unknownFixLevel(let level, let levels): return ui.hereUnknownFixLevel(level: level, levels: levels)
        case .fixOutsideVenue(let meters): return ui.hereFixOutsideVenue(meters: ui.number(meters))
        }
    }
}

extension MapModel {
    /// The position a `--here` text names: `LAT,LON` with an optional `@LEVEL` (short name,
    /// name, id or ordinal); `entrance` or the word in the interface language (the venue's
    /// main entrance); or a kiosk, anchor,
    /// opening, amenity, occupant or unit by id, else by name.
    public func here(_ spec: String, search: SearchIndex) throws(HereSpecError) -> HerePosition {
        let text = spec.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw HereSpecError(.empty) }
        if let coordinate = try coordinatePosition(text) { return coordinate }
        if text.lowercased() == "entrance" || SearchText.fold(text) == SearchText.fold(graph.language.ui.namesEntrance),
           let entrance = mainEntrance() { return entrance }
        if let byID = positionByID(text) { return byID }
        if let opening = openingNamed(text) { return opening }
        if let handle = search.bestFeature(text), let position = position(of: handle) { return position }
        throw HereSpecError(.nothingCalled(text))
    }

    /// Where a feature is, as a position (its location, on its floor, in its unit).
    public func position(of handle: FeatureHandle) -> HerePosition? {
        guard let point = location(of: handle), let ordinal = graph.ordinal(of: handle) else { return nil }
        return HerePosition(name: graph.name(of: handle), ordinal: ordinal, point: point,
                            unit: graph.unitIndex(of: handle) ?? unit(at: point, ordinal: ordinal))
    }

    /// The smallest unit containing `point` on `ordinal`; for a point on a wall (a door), the
    /// unit a step to either side stands in.
    public func unit(at point: Vec2, ordinal: Int) -> Int? {
        let f = floor(ordinal)
        func smallest(_ p: Vec2) -> Int? {
            var best: (Int, Double)?
            f.unitIndex.forEach(containing: p) { slot in
                let u = f.units[slot]
                guard PlanarGeometry.contains(p, rings: u.rings), u.area < (best?.1 ?? .infinity) else { return }
                best = (u.index, u.area)
            }
            return best?.0
        }
        if let u = smallest(point) { return u }
        for offset in [Vec2(0.5, 0), Vec2(-0.5, 0), Vec2(0, 0.5), Vec2(0, -0.5)] {
            if let u = smallest(point + offset) { return u }
        }
        return nil
    }

    private func coordinatePosition(_ text: String) throws(HereSpecError) -> HerePosition? {
        let parts = text.split(separator: "@", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts[0].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, let lat = numbers[0], let lon = numbers[1] else { return nil }
        guard abs(lat) <= 90, abs(lon) <= 180 else { throw HereSpecError(.notCoordinate(parts[0])) }
        let point = projection.project(GeoPoint(longitude: lon, latitude: lat))
        let ordinal: Int
        if parts.count == 2 {
            guard let named = self.ordinal(forLevel: parts[1]) else {
                throw HereSpecError(.noLevel(parts[1], levels: levelList))
            }
            ordinal = named
        } else {
            // No level given: the floor that has a unit there, nearest the ground first.
            let floors = graph.ordinals.sorted { abs($0) != abs($1) ? abs($0) < abs($1) : $0 > $1 }
            ordinal = floors.first { unit(at: point, ordinal: $0) != nil } ?? graph.defaultOrdinal ?? 0
        }
        guard isWithinReach(point, ordinal: ordinal) else {
            throw HereSpecError(.outsideVenue(parts[0]))
        }
        let name = String(format: "%.6f,%.6f", lat, lon)
        return snapped(HerePosition(name: name, ordinal: ordinal, point: point, unit: unit(at: point, ordinal: ordinal)))
    }

    /// How far (meters) an opening mapped apart from the spaces it opens into (an entrance on
    /// a building's outline, a gap before the mall's walkway) may be from the walkable space it
    /// is placed in.
    static let openingReach = 30.0

    /// The venue's main entrance: a principal pedestrian opening (else any pedestrian or
    /// exterior one), on the floor nearest the ground.
    func mainEntrance() -> HerePosition? {
        let openings = graph.archive.openings.indices.filter { graph.ordinalOfLevel[graph.archive.openings[$0].levelID] != nil }
        func rank(_ i: Int) -> (Int, Int, String) {
            let o = graph.archive.openings[i]
            let kind = o.category == "pedestrian.principal" ? 0 : o.category.hasPrefix("pedestrian") ? 1 : o.category == "service" ? 3 : 2
            return (kind, abs(graph.ordinalOfLevel[o.levelID] ?? 0), o.id)
        }
        // The best-ranked entrance a route can start from: one beside a space, or one the
        // nearest walkable space is near enough to move it onto (a door mapped on the building's
        // outline a few meters from any room); else the best-ranked, where it is.
        let ranked = openings.filter { rank($0).0 < 3 }.sorted { rank($0) < rank($1) }
        let name = graph.language.ui.namesEntrance
        let positions = ranked.lazy.compactMap { self.openingPosition($0, fallbackName: name) }.map(snapped)
        return positions.first { $0.unit != nil } ?? positions.first
    }

    private func positionByID(_ id: String) -> HerePosition? {
        let g = graph, a = g.archive
        if let handle = g.handle(forID: id) { return position(of: handle) }
        if let i = g.anchorIndex[id], let u = g.unitIndex[a.anchors[i].unitID], let ordinal = g.ordinal(ofUnit: u) {
            let point = projection.project(a.anchors[i].location)
            return HerePosition(name: "anchor \(id)", ordinal: ordinal, point: point, unit: u)
        }
        if let i = a.openings.firstIndex(where: { $0.id == id }) { return openingPosition(i, fallbackName: "opening \(id)") }
        return nil
    }

    private func openingNamed(_ name: String) -> HerePosition? {
        let wanted = SearchText.fold(name)
        let a = graph.archive
        guard let i = a.openings.indices.first(where: { i in
            [a.openings[i].name, a.openings[i].altName].contains { labels in
                labels?.values.values.contains { SearchText.fold($0) == wanted } ?? false
            }
        }) else { return nil }
        return openingPosition(i, fallbackName: name)
    }

    /// The point halfway along a polyline.
    static func middle(of points: [Vec2]) -> Vec2? {
        guard points.count >= 2 else { return points.first }
        var left = PlanarGeometry.polylineLength(points) / 2
        for i in 1..<points.count {
            let step = points[i - 1].distance(to: points[i])
            if step >= left && step > 0 { return points[i - 1] + (points[i] - points[i - 1]) * (left / step) }
            left -= step
        }
        return points.last
    }

    /// An opening's middle, on its floor, in the unit beside it.
    private func openingPosition(_ i: Int, fallbackName: String) -> HerePosition? {
        let o = graph.archive.openings[i]
        guard let ordinal = graph.ordinalOfLevel[o.levelID] else { return nil }
        let points = o.geometry.allPoints.map(projection.project)
        guard let first = points.first else { return nil }
        let point = o.displayPoint.map(projection.project) ?? Self.middle(of: points) ?? first
        let name = graph.language.text(o.name) ?? fallbackName
        var here = HerePosition(name: name, ordinal: ordinal, point: point, unit: unit(at: point, ordinal: ordinal))
        // An opening drawn along a wall's outer side has no unit under its middle: it stands in
        // the walkable space it opens into, so that routes can start there.
        if here.unit == nil, let (slot, edge, distance) = nearestWalkable(to: point, ordinal: ordinal), distance <= Self.openingReach {
            let area = floor(ordinal).units[slot]
            here.point = Self.pointJustInside(area, from: point, edge: edge)
            here.unit = area.index
        }
        return here
    }
}
