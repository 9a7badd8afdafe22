import AtriumApp
import TerminalKit

/// The kinds of interaction the bench tells apart; the raw values key `bytes_per_interaction`.
enum Interaction: String, CaseIterable, Codable, Sendable {
    /// An arrow key: the camera moves one step (an eighth of the view, whole cells).
    case pan
    /// `+` or `-`: the camera comes 1.5× closer or goes 1.5× farther.
    case zoom
    /// `<` or `>`: the map turns 15°.
    case rotate
    /// `[` or `]`: the camera tilts 10°.
    case pitch
    /// PgUp or PgDn: another level (or the note that there is none).
    case level
    /// Tab, Enter or Esc: a selection, its place card, closing them.
    case select
    /// Nothing happened: the same frame is drawn again.
    case idle
}

/// One step of the scripted tour: a key press (nil for an idle redraw) and what kind of interaction it is.
struct TourStep: Sendable {
    /// The kind, for the per-kind statistics.
    var kind: Interaction
    /// The key pressed; nil draws the same state again.
    var key: Key?
}

/// The fixed tour through the explorer's pure model that every bench run replays.
///
/// It starts from the explorer's opening view (the whole venue fitted, default level)
/// and visits every interaction: pans in all four directions at two zooms (each pan
/// goes at most one step from the middle and comes back, so it rarely stops at the
/// venue's edge), zooms in and out, rotations, pitches, level switches, selection with
/// Tab, Enter and Esc, and idle redraws. Runs longer than one tour start again from the
/// opening view, so every pass is the same.
enum BenchTour {
    /// The steps of one pass.
    static let steps: [TourStep] = {
        var s: [TourStep] = []
        func add(_ kind: Interaction, _ keys: [Key?]) { s += keys.map { TourStep(kind: kind, key: $0) } }
        add(.zoom, [.char("+")])
        add(.pan, [.right, .left, .down, .up])
        add(.idle, [nil])
        add(.zoom, [.char("+")])
        add(.pan, [.right, .left, .left, .right, .down, .up, .up, .down])
        add(.idle, [nil])
        add(.rotate, [.char(">"), .char(">"), .char("<"), .char("<")])
        add(.pitch, [.char("]"), .char("]"), .char("["), .char("[")])
        add(.level, [.pageUp, .pageDown, .pageDown, .pageUp])
        add(.select, [.tab, .tab, .enter, .escape, .escape])
        add(.zoom, [.char("+"), .char("-"), .char("-"), .char("-"), .char("+")])
        add(.pan, [.down, .right, .up, .left])
        add(.idle, [nil])
        return s
    }()

    /// A short name for a step's key, as `--steps` lists it.
    static func name(of key: Key?) -> String {
        switch key {
        case nil: return "none"
        case .left?: return "left"
        case .right?: return "right"
        case .up?: return "up"
        case .down?: return "down"
        case .pageUp?: return "PgUp"
        case .pageDown?: return "PgDn"
        case .tab?: return "Tab"
        case .enter?: return "Enter"
        case .escape?: return "Esc"
        case .char(let c)?: return String(c)
        case let other?: return "\(other)"
        }
    }
}
