import Foundation
import MapCore
import Localization

/// Tab completion for the text mode: the commands for the first word, place names after
/// `go`, `info`, `route to` and `find`, kinds after `directory`, and the settings' words.
public struct TextCompletion: Sendable {
    /// The place names offered, folded for matching, sorted.
    let names: [(folded: String, name: String)]
    /// The kinds `directory` takes (group names and category words of the venue).
    let kinds: [String]
    /// The command words offered first: English and the session's language.
    let commands: [String]
    /// The session's language: a command typed in it is completed with its words.
    let ui: UIText

    /// Completion for a venue, offering the command words of `ui`'s language too.
    public init(venue: TextVenue, ui: UIText = .english) {
        self.ui = ui
        commands = TextInterpreter.commands(ui)
        var seen = Set<String>()
        names = venue.directory.entries.map(\.name).filter { seen.insert($0).inserted }.sorted().map { (SearchText.fold($0), $0) }
        var kindSet = Set(venue.directory.groups.map(\.group.rawValue))
        for e in venue.directory.entries { kindSet.insert(SearchText.fold(e.categoryName)) }
        kinds = kindSet.filter { !$0.contains(" ") }.sorted()
    }

    /// The full lines a partial line may complete to (the line kept up to the word or name
    /// being completed), at most `limit`.
    public func candidates(_ line: String, limit: Int = 50) -> [String] {
        let (prefix, choices) = options(line, limit: limit)
        return choices.map { prefix + $0 }
    }

    /// The fixed start of a line and the words or names that may follow it.
    func options(_ line: String, limit: Int) -> (prefix: String, choices: [String]) {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let typedCommand = words.first?.lowercased() ?? ""
        if words.count <= 1 { return ("", commands.filter { $0.hasPrefix(typedCommand) }) }
        // The command in English or in the session's language; its own words follow in the
        // same language ("route to", "weg zu", "etage hoch").
        guard let command = TextCommand.parse(typedCommand, ui: ui) else { return ("", []) }
        let english = command.english.contains(typedCommand)
        func word(_ englishWord: String, _ text: String) -> String { english ? englishWord : TextCommand.split(text).first ?? englishWord }
        var fixed = [words[0]]
        var rest = Array(words.dropFirst())
        let choices: [String]
        switch command {
        case .go, .info, .find:
            choices = names.map(\.name)
        case .route:
            if rest.count == 1 { choices = [word("to", ui.textWordTo)] } else {
                fixed.append(rest.removeFirst())
                choices = names.map(\.name)
            }
        case .directory:
            fixed += rest.dropLast()
            rest = rest.suffix(1)
            choices = kinds + [word("open", ui.textWordOpen)]
        case .directions:
            choices = [word("clock", ui.textWordClock), word("compass", ui.textWordCompass)]
        case .level:
            choices = [word("up", ui.textWordUp), word("down", ui.textWordDown)]
        default:
            return ("", [])
        }
        let typed = SearchText.fold(rest.joined(separator: " "))
        return (fixed.joined(separator: " ") + " ", Array(choices.filter { SearchText.fold($0).hasPrefix(typed) }.prefix(limit)))
    }

    /// What Tab does to a line: the one candidate (with a space after a command), else the
    /// longest start all candidates share; `list` holds the choices to say when Tab cannot
    /// extend the line.
    public func complete(_ line: String) -> (line: String, list: [String]) {
        let (prefix, choices) = options(line, limit: 50)
        guard let first = choices.first else { return (line, []) }
        if choices.count == 1 { return (prefix + first + (prefix.isEmpty ? " " : ""), []) }
        var common = first
        for c in choices.dropFirst() {
            while !SearchText.fold(c).hasPrefix(SearchText.fold(common)) { common.removeLast() }
        }
        if (prefix + common).count > line.count { return (prefix + common, []) }
        return (line, choices)
    }
}
