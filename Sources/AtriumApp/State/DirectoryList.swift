import VenueFormats
import MapCore
import TerminalKit

/// The `D` directory panel: first the category groups, then the places of one (or, with a
/// filter typed, the places of every group whose name or category holds it).
public struct DirectoryList: Equatable, Sendable {
    /// Every place, with open/closed at the moment the panel opened.
    public var directory: Directory
    /// The group whose places are listed; nil for the list of groups.
    public var group: CategoryGroup?
    /// The filter typed after `/`.
    public var query = ""
    /// Whether keys type into the filter.
    public var typing = false
    /// The highlighted row.
    public var cursor = 0
    /// Places nearest first (from the selection, else "you are here", else the map's centre)
    /// instead of by floor.
    public var byDistance = false
    /// Walking distances from the selection or "you are here": not asked for, being measured,
    /// or measured (until then places are ordered by straight-line distance).
    public var walking: DirectoryWalks = .notAsked

    /// Creates the list of groups.
    public init(directory: Directory) { self.directory = directory }

    /// Whether the rows are groups (no group chosen, nothing typed).
    public var showsGroups: Bool { group == nil && query.isEmpty }

    /// The walking distances, once measured.
    public var walks: [FeatureHandle: WalkDistance]? {
        if case .measured(let walks) = walking { return walks }
        return nil
    }

    /// Whether walking distances are being measured.
    public var measuring: Bool {
        if case .measuring = walking { return true }
        return false
    }
}

/// Where the directory's walking distances stand.
public enum DirectoryWalks: Equatable, Sendable {
    /// Not asked for: sorted by floor, or no walking start.
    case notAsked
    /// Being measured off the input thread; only this job's answer is applied.
    case measuring(Job<WalkMeasurement>)
    /// Measured: walking distances by place.
    case measured([FeatureHandle: WalkDistance])
}

extension DirectoryList {
    /// What a key did to the directory.
    public enum Outcome: Equatable, Sendable {
        /// Nothing more to do.
        case stay
        /// The panel closes.
        case close
        /// Ctrl-C.
        case quit
        /// `s`: the order changed (by floor, or nearest first): say so, and measure the walks.
        case sorted
        /// Enter on a place: go to the row's place.
        case go(row: Int)
        /// `r` on a place: directions to the row's place.
        case route(row: Int)
    }

    /// Keys while the directory is open: arrows or j/k move, Enter opens a group or goes to a
    /// place, `r` routes to it, `s` sorts by floor or nearest first, `/` types a filter, Backspace
    /// or ← goes back to the groups, Esc steps back and closes, `D` closes.
    public mutating func key(_ key: Key) -> Outcome {
        if typing {
            switch key {
            case .char(let c) where !c.isNewline:
                if query.count < 60 { query.append(c) }
                cursor = 0
            case .backspace:
                if query.isEmpty { typing = false } else { query.removeLast() }
                cursor = 0
            case .ctrl("u"): query = ""
            case .escape: query = ""; typing = false; cursor = 0
            case .enter, .down, .tab: typing = false
            case .ctrl("c"): return .quit
            default: break
            }
            return .stay
        }
        let count = showsGroups ? directory.groups.count : directory.filtered(group: group, text: query).count
        switch key {
        case .up, .char("k"): cursor = max(0, cursor - 1)
        case .down, .char("j"): cursor = min(max(0, count - 1), cursor + 1)
        case .pageUp: cursor = max(0, cursor - 10)
        case .pageDown: cursor = min(max(0, count - 1), cursor + 10)
        case .char("/"): typing = true
        case .char("s"), .tab:
            byDistance.toggle()
            cursor = 0
            walking = .notAsked
            return .sorted
        case .enter, .right, .char("l"), .char("r"):
            if showsGroups {
                let groups = directory.groups
                guard groups.indices.contains(cursor) else { break }
                group = groups[cursor].group
                cursor = 0
            } else {
                guard (0..<count).contains(cursor) else { break }
                if key == .char("r") { return .route(row: cursor) }
                if key == .enter { return .go(row: cursor) }
            }
        case .backspace, .left, .char("h"):
            if group != nil { backToGroups() } else if !query.isEmpty { query = ""; cursor = 0 }
        case .escape:
            if !query.isEmpty { query = ""; cursor = 0 } else if group != nil { backToGroups() } else { return .close }
        case .char("D"), .char("q"): return .close
        case .ctrl("c"): return .quit
        default: break
        }
        return .stay
    }

    /// Back to the list of groups, on the group that was open.
    private mutating func backToGroups() {
        let open = group
        group = nil
        query = ""
        cursor = directory.groups.firstIndex { $0.group == open } ?? 0
    }

    /// Walking distances measured: taken if the list still waits for that job (returns whether).
    public mutating func walksMeasured(_ walks: [FeatureHandle: WalkDistance], job: Job<WalkMeasurement>) -> Bool {
        guard walking == .measuring(job) else { return false }
        walking = .measured(walks)
        return true
    }
}
