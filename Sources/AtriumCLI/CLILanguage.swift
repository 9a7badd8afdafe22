import Foundation
import Localization

/// The interface language of this run of `atrium`, decided before the arguments are parsed,
/// so that help, usage errors and every command's human output can be in it: `--ui-lang TAG`
/// anywhere before a `--`, else the locale variables (``UILocale/fromEnvironment(_:)``), else
/// English. One process runs one command (an SSH session's explorer is its own process, started
/// with that visitor's `ATRIUM_UI_LANG`), so one language per process is per session.
enum CLILanguage {
    /// This process's interface language.
    static let ui: UIText = decide(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)

    /// The language `arguments` (argv, the program's name first) and `environment` ask for;
    /// a `--ui-lang` the catalogue lacks counts as none (parsing then reports it).
    static func decide(arguments: [String], environment: [String: String]) -> UIText {
        var tag: String?
        var i = 1
        while i < arguments.count, arguments[i] != "--" {
            let a = arguments[i]
            if a == "--ui-lang", i + 1 < arguments.count { tag = arguments[i + 1]; i += 1 }
            else if a.hasPrefix("--ui-lang=") { tag = String(a.dropFirst("--ui-lang=".count)) }
            i += 1
        }
        if let tag, let locale = UILocale(tag: tag) { return UIText(locale) }
        return UIText(UILocale.fromEnvironment(environment))
    }
}
