import Foundation
import MapCore

extension SyntheticPlan {
    /// Shapes the office strips into an office building (``VenueShape/officeBuilding``): the
    /// south and north façades bow inwards by up to 2 m (sampled every meter), corners only
    /// one unit touches are chamfered by 1 m, a fifth of the long walls two units share get a
    /// pilaster, a round column (an 8-sided hole) stands every 16 m down each corridor, and
    /// about a quarter of the offices and rooms have a named tenant.
    mutating func shapeOfficeBuilding() {
        for l in levels.indices {
            let outline = levels[l].outline, band = SyntheticVenue.roomDepth, bow = 2.0
            let x0 = outline.min.x, width = max(1, outline.max.x - outline.min.x), y0 = outline.min.y, y1 = outline.max.y
            let warp: (Vec2) -> Vec2 = { p in
                let s = bow * sin(Double.pi * (p.x - x0) / width)
                if p.y < y0 + band { return Vec2(p.x, p.y + s * (y0 + band - p.y) / band) }
                if p.y > y1 - band { return Vec2(p.x, p.y - s * (p.y - (y1 - band)) / band) }
                return p
            }
            let onFacade: (Vec2, Vec2) -> Double? = { a, b in
                a.y == b.y && (abs(a.y - y0) < 1e-6 || abs(a.y - y1) < 1e-6) ? 1.0 : nil
            }
            var names = SplitMix(seed: venue.seed &+ 0x7E4A_4700 &+ UInt64(l))
            for (i, u) in levels[l].units.enumerated() where (u.category == "office" || u.category == "room") && names.next(below: 4) == 0 {
                levels[l].tenants.append(Tenant(point: u.rect.center, name: Self.tenantName(&names, Self.officeWords),
                                                category: Self.officeTenantCategories[names.next(below: Self.officeTenantCategories.count)], unit: i))
            }
            shape(level: l, with: PlanShaper(warp: warp, step: onFacade, chamfer: 1.0, pilasters: true, columnSides: 8),
                  columns: (radius: 0.25, spacing: 16))
        }
    }

    /// One level of a curved terminal: the terminal's units, with the concourse cut into
    /// pieces of about 30 units' length (each piece a walkway with a wide opening onto the
    /// next), so that the unit count stays `count`.
    func layOutCurvedTerminal(ordinal: Int, count: Int) -> LevelPlan {
        let pieces = max(1, count / 30)
        var level = layOutTerminal(ordinal: ordinal, count: max(1, count - (pieces - 1)))
        guard pieces > 1, let concourse = level.units.first?.rect else { return level }
        let length = (concourse.max.x - concourse.min.x) / Double(pieces)
        let cut = (0...pieces).map { concourse.min.x + Double($0) * length }
        level.units[0].rect = Rect(min: concourse.min, max: Vec2(cut[1], concourse.max.y))
        for p in 1..<pieces {
            level.units.append(Room(rect: Rect(min: Vec2(cut[p], concourse.min.y), max: Vec2(cut[p + 1], concourse.max.y)),
                                    category: "walkway", name: nil))
            level.doors.append(Door(a: Vec2(cut[p], concourse.min.y + 2), b: Vec2(cut[p], concourse.max.y - 2)))
        }
        // Amenities of the concourse belong to the piece they stand in.
        for a in level.amenities.indices where level.amenities[a].unit == 0 {
            let piece = min(pieces - 1, max(0, Int((level.amenities[a].point.x - concourse.min.x) / length)))
            if piece > 0 { level.amenities[a].unit = level.units.count - pieces + piece }
        }
        return level
    }

    /// Shapes a terminal onto an arc (``VenueShape/curvedTerminal``): the concourse bends
    /// through 120° around a centre shared by every level (so walls stack), every wall
    /// along it is sampled every meter, two rows of round columns (12-sided holes) stand in
    /// the concourse, and every shop and café has a named occupant.
    mutating func shapeCurvedTerminal() {
        guard var all = levels.first?.outline else { return }
        for level in levels.dropFirst() { all = all.union(level.outline) }
        let centre = (all.min.x + all.max.x) / 2, radius = max(60, (all.max.x - all.min.x) / (2 * Double.pi / 3))
        let warp: (Vec2) -> Vec2 = { p in
            let angle = (p.x - centre) / radius, r = radius + p.y
            return Vec2(r * sin(angle), r * cos(angle) - radius)
        }
        let alongArc: (Vec2, Vec2) -> Double? = { a, b in a.y == b.y ? 1.0 : nil }
        for l in levels.indices {
            var names = SplitMix(seed: venue.seed &+ 0xC0FF_EE00 &+ UInt64(l))
            for (i, u) in levels[l].units.enumerated() {
                guard let name = u.name, name.hasPrefix("Café ") || name.hasPrefix("Shop ") else { continue }
                let food = name.hasPrefix("Café ")
                levels[l].tenants.append(Tenant(point: u.rect.center, name: Self.tenantName(&names, food ? Self.foodWords : Self.shopWords),
                                                category: food ? "restaurant" : "retail", unit: i))
                levels[l].units[i].name = nil        // the occupant names it, as in real archives
            }
            shape(level: l, with: PlanShaper(warp: warp, step: alongArc, columnSides: 12), columns: (radius: 0.4, spacing: 12))
        }
        geofences = geofences.map { fence in
            var shaped = fence
            shaped.shape = PlanShaper(warp: warp, step: alongArc).shape([fence.rect], holes: [], extraPoints: [])[0]
            return shaped
        }
    }

    /// Applies `shaper` to one level: units (columns as holes down every walkway), fixtures,
    /// sections and the level's outline get shapes; doors, amenities and tenants move with
    /// the warp.
    private mutating func shape(level l: Int, with shaper: PlanShaper, columns: (radius: Double, spacing: Double)) {
        var level = levels[l]
        let holes = level.units.map { $0.category == "walkway" ? Self.columns(in: $0.rect, radius: columns.radius, spacing: columns.spacing) : [] }
        let shapes = shaper.shape(level.units.map(\.rect), holes: holes, extraPoints: level.doors.flatMap { [$0.a, $0.b] })
        for i in level.units.indices { level.units[i].shape = shapes[i] }
        for i in level.fixtures.indices { level.fixtures[i].shape = shaper.shape([level.fixtures[i].rect], holes: [], extraPoints: [])[0] }
        for i in level.sections.indices { level.sections[i].shape = shaper.shape([level.sections[i].rect], holes: [], extraPoints: [])[0] }
        level.doors = level.doors.map { Door(a: shaper.warp($0.a), b: shaper.warp($0.b)) }
        for i in level.amenities.indices { level.amenities[i].point = shaper.warp(level.amenities[i].point) }
        for i in level.tenants.indices { level.tenants[i].point = shaper.warp(level.tenants[i].point) }
        let outline = shaper.shape([level.outline], holes: [], extraPoints: [])[0]
        level.outlineShape = outline
        level.outline = Rect(points: outline.joined()) ?? level.outline
        levels[l] = level
    }

    /// Columns down the middle of a walkway, every `spacing` meters along its long side (two
    /// rows in one wider than 10 m), none within 4 m of its ends.
    static func columns(in rect: Rect, radius: Double, spacing: Double) -> [(center: Vec2, radius: Double)] {
        let size = rect.max - rect.min, horizontal = size.x >= size.y
        let length = horizontal ? size.x : size.y, width = horizontal ? size.y : size.x
        let rows: [Double] = width > 10 ? [width / 4, 3 * width / 4] : [width / 2]
        var result: [(center: Vec2, radius: Double)] = []
        var t = spacing / 2
        while t <= length - 4 {
            for across in rows {
                result.append((horizontal ? rect.min + Vec2(t, across) : rect.min + Vec2(across, t), radius))
            }
            t += spacing
        }
        return result
    }

    /// Words for tenants' names: first words, then kinds of office, food and shop.
    static let firstWords = ["Alder", "Birch", "Cobalt", "Dune", "Ember", "Fjord", "Granite", "Harbor", "Iris", "Juniper", "Kestrel",
                             "Linden", "Meridian", "Northgate", "Orchid", "Pioneer", "Quartz", "Riverside", "Summit", "Tidewater",
                             "Upland", "Vantage", "Willow", "Zenith", "Morgenrot", "Bretonne", "Sakura", "Lumière"]
    static let officeWords = ["Legal", "Partners", "Consulting", "Labs", "Design", "Capital", "Health", "Analytics", "Architects",
                              "Media", "Systems", "Dental Clinic", "Translation Services", "Insurance Brokers"]
    static let foodWords = ["Bakery", "Coffee", "Noodle Bar", "Burger Barn", "Crêperie", "Sushi", "Deli", "Tea House", "Brasserie"]
    static let shopWords = ["Books", "News", "Opticians", "Travel Goods", "Electronics", "Pharmacy", "Fashion", "Duty Free", "Toys"]
    /// Occupant categories of offices.
    static let officeTenantCategories = ["legalservices", "consulting", "businessservices", "healthcare", "financialservices"]

    /// A tenant's name: a first word and a kind, e.g. "Kestrel Books".
    static func tenantName(_ rng: inout SplitMix, _ kinds: [String]) -> String {
        firstWords[rng.next(below: firstWords.count)] + " " + kinds[rng.next(below: kinds.count)]
    }
}
