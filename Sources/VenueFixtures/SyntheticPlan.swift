import VenueFormats
import MapCore

/// The floor plan of a ``SyntheticVenue`` in local meters, before it becomes GeoJSON.
struct SyntheticPlan {
    /// A unit: an axis-aligned rectangle with a category and maybe a name.
    struct Room {
        var rect: Rect
        var category: String
        var name: String?
        /// The real outline in final meters (exterior ring, then holes), once shaped; nil
        /// writes ``rect``.
        var shape: [[Vec2]]? = nil
    }
    /// A named business in the unit at `unit`, placed at `point` (an occupant and its anchor).
    struct Tenant {
        var point: Vec2
        var name: String
        var category: String
        var unit: Int
    }
    /// A door: a segment across a wall, between two points.
    struct Door {
        var a: Vec2
        var b: Vec2
    }
    /// A point amenity inside the unit at `unit` (a position in ``units``).
    struct Amenity {
        var point: Vec2
        var category: String
        var unit: Int
        var name: String? = nil
    }
    /// What stands on one level.
    struct LevelPlan {
        var ordinal: Int
        var outline: Rect
        var units: [Room] = []
        var doors: [Door] = []
        var amenities: [Amenity] = []
        /// Fixtures (desks, seating, carousels): rectangles standing on the floor.
        var fixtures: [Room] = []
        /// Sections: named parts of the level over several units (a gate area).
        var sections: [Room] = []
        /// Occupants, each anchored in a unit.
        var tenants: [Tenant] = []
        /// The level's real outline in final meters, once shaped; nil writes ``outline``.
        var outlineShape: [[Vec2]]? = nil
    }

    let venue: SyntheticVenue
    var levels: [LevelPlan] = []
    /// Geofences over the whole venue, on every level (terminal, airside, …).
    var geofences: [Room] = []

    init(venue: SyntheticVenue) {
        self.venue = venue
    }

    /// Categories of ordinary rooms, repeated for their weight.
    static let roomCategories = ["room", "room", "room", "room", "office", "office", "office", "classroom",
                                 "storage", "laboratory", "conferenceroom"]
    /// Amenities put in ordinary rooms now and then.
    static let extraAmenities = ["fireextinguisher", "vendingmachine", "information", "atm", "drinkingfountain", "defibrillator"]

    /// Lays out every level in the venue's shape.
    mutating func build() {
        switch venue.shape {
        case .strips: levels = (0..<venue.levels).map { layOut(ordinal: $0, count: venue.units(onLevel: $0)) }
        case .officePlate: levels = (0..<venue.levels).map { layOutOfficePlate(ordinal: $0, count: venue.units(onLevel: $0)) }
        case .terminal:
            levels = (0..<venue.levels).map { layOutTerminal(ordinal: $0, count: venue.units(onLevel: $0)) }
            geofences = terminalGeofences()
        case .officeBuilding:
            levels = (0..<venue.levels).map { layOut(ordinal: $0, count: venue.units(onLevel: $0)) }
            shapeOfficeBuilding()
        case .curvedTerminal:
            levels = (0..<venue.levels).map { layOutCurvedTerminal(ordinal: $0, count: venue.units(onLevel: $0)) }
            geofences = terminalGeofences()
            shapeCurvedTerminal()
        }
    }

    /// Strip length, in meters, that makes a level of `count` units roughly square.
    static func stripLength(count: Int) -> Double {
        // Strips are 2·depth + corridor = 19 m deep and hold about 2·length/6 rooms.
        let stripDepth = 2 * SyntheticVenue.roomDepth + SyntheticVenue.corridorWidth
        let roomsPerSide = max(1, Int((stripDepth * Double(count) / 12).squareRoot()))
        return Double(roomsPerSide) * 6
    }

    /// One level: the spine first, then strip after strip until `count` units exist.
    func layOut(ordinal: Int, count: Int) -> LevelPlan {
        let depth = SyntheticVenue.roomDepth, corridor = SyntheticVenue.corridorWidth, spine = SyntheticVenue.spineWidth
        let stripDepth = 2 * depth + corridor
        let length = Self.stripLength(count: count)
        // Widths depend on the seed and the strip only, so levels stack; categories vary by level.
        var level = LevelPlan(ordinal: ordinal, outline: Rect(min: .zero, max: Vec2(spine + length, 0)))
        var strips: [[Room]] = []
        var doors: [Door] = []
        var made = 1   // the spine
        var strip = 0
        while made < count {
            var widths = SplitMix(seed: venue.seed &+ UInt64(strip) &* 0x9E37_79B9)
            var kinds = SplitMix(seed: venue.seed ^ (UInt64(ordinal) << 32 | UInt64(strip)) &* 0xBF58_476D_1CE4_E5B9)
            let y0 = Double(strip) * stripDepth
            var rooms = [Room(rect: Rect(min: Vec2(spine, y0 + depth), max: Vec2(spine + length, y0 + depth + corridor)), category: "walkway", name: nil)]
            doors.append(Door(a: Vec2(spine, y0 + depth + 1), b: Vec2(spine, y0 + depth + 2)))
            made += 1
            for side in 0..<2 where made < count {
                let south = side == 0
                let yMin = south ? y0 : y0 + depth + corridor
                let wallY = south ? y0 + depth : y0 + depth + corridor
                var x = spine
                var index = 0
                while x < spine + length - 0.5 && made < count {
                    var w = SyntheticVenue.roomWidths[widths.next(below: SyntheticVenue.roomWidths.count)]
                    if spine + length - (x + w) < 4 { w = spine + length - x }
                    let rect = Rect(min: Vec2(x, yMin), max: Vec2(x + w, yMin + depth))
                    let (category, name) = Self.kind(ordinal: ordinal, strip: strip, south: south, index: index,
                                                     last: x + w >= spine + length - 0.01, rng: &kinds)
                    rooms.append(Room(rect: rect, category: category, name: name))
                    doors.append(Door(a: Vec2(x + w / 2 - 0.5, wallY), b: Vec2(x + w / 2 + 0.5, wallY)))
                    x += w
                    index += 1
                    made += 1
                }
            }
            strips.append(rooms)
            strip += 1
        }
        let height = max(Double(strips.count) * stripDepth, depth)
        level.outline = Rect(min: .zero, max: Vec2(spine + length, height))
        level.units.append(Room(rect: Rect(min: .zero, max: Vec2(spine, height)), category: "walkway", name: "Main corridor \(ordinal)"))
        for rooms in strips { level.units += rooms }
        level.doors = doors
        var extras = SplitMix(seed: venue.seed &+ 0xA5A5 &+ UInt64(ordinal))
        for (i, u) in level.units.enumerated() {
            let category: String?
            switch u.category {
            case "stairs", "elevator": category = u.category
            case let c where c.hasPrefix("restroom"): category = c
            case "walkway": category = nil
            default: category = extras.next(below: 10) == 0 ? Self.extraAmenities[extras.next(below: Self.extraAmenities.count)] : nil
            }
            if let category { level.amenities.append(Amenity(point: u.rect.center, category: category, unit: i)) }
        }
        return level
    }

    /// What a room is: stairs or an elevator at the west end of the south row, a
    /// restroom at the east end of the north row, otherwise a room, office, ….
    private static func kind(ordinal: Int, strip: Int, south: Bool, index: Int, last: Bool, rng: inout SplitMix) -> (String, String?) {
        if south && index == 0 { return strip % 2 == 0 ? ("stairs", "Stairs \(strip + 1)") : ("elevator", "Lift \(strip + 1)") }
        if !south && last { return strip % 2 == 0 ? ("restroom.female", "WC") : ("restroom.male", "WC") }
        let category = roomCategories[rng.next(below: roomCategories.count)]
        let number = "\(ordinal).\(strip + 1).\(south ? index : 100 + index)"
        return (category, category == "storage" ? nil : number)
    }

    /// The plan written out as IMDF GeoJSON members.
    func members() -> [ArchiveMember] {
        let projection = LocalProjection(origin: SyntheticVenue.origin)
        var all = levels.first?.outline ?? Rect(min: .zero, max: Vec2(1, 1))
        for l in levels.dropFirst() { all = all.union(l.outline) }
        let venueRect = Rect(min: all.min - Vec2(5, 5), max: all.max + Vec2(5, 5))
        var ids = SyntheticIDs()
        let venueID = ids.next(.venue), buildingID = ids.next(.building)

        var venue = GeoJSONWriter(projection: projection, type: "venue")
        let (venueCategory, venueName) = Self.venueKind(self.venue)
        venue.feature(id: venueID, geometry: .rect(venueRect)) { p in
            p.string("category", venueCategory); p.labels("name", venueName)
            p.point("display_point", venueRect.center); p.null("address_id")
        }
        var building = GeoJSONWriter(projection: projection, type: "building")
        building.feature(id: buildingID, geometry: nil) { p in
            p.string("category", "unspecified"); p.labels("name", "Synthetic building"); p.null("address_id")
        }
        var footprint = GeoJSONWriter(projection: projection, type: "footprint")
        footprint.feature(id: ids.next(.footprint), geometry: .rect(all)) { p in
            p.string("category", "ground"); p.labels("name", "Synthetic building"); p.stringArray("building_ids", [buildingID])
        }
        var levelFile = GeoJSONWriter(projection: projection, type: "level")
        var unitFile = GeoJSONWriter(projection: projection, type: "unit")
        var openingFile = GeoJSONWriter(projection: projection, type: "opening")
        var amenityFile = GeoJSONWriter(projection: projection, type: "amenity")
        var fixtureFile = GeoJSONWriter(projection: projection, type: "fixture")
        var sectionFile = GeoJSONWriter(projection: projection, type: "section")
        var anchorFile = GeoJSONWriter(projection: projection, type: "anchor")
        var occupantFile = GeoJSONWriter(projection: projection, type: "occupant")
        var levelIDs: [String] = []
        for level in levels {
            let levelID = ids.next(.level)
            levelIDs.append(levelID)
            levelFile.feature(id: levelID, geometry: Self.geometry(level.outlineShape, level.outline)) { p in
                p.string("category", "unspecified"); p.bool("outdoor", false); p.int("ordinal", level.ordinal)
                p.labels("name", "Level \(level.ordinal)"); p.labels("short_name", "\(level.ordinal)")
                p.stringArray("building_ids", [buildingID])
            }
            var unitIDs: [String] = []
            unitIDs.reserveCapacity(level.units.count)
            for u in level.units {
                let id = ids.next(.unit)
                unitIDs.append(id)
                unitFile.feature(id: id, geometry: Self.geometry(u.shape, u.rect)) { p in
                    p.string("category", u.category)
                    if let n = u.name { p.labels("name", n) } else { p.null("name") }
                    p.string("level_id", levelID)
                }
            }
            for d in level.doors {
                openingFile.feature(id: ids.next(.opening), geometry: .line(d.a, d.b)) { p in
                    p.string("category", "pedestrian"); p.string("level_id", levelID)
                }
            }
            for a in level.amenities {
                amenityFile.feature(id: ids.next(.amenity), geometry: .point(a.point)) { p in
                    p.string("category", a.category); p.stringArray("unit_ids", [unitIDs[a.unit]])
                    if let n = a.name { p.labels("name", n) }
                }
            }
            for t in level.tenants {
                let anchorID = ids.next(.anchor)
                anchorFile.feature(id: anchorID, geometry: .point(t.point)) { p in
                    p.null("address_id"); p.string("unit_id", unitIDs[t.unit])
                }
                occupantFile.feature(id: ids.next(.occupant), geometry: nil) { p in
                    p.string("category", t.category); p.labels("name", t.name); p.string("anchor_id", anchorID)
                }
            }
            for f in level.fixtures {
                fixtureFile.feature(id: ids.next(.fixture), geometry: Self.geometry(f.shape, f.rect)) { p in
                    p.string("category", f.category)
                    if let n = f.name { p.labels("name", n) } else { p.null("name") }
                    p.string("level_id", levelID)
                }
            }
            for section in level.sections {
                sectionFile.feature(id: ids.next(.section), geometry: Self.geometry(section.shape, section.rect)) { p in
                    p.string("category", section.category)
                    if let n = section.name { p.labels("name", n) } else { p.null("name") }
                    p.string("level_id", levelID)
                }
            }
        }
        var geofenceFile = GeoJSONWriter(projection: projection, type: "geofence")
        for g in geofences {
            geofenceFile.feature(id: ids.next(.geofence), geometry: Self.geometry(g.shape, g.rect)) { p in
                p.string("category", g.category)
                if let n = g.name { p.labels("name", n) } else { p.null("name") }
                p.stringArray("building_ids", [buildingID]); p.stringArray("level_ids", levelIDs)
            }
        }
        // Files with no feature are left out, as an archive without such features has none.
        let optional = [(openingFile, levels.contains { !$0.doors.isEmpty }), (amenityFile, levels.contains { !$0.amenities.isEmpty }),
                        (fixtureFile, levels.contains { !$0.fixtures.isEmpty }), (sectionFile, levels.contains { !$0.sections.isEmpty }),
                        (geofenceFile, !geofences.isEmpty), (anchorFile, levels.contains { !$0.tenants.isEmpty }),
                        (occupantFile, levels.contains { !$0.tenants.isEmpty })].filter(\.1).map(\.0)
        let manifest = #"{"version": "1.0.0", "created": "2025-01-01T00:00:00Z", "language": "en", "generated_by": "atrium SyntheticVenue"}"#
        return [ArchiveMember(path: "manifest.json", bytes: Array(manifest.utf8))]
            + ([venue, building, footprint, levelFile, unitFile] + optional).map { $0.member() }
    }

    /// The venue's IMDF category and name for its shape.
    static func venueKind(_ venue: SyntheticVenue) -> (category: String, name: String) {
        switch venue.shape {
        case .strips: return ("businesscampus", "Synthetic campus (\(venue.units) units)")
        case .officePlate: return ("businesscampus", "Synthetic office plates (\(venue.units) units)")
        case .terminal: return ("airport", "Synthetic terminal (\(venue.units) units)")
        case .officeBuilding: return ("businesscampus", "Synthetic office building (\(venue.units) units)")
        case .curvedTerminal: return ("airport", "Synthetic curved terminal (\(venue.units) units)")
        }
    }

    /// A shaped outline as a polygon, else the rectangle.
    static func geometry(_ shape: [[Vec2]]?, _ rect: Rect) -> SyntheticGeometry {
        shape.map { .polygon($0) } ?? .rect(rect)
    }
}

/// Identifiers shaped like UUIDs: the feature type in the first group, a counter in the last.
struct SyntheticIDs {
    private var counter: UInt64 = 0

    /// The next identifier, for a feature of `type`.
    mutating func next(_ type: FeatureType) -> String {
        counter += 1
        let tag = UInt64(FeatureType.allCases.firstIndex(of: type) ?? 0)
        return hex(0x5100_0000 | tag, digits: 8) + "-0000-4000-8000-" + hex(counter, digits: 12)
    }

    private func hex(_ value: UInt64, digits: Int) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}
