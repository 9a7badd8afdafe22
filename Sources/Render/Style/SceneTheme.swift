/// The two emphasis styles, after MapKit's: full colour, or muted so overlays stand out.
public enum EmphasisStyle: String, Sendable, CaseIterable {
    /// Colours by category.
    case `default`
    /// Greys and soft tones; selection, route and labels keep their emphasis.
    case muted
}

/// Whether the terminal's own background is dark or light: the map's colours are tuned
/// for each (what lies outside the venue, and the chrome, sits on the terminal's colour).
public enum TerminalTone: String, Sendable, CaseIterable {
    /// Light text on a dark background (most terminals).
    case dark
    /// Dark text on a light background.
    case light

    /// The tone announced by the `COLORFGBG` variable some terminals set ("15;0": light
    /// text on black; "0;15": black text on white), or nil when it says nothing usable.
    public static func fromColorFGBG(_ value: String?) -> TerminalTone? {
        guard let value, let last = value.split(separator: ";").last, let bg = Int(last) else { return nil }
        // xterm system colours: 0–6 and 8 are dark, 7 and 9–15 light.
        return bg == 7 || (bg >= 9 && bg <= 15) ? .light : .dark
    }
}

/// How units show their area.
public enum AreaFill: String, Sendable, CaseIterable {
    /// Dotted patterns in the foreground colour: for terminals without (enough) colours,
    /// monochrome output and ASCII.
    case pattern
    /// A tint of the unit's category in the cell background, with walls, doors and details
    /// in braille dots on top: for 256-colour terminals.
    case tint
}

/// How one class of unit is drawn.
public struct AreaStyle: Sendable, Equatable {
    /// Fill pattern (used when areas are drawn as patterns).
    public var pattern: FillPattern
    /// Fill colour (xterm-256 index) of the pattern.
    public var fill: UInt8
    /// Whether the fill is drawn dim.
    public var dim: Bool
    /// Background tint (xterm-256 index) when areas are drawn as tints; nil: none (the
    /// terminal's background shows, as for voids).
    public var tint: UInt8?
    /// A pattern drawn over the tint when areas are tinted (``FillPattern/none``: the tint
    /// alone): stairs, elevators and escalators share one hue and differ by it, and voids
    /// are dotted so that they read apart from the terminal's own background.
    public var overlay: FillPattern = .none
    /// The colour of ``overlay``'s dots.
    public var overlayColor: UInt8 = 0
}

/// Every colour and pattern of the map for one emphasis style and terminal tone, in
/// xterm-256 indices. ``ColorMode`` brings them down to 8 colours or none when the
/// terminal asks.
public struct SceneTheme: Sendable {
    /// The emphasis style this theme is for.
    public var style: EmphasisStyle
    /// The terminal background this theme is tuned for.
    public var tone: TerminalTone
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
    /// Background tint of the selected unit.
    public var selectionTint: UInt8
    /// Route line.
    public var route: UInt8
    /// "You are here": the marker, its ring and heading.
    public var here: UInt8
    /// Closed lifts, escalators, stairs and doors (live status): their mark.
    public var closed: UInt8 = 196
    /// Unit and occupant labels.
    public var label: UInt8
    /// Corridor labels, quieter than room labels.
    public var walkwayLabel: UInt8
    /// Amenity icons and clusters.
    public var icon: UInt8
    /// Scale bar, compass and attribution.
    public var chrome: UInt8
    /// Units that do not match an active category filter.
    public var filteredOut: UInt8
    /// Background tint of units that do not match an active category filter.
    public var filteredOutTint: UInt8
    /// Wall faces standing up in pitched views (background tint).
    public var wallFace: UInt8
    /// Edges of standing walls (drawn over their faces, so in contrast with them).
    public var wallEdge: UInt8

    /// The theme of an emphasis style, for a dark terminal.
    public init(_ style: EmphasisStyle) {
        self.init(style, tone: .dark)
    }

    /// The theme of an emphasis style for a terminal tone.
    public init(_ style: EmphasisStyle, tone: TerminalTone) {
        self.style = style
        self.tone = tone
        switch (style, tone) {
        case (.default, .dark):
            wall = 252; door = 220; context = 239; furniture = 137; selection = 201; selectionTint = 89; route = 46; here = 39
            label = 255; walkwayLabel = 250; icon = 229; chrome = 250; filteredOut = 237; filteredOutTint = 234
            wallFace = 248; wallEdge = 236
        case (.muted, .dark):
            wall = 245; door = 180; context = 237; furniture = 241; selection = 205; selectionTint = 53; route = 46; here = 39
            label = 253; walkwayLabel = 247; icon = 223; chrome = 246; filteredOut = 236; filteredOutTint = 233
            wallFace = 247; wallEdge = 235
        case (.default, .light):
            closed = 160
            wall = 238; door = 166; context = 248; furniture = 137; selection = 162; selectionTint = 218; route = 28; here = 26
            label = 232; walkwayLabel = 240; icon = 124; chrome = 240; filteredOut = 250; filteredOutTint = 254
            wallFace = 250; wallEdge = 238
        case (.muted, .light):
            closed = 160
            wall = 242; door = 137; context = 250; furniture = 246; selection = 163; selectionTint = 225; route = 28; here = 26
            label = 234; walkwayLabel = 243; icon = 130; chrome = 242; filteredOut = 251; filteredOutTint = 255
            wallFace = 249; wallEdge = 240
        }
    }

    /// How a class of unit is filled: its dot pattern and colour, and its tint.
    ///
    /// Tints, dark terminals: corridors, lobbies and other walkable space are the lightest
    /// (a neutral grey), rooms a darker colour of their kind, non-public space nearly
    /// black, parking slate. Light terminals: corridors near white, rooms pastel, non-public
    /// grey. Stairs, elevators and escalators are shades of one teal with a pattern of
    /// their own over it; voids are dotted.
    ///
    /// Patterns (no colour, 8 colours, ASCII): every class has its own, so the legend
    /// tells each apart without colour: corridors blank, rooms `⠂⠂`, food `⠅⠂`,
    /// restrooms `⠡⠡`, elevators `⠇⠇`, stairs `⢁⠔`, escalators `⠑⢄`, non-public `⢕⢕`,
    /// voids `⠂ `, structure `⣿⣿`, parking `⠤⠤`, outdoor `⠅ ` (in ASCII `..`, `:.`, `::`,
    /// `||`, `:/`, `\\`, `++`, `. `, `##`, `--`, `: `).
    public func area(_ c: UnitClass) -> AreaStyle {
        let muted = style == .muted
        let tint = tints(c)
        var a: AreaStyle
        switch c {
        case .walkway: a = AreaStyle(pattern: .none, fill: 250, dim: false, tint: tint)
        case .room: a = AreaStyle(pattern: .sparse, fill: muted ? 244 : 75, dim: false, tint: tint)
        case .food: a = AreaStyle(pattern: .speckle, fill: muted ? 244 : 214, dim: false, tint: tint)
        case .restroom: a = AreaStyle(pattern: .dots, fill: muted ? 245 : 141, dim: false, tint: tint)
        case .elevator: a = AreaStyle(pattern: .bars, fill: muted ? 246 : 43, dim: false, tint: tint)
        case .stairs: a = AreaStyle(pattern: .hatch, fill: muted ? 246 : 43, dim: false, tint: tint)
        case .escalator: a = AreaStyle(pattern: .backHatch, fill: muted ? 246 : 43, dim: false, tint: tint)
        case .nonpublic: a = AreaStyle(pattern: .checker, fill: muted ? 238 : 240, dim: true, tint: tint)
        case .opentobelow: a = AreaStyle(pattern: .scattered, fill: 244, dim: true, tint: tint)
        case .structure: a = AreaStyle(pattern: .solid, fill: muted ? 240 : 244, dim: false, tint: tint)
        case .parking: a = AreaStyle(pattern: .stripes, fill: muted ? 243 : 110, dim: false, tint: tint)
        case .outdoor: a = AreaStyle(pattern: .colons, fill: muted ? 243 : 71, dim: false, tint: tint)
        }
        switch c {
        case .elevator, .stairs, .escalator:
            a.overlay = a.pattern
            // A lighter shade of each tint, so that the pattern shows on it.
            let dark: UInt8 = c == .elevator ? 73 : (c == .stairs ? 79 : 116)
            a.overlayColor = tone == .light ? (muted ? 243 : 30) : (muted ? 246 : dark)
        case .opentobelow:
            a.overlay = a.pattern
            a.overlayColor = tone == .light ? 246 : 243
        default: break
        }
        return a
    }

    /// The background tint of a class of unit (nil for voids).
    private func tints(_ c: UnitClass) -> UInt8? {
        switch (style, tone) {
        case (.default, .dark):
            switch c {
            case .walkway: return 242
            case .room: return 24
            case .food: return 94
            case .restroom: return 54
            case .elevator: return 23
            case .stairs: return 29
            case .escalator: return 30
            case .nonpublic: return 235
            case .opentobelow: return nil
            case .structure: return 239
            case .parking: return 60
            case .outdoor: return 22
            }
        case (.muted, .dark):
            switch c {
            case .walkway: return 242
            case .room, .food, .outdoor: return 237
            case .restroom, .elevator, .stairs, .escalator: return 238
            case .nonpublic: return 234
            case .opentobelow: return nil
            case .structure: return 239
            case .parking: return 240
            }
        case (.default, .light):
            switch c {
            case .walkway: return 255
            case .room: return 153
            case .food: return 223
            case .restroom: return 183
            case .elevator: return 158
            case .stairs: return 152
            case .escalator: return 159
            case .nonpublic: return 250
            case .opentobelow: return nil
            case .structure: return 246
            case .parking: return 189
            case .outdoor: return 151
            }
        case (.muted, .light):
            switch c {
            case .walkway: return 255
            case .room, .food, .outdoor: return 252
            case .restroom, .elevator, .stairs, .escalator: return 251
            case .nonpublic: return 248
            case .opentobelow: return nil
            case .structure: return 246
            case .parking: return 253
            }
        }
    }
}
