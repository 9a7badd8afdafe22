import Localization
import MapCore
import TerminalKit

extension FloorSummary {
    /// The floors as lines of text for a terminal, short names and names in columns (widths
    /// in terminal cells): "> G   Ground Floor   24 places · 3 matches".
    public static func lines(_ floors: [FloorSummary], current: Int?, ui: UIText = .english) -> [String] {
        let shortWidth = floors.map(\.shortName.terminalWidth).max() ?? 1
        let nameWidth = min(28, floors.map(\.name.terminalWidth).max() ?? 1)
        return floors.map { f in
            let mark = f.ordinal == current ? "> " : "  "
            let short = f.shortName + String(repeating: " ", count: max(0, shortWidth - f.shortName.terminalWidth))
            let name = f.name.truncated(toWidth: nameWidth)
            return mark + short + "  " + name + String(repeating: " ", count: max(0, nameWidth - name.terminalWidth)) + "  " + f.line(ui)
        }
    }
}
