import VenueFixtures

/// Buildings never seen, for the tests of `osm:` places (issue 35's Done when).
public enum GeneratedBuilding {
    /// A building never seen: made at test time from `seed` (its size, its levels, its rooms
    /// and shops, the doors onto its corridor, an entrance, sometimes a second building beside
    /// it), written as OSM XML.
    public static func osm(seed: UInt64) -> (name: String, osm: String) {
        var rng = SplitMix(seed: seed)
        var sketch = OSMSketch()
        let width = Double(40 + rng.next(below: 60)), depth = Double(20 + rng.next(below: 30))
        let levels = 1 + rng.next(below: 3)
        let name = "Generated Hall \(seed)"
        sketch.rect(0, 0, width, depth, [("building", "yes"), ("name", name), ("building:levels", "\(levels)")])
        sketch.node(0, depth / 2, [("entrance", "main"), ("door", "yes"), ("level", "0")])
        let shops = ["bakery", "books", "clothes", "pharmacy", "shoes"]
        for level in 0..<levels {
            let corridor = (depth / 2 - 2, depth / 2 + 2)
            sketch.rect(0, corridor.0, width, corridor.1, [("indoor", "corridor"), ("level", "\(level)")])
            for (y0, y1, wall) in [(0.0, corridor.0, corridor.0), (corridor.1, depth, corridor.1)] {
                let rooms = 2 + rng.next(below: 4)
                let step = width / Double(rooms)
                for i in 0..<rooms {
                    let x0 = Double(i) * step
                    var tags = [("indoor", "room"), ("level", "\(level)"), ("name", "Room \(level).\(Int(y0)).\(i)")]
                    if rng.next(below: 2) == 0 { tags.append(("shop", shops[rng.next(below: shops.count)])) }
                    sketch.rect(x0, y0, x0 + step, y1, tags)
                    sketch.node(x0 + step / 2, wall, [("door", "yes"), ("level", "\(level)")])
                }
            }
        }
        if rng.next(below: 2) == 0 {
            sketch.rect(width + 20, 0, width + 50, 15, [("building", "yes"), ("name", "Neighbour \(seed)")])
        }
        return (name, sketch.osmXML())
    }
}
