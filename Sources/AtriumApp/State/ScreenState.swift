import MapCore
import Render

/// What the terminal is and how the map is drawn on it: size, cell shape, characters, colours,
/// emphasis. Set when the terminal opens or resizes, and by `m`.
public struct ScreenState: Equatable, Sendable {
    /// Terminal size.
    public var columns: Int
    /// Terminal size.
    public var rows: Int
    /// Cell aspect (dot width over dot height).
    public var dotAspect: Double = 1.0
    /// Default or muted.
    public var style: EmphasisStyle = .default
    /// Braille or ASCII (ASCII when the locale is not UTF-8).
    public var charset: Charset = .braille
    /// Colours the terminal can show.
    public var colorMode: ColorMode = .xterm256
    /// The terminal's background, which the map's colours are tuned for.
    public var tone: TerminalTone = .dark
    /// Height of walls in pitched views, in meters.
    public var wallHeight: Double = 3
    /// Whether animations are allowed (`--no-animation` turns them off).
    public var animations = true
    /// Whether the top row is the level bar (a venue of two floors or more), not map.
    public var levelBar = false

    /// A screen of a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The map's first row: below the level bar, when there is one.
    public var mapTop: Int { levelBar ? 1 : 0 }
    /// The map's rows: the screen's but the level bar's, the footer's (scale bar and
    /// attribution) and the status line's.
    public var mapRows: Int { max(1, rows - 2 - mapTop) }
    /// The map's viewport: its rows, as wide as the screen.
    public var viewport: Viewport { Viewport(columns: max(1, columns), rows: mapRows, dotAspect: dotAspect) }

    /// The terminal changed size (at least one cell).
    public mutating func resize(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// What the terminal can show and whether timed redraws are allowed.
    public mutating func configure(charset: Charset, colorMode: ColorMode, animations: Bool) {
        self.charset = charset
        self.colorMode = colorMode
        self.animations = animations
    }

    /// `m`: default ↔ muted emphasis.
    public mutating func toggleStyle() {
        style = style == .default ? .muted : .default
    }
}
