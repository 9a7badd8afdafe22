
extension WalkingGraph {
    /// How far (meters) beyond a shared wall the unit on the other side must reach for a room
    /// to be entered through that stretch of wall.
    static let wallEntryDepth = 0.5

    /// The longest stretch of the outline a room shares with another unit behind which that
    /// unit reaches ``wallEntryDepth`` or more, sampled every 0.25 m; nil when no such stretch
    /// is ``minimumWallEntry`` long. A corridor polygon may run along a room's wall as a sliver
    /// a few centimetres wide (between the room and a block of others): a wall entry there would
    /// open into that block, not into the corridor.
    func deepStretch(of room: PreparedArea, with other: PreparedArea) -> [Vec2]? {
        var best: [Vec2] = []
        for chain in PlanarGeometry.sharedBoundary(of: room.rings, with: other.rings, tolerance: tolerance) {
            var run: [Vec2] = []
            func close() {
                if PlanarGeometry.polylineLength(run) > PlanarGeometry.polylineLength(best) { best = run }
                run = []
            }
            for (p, q) in zip(chain, chain.dropFirst()) {
                let length = p.distance(to: q)
                guard length > 0 else { continue }
                let normal = Vec2(-(q - p).y / length, (q - p).x / length)
                // At most 4 000 samples per edge, whatever an archive's scale.
                let n = Swift.max(1, Swift.min(4_000, WalkGrid.cells(length / 0.25, .up)))
                for i in 0...n {
                    let s = p + (q - p) * (Double(i) / Double(n))
                    let deep = [s + normal * Self.wallEntryDepth, s - normal * Self.wallEntryDepth].contains {
                        !PlanarGeometry.contains($0, rings: room.rings) && PlanarGeometry.contains($0, rings: other.rings)
                    }
                    if deep {
                        if run.last.map({ $0.distance(to: s) > 1e-9 }) ?? true { run.append(s) }
                    } else {
                        close()
                    }
                }
            }
            close()
        }
        return PlanarGeometry.polylineLength(best) >= Self.minimumWallEntry ? best : nil
    }

    /// Whether the other unit reaches ``wallEntryDepth`` behind the middle of a stretch of a
    /// room's wall.
    func isDeep(middleOf chain: [Vec2], of room: PreparedArea, with other: PreparedArea) -> Bool {
        let length = PlanarGeometry.polylineLength(chain)
        guard let m = PlanarGeometry.point(along: chain, at: length / 2) else { return false }
        // The wall's direction at the middle: the chain's segment that holds it.
        var walked = 0.0
        for (p, q) in zip(chain, chain.dropFirst()) {
            let d = p.distance(to: q)
            defer { walked += d }
            guard d > 0, walked + d >= length / 2 else { continue }
            let normal = Vec2(-(q - p).y / d, (q - p).x / d)
            return [m + normal * Self.wallEntryDepth, m - normal * Self.wallEntryDepth].contains {
                !PlanarGeometry.contains($0, rings: room.rings) && PlanarGeometry.contains($0, rings: other.rings)
            }
        }
        return false
    }
}
