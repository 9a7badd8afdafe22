import Localization
import VenueFormats

/// How many searchable features of a venue fall into a filter group.
public struct GroupCount: Sendable, Equatable {
    /// The group.
    public var group: CategoryGroup
    /// Features in it.
    public var count: Int
}

/// Search over a loaded venue, built once from its graph.
///
/// One entry per searchable feature: occupants (placed through their anchors), named units
/// (and unnamed restrooms, elevators, stairs… under a readable category name), named kiosks,
/// entrances and emergency exits, amenities, and each floor. A feature that only repeats the
/// name of another at the same unit (a shop's unit and its occupant, a restroom amenity in its
/// restroom) is folded into that one, with all its names and categories.
///
/// Queries ignore case and accents, tolerate typos and word order, match every language of
/// every name, and understand everyday category words ("toilet", "lift", "atm"); "has toilets"
/// or "with changing table" lists the places that have them (``FacilityQuery``). Display names
/// are in the graph's language when the index is built; build a new index after changing it.
public struct SearchIndex: Sendable {
    /// Every entry, in build order.
    let entries: [SearchEntry]

    /// The filter groups present in the venue, in filter order, with how many features each holds.
    public let groupsPresent: [GroupCount]

    /// Builds the index of a venue; places without a name of their own are named after their
    /// category in the interface language `ui` (and found by that name and the English one).
    public init(graph: VenueGraph, ui: UIText = .english) {
        entries = SearchEntryBuilder.entries(of: graph, ui: ui)
        var counts: [CategoryGroup: Int] = [:]
        for entry in entries {
            for group in entry.result.groups { counts[group, default: 0] += 1 }
        }
        groupsPresent = CategoryGroup.allCases.compactMap { g in counts[g].map { GroupCount(group: g, count: $0) } }
    }

    /// Every searchable feature, as results, in build order.
    public var all: [SearchResult] { entries.map(\.result) }

    /// The best matches for a query, best first, at most `limit`.
    ///
    /// - Parameters:
    ///   - query: what the user typed; empty or unmatched queries give no results.
    ///   - limit: the most results returned.
    ///   - categories: when given, only features in these filter groups (``CategoryGroup`` raw
    ///     values such as `"food"`) or with these IMDF categories (`"restroom"` also takes
    ///     `"restroom.female"`). With an empty query, lists every such feature.
    ///   - near: where the user looks from: among equally good matches, those on its ordinal
    ///     come first, then the nearest to its point.
    public func search(_ query: String, limit: Int = 20, categories: Set<String>? = nil, near: SearchVantage? = nil) -> [SearchResult] {
        guard limit > 0 else { return [] }
        let filter = categories.map(SearchFilter.init)
        let parsed = SearchQuery(query)
        if parsed.isEmpty {
            guard let filter else { return [] }
            let listed = entries.filter { filter.admits($0) }.sorted { Self.order($0, $1, near: near) }
            return listed.prefix(limit).map(\.result)
        }
        if let facility = FacilityQuery.facility(in: parsed) {
            let having = entries.filter { $0.facilities.contains(facility) && (filter?.admits($0) ?? true) }
            if !having.isEmpty { return having.sorted { Self.order($0, $1, near: near) }.prefix(limit).map(\.result) }
            return search(FacilityQuery.rest(of: query), limit: limit, categories: categories, near: near)
        }
        var ranked: [(SearchRank, SearchEntry)] = []
        for entry in entries where filter?.admits(entry) ?? true {
            if let rank = SearchMatcher.rank(entry, parsed) { ranked.append((rank, entry)) }
        }
        ranked.sort { a, b in a.0 != b.0 ? a.0 < b.0 : Self.order(a.1, b.1, near: near) }
        var results = ranked.prefix(limit).map(\.1.result)
        if results.count < limit, let facility = FacilityQuery.implied(by: parsed) {
            // "toilet": then the places that have toilets, after every restroom.
            let shown = Set(results.map(\.id))
            let having = entries.filter { $0.facilities.contains(facility) && !shown.contains($0.result.id) && (filter?.admits($0) ?? true) }
            results += having.sorted { Self.order($0, $1, near: near) }.prefix(limit - results.count).map(\.result)
        }
        return results
    }

    /// The best matches for a query within some filter groups.
    public func search(_ query: String, limit: Int = 20, groups: Set<CategoryGroup>, near: SearchVantage? = nil) -> [SearchResult] {
        search(query, limit: limit, categories: Set(groups.map(\.rawValue)), near: near)
    }

    /// Order between equally good matches seen from a vantage: its level first, then nearer
    /// ones; then ``tieOrder``.
    static func order(_ a: SearchEntry, _ b: SearchEntry, near: SearchVantage?) -> Bool {
        if let v = near {
            let la = a.result.ordinal == v.ordinal, lb = b.result.ordinal == v.ordinal
            if la != lb { return la }
            let da = v.distance(to: a.result), db = v.distance(to: b.result)
            if da != db { return da < db }
        }
        return tieOrder(a, b)
    }

    /// Order between equally good matches: kind, name, nearness to the default floor, ordinal, id.
    static func tieOrder(_ a: SearchEntry, _ b: SearchEntry) -> Bool {
        let ka = a.result.kind.rank, kb = b.result.kind.rank
        if ka != kb { return ka < kb }
        if a.sortName != b.sortName { return a.sortName < b.sortName }
        if a.floorDistance != b.floorDistance { return a.floorDistance < b.floorDistance }
        if a.result.ordinal != b.result.ordinal { return a.result.ordinal < b.result.ordinal }
        return a.result.id < b.result.id
    }
}

/// A category filter: group names and IMDF category patterns.
struct SearchFilter {
    /// Groups asked for by name.
    let groups: Set<CategoryGroup>
    /// Other strings, as category patterns.
    let patterns: [String]

    init(_ values: Set<String>) {
        var groups = Set<CategoryGroup>(), patterns: [String] = []
        for value in values {
            if let g = CategoryGroup(rawValue: value.lowercased()) { groups.insert(g) } else { patterns.append(value.lowercased()) }
        }
        self.groups = groups
        self.patterns = patterns.sorted()
    }

    /// Whether an entry passes.
    func admits(_ entry: SearchEntry) -> Bool {
        if !entry.result.groups.isDisjoint(with: groups) { return true }
        return patterns.contains { p in entry.categories.contains { CategoryTarget.pattern(p, matches: $0) } }
    }
}

/// Where the user looks from, for ranking equally good search matches: the level shown and
/// the point at the screen center.
public struct SearchVantage: Sendable, Equatable {
    /// The ordinal shown.
    public var ordinal: Int
    /// The camera center.
    public var point: GeoPoint

    /// Creates a vantage.
    public init(ordinal: Int, point: GeoPoint) {
        self.ordinal = ordinal
        self.point = point
    }

    /// Meters on the ground from the vantage point to a result (infinite without a location).
    public func distance(to r: SearchResult) -> Double {
        guard let p = r.location else { return .infinity }
        return LocalProjection(origin: point).project(p).length
    }
}
