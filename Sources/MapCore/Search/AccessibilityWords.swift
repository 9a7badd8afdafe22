import Localization

/// IMDF `accessibility` values (and OSM `wheelchair=yes`, read as `wheelchair`) as words for
/// people in the interface language: `hearingloop` → "hearing loop", "Induktionsschleife";
/// never the value glued. A value outside IMDF's list is not guessed at: it is said as the
/// data gives it, its dots and underscores as spaces.
public enum AccessibilityWords {
    /// The word for one value in `ui`'s language.
    public static func word(_ value: String, ui: UIText = .english) -> String {
        switch value.lowercased() {
        case "assisted.listening": return ui.accessibilityAssistedListening
        case "braille": return ui.accessibilityBraille
        case "hearing": return ui.accessibilityHearing
        case "hearingloop": return ui.accessibilityHearingloop
        case "signlanginterpreter": return ui.accessibilitySignlanginterpreter
        case "tactilepaving": return ui.accessibilityTactilepaving
        case "tdd": return ui.accessibilityTdd
        case "trs": return ui.accessibilityTrs
        case "volume": return ui.accessibilityVolume
        case "wheelchair": return ui.accessibilityWheelchair
        default:
            return value.replacingOccurrences(of: ".", with: " ").replacingOccurrences(of: "_", with: " ")
        }
    }

    /// The words for a feature's values, in order, each once.
    public static func words(_ values: [String], ui: UIText = .english) -> [String] {
        var seen = Set<String>()
        return values.map { word($0, ui: ui) }.filter { seen.insert($0).inserted }
    }
}
