/// The two emphasis styles, after MapKit's: full colour, or muted so overlays stand out.
public enum EmphasisStyle: String, Sendable, CaseIterable {
    /// Colours by category.
    case `default`
    /// Greys and soft tones; selection, route and labels keep their emphasis.
    case muted
}

/// How one class of unit is drawn.
public struct AreaStyle: Sendable, Equatable {
    /// Fill pattern.
    public var pattern: FillPattern
    /// Fill colour (xterm-256 index).
    public var fill: UInt8
    /// Whether the fill is drawn dim.
    public var dim: Bool
}

/// Every colour and pattern of the map for one emphasis style, in xterm-256 indices.
/// ``ColorMode`` brings them down to 8 colours or none when the terminal asks.
public struct SceneTheme: Sendable {
    /// The emphasis style this theme is for.
    public var style: EmphasisStyle
    /// Walls: unit outlines.
    public var wall: UInt8
    /// Doors: openings.
    public var door: UInt8
    /// Venue outline and footprints (context).
    public var context: UInt8
    /// Fixtures, kiosks and sections.
    public var furniture: UInt8
    /// Selection outline and fill.
    public var selection: UInt8
    /// Route line.
    public var route: UInt8
    /// Unit and occupant labels.
    public var label: UInt8
    /// Amenity icons and clusters.
    public var icon: UInt8
    /// Scale bar, compass and attribution.
    public var chrome: UInt8
    /// Units that do not match an active category filter.
    public var filteredOut: UInt8

    /// The theme of an emphasis style.
    public init(_ style: EmphasisStyle) {
        self.style = style
        switch style {
        case .default:
            wall = 252; door = 220; context = 239; furniture = 137; selection = 201; route = 46
            label = 255; icon = 229; chrome = 250; filteredOut = 237
        case .muted:
            wall = 245; door = 180; context = 237; furniture = 241; selection = 205; route = 46
            label = 253; icon = 223; chrome = 246; filteredOut = 236
        }
    }

    /// How a class of unit is filled.
    public func area(_ c: UnitClass) -> AreaStyle {
        let muted = style == .muted
        switch c {
        case .walkway: return AreaStyle(pattern: .none, fill: 250, dim: false)
        case .room: return AreaStyle(pattern: .sparse, fill: muted ? 244 : 75, dim: false)
        case .food: return AreaStyle(pattern: .sparse, fill: muted ? 244 : 214, dim: false)
        case .restroom: return AreaStyle(pattern: .dots, fill: muted ? 245 : 141, dim: false)
        case .elevator, .stairs, .escalator: return AreaStyle(pattern: .hatch, fill: muted ? 246 : 43, dim: false)
        case .nonpublic: return AreaStyle(pattern: .dots, fill: muted ? 238 : 240, dim: true)
        case .opentobelow: return AreaStyle(pattern: .none, fill: 238, dim: true)
        case .structure: return AreaStyle(pattern: .checker, fill: muted ? 240 : 244, dim: false)
        case .parking: return AreaStyle(pattern: .sparse, fill: muted ? 243 : 110, dim: false)
        case .outdoor: return AreaStyle(pattern: .sparse, fill: muted ? 243 : 71, dim: false)
        }
    }
}
