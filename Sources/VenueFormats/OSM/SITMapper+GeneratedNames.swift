import Localization

/// Names Atrium gives what OpenStreetMap data leaves unnamed: a level by its number ("Ground
/// floor", "Basement 1"), a platform or gate known by its number only ("Platform 7", "Gate
/// B12"). They are labels in every interface language (German "Erdgeschoss", "Gleis 7"), so each
/// visitor reads them in theirs and finds them by any of them; the plain (`und`) text is the
/// English one, for a session that asks for no language.
extension SITMapper {
    /// Labels with `text` in every catalogue language, and English as the plain text.
    static func generatedLabels(_ text: (UIText) -> String) -> Labels {
        let english = text(.english)
        var values = [plainLanguage: english]
        for language in UILanguage.allCases {
            // English (no region) is the plain text's UIText: its text once.
            let ui = UIText(UILocale(language: language))
            values[language.rawValue] = ui == .english ? english : text(ui)
        }
        return Labels(values)
    }

    /// A level without an `indoor=level` name, by OSM's convention that 0 is the ground floor:
    /// "Ground floor", "Floor 2", "Basement 1", "Level 0.5" (a half level, in the language's
    /// decimals).
    static func levelLabels(_ value: Double) -> Labels {
        generatedLabels { ui in
            if value == 0 { return ui.namesLevelGround }
            // Beyond a billion (never a real floor) the number is written as the data gives it.
            guard abs(value) < 1e9 else { return ui.namesLevelBetween(number: OSMLevels.text(value)) }
            if value != value.rounded() {
                return ui.namesLevelBetween(number: ui.decimal(value, digits: fractionDigits(value)))
            }
            let n = Int(abs(value))
            return value > 0 ? ui.namesLevelAbove(number: ui.number(n)) : ui.namesLevelBelow(number: ui.number(n))
        }
    }

    /// The decimals a half or quarter level is written with (0.5: 1, 0.25: 2), at most 3.
    private static func fractionDigits(_ value: Double) -> Int {
        (1...3).first { d in
            let scaled = value * Double([10, 100, 1000][d - 1])
            return scaled == scaled.rounded()
        } ?? 3
    }

    /// "Platform 7", "Platform 3/4" in every language.
    static func platformLabels(_ numbers: [String]) -> Labels {
        generatedLabels { $0.namesPlatform(numbers: numbers.joined(separator: "/")) }
    }

    /// "Gate B12" in every language.
    static func gateLabels(_ ref: String) -> Labels {
        generatedLabels { $0.namesGate(ref: ref) }
    }
}
