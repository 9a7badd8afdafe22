import Foundation

/// A main-line station whose platforms are mapped as real stations map them, not as areas
/// only (issue 36): platforms as lines beside areas, island platforms as their two sides,
/// platform nodes, and tracks with nothing but stop positions on them; two levels (the
/// ground, and an S-Bahn two floors down reached by an elevator node with `level=-2;0`).
public extension SyntheticStation {
    /// What its platforms must be called, each once, and their OSM level.
    static let pointPlatformNames: [(name: String, level: Double)] = [
        ("Platform 1", 0), ("Platform 3/4", 0), ("Platform 5", 0), ("Platform 6", 0), ("Platform 7", 0), ("Platform 8", 0),
        ("Platform 101", -2),
    ]

    /// The station. Tracks run east–west, 200 m long, on the ground (`level` unset) unless said:
    ///
    /// - a concourse footway along y = 0 with the shop "Bakery" south of it (no door), and an
    ///   access footway north along x = 100 from y = −40 to y = 63 crossing every platform;
    /// - track 1 (y = 10) and "Platform 1" mapped three times: an area (y 11.5…17.5, `ref=1`),
    ///   a `public_transport=platform` line along its middle (`ref=1`) and a platform node on it;
    /// - tracks 3 (y = 22) and 4 (y = 32) and between them an island platform mapped as its two
    ///   sides: lines `ref=3` (y = 23.5) and `ref=4` (y = 30.5): one "Platform 3/4";
    /// - tracks 5 (y = 40) and 6 (y = 44) and side platforms beyond them, lines `ref=5`
    ///   (y = 37) and `ref=6` (y = 47): the tracks lie between them, so two platforms;
    /// - track 7 (y = 60) with only two stop positions `local_ref=7` (x = 60 and x = 140) and a
    ///   footway along y = 63: "Platform 7", reached from the footway;
    /// - track 8 (y = 140) with one stop position `local_ref=8` and nothing walkable within 30 m:
    ///   "Platform 8", a small platform of its own;
    /// - a bus stop position `local_ref=A`: not a platform;
    /// - level −2: track 101 (y = −30, `level=-2`) with a stop position without a level on it, a
    ///   platform node `ref=101` (y = −34) on a footway, and an elevator node with `level=-2;0`
    ///   (x = 100, y = −40) where the footways of both levels end.
    static func pointPlatforms() -> SyntheticStation {
        var s = SyntheticStation()
        let footway = [("highway", "footway"), ("level", "0")]
        s.way([(0, 0), (100, 0), (200, 0)], footway + [("indoor", "yes"), ("name", "Concourse")])
        s.area(10, -8, 18, -1.5, [("indoor", "room"), ("shop", "bakery"), ("level", "0"), ("name", "Bakery")])
        s.way([(100, -40), (100, 0), (100, 14.5), (100, 27), (100, 37), (100, 47), (100, 60), (100, 63)], footway)
        func track(_ y: Double, _ ref: String, _ extra: [(String, String)] = []) {
            s.way([(0, y), (200, y)], [("railway", "rail"), ("railway:track_ref", ref)] + extra)
        }
        let platform = [("public_transport", "platform"), ("railway", "platform"), ("train", "yes")]
        track(10, "1")
        s.area(30, 11.5, 170, 17.5, platform + [("ref", "1"), ("level", "0")])
        s.way([(30, 14.5), (100, 14.5), (170, 14.5)], [("public_transport", "platform"), ("ref", "1"), ("level", "0")])
        s.node(120, 15, [("public_transport", "platform"), ("ref", "1"), ("level", "0"), ("name", "Berlin Hbf")])
        track(22, "3")
        track(32, "4")
        s.way([(30, 23.5), (170, 23.5)], platform + [("ref", "3"), ("level", "0")])
        s.way([(30, 30.5), (170, 30.5)], platform + [("ref", "4"), ("level", "0")])
        track(40, "5")
        track(44, "6")
        s.way([(30, 37), (100, 37), (170, 37)], platform + [("ref", "5"), ("level", "0")])
        s.way([(30, 47), (100, 47), (170, 47)], platform + [("ref", "6"), ("level", "0")])
        track(60, "7")
        let stop = [("public_transport", "stop_position"), ("railway", "stop"), ("train", "yes")]
        s.node(60, 60, stop + [("local_ref", "7"), ("name", "Berlin Hbf")])
        s.node(140, 60, stop + [("local_ref", "7"), ("name", "Berlin Hbf")])
        s.way([(40, 63), (100, 63), (160, 63)], [("highway", "footway"), ("level", "0"), ("name", "Bahnsteig")])
        track(140, "8")
        s.node(100, 140, stop + [("local_ref", "8")])
        s.node(20, -20, [("public_transport", "stop_position"), ("bus", "yes"), ("local_ref", "A"), ("name", "Berlin Hbf")])
        track(-30, "101", [("level", "-2"), ("tunnel", "yes")])
        s.node(100, -30, stop + [("local_ref", "101")])
        s.way([(60, -34), (100, -34), (140, -34)], [("highway", "footway"), ("level", "-2"), ("indoor", "yes")])
        s.way([(100, -34), (100, -40)], [("highway", "footway"), ("level", "-2"), ("indoor", "yes")])
        s.node(100, -34, platform + [("ref", "101"), ("level", "-2")])
        s.node(100, -40, [("highway", "elevator"), ("level", "-2;0"), ("wheelchair", "yes")])
        return s
    }
}
