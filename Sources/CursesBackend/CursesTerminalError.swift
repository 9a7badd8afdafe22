/// Why a ``CursesTerminal`` could not open.
public enum CursesTerminalError: Error, Equatable, CustomStringConvertible {
    /// The input or output descriptor could not be opened as a C stream (`errno` given).
    case cannotOpenStreams(errno: Int32)
    /// ncurses knew none of the terminal types tried, in order: `$TERM` (or the
    /// requested name) first, then the fallbacks.
    case unknownTerminal(tried: [String])
    /// The terminal type has no cursor addressing (`TERM=dumb`, a printing terminal): a map
    /// cannot be drawn on it.
    case noCursorAddressing(term: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .cannotOpenStreams(let code):
            return "cannot open the terminal's input and output (errno \(code))"
        case .unknownTerminal(let tried):
            return "no usable terminal description (tried \(tried.joined(separator: ", "))); set TERM, e.g. TERM=xterm-256color"
        case .noCursorAddressing(let term):
            return "this terminal (TERM=\(term)) cannot move the cursor, so the map cannot be drawn on it; "
                + "use a terminal that can (e.g. TERM=xterm-256color), or `atrium render` for a printed map"
        }
    }
}
