import Foundation

/// Railway platforms as places (issue 36): a `railway=platform` (or a rail
/// `public_transport=platform`) area, multipolygon or way becomes a `platform` unit on each level
/// it lists; one without a level stands on the ground, level 0, as OpenStreetMap reads a
/// feature with no `level` (outdoor platforms count). A way is drawn ``platformHalfWidth`` each
/// side of its line.
///
/// Its numbers, in this order (the rules of KDE's KOSMIndoorMap, `PlatformFinder`, read and
/// widened):
/// 1. its own `local_ref`, else `ref`, split at `;` `,` `/` `+` ("3;4" is platforms 3 and 4);
/// 2. else the numbers its name gives: a bare number ("7", "12a", "B") or the word after a
///    platform word ("Gleis 7", "Voie 12", "Platform 3/4");
/// 3. else what stands beside it: stop positions (`public_transport=stop_position|stop_point`,
///    `railway=stop`) within ``stopReach`` of its edge, by `local_ref`, `ref` or a bare-number
///    name, and tracks (`railway=rail|light_rail|subway|tram|narrow_gauge|monorail`) running
///    along its edge (``trackReach``, over ``alongShare`` of its length or 30 m), by
///    `railway:track_ref`, else the number in a name like "Gleis 7". KOSMIndoorMap takes one
///    stop or one track per platform; here every one beside it counts, so a platform between
///    tracks 3 and 4 is "Platform 3/4".
///
/// Which platforms are places (``keepPlatforms()``): every `indoor=*` one, every numbered one
/// (by any of the rules below), and an unnumbered one only when the file holds no indoor space
/// at all (an open-air station, whose platforms are its places). Beside a building's indoor
/// data, an unnumbered platform (a tram stop in the street outside a mall, known only by the
/// stop's name) stays a surrounding, drawn dimmed.
///
/// The label: its name when the name already says every number ("Gleis 7"), else "Platform N"
/// (numbers in natural order, joined by "/") with the name kept as the alternative name; an
/// unnumbered platform keeps its name.
extension SITMapper {
    /// Meters each side of a platform drawn as a line.
    static let platformHalfWidth = 1.5
    /// How far from a platform's edge a stop position may stand and still be its, in meters
    /// (KOSMIndoorMap: 4.5 m).
    static let stopReach = 4.5
    /// How far from a platform's edge a track may run and still be beside it, in meters.
    static let trackReach = 4.5
    /// The share of a platform's length a track must run along (or 30 m, when less).
    static let alongShare = 0.4
    /// `railway=*` values of tracks trains stop on.
    static let trackKinds: Set<String> = ["rail", "light_rail", "subway", "tram", "narrow_gauge", "monorail"]
    /// Words that say "platform" or "track" in names ("Gleis 7", "Voie 12", "Binario 3").
    static let platformNameWords: Set<String> = [
        "platform", "platforms", "track", "gleis", "bahnsteig", "steig", "voie", "quai", "binario", "via", "vía", "andén",
        "anden", "spoor", "perron", "tor", "peron", "plataforma", "linha", "番線", "のりば", "站台",
    ]

    /// Whether a feature is a platform trains (or trams) stop at: `railway=platform`, or
    /// `public_transport=platform` unless it is a bus stop (`bus=yes`, `highway=bus_stop|platform`
    /// without `train|subway|light_rail|tram|monorail=yes`). Disused ones are not.
    static func isStationPlatform(_ t: OSMTags) -> Bool {
        if t["disused"] == "yes" { return false }
        if t["railway"] == "platform" { return true }
        guard t["public_transport"] == "platform" else { return false }
        if ["train", "subway", "light_rail", "tram", "monorail"].contains(where: { t[$0] == "yes" }) { return true }
        return !(t["bus"] == "yes" || t["trolleybus"] == "yes" || t["highway"] == "bus_stop" || t["highway"] == "platform")
    }

    /// Whether a node is where a train stops.
    static func isStopPosition(_ t: OSMTags) -> Bool {
        t["public_transport"] == "stop_position" || t["public_transport"] == "stop_point" || t["railway"] == "stop"
    }

    /// Whether a way is a track trains stop on, or a platform's edge (`railway=platform_edge`).
    static func isTrack(_ t: OSMTags) -> Bool {
        t["railway"].map { trackKinds.contains($0) || $0 == "platform_edge" } == true
    }

    /// The space a platform covers: its area, or a strip along its line; nil for a point.
    mutating func platformSpace(_ f: OSMFeature) -> Space? {
        guard let g = f.geometry else { return nil }
        let area: Geometry
        if !g.polygons.isEmpty {
            area = g
        } else {
            guard let line = Self.networkLine(g), let ring = Self.stripRing(line, halfWidth: Self.platformHalfWidth),
                  ring.allSatisfy(\.isValid) else { return nil }
            area = .polygon([ring])
        }
        let l = levels(of: f)
        return Space(feature: f, levels: l.isEmpty ? [0] : l, geometry: area)
    }

    /// Moves the platforms that are places of the station into `spaces` (before
    /// ``build()`` counts levels); the others are skipped as surroundings.
    mutating func keepPlatforms() {
        let indoorFile = !spaces.isEmpty
        mergeDoubledPlatforms()
        for s in platformCandidates {
            let numbered = !numbers(of: s).isEmpty
            if numbered || !indoorFile {
                spaces.append(s)
            } else {
                skip(s.feature)
            }
        }
        platformCandidates = []
    }

    // MARK: Numbers

    /// The parts of a `ref` value: split at `;` `,` `/` `+`, trimmed, empty parts dropped.
    static func refParts(_ value: String) -> [String] {
        value.split(whereSeparator: { ";,/+".contains($0) }).map { $0.trimmedWhitespace }.filter { !$0.isEmpty }
    }

    /// Whether a text is a platform number on its own: 1 to 3 digits and an optional letter
    /// ("7", "12a", "3B"), or one capital letter ("A").
    static func isBareNumber(_ s: String) -> Bool {
        let c = Array(s.unicodeScalars)
        if c.count == 1, c[0].properties.isUppercase { return true }
        let digits = c.prefix { $0.properties.numericType == .decimal }
        guard (1...3).contains(digits.count) else { return false }
        let rest = c.dropFirst(digits.count)
        return rest.isEmpty || rest.count == 1 && rest.first!.properties.isAlphabetic
    }

    /// The numbers a name gives: itself when it is a bare number, else the bare numbers after a
    /// platform word ("Gleis 7" → 7, "Platform 3/4" → 3, 4); none for any other name.
    static func numbers(inName name: String) -> [String] {
        let trimmed = name.trimmedWhitespace
        if isBareNumber(trimmed) { return [trimmed] }
        let words = trimmed.split(whereSeparator: { $0 == " " || ";,/+-".contains($0) }).map(String.init)
        var out: [String] = []
        var afterWord = false
        for w in words {
            if platformNameWords.contains(w.lowercased()) { afterWord = true; continue }
            if afterWord, isBareNumber(w) { out.append(w) } else { afterWord = false }
        }
        return out
    }

    /// A platform's own numbers: `local_ref`/`ref`, else its name's.
    static func ownNumbers(_ t: OSMTags) -> [String] {
        if let r = t["local_ref"] ?? t["ref"] {
            let parts = refParts(r)
            if !parts.isEmpty { return parts }
        }
        return t["name"].map(numbers(inName:)) ?? []
    }

    /// A stop position's number: `local_ref`, `ref`, else a bare-number name.
    static func stopNumbers(_ t: OSMTags) -> [String] {
        if let r = t["local_ref"] ?? t["ref"] { return refParts(r) }
        return t["name"].map { isBareNumber($0) ? [$0] : [] } ?? []
    }

    /// A track's number: `railway:track_ref`, else the number in a name like "Gleis 7".
    static func trackNumbers(_ t: OSMTags) -> [String] {
        if let r = t["railway:track_ref"] { return refParts(r) }
        // The edge of a platform (`railway=platform_edge`) says the number by its own ref.
        if t["railway"] == "platform_edge", let r = t["local_ref"] ?? t["ref"] { return refParts(r) }
        return t["name"].map(numbers(inName:)) ?? []
    }

    /// Numbers without repeats, in natural order (2 before 10, 3 before 3a).
    static func naturalOrder(_ numbers: [String]) -> [String] {
        var seen = Set<String>()
        return numbers.filter { seen.insert($0).inserted }.sorted { a, b in
            a.compare(b, options: [.numeric, .caseInsensitive]) == .orderedAscending
        }
    }

    // MARK: Names

    /// The label and alternative name of every platform space, by index in `spaces` (run before
    /// ``buildUnits()``): what the unit is called.
    func platformLabels(stops: [Located], tracks: [Located]) -> [Int: (name: Labels?, alt: Labels?)] {
        var out: [Int: (name: Labels?, alt: Labels?)] = [:]
        for (i, s) in spaces.enumerated() where SITCategories.isPlatform(s.feature.tags) {
            let t = s.feature.tags
            let numbers = Self.naturalOrder(self.numbers(of: s))
            let name = Self.labels(t), plain = t["name"]
            // Unnumbered, or named with every number ("Gleis 7"): the usual labels.
            if numbers.isEmpty { continue }
            if let plain, Set(Self.nameTokens(plain)).isSuperset(of: numbers.map { $0.lowercased() }) { continue }
            let label = Self.platformLabels(numbers)
            out[i] = (label, plain != nil ? name : Self.altLabels(t))
        }
        return out
    }

    /// The lower-cased runs of letters and digits of a name.
    static func nameTokens(_ s: String) -> [String] {
        s.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// The numbers of the stop positions and tracks beside a platform on its levels.
    func neighbourNumbers(_ s: Space, stops: [Located], tracks: [Located]) -> [String] {
        let rings = s.geometry.polygons.map { $0[0] }
        guard let box = s.geometry.bounds, let first = rings.first?.first else { return [] }
        let levels = Set(s.levels)
        func sameLevel(_ x: Located) -> Bool { x.levels.isEmpty || !levels.isDisjoint(with: x.levels) }
        func edgeDistance(_ p: GeoPoint) -> Double {
            rings.compactMap { OSMGeometry.nearest(on: $0, to: p)?.meters }.min() ?? .infinity
        }
        var out: [String] = []
        for stop in stops where sameLevel(stop) {
            guard case .point(let p)? = stop.feature.geometry, !OSMGeometry.isFar(p, from: box, meters: Self.stopReach) else { continue }
            if s.geometry.contains(p) || edgeDistance(p) <= Self.stopReach { out += Self.pointNumbers(stop.feature.tags) }
        }
        // How many meters of a track must run beside it: worked out for the first track near.
        var needed: Double?
        for track in tracks where sameLevel(track) {
            // A track whose box lies beyond the reach has no meter beside it (and at least 5 are needed).
            guard let line = Self.networkLine(track.feature.geometry), let trackBox = GeoBounds(points: line),
                  !OSMGeometry.boxesFar(trackBox, box, meters: Self.trackReach) else { continue }
            let numbers = Self.trackNumbers(track.feature.tags)
            guard !numbers.isEmpty else { continue }
            if needed == nil {
                // The platform's length: the greatest distance between two points of its outline.
                let xy = rings.flatMap { $0 }.map { OSMGeometry.meters($0, from: first) }
                var length = 0.0
                for a in xy { for b in xy { length = max(length, ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()) } }
                needed = max(5, min(30, Self.alongShare * length))
            }
            if lengthAlong(line, within: Self.trackReach, of: box, edgeDistance) >= needed! { out += numbers }
        }
        return out
    }

    /// How many meters of a line lie within `reach` of an outline whose bounds are `box` and
    /// whose distance from a point is `distance`, sampled every meter (only near the box).
    func lengthAlong(_ line: [GeoPoint], within reach: Double, of box: GeoBounds, _ distance: (GeoPoint) -> Double) -> Double {
        var near = 0.0
        for i in 0..<(line.count - 1) {
            let d = OSMGeometry.meters(line[i + 1], from: line[i])
            let len = (d.x * d.x + d.y * d.y).squareRoot()
            let steps = max(1, Int(len.rounded(.up)))
            for k in 0..<steps {
                let f = (Double(k) + 0.5) / Double(steps)
                let p = OSMGeometry.point(x: d.x * f, y: d.y * f, from: line[i])
                if !OSMGeometry.isFar(p, from: box, meters: reach), distance(p) <= reach { near += len / Double(steps) }
            }
        }
        return near
    }
}
