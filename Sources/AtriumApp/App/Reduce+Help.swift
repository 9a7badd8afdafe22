import Render
import TerminalKit

extension AppState {
    /// The `?` help's first line after ↑ ↓ (`k` `j`), PgUp PgDn (`u` `d`), Home or End, within
    /// the lines there are on this screen; nil for any other key (which closes the help).
    func helpScroll(from scroll: Int, _ key: Key) -> Int? {
        let legend = Legend(model: env.model, ordinal: map.ordinal, options: SceneOptions(), ui: env.ui)
        let page = HelpOverlay.page(legend: legend, columns: screen.columns, rows: screen.rows, ui: env.ui)
        let last = HelpOverlay.maxScroll(legend: legend, columns: screen.columns, rows: screen.rows, ui: env.ui)
        let target: Int
        switch key {
        case .up, .char("k"): target = scroll - 1
        case .down, .char("j"): target = scroll + 1
        case .pageUp, .char("u"): target = scroll - page
        case .pageDown, .char("d"): target = scroll + page
        case .home: target = 0
        case .end: target = last
        default: return nil
        }
        return max(0, min(last, target))
    }
}
