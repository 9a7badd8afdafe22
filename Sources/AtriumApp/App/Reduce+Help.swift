import Render
import TerminalKit

/// Scrolls the `?` help for ↑ ↓ (`k` `j`), PgUp PgDn (`u` `d`), Home and End, within the
/// lines there are on this screen; false for any other key (which closes the help).
func scrollHelp(_ state: inout AppState, _ key: Key) -> Bool {
    let legend = Legend(model: state.env.model, ordinal: state.ordinal, options: SceneOptions())
    let page = HelpOverlay.page(legend: legend, columns: state.columns, rows: state.rows)
    let last = HelpOverlay.maxScroll(legend: legend, columns: state.columns, rows: state.rows)
    let target: Int
    switch key {
    case .up, .char("k"): target = state.helpScroll - 1
    case .down, .char("j"): target = state.helpScroll + 1
    case .pageUp, .char("u"): target = state.helpScroll - page
    case .pageDown, .char("d"): target = state.helpScroll + page
    case .home: target = 0
    case .end: target = last
    default: return false
    }
    state.helpScroll = max(0, min(last, target))
    return true
}
