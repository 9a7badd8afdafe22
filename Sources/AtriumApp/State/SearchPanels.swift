import MapCore
import TerminalKit

/// The search line: what was typed, the ranked results, and the highlighted one.
public struct SearchBox: Equatable, Sendable {
    /// The query typed so far.
    public var query = ""
    /// Results, best first.
    public var results: [SearchResult] = []
    /// For each result, where it is: "G · 23 m" on the level shown, else its level; with
    /// "near …" when another result has the same name.
    public var places: [String] = []
    /// The highlighted result.
    public var cursor = 0
}

/// The category filter list: the groups present, the highlighted one.
public struct FilterList: Equatable, Sendable {
    /// The groups present in the venue, with counts.
    public var groups: [GroupCount]
    /// The highlighted row.
    public var cursor = 0
}

extension SearchBox {
    /// What a key did to the search line.
    public enum Outcome: Equatable, Sendable {
        /// Nothing more to do.
        case stay
        /// Esc: the line closes.
        case close
        /// Enter: go to the highlighted result (or route to the nearest of a kind).
        case choose
        /// The query changed: search again.
        case edited
        /// Ctrl-C.
        case quit
    }

    /// Keys while the search line is open: typing edits the query, ↑ ↓ move in the results.
    public mutating func key(_ key: Key) -> Outcome {
        switch key {
        case .escape: return .close
        case .enter: return .choose
        case .up, .backTab: cursor = max(0, cursor - 1)
        case .down, .tab: cursor = min(max(0, results.count - 1), cursor + 1)
        case .backspace:
            if !query.isEmpty { query.removeLast() }
            return .edited
        case .char(let c):
            if query.count < 80 { query.append(c) }
            return .edited
        case .ctrl("u"):
            query = ""
            return .edited
        case .ctrl("c"): return .quit
        default: break
        }
        return .stay
    }
}

extension FilterList {
    /// What a key did to the filter list.
    public enum Outcome: Equatable, Sendable {
        /// Nothing more to do.
        case stay
        /// Esc, `f` or Enter: the list closes.
        case close
        /// Space or `x`: the group highlighted goes in or out of the filter.
        case toggle(CategoryGroup)
        /// `c`: no filter.
        case clear
        /// Ctrl-C.
        case quit
    }

    /// Keys while the filter list is open: ↑ ↓ (`k` `j`) move.
    public mutating func key(_ key: Key) -> Outcome {
        switch key {
        case .escape, .char("f"), .enter: return .close
        case .up, .char("k"): cursor = max(0, cursor - 1)
        case .down, .char("j"): cursor = min(max(0, groups.count - 1), cursor + 1)
        case .char(" "), .char("x"):
            guard groups.indices.contains(cursor) else { break }
            return .toggle(groups[cursor].group)
        case .char("c"): return .clear
        case .ctrl("c"): return .quit
        default: break
        }
        return .stay
    }
}
