/// What a terminal's description (terminfo) says it can do: its strings, flags and numbers,
/// as the backend reads them (`tigetstr`, `tigetflag`, `tigetnum`) or a test writes them from
/// `infocmp`. The writer (``ScreenWriter``) builds every sequence it sends from these strings
/// (``TerminalSequences``); a capability that is missing is a sequence it never sends.
public struct TerminalCapabilities: Sendable, Equatable {
    /// The names of the string capabilities the writer may use, for the backend to look up.
    public static let stringNames = [
        "cup", "home", "hpa", "vpa", "cuf", "cub", "cud", "cuu", "cuf1", "cub1", "cud1", "cuu1", "ri", "cr",
        "el", "clear", "ich", "dch", "il", "dl", "rep", "setaf", "setab", "op", "sgr0", "bold", "dim", "rev", "rmacs",
    ]
    /// The names of the flags the writer reads: automatic margins, the wait at the last column.
    public static let flagNames = ["am", "xenl"]

    /// The terminal type's name, for messages.
    public var name: String
    /// String capabilities by name, as stored in the description (unexpanded).
    public var strings: [String: [UInt8]]
    /// The boolean capabilities that are set.
    public var flags: Set<String>
    /// Colours (`colors`); 0 or less when the terminal has none.
    public var colors: Int

    /// Capabilities from their parts.
    public init(name: String, strings: [String: [UInt8]], flags: Set<String>, colors: Int) {
        self.name = name
        self.strings = strings
        self.flags = flags
        self.colors = colors
    }

    /// Whether the terminal can address the cursor (`cup`): without it nothing can be drawn.
    public var canAddressCursor: Bool { strings["cup"] != nil }

    /// The colours frames are brought down to on this terminal.
    public var colorSupport: ColorSupport {
        guard strings["setaf"] != nil, strings["setab"] != nil else { return .none }
        return ColorSupport.detect(hasColors: true, colors: colors)
    }

    /// The xterm-256color description (from `infocmp -1 xterm-256color`, the strings the writer
    /// uses): the terminal ``UpdateBound``'s yardstick is priced on.
    public static let xterm256 = TerminalCapabilities(
        name: "xterm-256color",
        strings: [
            "cup": "\u{1B}[%i%p1%d;%p2%dH", "home": "\u{1B}[H", "hpa": "\u{1B}[%i%p1%dG", "vpa": "\u{1B}[%i%p1%dd",
            "cuf": "\u{1B}[%p1%dC", "cub": "\u{1B}[%p1%dD", "cud": "\u{1B}[%p1%dB", "cuu": "\u{1B}[%p1%dA",
            "cuf1": "\u{1B}[C", "cub1": "\u{08}", "cud1": "\n", "cuu1": "\u{1B}[A", "ri": "\u{1B}M", "cr": "\r",
            "el": "\u{1B}[K", "clear": "\u{1B}[H\u{1B}[2J", "ich": "\u{1B}[%p1%d@", "dch": "\u{1B}[%p1%dP",
            "il": "\u{1B}[%p1%dL", "dl": "\u{1B}[%p1%dM", "rep": "%p1%c\u{1B}[%p2%{1}%-%db",
            "setaf": "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
            "setab": "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m",
            "op": "\u{1B}[39;49m", "sgr0": "\u{1B}(B\u{1B}[m", "bold": "\u{1B}[1m", "dim": "\u{1B}[2m", "rev": "\u{1B}[7m",
            "rmacs": "\u{1B}(B",
        ].mapValues { Array($0.utf8) },
        flags: ["am", "xenl"], colors: 256)
}
