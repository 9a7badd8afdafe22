import Localization

/// The words swift-argument-parser writes itself (help headings, "Show help information.",
/// "Error:", "Missing expected argument …"), in the interface language.
///
/// ArgumentParser has no hook for them: they are English literals in its help and error
/// generators. Everything Atrium writes into the help (abstracts, option help) comes from the
/// catalogue already; these few fixed phrases are replaced line by line in the finished text,
/// only where they stand in ArgumentParser's layout (a heading at the start of a line, an
/// option's help at its end), so a venue name or a user's value is never touched.
enum ParserText {
    /// `text` (ArgumentParser's full message for an error, a help screen or a usage error)
    /// with its fixed phrases in the language of `ui`; unchanged in English.
    static func translate(_ text: String, _ ui: UIText) -> String {
        guard ui.language != .en else { return text }
        let headings: [(String, String)] = [
            ("OVERVIEW: ", ui.parserOverview + " "), ("USAGE: ", ui.parserUsage + " "), ("ARGUMENTS:", ui.parserArguments),
            ("OPTIONS:", ui.parserOptions), ("SUBCOMMANDS:", ui.parserSubcommands), ("Error: ", ui.parserError + " "),
            ("Usage: ", ui.parserUsageLine + " "), ("Help:  ", ui.parserHelpLine + "  "),
        ]
        let endings: [(String, String)] = [
            ("Show help information.", ui.parserShowHelp), ("Show the version.", ui.parserShowVersion), (" (default)", " " + ui.parserDefaultSubcommand),
        ]
        let lines = joinWrappedDefaults(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), ui)
        return lines.map { raw -> String in
            var line = raw
            for (english, own) in headings where line.hasPrefix(english) {
                line = own + line.dropFirst(english.count)
                line = translateError(line, ui)
            }
            for (english, own) in endings where line.hasSuffix(english) { line = line.dropLast(english.count) + own }
            if let value = between(line, "(default: ", ")", atEnd: true) { line = line.replacingOccurrences(of: "(default: \(value))", with: ui.parserDefaultValue(value: value)) }
            if let names = between(line, "  See '", "' for more information.", atEnd: true) { line = "  " + ui.parserSeeHelp(command: names) }
            if let names = between(line, "  See '", " <subcommand>' for detailed help.", atEnd: true) { line = "  " + ui.parserSeeSubcommandHelp(command: names) }
            return line
        }.joined(separator: "\n")
    }

    /// Lines where ArgumentParser wrapped an option's `(default: VALUE)` after "(default:", the
    /// value alone on the next line: the two halves in the language of `ui` (the value and the
    /// layout stay as they are).
    static func joinWrappedDefaults(_ lines: [String], _ ui: UIText) -> [String] {
        let english = "(default:"
        let own = ui.parserDefaultValue(value: "\u{1}").components(separatedBy: "\u{1}")
        guard own.count == 2 else { return lines }
        var out = lines
        for i in out.indices.dropLast() where out[i].hasSuffix(" " + english) {
            let next = out[i + 1], value = next.drop(while: { $0 == " " })
            guard next.hasPrefix(" "), value.hasSuffix(")"), !value.dropLast().contains("("), !value.dropLast().contains(")") else { continue }
            out[i] = out[i].dropLast(english.count) + own[0].trimmingTrailingSpaces
            out[i + 1] = next.dropLast() + own[1]
        }
        return out
    }

    /// An error's sentence after "Error: " in the language of `ui`, when it is one of
    /// ArgumentParser's own (missing argument or value, unknown option, unexpected argument).
    static func translateError(_ line: String, _ ui: UIText) -> String {
        let prefix = ui.parserError + " "
        guard line.hasPrefix(prefix) else { return line }
        let body = String(line.dropFirst(prefix.count))
        let patterns: [(String, String, (String) -> String)] = [
            ("Missing expected argument '", "'", { ui.parserMissingArgument(name: $0) }),
            ("Missing value for '", "'", { ui.parserMissingValue(name: $0) }),
            ("Unknown option '", "'", { ui.parserUnknownOption(name: $0) }),
            ("Unexpected argument '", "'", { ui.parserUnexpectedArgument(name: $0) }),
        ]
        for (start, end, say) in patterns {
            if body.hasPrefix(start), body.hasSuffix(end), body.count >= start.count + end.count {
                return prefix + say(String(body.dropFirst(start.count).dropLast(end.count)))
            }
        }
        return line
    }

    /// The text between `start` and `end` in `line`, `end` closing the line when `atEnd`.
    static func between(_ line: String, _ start: String, _ end: String, atEnd: Bool) -> String? {
        guard let open = line.range(of: start) else { return nil }
        let rest = line[open.upperBound...]
        if atEnd {
            guard rest.hasSuffix(end) else { return nil }
            return String(rest.dropLast(end.count))
        }
        return rest.range(of: end).map { String(rest[..<$0.lowerBound]) }
    }
}

private extension String {
    /// The text without the spaces it ends with.
    var trimmingTrailingSpaces: String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
