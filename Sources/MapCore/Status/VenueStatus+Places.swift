import Foundation
import Localization
import VenueFormats

extension VenueStatus {
    /// The closed units, each with the feature the status names: a closed unit itself, and
    /// for a connector the units of its kind on the other floors stacked on it (one's label
    /// point inside the other or within ``joinRadius`` of its outline: the rest of the shaft); with the walking graph, also
    /// every unit its rides reach (``WalkingGraph/closedShaftUnits(_:)``), as routes see it.
    public func closedUnits(model: MapModel, graph walking: WalkingGraph? = nil) -> [Int: StatusTarget] {
        let g = model.graph
        var out: [Int: StatusTarget] = walking?.closedShaftUnits(self) ?? [:]
        for target in closed {
            guard case .unit(let u) = target, let ordinal = g.ordinal(ofUnit: u), let slot = model.floor(ordinal).unitSlot[u] else { continue }
            out[u] = target
            let category = g.archive.units[u].category
            guard SpaceClass(category: category).connector != nil else { continue }
            let own = model.floor(ordinal).units[slot]
            for other in g.ordinals where other != ordinal {
                let f = model.floor(other)
                f.unitIndex.forEach(intersecting: own.bounds.insetBy(Self.joinRadius)) { s in
                    let area = f.units[s]
                    // Stacked: either one's label point lies in the other or within joinRadius of its outline.
                    func near(_ p: Vec2, _ rings: [[Vec2]]) -> Bool {
                        PlanarGeometry.contains(p, rings: rings) || PlanarGeometry.distance(from: p, toRings: rings) <= Self.joinRadius
                    }
                    if g.archive.units[area.index].category == category, out[area.index] == nil,
                       near(own.labelPoint, area.rings) || near(area.labelPoint, own.rings) {
                        out[area.index] = target
                    }
                }
            }
        }
        return out
    }

    /// Where each closed feature is, to mark it on the map: each closed unit's label point on
    /// its floor (``closedUnits(model:)``: a lift's whole shaft), an opening's middle.
    public func closedPlaces(model: MapModel, graph walking: WalkingGraph? = nil) -> [(target: StatusTarget, ordinal: Int, point: Vec2)] {
        let g = model.graph
        var out: [(target: StatusTarget, ordinal: Int, point: Vec2)] = []
        for (u, target) in closedUnits(model: model, graph: walking).sorted(by: { $0.key < $1.key }) {
            guard let ordinal = g.ordinal(ofUnit: u), let slot = model.floor(ordinal).unitSlot[u] else { continue }
            out.append((target, ordinal, model.floor(ordinal).units[slot].labelPoint))
        }
        for case .opening(let o) in closed.sorted(by: { "\($0)" < "\($1)" }) {
            let opening = g.archive.openings[o]
            guard let ordinal = g.ordinalOfLevel[opening.levelID] else { continue }
            let points = opening.geometry.allPoints.map(model.projection.project)
            guard let p = MapModel.middle(of: points) else { continue }
            out.append((.opening(o), ordinal, p))
        }
        return out
    }

    /// What a place card says of a feature's unit: "Out of service until 14:00 (maintenance)",
    /// in `ui`'s words, or nil when the live status says nothing of it.
    public func cardLine(for handle: FeatureHandle, model: MapModel, graph walking: WalkingGraph? = nil, zone: TimeZone,
                         ui: UIText = .english) -> String? {
        guard let u = model.graph.unitIndex(of: handle), let target = closedUnits(model: model, graph: walking)[u] ?? (features[.unit(u)] != nil ? .unit(u) : nil),
              let notice = notice(for: target, model: model, now: time, zone: zone) else { return nil }
        return notice.cardLine(ui)
    }
}
