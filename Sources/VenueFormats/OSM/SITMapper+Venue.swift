import Foundation

/// The venue, its building and footprints, and the diagnostic that counts what was skipped.
extension SITMapper {
    // MARK: Venue

    /// The first country the features state, the venue's outline first: `addr:country` (a
    /// code), else `is_in:country_code`, else `is_in:country` (a name).
    static func country(of features: [OSMFeature]) -> String? {
        for key in ["addr:country", "is_in:country_code", "is_in:country"] {
            for f in features {
                if let c = f.tags[key]?.trimmedWhitespace, !c.isEmpty { return c }
            }
        }
        return nil
    }

    /// The venue: named after the largest named outline that holds indoor spaces (a building,
    /// a mall…), outlined by the hull of everything indoor.
    mutating func buildVenue() {
        let holders = named.filter { containsSpace($0.geometry) }
        let pool = holders.isEmpty ? named : holders
        let namer = pool.max { OSMGeometry.area($0.geometry?.polygons.first?.first ?? []) < OSMGeometry.area($1.geometry?.polygons.first?.first ?? []) }
        // A space on several levels is one unit per level with the same geometry: its points
        // once (the hull sorts every point it is given; the repeats would change nothing).
        var points: [GeoPoint] = []
        for i in archive.units.indices where i == 0 || archive.units[i].geometry != archive.units[i - 1].geometry {
            points += archive.units[i].geometry.allPoints
        }
        points += archive.levels.compactMap(\.geometry).flatMap(\.allPoints)
        let hull = OSMGeometry.convexHull(points)
        let geometry = hull.map { Geometry.polygon([$0]) }
        let stem = (archive.sourcePath.split(separator: "/").last.map(String.init) ?? "venue").split(separator: ".").first.map(String.init) ?? "venue"
        // The file's name only when nothing in it names the place.
        let name = namer.flatMap { Self.labels($0.tags) } ?? titlePlaces.lazy.compactMap { Self.labels($0.tags) }.first
            ?? Labels([Self.plainLanguage: stem])
        let venueID = StableID.uuid("venue \(namer.map { "\($0.ref)" } ?? stem)")
        archive.venues.append(Venue(id: venueID, file: file, geometry: geometry, category: namer.map { SITCategories.venue($0.tags) } ?? "businesscampus",
                                    restriction: nil, name: name, altName: nil, hours: namer?.tags["opening_hours"], phone: nil,
                                    website: namer?.tags["website"], displayPoint: hull.flatMap { OSMGeometry.interiorPoint([$0]) }, addressID: nil))
        archive.country = Self.country(of: [namer].compactMap { $0 } + buildings + spaces.map(\.feature) + pois.map(\.feature))
        let buildingID = StableID.uuid("building \(namer.map { "\($0.ref)" } ?? stem)")
        let used = buildings.filter { usedBuildings.contains($0.ref) }
        if !used.isEmpty {
            archive.buildings.append(Building(id: buildingID, file: file, name: name, altName: nil, category: "unspecified",
                                              restriction: nil, displayPoint: nil, addressID: nil))
            for b in used {
                guard let g = b.geometry else { continue }
                archive.footprints.append(Footprint(id: StableID.uuid("footprint \(b.ref)"), file: file, geometry: g, category: "ground",
                                                    name: Self.labels(b.tags), buildingIDs: [buildingID]))
            }
        }
        for b in buildings where !usedBuildings.contains(b.ref) && !(namer.map { $0.ref == b.ref } ?? false) {
            skipped[.outsideBuilding, default: 0] += 1
            if let s = Surrounding(b) { archive.surroundings.append(s) }
        }
    }

    /// Whether a feature names a place a venue can be titled after: a building, a station
    /// (railway, bus, public transport), an airport or a mall.
    static func isTitlePlace(_ t: OSMTags) -> Bool {
        if let b = t["building"], b != "no" { return true }
        return t["public_transport"] == "station" || t["railway"] == "station" || t["railway"] == "halt"
            || t["amenity"] == "bus_station" || t["aeroway"] == "aerodrome" || t["shop"] == "mall"
    }

    mutating func finishSkips() {
        let total = skipped.values.reduce(0, +)
        guard total > 0 else { return }
        // Each reason's English text once, not in every comparison of the sort.
        let parts = skipped.map { (part: OSMSkipCount(reason: $0.key, count: $0.value), text: $0.key.text(.english)) }.sorted {
            $0.part.count != $1.part.count ? $0.part.count > $1.part.count : $0.text < $1.text
        }.map(\.part)
        log.add(Diagnostic(.warning, file: file, code: .osmSkipped(total: total, parts: parts)))
    }
}
