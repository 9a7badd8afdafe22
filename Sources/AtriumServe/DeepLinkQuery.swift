/// The SSH command line as a deep link: `ssh -t HOST 'Café Lumière'` opens the explorer on
/// that place (as `--select QUERY`).
///
/// The command line is only ever a search query: it is never run and never read as a path or
/// an option. Anything that is not a plain query is refused with one line saying why:
/// control or invisible formatting characters, a leading `-`, more than
/// ``maxCharacters`` characters, something written like a path (`/`, `\`, a leading `~` or
/// `.`), or shell characters (`$`, backquote, `;`, `|`, `<`, `>`, `*`, `{}`, `[]`, `=`).
public enum DeepLinkQuery: Equatable, Sendable {
    /// No query: open the explorer as a plain shell would.
    case none
    /// A place to open.
    case place(String)
    /// Refused, with the reason for the user.
    case refused(String)

    /// The most characters a query may have.
    public static let maxCharacters = 100

    /// Characters a shell would treat specially, which no place name needs.
    static let shellCharacters: Set<Character> = ["$", "`", ";", "|", "<", ">", "*", "{", "}", "[", "]", "=", "\\"]

    /// Reads an SSH exec command line.
    public init(command: String) {
        let query = command.trimmingCharacters(in: [" "])
        if query.isEmpty {
            self = .none
            return
        }
        if query.count > Self.maxCharacters {
            self = .refused("a place name has at most \(Self.maxCharacters) characters")
            return
        }
        let invisible = query.unicodeScalars.contains { s in
            switch s.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: return true
            default: return false
            }
        }
        if invisible {
            self = .refused("control characters are not part of a place name")
        } else if query.hasPrefix("-") {
            self = .refused("options cannot be given, only a place name")
        } else if query.contains("/") || query.hasPrefix("~") || query.hasPrefix(".") {
            self = .refused("paths cannot be given, only a place name")
        } else if query.contains(where: Self.shellCharacters.contains) {
            self = .refused("characters such as $ ; | < > are not part of a place name")
        } else {
            self = .place(query)
        }
    }

    /// The one option a command line may carry: `--text` (first or last), asking for the text
    /// mode for screen readers and braille displays (`ssh -t HOST --text`, `ssh -t HOST --text
    /// 'Café Lumière'`, `ssh -t HOST SLUG --text`). Returns whether it was there and the command
    /// without it, which is then read as usual.
    public static func textFlag(in command: String) -> (text: Bool, rest: String) {
        var words = command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.first == "--text" {
            words.removeFirst()
        } else if words.last == "--text" {
            words.removeLast()
        } else {
            return (false, command)
        }
        return (true, words.joined(separator: " "))
    }

    /// The one line a refused user reads.
    public static func refusalLine(_ reason: String) -> String {
        "atrium: \(reason); try ssh -t HOST 'Café Lumière'"
    }
}
