/// What lies around a venue, drawn dimmed under the indoor map on every level so a visitor
/// sees which street an entrance opens onto: streets and paths (with their names), other
/// buildings' outlines, platforms and tracks, water and parks. Not an IMDF feature: the
/// writer leaves them out and `info`'s counts do not count them.
public struct Surrounding: Sendable, Equatable {
    /// What it is, which decides how it is drawn.
    public enum Kind: String, Sendable, CaseIterable {
        /// A street a car may use (`highway=residential`, `secondary`…): a line with its name.
        case street
        /// A footway, path, pedestrian way, steps or cycleway.
        case path
        /// Another building's outline.
        case building
        /// A railway or bus platform.
        case platform
        /// A railway, tram or subway track.
        case track
        /// Water: a lake, a river (its area or its line), a basin.
        case water
        /// A park, a garden, grass, a playground.
        case park
    }

    /// What it is.
    public var kind: Kind
    /// Its name (a street's, a building's), when it has one.
    public var name: String?
    /// Lines (streets, paths, tracks, rivers) or areas.
    public var geometry: Geometry

    /// A surrounding of a kind, with a name and geometry.
    public init(kind: Kind, name: String?, geometry: Geometry) {
        self.kind = kind
        self.name = name
        self.geometry = geometry
    }

    /// Whether its geometry is an area (drawn as an outline) rather than lines.
    public var isArea: Bool {
        switch geometry {
        case .polygon, .multiPolygon: return true
        default: return false
        }
    }
}
