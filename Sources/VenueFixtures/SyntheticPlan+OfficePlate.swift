import MapCore

extension SyntheticPlan {
    /// Offices on each side of an aisle.
    static let officesPerAisleSide = 5
    /// An office's width along its aisle and its depth away from it, in meters.
    static let officeWidth = 3.0, officeDepth = 4.0
    /// Widths of a side aisle and of the main aisle, in meters.
    static let aisleWidth = 2.0, mainAisleWidth = 3.0

    /// One open-plan floor plate (``VenueShape/officePlate``) of `count` units, with no
    /// opening anywhere.
    ///
    /// A main aisle runs west–east; side aisles leave it northwards and southwards every
    /// 10 m. Each side aisle has offices on both sides, and the offices of neighbouring
    /// aisles stand back to back, so the short way between two aisles is straight through
    /// two offices: the shape on which a route that ignores whose room it crosses goes
    /// wrong. Stairs and a lift stand at the west end, restrooms at the east end; the
    /// plates of all levels are stacked, so the cores line up.
    func layOutOfficePlate(ordinal: Int, count: Int) -> LevelPlan {
        let side = Self.officesPerAisleSide, perAisle = 1 + 2 * side
        let aisles = max(1, (max(0, count - 5) + perAisle - 1) / perAisle)
        let columns = (aisles + 1) / 2
        let pitch = Self.aisleWidth + 2 * Self.officeDepth          // 10 m from aisle to aisle
        let length = Double(columns) * pitch
        let half = Self.mainAisleWidth / 2, reach = Double(side) * Self.officeWidth
        var level = LevelPlan(ordinal: ordinal, outline: Rect(min: Vec2(-6, -half - reach), max: Vec2(length + 6, half + reach)))
        var kinds = SplitMix(seed: venue.seed ^ (UInt64(ordinal) &* 0x94D0_49BB_1331_11EB))
        level.units.append(Room(rect: Rect(min: Vec2(0, -half), max: Vec2(length, half)), category: "walkway", name: nil))
        let cores: [(Rect, String, String)] = [
            (Rect(min: Vec2(-6, -half - 3), max: Vec2(0, 0)), "stairs", "Stairs W"),
            (Rect(min: Vec2(-6, 0), max: Vec2(0, half + 3)), "elevator", "Lift W"),
            (Rect(min: Vec2(length, -half - 3), max: Vec2(length + 6, 0)), "restroom.female", "Women"),
            (Rect(min: Vec2(length, 0), max: Vec2(length + 6, half + 3)), "restroom.male", "Men"),
        ]
        for (rect, category, name) in cores.prefix(max(0, count - 1)) {
            level.units.append(Room(rect: rect, category: category, name: name))
            level.amenities.append(Amenity(point: rect.center, category: category, unit: level.units.count - 1))
        }
        var made = level.units.count
        for aisle in 0..<aisles where made < count {
            let north = aisle % 2 == 0, column = aisle / 2
            let x = Double(column) * pitch + Self.officeDepth          // the aisle's west edge
            let (y0, y1) = north ? (half, half + reach) : (-half - reach, -half)
            level.units.append(Room(rect: Rect(min: Vec2(x, y0), max: Vec2(x + Self.aisleWidth, y1)), category: "walkway", name: nil))
            made += 1
            for slot in 0..<side {
                let ya = north ? y0 + Double(slot) * Self.officeWidth : y1 - Double(slot + 1) * Self.officeWidth
                for (east, xa) in [(false, x - Self.officeDepth), (true, x + Self.aisleWidth)] where made < count {
                    let rect = Rect(min: Vec2(xa, ya), max: Vec2(xa + Self.officeDepth, ya + Self.officeWidth))
                    let roll = kinds.next(below: 40)
                    let category = roll == 0 ? "storage" : roll == 1 ? "conferenceroom" : roll == 2 ? "kitchen" : "office"
                    // Long room numbers, as real floor plates have: wing, level, aisle, office, side.
                    let number = "\(north ? "N" : "S")\(ordinal)\(Self.padded(column, 2))\(Self.padded(slot + 1, 2))-\(east ? "E" : "W")"
                    level.units.append(Room(rect: rect, category: category, name: category == "storage" ? nil : number))
                    made += 1
                }
            }
        }
        return level
    }

    /// `value` in decimal with leading zeros up to `digits` digits.
    static func padded(_ value: Int, _ digits: Int) -> String {
        let s = String(value)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}
