/// What a station's walking network lacks, said as warnings `atrium validate` groups (one line
/// per kind of problem, with example ids): ways with no level in a building of several
/// levels, ways that change level with nothing saying how (no `highway=steps`, `conveying=*`,
/// `ramp=*` or `incline=*`), and escalators without a direction. Rooms nothing reaches are
/// the walking graph's to say (``WalkingGraph/routingDiagnostics()`` in MapCore).
extension SITMapper {
    /// A warning about the network naming the feature, without its line in the file: the
    /// same problem on many ways is then one line of `atrium validate` (``DiagnosticGroup``).
    mutating func reportNetwork(_ f: OSMFeature, _ code: DiagnosticCode) {
        log.add(Diagnostic(.warning, file: file, featureID: f.ref.description, code: code))
    }

    /// Notes a way of the network that has no level, to be reported once the levels are known.
    mutating func noteUnleveledNetworkWay(_ f: OSMFeature) {
        unleveledNetwork.append(f)
    }

    /// Warns about the unleveled ways indoors (`indoor=yes`, or a point inside a building that
    /// holds indoor spaces) when the venue has several levels: routing cannot place them.
    mutating func reportUnleveledNetworkWays(levelCount: Int) {
        guard levelCount >= 2 else { return }
        let indoorBuildings = buildings.compactMap { b -> (Geometry, GeoBounds)? in
            guard let g = b.geometry, let box = g.bounds, containsSpace(g) else { return nil }
            return (g, box)
        }
        for f in unleveledNetwork {
            let line = Self.networkLine(f.geometry) ?? []
            let inside = f.tags["indoor"].map { $0 != "no" } == true
                || line.contains { p in indoorBuildings.contains { OSMGeometry.mayContain($0.1, p) && $0.0.contains(p) } }
            guard inside else { continue }
            reportNetwork(f, .osmUnleveledWay(highway: f.tags["highway"] ?? "?", levels: levelCount))
        }
    }

    /// Warns when a way changes level with nothing saying how (it is read as a ramp), and when
    /// an escalator's direction is not given.
    mutating func checkLevelChange(_ w: Located, kind: String) {
        let t = w.feature.tags
        if kind == "ramp", t["ramp"] == nil, t["incline"] == nil, t["highway"] != "elevator" {
            reportNetwork(w.feature, .osmLevelChangeUntagged)
        }
        if kind == "escalator", !["forward", "backward", "reversible"].contains(t["conveying"] ?? "") {
            reportNetwork(w.feature, .osmEscalatorDirection(conveying: t["conveying"] ?? "?"))
        }
    }
}
