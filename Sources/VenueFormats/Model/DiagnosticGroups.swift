import Localization

/// Repeated diagnostics folded into one line each: real archives repeat the same problem on
/// hundreds of features, and one line per feature buries the few that differ.
public struct DiagnosticGroup: Sendable, Equatable, CustomStringConvertible {
    /// Error or warning.
    public var severity: Diagnostic.Severity
    /// The archive member.
    public var file: String
    /// The first message of the group, with its specifics (quoted values, ids, numbers).
    public var message: String
    /// Every diagnostic of the group, in order.
    public var items: [Diagnostic]

    /// How many diagnostics it holds.
    public var count: Int { items.count }

    /// Up to three feature ids, for the reader to look at.
    public var examples: [String] {
        var out: [String] = []
        for d in items { if let id = d.featureID, !out.contains(id) { out.append(id) }; if out.count == 3 { break } }
        return out
    }

    /// One line: the diagnostic itself when alone; else "warning: unit.geojson: 41×:
    /// message (e.g. id1, id2, id3)" when all say the same; else the first message as it
    /// is, then the others named in words by what their messages quote ("; likewise
    /// \"1001\" (level L1), \"2026\" (level L2) and 294 others"), with example ids.
    public var description: String { text(.english) }

    /// ``description`` in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        guard count > 1 else { return items[0].text(ui) }
        let place = file.isEmpty ? ui.diagnosticArchive : file
        let first = items[0].sentence(ui), severity = severity.name(ui), count = ui.number(self.count)
        // The message may give an example of its own ("(e.g. +41445550101)"): the ids then
        // are named as features, never a second "(e.g. …)".
        let list = examples.joined(separator: ui.listSeparator)
        let ids = examples.isEmpty ? "" : " " + (items[0].message.contains("e.g.") ? ui.diagnosticFeatures(ids: list) : ui.diagnosticExamples(ids: list))
        guard Set(items.map(\.message)).count > 1 else {
            return ui.diagnosticGroup(count: count, ids: ids, message: first, place: place, severity: severity)
        }
        return ui.diagnosticGroupLikewise(count: count, ids: ids, message: first, others: othersInWords(ui), place: place, severity: severity)
    }

    /// The other items in words: up to two of their names (what each message quotes
    /// first, with its level), then how many more.
    var othersInWords: String { othersInWords(.english) }

    /// ``othersInWords`` in the language of `ui`.
    func othersInWords(_ ui: UIText) -> String {
        let own = Self.name(in: items[0].message)
        var names: [String] = []
        for d in items.dropFirst() where names.count < 2 {
            if let n = Self.name(in: d.message), n != own, !names.contains(n) { names.append(n) }
        }
        let rest = count - 1 - names.count
        let shown = names.map { Self.localizedName($0, ui) }
        if shown.isEmpty { return ui.diagnosticOthers(count: rest) }
        return ui.list(shown + (rest == 0 ? [] : [ui.diagnosticOthers(count: rest)]))
    }

    /// A name as ``name(in:)`` finds it in an English message, its "(level G)" said in `ui`'s language.
    static func localizedName(_ name: String, _ ui: UIText) -> String {
        guard let open = name.range(of: "\" (level "), name.hasSuffix(")") else { return name }
        let quoted = String(name[..<name.index(after: open.lowerBound)])
        let level = String(name[open.upperBound..<name.index(before: name.endIndex)])
        return ui.diagnosticNameLevel(level: level, name: quoted)
    }

    /// What a message quotes first ("\"Store Room\""), with the "(level G)" that follows it
    /// if any; nil when it quotes nothing or only an empty text.
    static func name(in message: String) -> String? {
        guard let open = message.firstIndex(of: "\""),
              let close = message[message.index(after: open)...].firstIndex(of: "\""),
              close > message.index(after: open) else { return nil }
        var end = message.index(after: close)
        let rest = message[end...]
        if rest.hasPrefix(" (level "), let paren = rest.firstIndex(of: ")") { end = message.index(after: paren) }
        return String(message[open..<end])
    }

    /// Groups diagnostics by severity, file and the shape of their message (its words with
    /// quoted values, ids and numbers left out), in order of first appearance. Syntax errors
    /// (with a line) always stay alone.
    public static func group(_ diagnostics: [Diagnostic]) -> [DiagnosticGroup] {
        var order: [String] = []
        var groups: [String: DiagnosticGroup] = [:]
        for (i, d) in diagnostics.enumerated() {
            let key = d.line != nil ? "#\(i)" : "\(d.severity.rawValue)|\(d.file)|\(shape(of: d.message))"
            if groups[key] == nil {
                order.append(key)
                groups[key] = DiagnosticGroup(severity: d.severity, file: d.file, message: d.message, items: [])
            }
            groups[key]!.items.append(d)
        }
        return order.map { groups[$0]! }
    }

    /// A message with its specifics replaced: quoted text, words holding digits (ids, numbers,
    /// coordinates). Specifics become `placeholder`.
    static func shape(of message: String, placeholder: String = "#") -> String {
        var out = ""
        var word = ""
        var quote: Character?
        func flush() {
            if word.contains(where: \.isNumber) { out += placeholder } else { out += word }
            word = ""
        }
        for ch in message {
            if let q = quote {
                if ch == q { quote = nil; out += "\(q)\(placeholder)\(q)" }
                continue
            }
            if ch == "\"" { flush(); quote = ch; continue }
            if ch.isLetter || ch.isNumber || ch == "-" || ch == "_" || ch == "." && !word.isEmpty {
                word.append(ch)
            } else {
                flush()
                out.append(ch)
            }
        }
        if quote != nil { out += "\"" + placeholder }
        flush()
        return out
    }
}
