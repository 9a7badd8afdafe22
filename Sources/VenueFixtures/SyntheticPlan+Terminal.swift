import MapCore

extension SyntheticPlan {
    /// Width of the terminal's concourse and depth of the units on either side, in meters.
    static let concourseWidth = 14.0, terminalUnitDepth = 18.0
    /// Widths of the units along the concourse, in meters.
    static let terminalUnitWidths: [Double] = [8, 10, 12, 12, 16]
    /// Amenities along the concourse, in turn.
    static let concourseAmenities = ["information", "seating", "powerchargingstation", "drinkingfountain", "atm", "wifi",
                                     "seating", "defibrillator", "fireextinguisher", "vendingmachine", "babychanging", "seating"]

    /// One level of an airport terminal (``VenueShape/terminal``) of `count` units: a wide
    /// concourse with units on both sides, each with a door onto it; dense amenities
    /// (about 0.4 a unit: at every gate and restroom and every few meters of the
    /// concourse), fixtures (about 0.2 a unit: desks, seating, carousels, some standing in
    /// the concourse so that walks go around them) and sections over groups of units.
    func layOutTerminal(ordinal: Int, count: Int) -> LevelPlan {
        let departures = ordinal % 2 == 1
        let w = Self.concourseWidth, depth = Self.terminalUnitDepth
        var level = LevelPlan(ordinal: ordinal, outline: Rect(min: Vec2(-6, -depth), max: Vec2(6, w + depth)))
        level.units.append(Room(rect: Rect(min: .zero, max: Vec2(1, w)), category: "walkway",
                                name: departures ? "Departures concourse" : "Arrivals hall"))
        let cores: [(Double, Double, String, String)] = [(0, 4.5, "stairs", "Stairs"), (4.5, 9, "elevator", "Lift"), (9, w, "escalator", "Escalator")]
        for (y0, y1, category, name) in cores.prefix(max(0, count - 1)) {
            let rect = Rect(min: Vec2(-6, y0), max: Vec2(0, y1))
            level.units.append(Room(rect: rect, category: category, name: name))
            level.doors.append(Door(a: Vec2(0, rect.center.y - 0.6), b: Vec2(0, rect.center.y + 0.6)))
            level.amenities.append(Amenity(point: rect.center, category: category, unit: level.units.count - 1))
        }
        var widths = SplitMix(seed: venue.seed &+ 0x7E3)            // the same on every level: walls stack
        var kinds = SplitMix(seed: venue.seed ^ (UInt64(ordinal) &* 0xD6E8_FEB8_6659_FD93))
        var x = [0.0, 0.0]                                          // how far each side has been built
        var made = level.units.count, gate = 0, shop = 0, groupStart = [0.0, 0.0], groupSize = [0, 0]
        while made < count {
            let north = x[0] <= x[1], s = north ? 0 : 1
            let width = Self.terminalUnitWidths[widths.next(below: Self.terminalUnitWidths.count)]
            let rect = north ? Rect(min: Vec2(x[s], w), max: Vec2(x[s] + width, w + depth))
                             : Rect(min: Vec2(x[s], -depth), max: Vec2(x[s] + width, 0))
            let wallY = north ? w : 0.0
            let (category, name) = Self.terminalKind(departures: departures, roll: kinds.next(below: 12), gate: &gate, shop: &shop)
            level.units.append(Room(rect: rect, category: category, name: name))
            let unit = level.units.count - 1
            level.doors.append(Door(a: Vec2(rect.center.x - 1, wallY), b: Vec2(rect.center.x + 1, wallY)))
            if category == "waitingroom" {
                level.amenities.append(Amenity(point: rect.center, category: "boardinggate.aircraft", unit: unit, name: name))
            }
            if category == "waitingroom" && gate % 2 == 1 {                  // a desk at every other gate
                let desk = Vec2(rect.center.x, north ? w + 3 : -3)
                level.fixtures.append(Room(rect: Rect(min: desk - Vec2(1, 0.4), max: desk + Vec2(1, 0.4)), category: "boardinggate.desk", name: nil))
            }
            if category.hasPrefix("restroom") {
                level.amenities.append(Amenity(point: rect.center, category: category, unit: unit))
            }
            x[s] += width
            made += 1
            groupSize[s] += 1
            if groupSize[s] == 20 {                                   // a section over every twenty units of a side
                let y0 = north ? w : -depth
                level.sections.append(Room(rect: Rect(min: Vec2(groupStart[s], y0), max: Vec2(x[s], y0 + depth)),
                                           category: departures ? "gatearea" : "retail", name: "Zone \(level.sections.count + 1)"))
                groupStart[s] = x[s]; groupSize[s] = 0
            }
        }
        let length = max(x[0], x[1], 20)
        level.units[0].rect = Rect(min: .zero, max: Vec2(length, w))
        level.outline = Rect(min: Vec2(-6, -depth), max: Vec2(length, w + depth))
        // The concourse: an amenity every 6 m along either wall, a fixture block every 24 m down the middle.
        var along = 3.0, i = 0
        while along < length - 1 && level.amenities.count < count * 2 / 5 {
            let y = i % 2 == 0 ? 1.5 : w - 1.5
            level.amenities.append(Amenity(point: Vec2(along, y), category: Self.concourseAmenities[i % Self.concourseAmenities.count], unit: 0))
            along += 3; i += 1
        }
        along = 12
        let block = departures ? "checkin.desk" : "baggagecarousel"
        while along < length - 6 && level.fixtures.count < count / 5 {
            let c = Vec2(along, w / 2)
            level.fixtures.append(Room(rect: Rect(min: c - Vec2(3, 1), max: c + Vec2(3, 1)), category: level.fixtures.count % 3 == 0 ? "furniture" : block, name: nil))
            along += 24
        }
        return level
    }

    /// What a unit along the concourse is, from a roll of 0–11: gates (departures) or
    /// baggage halls (arrivals), food, shops, restrooms, lounges and staff rooms.
    private static func terminalKind(departures: Bool, roll: Int, gate: inout Int, shop: inout Int) -> (String, String?) {
        switch roll {
        case 0..<4:
            gate += 1
            return departures ? ("waitingroom", "Gate A\(gate)") : ("room", "Baggage hall \(gate)")
        case 4, 5: shop += 1; return ("foodservice", "Café \(shop)")
        case 6, 7: shop += 1; return ("room", "Shop \(shop)")
        case 8: return ("restroom.female", "Women")
        case 9: return ("restroom.male", "Men")
        case 10: return ("lounge", "Lounge")
        default: return ("nonpublic", nil)
        }
    }

    /// Geofences over the terminal: the whole of it, its concourse, the public side and
    /// airside, and four piers along the concourse (eight in all).
    func terminalGeofences() -> [Room] {
        guard var outline = levels.first?.outline else { return [] }
        for level in levels.dropFirst() { outline = outline.union(level.outline) }
        let w = Self.concourseWidth, x0 = outline.min.x, x1 = outline.max.x, cut = x0 + (x1 - x0) / 3
        var fences = [Room(rect: outline, category: "terminal", name: "Terminal"),
                      Room(rect: Rect(min: Vec2(0, 0), max: Vec2(x1, w)), category: "concourse", name: "Concourse"),
                      Room(rect: Rect(min: outline.min, max: Vec2(cut, outline.max.y)), category: "presecurity", name: "Landside"),
                      Room(rect: Rect(min: Vec2(cut, outline.min.y), max: outline.max), category: "postsecurity", name: "Airside")]
        let pier = (x1 - cut) / 4
        for p in 0..<4 {
            fences.append(Room(rect: Rect(min: Vec2(cut + Double(p) * pier, outline.min.y), max: Vec2(cut + Double(p + 1) * pier, outline.max.y)),
                               category: "concourse", name: "Pier \(["A", "B", "C", "D"][p])"))
        }
        return fences
    }
}
