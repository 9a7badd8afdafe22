import VenueFormats
import MapCore
import Render

/// A search's results counted per floor.
public struct SearchMatches: Equatable, Sendable {
    /// What was searched.
    public var query: String
    /// Results per ordinal.
    public var perOrdinal: [Int: Int]

    /// The results of a search box, counted per floor.
    public init(_ box: SearchBox) {
        query = box.query
        perOrdinal = [:]
        for r in box.results { perOrdinal[r.ordinal, default: 0] += 1 }
    }
}

/// What the category filter keeps, and how many matches each ordinal has.
public struct FilterResult: Equatable, Sendable {
    /// The features the scene keeps bright.
    public var scene: SceneFilter
    /// Matches per ordinal, for the level bar.
    public var perOrdinal: [Int: Int]

    /// Creates a filter result.
    public init(scene: SceneFilter, perOrdinal: [Int: Int]) {
        self.scene = scene
        self.perOrdinal = perOrdinal
    }
}

/// What searching left behind: the last search that went to a result, and the category
/// filter (the groups chosen and what they keep, always computed together).
public struct SearchState: Equatable, Sendable {
    /// The last search that went to a result: its query and its results per ordinal, for
    /// the whole-building view (`b`).
    public var lastMatches: SearchMatches?
    /// Category groups chosen in the filter; empty means no filter.
    public private(set) var filterGroups: Set<CategoryGroup> = []
    /// What the chosen groups keep, and how many matches each ordinal has; nil without a filter.
    public private(set) var filter: FilterResult?

    /// No search yet, no filter.
    public init() {}

    /// Matches per floor for the whole-building view: the filter's when one is on, else the last search's.
    public var matchesPerOrdinal: [Int: Int]? { filter?.perOrdinal ?? lastMatches?.perOrdinal }

    /// Adds a group to the filter, or takes it out.
    public mutating func toggle(_ group: CategoryGroup, index: SearchIndex, graph: VenueGraph) {
        if filterGroups.contains(group) { filterGroups.remove(group) } else { filterGroups.insert(group) }
        applyFilter(index: index, graph: graph)
    }

    /// Clears the filter.
    public mutating func clearFilter() {
        filterGroups = []
        filter = nil
    }

    /// Recomputes what the chosen category groups keep, and the matches per level.
    private mutating func applyFilter(index: SearchIndex, graph g: VenueGraph) {
        guard !filterGroups.isEmpty else { filter = nil; return }
        let matches = index.search("", limit: Int.max, groups: filterGroups)
        var units = Set<Int>(), amenities = Set<Int>(), occupants = Set<Int>(), per: [Int: Int] = [:]
        for r in matches {
            per[r.ordinal, default: 0] += 1
            // A point occupant (a kiosk anchored in a walkway) is kept itself: the walkway it
            // stands in is not a match.
            if r.kind == .occupant, g.pointOccupants.contains(r.featureIndex) {
                occupants.insert(r.featureIndex)
                continue
            }
            if let u = r.unitIndex { units.insert(u) }
            switch r.kind {
            case .unit: units.insert(r.featureIndex)
            case .amenity: amenities.insert(r.featureIndex)
            case .occupant: if let u = g.unitOfOccupant[r.featureIndex] { units.insert(u) }
            default: break
            }
        }
        filter = FilterResult(scene: SceneFilter(units: units, amenities: amenities, occupants: occupants), perOrdinal: per)
    }
}
