import Localization
import VenueFormats

/// Collects the searchable features of a venue graph, one entry each, and folds together
/// entries that name the same place twice (a shop's occupant and its unit, a restroom
/// amenity and its restroom unit, a kiosk and the occupant anchored at it).
struct SearchEntryBuilder {
    /// The venue.
    let graph: VenueGraph
    /// The interface language, for the names of places without one.
    let ui: UIText
    /// The floor ties are ordered from.
    private let homeOrdinal: Int
    /// The entries so far, in kind order (occupants, units, kiosks, openings, amenities, levels).
    private(set) var entries: [SearchEntry] = []
    /// Where an entry with a name at a unit and ordinal already is, for folding.
    private var placed: [PlaceKey: Int] = [:]

    /// A folded display name at a unit on a floor.
    private struct PlaceKey: Hashable {
        var name: String
        var unit: Int
        var ordinal: Int
    }

    /// Builds every entry of a graph.
    static func entries(of graph: VenueGraph, ui: UIText) -> [SearchEntry] {
        var builder = SearchEntryBuilder(graph: graph, ui: ui)
        builder.addOccupants()
        builder.addUnits()
        builder.addKiosks()
        builder.addOpenings()
        builder.addAmenities()
        builder.addLevels()
        return builder.entries
    }

    private init(graph: VenueGraph, ui: UIText) {
        self.graph = graph
        self.ui = ui
        homeOrdinal = graph.defaultOrdinal ?? 0
    }

    private var archive: IMDFArchive { graph.archive }

    /// Adds an entry, or folds it into an earlier one with the same name at the same unit.
    private mutating func add(_ kind: SearchKind, _ index: Int, id: String, labels: [Labels?], category: String?,
                              ordinal: Int, unit: Int?, location: GeoPoint?) {
        let named = labels.compactMap { $0 }.filter { !$0.isEmpty }
        let language = graph.language
        let name = named.lazy.compactMap { language.text($0) }.first ?? CategoryNames.readable(category, ui: ui)
        var texts = named.flatMap(\.allTexts)
        if named.isEmpty { texts += [name, CategoryNames.readable(category)] }
        let result = SearchResult(id: id, kind: kind, featureIndex: index, name: name,
                                  category: category ?? "unspecified", groups: [], ordinal: ordinal,
                                  levelShortName: graph.shortName(ordinal: ordinal), unitIndex: unit, location: location)
        var entry = SearchEntry(result: result, texts: texts, categories: category.map { [$0] } ?? [],
                                floorDistance: abs(ordinal - homeOrdinal))
        if kind != .level, let category { entry.add(categoryNames: [ui.category(category), UIText.english.category(category)].compactMap { $0 }) }
        if let handle = result.handle { entry.facilities = Set(graph.facilities(of: handle)) }
        guard let unit else {
            entries.append(entry)
            return
        }
        let key = PlaceKey(name: entry.sortName, unit: unit, ordinal: ordinal)
        if let earlier = placed[key] {
            entries[earlier].absorb(entry)
        } else {
            placed[key] = entries.count
            entries.append(entry)
        }
    }

    /// The ordinal of a level id.
    private func ordinal(ofLevel id: String?) -> Int? {
        id.flatMap { graph.ordinalOfLevel[$0] }
    }

    /// The label point of a feature: its display point, else the middle of its outline.
    private func labelPoint(_ displayPoint: GeoPoint?, _ geometry: Geometry?) -> GeoPoint? {
        displayPoint ?? geometry?.bounds?.center
    }

    /// Occupants, placed through their anchors.
    private mutating func addOccupants() {
        for (i, o) in archive.occupants.enumerated() {
            guard let unit = graph.unitOfOccupant[i], let ordinal = graph.ordinal(ofUnit: unit) else { continue }
            let anchor = graph.anchorIndex[o.anchorID].map { archive.anchors[$0].location }
            add(.occupant, i, id: o.id, labels: [o.name], category: o.category, ordinal: ordinal, unit: unit,
                location: anchor ?? labelPoint(archive.units[unit].displayPoint, archive.units[unit].geometry))
        }
    }

    /// Named units, and unnamed ones whose category is worth finding (restrooms, elevators…).
    private mutating func addUnits() {
        for (i, u) in archive.units.enumerated() {
            guard let ordinal = graph.ordinal(ofUnit: i) else { continue }
            let named = !(u.name?.isEmpty ?? true) || !(u.altName?.isEmpty ?? true)
            guard named || CategoryGroup(category: u.category) != .other else { continue }
            add(.unit, i, id: u.id, labels: [u.name, u.altName], category: u.category, ordinal: ordinal, unit: i,
                location: labelPoint(u.displayPoint, u.geometry))
        }
    }

    /// Named kiosks, in the unit of their anchor or the unit that holds them.
    private mutating func addKiosks() {
        for (i, k) in archive.kiosks.enumerated() {
            guard let ordinal = ordinal(ofLevel: k.levelID), !(k.name?.isEmpty ?? true) || !(k.altName?.isEmpty ?? true) else { continue }
            let point = labelPoint(k.displayPoint, k.geometry)
            var unit = k.anchorID.flatMap { graph.anchorIndex[$0] }.flatMap { graph.unitIndex[archive.anchors[$0].unitID] }
            if unit == nil, let point { unit = unitContaining(point, ordinal: ordinal) }
            add(.kiosk, i, id: k.id, labels: [k.name, k.altName], category: "kiosk", ordinal: ordinal, unit: unit, location: point)
        }
    }

    /// Entrances and emergency exits (other openings are plain doors).
    private mutating func addOpenings() {
        for (i, o) in archive.openings.enumerated() where CategoryGroup(category: o.category) == .transport {
            guard let ordinal = ordinal(ofLevel: o.levelID) else { continue }
            add(.opening, i, id: o.id, labels: [o.name, o.altName], category: o.category, ordinal: ordinal, unit: nil,
                location: labelPoint(o.displayPoint, o.geometry))
        }
    }

    /// Amenities, in the unit the graph placed them in.
    private mutating func addAmenities() {
        for (i, a) in archive.amenities.enumerated() {
            guard let unit = graph.unitOfAmenity[i], let ordinal = graph.ordinal(ofUnit: unit) else { continue }
            add(.amenity, i, id: a.id, labels: [a.name, a.altName], category: a.category, ordinal: ordinal, unit: unit,
                location: a.location)
        }
    }

    /// One entry per floor: its primary level, found by name or short name.
    private mutating func addLevels() {
        for floor in graph.floors {
            guard let id = floor.levelIDs.first, let i = graph.levelIndex[id] else { continue }
            let l = archive.levels[i]
            add(.level, i, id: l.id, labels: [l.name, l.shortName], category: l.category, ordinal: l.ordinal, unit: nil,
                location: labelPoint(l.displayPoint, l.geometry))
        }
    }

    /// The unit on a floor whose outline holds a point.
    private func unitContaining(_ point: GeoPoint, ordinal: Int) -> Int? {
        graph.contents(ordinal: ordinal).units.first { archive.units[$0].geometry.contains(point) }
    }
}
