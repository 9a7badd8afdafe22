import VenueFormats
import MapCore

/// A hall of an airport terminal as real archives map one: a single walkway 240 × 100 m with
/// shops along both long sides (each with a door onto the hall), and, standing inside the
/// walkway, `structure` units drawn over it: 260 columns of 0.5 × 0.5 m on a 9.1 m grid and
/// wall pieces 0.2 m thick (screens in the middle of the hall, a stub from the north wall).
/// The walkway has no holes: the obstacles are only the units drawn on top, as in the data
/// routes were measured on (issue 39). Routes between the shops must go around all of them.
public enum SyntheticPillarHall {
    /// The hall's size in meters (x, y).
    public static let hall = Vec2(240, 100)
    /// Shops on each side.
    public static let shopsPerSide = 24

    /// The shop names, south side then north side ("Shop S1" … "Shop N24").
    public static var shopNames: [String] {
        (1...shopsPerSide).map { "Shop S\($0)" } + (1...shopsPerSide).map { "Shop N\($0)" }
    }

    /// The obstacles, as rectangles in meters: columns, then wall pieces.
    public static var obstacles: [Rect] {
        var out: [Rect] = []
        for i in 0..<26 {
            for j in 0..<10 {
                let c = Vec2(7.3 + 9.1 * Double(i), 8.7 + 9.1 * Double(j))
                out.append(Rect(min: c - Vec2(0.25, 0.25), max: c + Vec2(0.25, 0.25)))
            }
        }
        for x in [30.0, 90, 150, 210] { out.append(Rect(min: Vec2(x, 49.9), max: Vec2(x + 12, 50.1))) }
        for x in [60.0, 120, 180] {
            out.append(Rect(min: Vec2(x - 0.1, 20), max: Vec2(x + 0.1, 32)))
            out.append(Rect(min: Vec2(x - 0.1, 68), max: Vec2(x + 0.1, 80)))
        }
        out.append(Rect(min: Vec2(100, 88), max: Vec2(100.2, 100)))   // a stub from the north wall
        return out
    }

    /// The archive's members (IMDF GeoJSON, one level).
    public static func members() -> [ArchiveMember] {
        var plan = SyntheticPlan(venue: SyntheticVenue(units: 1, shape: .terminal))
        var level = SyntheticPlan.LevelPlan(ordinal: 0, outline: Rect(min: Vec2(-2, -12), max: Vec2(hall.x + 2, hall.y + 12)))
        level.units.append(.init(rect: Rect(min: .zero, max: hall), category: "walkway", name: "Pillar hall"))
        let width = hall.x / Double(shopsPerSide)
        for (side, y0, y1, doorY) in [("S", -10.0, 0.0, 0.0), ("N", hall.y, hall.y + 10, hall.y)] {
            for k in 0..<shopsPerSide {
                let x = Double(k) * width
                level.units.append(.init(rect: Rect(min: Vec2(x, y0), max: Vec2(x + width, y1)), category: "retail", name: "Shop \(side)\(k + 1)"))
                level.doors.append(.init(a: Vec2(x + width / 2 - 1, doorY), b: Vec2(x + width / 2 + 1, doorY)))
            }
        }
        for r in obstacles { level.units.append(.init(rect: r, category: "structure", name: nil)) }
        plan.levels = [level]
        return plan.members()
    }
}
