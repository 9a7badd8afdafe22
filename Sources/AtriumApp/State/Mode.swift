/// What the explorer is doing besides showing the map.
public enum Mode: Equatable, Sendable {
    /// Browsing the map.
    case map
    /// The `?` help overlay, scrolled to a first line (↑ ↓ PgUp PgDn).
    case help(scroll: Int)
    /// The `y` share line: the current view as a command line.
    case share
    /// The `/` search line and its results.
    case search(SearchBox)
    /// The `f` category filter list.
    case filter(FilterList)
    /// The `D` directory: categories, then places.
    case directory(DirectoryList)
    /// The `b` whole-building view: every floor; the highlighted row.
    case floors(cursor: Int)

    /// The help's first line shown (0 when the help is not open).
    public var helpScroll: Int {
        if case .help(let scroll) = self { return scroll }
        return 0
    }

    /// Whether the `?` help is open.
    public var isHelp: Bool {
        if case .help = self { return true }
        return false
    }
}
