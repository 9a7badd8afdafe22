import ArgumentParser
import Foundation
import Localization
import VenueFormats

extension VenueOptions {
    /// The interface language: `--ui-lang`, else the locale variables (``UILocale/fromEnvironment(_:)``),
    /// else English. `validate()` has refused a `--ui-lang` the catalogue lacks.
    var ui: UIText {
        if let uiLang, let locale = UILocale(tag: uiLang) { return UIText(locale) }
        return UIText(UILocale.fromEnvironment(ProcessInfo.processInfo.environment))
    }

    /// The interface language the user asked for (`--ui-lang`, or a locale variable naming a
    /// catalogue language), nil for none (unset, `C.UTF-8`).
    var requestedUILanguage: UILanguage? {
        if let uiLang { return UILocale(tag: uiLang)?.language }
        return UILocale.requestedInEnvironment(ProcessInfo.processInfo.environment)?.language
    }

    /// Refuses a `--ui-lang` that names no catalogue language, with the ones there are.
    func validate() throws {
        guard let uiLang, UILocale(tag: uiLang) == nil else { return }
        let known = UILanguage.allCases.map(\.rawValue).joined(separator: ", ")
        throw ValidationError(CLILanguage.ui.cliUnknownUiLang(known: known, tag: String(uiLang.prefix(40))))
    }

    /// The label language when `--lang` is not given: the interface language asked for when
    /// the venue has names in it (a German visitor of a venue named in German and English
    /// reads the German names), else nil (the manifest's language; also when no language was
    /// asked for, as under `LANG=C.UTF-8`).
    static func defaultLabelLanguage(_ archive: IMDFArchive, requested: UILanguage?) -> String? {
        guard let wanted = requested?.rawValue else { return nil }
        let names: [Labels?] = [archive.venue?.name] + archive.levels.map(\.name) + archive.units.map(\.name)
            + archive.occupants.map(\.name) + archive.amenities.map(\.name)
        let has = names.contains { labels in
            labels?.values.keys.contains { $0.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) == wanted } ?? false
        }
        return has ? wanted : nil
    }
}
