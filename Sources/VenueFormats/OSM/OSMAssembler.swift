/// Turns raw OSM elements into features with geometry: tagged nodes become points, ways
/// lines or (closed) polygons, and multipolygon relations polygons with their holes, whose
/// rings are joined from member ways end to end, by position, so that Overpass `out geom`
/// (positions without node ids) and node-id files assemble alike.
enum OSMAssembler {
    /// The features of a file, in file order: nodes, then ways, then relations.
    static func features(_ data: OSMData, file: String, log: inout DiagnosticLog) -> [OSMFeature] {
        var out: [OSMFeature] = []
        var nodePoint: [Int64: GeoPoint] = [:]
        nodePoint.reserveCapacity(data.nodes.count)
        for n in data.nodes {
            if let p = n.point { nodePoint[n.id] = p }
            guard !n.tags.isEmpty else { continue }
            guard let p = n.point else {
                log.add(located(.warning, file, "node/\(n.id)", .osmNodeNoPosition, n.position))
                continue
            }
            out.append(OSMFeature(ref: OSMRef(.node, n.id), tags: n.tags, geometry: .point(p), position: n.position))
        }

        var wayPoints: [Int64: [GeoPoint]] = [:]
        var missingNodes = 0, waysMissingNodes = 0, firstMissing: OSMWay?
        for w in data.ways {
            var points: [GeoPoint]
            if !w.inline.isEmpty && (w.nodeIDs.isEmpty || w.inline.count == w.nodeIDs.count) {
                points = w.inline
            } else {
                points = w.nodeIDs.compactMap { nodePoint[$0] }
                let missing = w.nodeIDs.count - points.count
                if missing > 0 {
                    missingNodes += missing
                    waysMissingNodes += 1
                    if firstMissing == nil { firstMissing = w }
                }
            }
            wayPoints[w.id] = points
            guard !w.tags.isEmpty else { continue }
            let closedByID = w.nodeIDs.count >= 2 && w.nodeIDs.first == w.nodeIDs.last && points.count == w.nodeIDs.count
            let closed = closedByID || (points.count >= 4 && points.first == points.last)
            let geometry: Geometry?
            if closed && points.count >= 4 && w.tags["area"] != "no" {
                geometry = .polygon([points])
            } else if points.count >= 2 {
                geometry = .lineString(points)
            } else {
                geometry = nil
            }
            out.append(OSMFeature(ref: OSMRef(.way, w.id), tags: w.tags, geometry: geometry, position: w.position))
        }
        if let w = firstMissing {
            log.add(located(.warning, file, "way/\(w.id)",
                            .osmMissingNodes(ways: waysMissingNodes, nodes: missingNodes),
                            w.position))
        }

        for r in data.relations {
            guard !r.tags.isEmpty else { continue }
            var geometry: Geometry?
            let type = r.tags["type"] ?? ""
            if type == "multipolygon" || type == "building" {
                switch multipolygon(r, wayPoints: wayPoints) {
                case .success(let g): geometry = g
                case .failure(let problem):
                    log.add(located(.warning, file, "relation/\(r.id)", .osmMultipolygon(problem), r.position))
                }
            }
            out.append(OSMFeature(ref: OSMRef(.relation, r.id), tags: r.tags, geometry: geometry, position: r.position))
        }
        return out
    }

    /// A diagnostic with the element's line and column when known.
    static func located(_ severity: Diagnostic.Severity, _ file: String, _ id: String, _ code: DiagnosticCode, _ at: SourcePosition?) -> Diagnostic {
        Diagnostic(severity, file: file, featureID: id, code: code, line: at?.line, column: at?.column)
    }

    /// Why a multipolygon could not be built.
    typealias RingProblem = MultipolygonProblem

    /// Builds a multipolygon relation's geometry: outer rings, each with the inner rings inside it.
    static func multipolygon(_ r: OSMRelation, wayPoints: [Int64: [GeoPoint]]) -> Result<Geometry, RingProblem> {
        var outer: [[GeoPoint]] = [], inner: [[GeoPoint]] = []
        for m in r.members where m.ref.kind == .way {
            let points = m.inline.isEmpty ? (wayPoints[m.ref.id] ?? []) : m.inline
            guard points.count >= 2 else { continue }
            if m.role == "inner" { inner.append(points) } else { outer.append(points) }
        }
        guard !outer.isEmpty else { return .failure(.noOuter) }
        let outerRings: [[GeoPoint]], innerRings: [[GeoPoint]]
        switch RingAssembler.rings(outer) {
        case .success(let rings): outerRings = rings
        case .failure(let p): return .failure(.gap(inner: false, near: p.near))
        }
        switch RingAssembler.rings(inner) {
        case .success(let rings): innerRings = rings
        case .failure(let p): return .failure(.gap(inner: true, near: p.near))
        }
        var polygons = outerRings.map { [$0] }
        for hole in innerRings {
            guard let probe = hole.first,
                  let i = polygons.firstIndex(where: { Geometry.polygon([$0[0]]).contains(probe) }) else { continue }
            polygons[i].append(hole)
        }
        return .success(polygons.count == 1 ? .polygon(polygons[0]) : .multiPolygon(polygons))
    }
}

/// Joins way segments end to end into closed rings.
enum RingAssembler {
    /// Why rings could not be closed.
    struct Problem: Error {
        /// The loose end the gap is at, as the diagnostic names it.
        var near: String
    }

    /// The closed rings formed by the segments; fails when a segment leaves a gap.
    static func rings(_ segments: [[GeoPoint]]) -> Result<[[GeoPoint]], Problem> {
        var open = segments
        var rings: [[GeoPoint]] = []
        while !open.isEmpty {
            var ring = open.removeFirst()
            while ring.first != ring.last {
                guard let end = ring.last,
                      let i = open.firstIndex(where: { $0.first == end || $0.last == end }) else {
                    return .failure(Problem(near: ring.last.map { "\($0)" } ?? "?"))
                }
                let next = open.remove(at: i)
                ring += (next.first == end ? next : next.reversed()).dropFirst()
            }
            if ring.count >= 4 { rings.append(ring) }
        }
        return .success(rings)
    }
}
