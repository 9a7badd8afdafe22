import Foundation
import Localization
import VenueFormats

/// One place of a venue's directory: what it is, where, and when it is open.
public struct DirectoryEntry: Sendable, Equatable {
    /// The search result it comes from (id, kind, name, category, level, location).
    public var place: SearchResult
    /// The category group it is listed under.
    public var group: CategoryGroup
    /// The category in words ("Fast food", "Restroom (female)").
    public var categoryName: String
    /// The level's name ("Ground Floor").
    public var levelName: String
    /// Opening hours as written, when known.
    public var hours: String?
    /// Open or closed at the directory's moment; nil without hours.
    public var status: HoursStatus?
    /// Phone, when known.
    public var phone: String?
    /// Website, when known.
    public var website: String?

    /// The feature's id.
    public var id: String { place.id }
    /// Display name.
    public var name: String { place.name }
    /// The selectable feature.
    public var handle: FeatureHandle? { place.handle }
    /// Whether it is open at the directory's moment (nil: no hours, or not understood).
    public var isOpen: Bool? { status?.isOpen }
}

/// A venue's directory: every place a visitor may look for (occupants, named units, kiosks,
/// amenities under their kind's name), grouped by category group and floor, with hours and
/// whether each is open at one moment. Shared by `atrium directory` and the explorer's `D` panel.
public struct Directory: Sendable, Equatable {
    /// Every place, by group (filter order), then floor (lowest first), then name.
    public let entries: [DirectoryEntry]
    /// The wall-clock time the open/closed states are for.
    public let now: LocalDateTime

    /// Builds the directory of a venue from its search index (one entry per place: a shop's
    /// unit and occupant are one) at a wall-clock time in the venue's time zone; categories and
    /// hours said in `ui`'s language.
    public init(graph: VenueGraph, search: SearchIndex, at now: LocalDateTime, ui: UIText = .english) {
        self.now = now
        var out: [DirectoryEntry] = []
        for r in search.all where r.kind != .level && r.kind != .opening {
            guard let h = r.handle, !Self.notListed(category: r.category) else { continue }
            let d = graph.details(of: h)
            let group = r.primaryGroup
            let category = CategoryNames.readable(r.category, ui: ui)
            out.append(DirectoryEntry(place: r, group: group, categoryName: category,
                                      levelName: graph.levelName(ordinal: r.ordinal), hours: d.hours,
                                      status: HoursStatus(hours: d.hours, at: now, ui: ui), phone: d.phone, website: d.website))
        }
        entries = out.sorted(by: Self.floorOrder)
    }

    /// Categories that are not places a visitor looks for: circulation (walkways, corridors,
    /// footbridges, which the search still finds), back-of-house rooms, safety equipment and
    /// street furniture (IMDF `seating`, `fireextinguisher`), and the OSM values of
    /// ``OSMTagGroups/notPlaces`` (`waste_basket`, a vacant shop).
    static let notListedCategories: Set<String> = Set([
        "walkway", "walkway.island", "footbridge", "steps", "opentobelow", "structure", "column", "nonpublic", "storage",
        "serverroom", "utility", "janitor", "waste", "mechanical", "technical", "plant", "seat", "seating",
        "fireextinguisher", "firealarmpullstation",
    ]).union(OSMTagGroups.notPlaces.values.joined())

    /// Whether a place of `category` stays out of the directory (``notListedCategories``, by its
    /// first dot segment: `storage.cold` too).
    static func notListed(category: String) -> Bool {
        let c = category.lowercased()
        return notListedCategories.contains(c) || notListedCategories.contains(String(c.prefix { $0 != "." }))
    }

    /// Group, floor, folded name with its numbers in numeric order ("Gate 2" before "Gate 10",
    /// Foundation's `.numeric` comparison), id.
    static func floorOrder(_ a: DirectoryEntry, _ b: DirectoryEntry) -> Bool {
        if a.group != b.group { return a.group < b.group }
        if a.place.ordinal != b.place.ordinal { return a.place.ordinal < b.place.ordinal }
        let fa = SearchText.fold(a.name), fb = SearchText.fold(b.name)
        switch fa.compare(fb, options: .numeric) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return fa != fb ? fa < fb : a.id < b.id
        }
    }

    /// The groups present, in filter order, with how many places each holds.
    public var groups: [GroupCount] {
        var counts: [CategoryGroup: Int] = [:]
        for e in entries { counts[e.group, default: 0] += 1 }
        return CategoryGroup.allCases.compactMap { g in counts[g].map { GroupCount(group: g, count: $0) } }
    }

    /// The places that pass a filter.
    /// - Parameters:
    ///   - group: only this category group.
    ///   - categoryWord: only places whose group, category or category words match (`food`,
    ///     `restroom`, "toilet", "Shopping"): a group name, an IMDF category, or everyday words.
    ///   - ordinal: only this floor.
    ///   - openNow: only places open at ``now``.
    ///   - text: only places whose name holds these letters (case and accents ignored).
    public func filtered(group: CategoryGroup? = nil, categoryWord: String? = nil, ordinal: Int? = nil,
                         openNow: Bool = false, text: String = "", search: SearchIndex? = nil) -> [DirectoryEntry] {
        let folded = SearchText.fold(text).trimmingCharacters(in: .whitespaces)
        let wanted = categoryWord.map { Self.categoryMatcher($0, search: search) }
        return entries.filter { e in
            if let group, e.group != group { return false }
            if let ordinal, e.place.ordinal != ordinal { return false }
            if openNow, e.isOpen != true { return false }
            if let wanted, !wanted(e) { return false }
            if !folded.isEmpty, !SearchText.fold(e.name).contains(folded), !SearchText.fold(e.categoryName).contains(folded) { return false }
            return true
        }
    }

    /// What `--category WORD` keeps: a group by its name or display name, an IMDF category
    /// (with its subcategories), or, through the search index, the places a category word means.
    static func categoryMatcher(_ word: String, search: SearchIndex?) -> (DirectoryEntry) -> Bool {
        let w = SearchText.fold(word)
        if let g = CategoryGroup.allCases.first(where: { $0.rawValue == w || $0.isNamed(w) }) {
            return { $0.place.groups.contains(g) }
        }
        let meant = Set(search?.categoryDestinations(word) ?? [])
        return { e in
            let c = e.place.category.lowercased()
            return c == w || c.hasPrefix(w + ".") || SearchText.fold(e.categoryName) == w || e.handle.map(meant.contains) == true
        }
    }
}
