/// Repeated diagnostics folded into one line each: real archives repeat the same problem on
/// hundreds of features, and one line per feature buries the few that differ.
public struct DiagnosticGroup: Sendable, Equatable, CustomStringConvertible {
    /// Error or warning.
    public var severity: Diagnostic.Severity
    /// The archive member.
    public var file: String
    /// The shape shared by the messages: the first message with its specifics (quoted values,
    /// ids, numbers) in place, when all are alike.
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

    /// One line: the diagnostic itself when alone; else "warning: unit.geojson: 41×: message
    /// (e.g. id1, id2, id3)".
    public var description: String {
        guard count > 1 else { return items[0].description }
        let place = file.isEmpty ? "archive" : file
        let ids = examples.isEmpty ? "" : " (e.g. \(examples.joined(separator: ", ")))"
        return "\(severity.rawValue): \(place): \(count)×: \(message)\(ids)"
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
        return order.map { key in
            var g = groups[key]!
            if g.count > 1, Set(g.items.map(\.message)).count > 1 { g.message = shape(of: g.message, placeholder: "…") }
            return g
        }
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
