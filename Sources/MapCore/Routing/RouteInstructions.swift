import VenueFormats

/// Writes a route's steps in plain English.
struct RouteInstructions {
    /// The venue, for names and level short names.
    let graph: VenueGraph
    /// The route's start.
    let start: RouteEndpoint
    /// The route's end.
    let end: RouteEndpoint

    /// One walking step per leg that has length, each followed by its change of level.
    func steps(drafts: [RouteAssembly.Draft], legs: [RouteLeg], transitions: [RouteTransition]) -> [RouteStep] {
        var steps: [RouteStep] = []
        for (i, leg) in legs.enumerated() {
            let transition = i < transitions.count ? transitions[i] : nil
            if leg.points.count >= 2 {
                let target = transition.map(connectorName) ?? end.name
                let through = names(drafts[i].units, excluding: [start.unit, end.unit, transition?.unit])
                let via = through.isEmpty ? "" : " through \(Self.list(through))"
                var remarks: [RouteNote] = []
                for e in drafts[i].wallEntries {
                    let remark = wallNote(room: e.room, from: e.from, leaving: e.leaving)
                    if !remarks.contains(remark) { remarks.append(remark) }
                }
                remarks += drafts[i].outdoors.map { .outside(leave: $0.leave, meters: $0.meters, enter: $0.enter) }
                let notes = remarks.map(GuidanceWords(.english).note)
                let note = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
                steps.append(RouteStep(action: .walk, instruction: "Walk \(Self.meters(leg.meters)) m\(via) to \(target)\(note)",
                                       meters: leg.meters, ordinal: leg.ordinal, notes: notes, remarks: remarks,
                                       outsideAt: drafts[i].outdoors.map(\.at)))
            }
            if let t = transition {
                let direction = t.toOrdinal > t.fromOrdinal ? "up" : "down"
                let to = graph.shortName(ordinal: t.toOrdinal)
                let assumed = t.mappedOnlyOn.map { on in
                    let other = graph.shortName(ordinal: on == t.toOrdinal ? t.fromOrdinal : t.toOrdinal)
                    return " (\(t.kind.rawValue) mapped on \(graph.shortName(ordinal: on)) only: assumed to lead to \(other))"
                } ?? ""
                steps.append(RouteStep(action: .change(t.kind, toOrdinal: t.toOrdinal),
                                       instruction: "Take \(t.kind.phrase) \(direction) to level \(to)\(assumed)",
                                       meters: 0, ordinal: t.fromOrdinal))
            }
        }
        return steps
    }

    /// That a wall is crossed where the data maps no door: entering Room 132 from Corridor B,
    /// or leaving Room 132 into Corridor B where the walk starts in it (the start, or a
    /// connector just ridden); a space with no name is a corridor.
    func wallNote(room: Int, from: Int?, leaving: Bool) -> RouteNote {
        let roomName = graph.name(of: .unit(room))
        let other = from.map { graph.name(of: .unit($0)) }
        return leaving ? .leaving(room: roomName, into: other) : .entering(room: roomName, from: other)
    }

    /// A connector by its label ("Elevator West"), else by its kind ("the elevator").
    private func connectorName(_ t: RouteTransition) -> String {
        guard let u = t.unit, graph.archive.units[u].name != nil else { return t.kind.phrase }
        return graph.name(of: .unit(u))
    }

    /// The labelled units among `units`, without the excluded ones or repeats.
    private func names(_ units: [Int], excluding: [Int?]) -> [String] {
        var seen = Set<String>(), out: [String] = []
        for u in units where !excluding.contains(u) && graph.archive.units[u].name != nil {
            let name = graph.name(of: .unit(u))
            if seen.insert(name).inserted { out.append(name) }
        }
        return out
    }

    /// Whole meters, at least 1 (and at most a billion: distances come from data).
    static func meters(_ m: Double) -> Int { m.isFinite ? Swift.max(1, Int(Swift.min(m, 1e9).rounded())) : 1 }

    /// "A", "A and B", "A, B and C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
