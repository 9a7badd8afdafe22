import VenueFormats

/// A polygonal feature in local meters, ready to draw and hit-test.
public struct PreparedArea: Sendable {
    /// Index into the archive array the feature came from.
    public var index: Int
    /// Every ring of every polygon (exteriors and holes), for even-odd fills and outlines.
    public var rings: [[Vec2]]
    /// Bounding box.
    public var bounds: Rect
    /// Where its label goes: the display point, else a point inside the shape.
    public var labelPoint: Vec2
    /// Area in square meters.
    public var area: Double
}

/// A lineal feature (opening, detail) in local meters.
public struct PreparedLine: Sendable {
    /// Index into the archive array.
    public var index: Int
    /// Its polylines.
    public var lines: [[Vec2]]
    /// Bounding box.
    public var bounds: Rect
}

/// A surrounding projected to meters: rings of an area, or lines.
public struct PreparedSurrounding: Sendable {
    /// What it is.
    public var kind: Surrounding.Kind
    /// Its name (streets are labelled with it).
    public var name: String?
    /// Rings (an area) or lines, in meters.
    public var lines: [[Vec2]]
    /// Whether `lines` are an area's rings.
    public var isArea: Bool
    /// Bounding box in meters.
    public var bounds: Rect
}

/// A point feature (amenity, occupant anchor) in local meters.
public struct PreparedPoint: Sendable {
    /// Index into the archive array.
    public var index: Int
    /// Where it is.
    public var point: Vec2
}

/// Everything drawn on one ordinal, projected to local meters once, with spatial indexes.
public struct FloorGeometry: Sendable {
    /// The ordinal.
    public var ordinal: Int
    /// Level outlines.
    public var levels: [PreparedArea] = []
    /// Units, by unit index in `index`.
    public var units: [PreparedArea] = []
    /// Openings.
    public var openings: [PreparedLine] = []
    /// Fixtures.
    public var fixtures: [PreparedArea] = []
    /// Kiosks.
    public var kiosks: [PreparedArea] = []
    /// Sections.
    public var sections: [PreparedArea] = []
    /// Details.
    public var details: [PreparedLine] = []
    /// Amenities.
    public var amenities: [PreparedPoint] = []
    /// Occupants, at their anchors.
    public var occupants: [PreparedPoint] = []
    /// The occupants that are places of their own at their anchor (``VenueGraph/pointOccupants``:
    /// anchored in a corridor), drawn and selected there.
    public var pointOccupants: [PreparedPoint] = []
    /// Units by unit index, for lookups (position in ``units``).
    public var unitSlot: [Int: Int] = [:]
    /// Spatial index over ``units`` (positions in the array).
    public var unitIndex = SpatialIndex<Int>([])
    /// Spatial index over ``openings``, ``fixtures``, ``kiosks``, ``sections``, ``details`` (tagged positions).
    public var minorIndex = SpatialIndex<MinorFeature>([])
    /// Bounding box of everything on the floor.
    public var bounds: Rect?
}

/// A small feature found through ``FloorGeometry/minorIndex``.
public enum MinorFeature: Hashable, Sendable {
    /// Position in ``FloorGeometry/openings``.
    case opening(Int)
    /// Position in ``FloorGeometry/fixtures``.
    case fixture(Int)
    /// Position in ``FloorGeometry/kiosks``.
    case kiosk(Int)
    /// Position in ``FloorGeometry/sections``.
    case section(Int)
    /// Position in ``FloorGeometry/details``.
    case detail(Int)
}

/// The identity of one prepared ``MapModel``: each `MapModel(graph:)` gets a new one, so
/// that what a renderer derives from a model (label texts, unit classes) can be cached and
/// told apart from another model's with a pointer comparison.
public final class MapModelIdentity: Sendable {
    /// A new identity, distinct from every other.
    public init() {}
}

/// A venue ready for the map: every geometry projected into local meters around the
/// venue's center, grouped by ordinal, with spatial indexes for culling and hit testing.
public struct MapModel: Sendable {
    /// The loaded venue.
    public let graph: VenueGraph
    /// The projection used for everything.
    public let projection: LocalProjection
    /// Geometry per ordinal.
    public let floors: [Int: FloorGeometry]
    /// The venue outline (context).
    public let venueOutline: [[Vec2]]
    /// Building footprints (context).
    public let footprints: [[[Vec2]]]
    /// What lies around the venue, drawn dimmed on every level (not part of ``bounds``).
    public let surroundings: [PreparedSurrounding]
    /// The surroundings by their bounds, so a frame draws only those in view.
    public let surroundingIndex: SpatialIndex<Int>
    /// Bounding box of the venue in meters.
    public let bounds: Rect
    /// This model's identity, for caches derived from it.
    public let identity = MapModelIdentity()

    /// Projects a venue graph.
    public init(graph: VenueGraph) {
        self.graph = graph
        let geoBounds = graph.bounds ?? GeoBounds(min: GeoPoint(longitude: 0, latitude: 0), max: GeoPoint(longitude: 0, latitude: 0))
        let projection = LocalProjection(origin: geoBounds.center)
        self.projection = projection
        let a = graph.archive
        func rings(_ g: Geometry?) -> [[Vec2]] {
            guard let g else { return [] }
            return g.polygons.flatMap { $0 }.map { $0.map(projection.project) }
        }
        func area(_ index: Int, _ g: Geometry, _ display: GeoPoint?) -> PreparedArea? {
            let r = rings(g)
            guard let b = Rect(points: r.lazy.flatMap { $0 }) else { return nil }
            let label = display.map(projection.project) ?? PlanarGeometry.labelPoint(r) ?? b.center
            return PreparedArea(index: index, rings: r, bounds: b, labelPoint: label, area: PlanarGeometry.area(r))
        }
        func line(_ index: Int, _ g: Geometry) -> PreparedLine? {
            let ls = g.lines.map { $0.map(projection.project) }
            guard let b = Rect(points: ls.lazy.flatMap { $0 }) else { return nil }
            return PreparedLine(index: index, lines: ls, bounds: b)
        }
        var floors: [Int: FloorGeometry] = [:]
        for floor in graph.floors {
            let c = graph.contents(ordinal: floor.ordinal)
            var f = FloorGeometry(ordinal: floor.ordinal)
            f.levels = c.levels.compactMap { i in a.levels[i].geometry.flatMap { area(i, $0, nil) } }
            f.units = c.units.compactMap { area($0, a.units[$0].geometry, a.units[$0].displayPoint) }
            f.openings = c.openings.compactMap { line($0, a.openings[$0].geometry) }
            f.fixtures = c.fixtures.compactMap { area($0, a.fixtures[$0].geometry, a.fixtures[$0].displayPoint) }
            f.kiosks = c.kiosks.compactMap { area($0, a.kiosks[$0].geometry, a.kiosks[$0].displayPoint) }
            f.sections = c.sections.compactMap { area($0, a.sections[$0].geometry, a.sections[$0].displayPoint) }
            f.details = c.details.compactMap { line($0, a.details[$0].geometry) }
            f.amenities = c.amenities.map { PreparedPoint(index: $0, point: projection.project(a.amenities[$0].location)) }
            f.occupants = c.occupants.compactMap { o in
                guard let ai = graph.anchorIndex[a.occupants[o].anchorID] else { return nil }
                return PreparedPoint(index: o, point: projection.project(a.anchors[ai].location))
            }
            f.pointOccupants = f.occupants.filter { graph.pointOccupants.contains($0.index) }
            for (slot, u) in f.units.enumerated() { f.unitSlot[u.index] = slot }
            f.unitIndex = SpatialIndex(f.units.enumerated().map { ($0.offset, $0.element.bounds) })
            var minor: [(MinorFeature, Rect)] = []
            minor += f.openings.enumerated().map { (.opening($0.offset), $0.element.bounds) }
            minor += f.fixtures.enumerated().map { (.fixture($0.offset), $0.element.bounds) }
            minor += f.kiosks.enumerated().map { (.kiosk($0.offset), $0.element.bounds) }
            minor += f.sections.enumerated().map { (.section($0.offset), $0.element.bounds) }
            minor += f.details.enumerated().map { (.detail($0.offset), $0.element.bounds) }
            f.minorIndex = SpatialIndex(minor)
            let all = f.units.map(\.bounds) + f.levels.map(\.bounds)
            f.bounds = all.dropFirst().reduce(all.first) { $0?.union($1) }
            floors[floor.ordinal] = f
        }
        self.floors = floors
        venueOutline = rings(a.venue?.geometry)
        footprints = a.footprints.map { rings($0.geometry) }
        surroundings = a.surroundings.compactMap { s in
            let ls = s.isArea ? rings(s.geometry) : s.geometry.lines.map { $0.map(projection.project) }
            guard let b = Rect(points: ls.lazy.flatMap { $0 }) else { return nil }
            return PreparedSurrounding(kind: s.kind, name: s.name, lines: ls, isArea: s.isArea, bounds: b)
        }
        surroundingIndex = SpatialIndex(surroundings.enumerated().map { ($0.offset, $0.element.bounds) })
        var b = Rect(points: venueOutline.lazy.flatMap { $0 })
        for f in floors.values { if let fb = f.bounds { b = b.map { $0.union(fb) } ?? fb } }
        bounds = b ?? Rect(min: Vec2(-10, -10), max: Vec2(10, 10))
    }

    /// `model`'s geometry and indexes (shared, not copied: they are built from the venue's
    /// geometry alone) with `graph`, the same venue with other settings (the label language,
    /// the time zone). For the venue host's sessions (docs/serve.md), which open a venue
    /// loaded and prepared once.
    public init(preparedLike model: MapModel, graph: VenueGraph) {
        self.graph = graph
        projection = model.projection
        floors = model.floors
        venueOutline = model.venueOutline
        footprints = model.footprints
        surroundings = model.surroundings
        surroundingIndex = model.surroundingIndex
        bounds = model.bounds
    }

    /// The geometry of an ordinal, empty when there is none.
    public func floor(_ ordinal: Int) -> FloorGeometry { floors[ordinal] ?? FloorGeometry(ordinal: ordinal) }
}
