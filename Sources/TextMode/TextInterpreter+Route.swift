import VenueFormats
import MapCore

extension TextInterpreter {
    /// How far (meters) from a turn places count as on its left or right.
    static let sideReach = 12.0

    /// Whether a query is a word for an entrance in any language the search knows
    /// ("entrance", "Eingang", "entrée", "入口").
    static func meansEntrance(_ query: String) -> Bool {
        let key = SearchText.words(query).joined(separator: " ")
        return SearchSynonyms.table[key]?.contains(.category("pedestrian.principal")) == true
    }

    /// `route to PLACE [accessible]`: plans from where the person is, says the summary and
    /// the first step.
    func route(_ words: [String], _ s: inout TextState) -> [String] {
        var w = words
        let words = argumentWords
        if let first = w.first, words.to.contains(first.lowercased()) { w.removeFirst() }
        let accessible = w.last.map { words.accessible.contains($0.lowercased()) } ?? false
        if accessible { w.removeLast() }
        let query = w.joined(separator: " ")
        guard !query.isEmpty else { return s.route == nil ? [phrases.needsArgument(phrases.routeUsage)] : advance(by: 0, &s) }
        guard let here = s.here else { return [phrases.noPosition] }
        let destination: RouteDestination
        if let n = Int(query), n >= 1, n <= s.lastList.count {
            destination = .one(s.lastList[n - 1])
        } else if let d = RouteDestination(query, graph: venue.graph, search: venue.search) {
            destination = d
        } else if Self.meansEntrance(query), let entrance = try? venue.model.here("entrance", search: venue.search),
                  let unit = entrance.unit {
            // Entrances are openings, which search does not list: "route to entrance" (or
            // "weg zu eingang", "ルート まで 入口") leads to the space inside the main entrance.
            destination = .one(.unit(unit))
        } else {
            return [phrases.noPlace(query)]
        }
        var options = RouteOptions(accessible: accessible)
        options.status = venue.status
        let found: Route
        do {
            found = try Router(model: venue.model).route(from: .here(here), to: destination, options: options)
        } catch {
            return [phrases.cannotRoute(error.text(ui))]
        }
        let guidance = RouteGuidance(route: found, model: venue.model)
        s.route = ActiveRoute(destinationName: found.end.name, guidance: guidance, step: 0, accessible: accessible, startFacing: s.facing)
        let summary = phrases.routeSummary(to: found.end.name, meters: Int(found.totalMeters.rounded()),
                                               steps: guidance.maneuvers.count, accessible: accessible)
        return [summary] + stepLines(&s)
    }

    /// `next` (+1), `back` (-1), `repeat` (0).
    func advance(by delta: Int, _ s: inout TextState) -> [String] {
        guard var r = s.route else { return [phrases.noRoute] }
        let target = r.step + delta
        if target < 0 { return [phrases.atFirstStep] + stepLines(&s) }
        if target >= r.guidance.maneuvers.count { return [phrases.routeEnded] }
        r.step = target
        s.route = r
        return stepLines(&s)
    }

    /// The current step said, the person moved to its point, and facing its walk.
    func stepLines(_ s: inout TextState) -> [String] {
        guard let r = s.route, r.step < r.guidance.maneuvers.count else { return [] }
        let ms = r.guidance.maneuvers
        let m = ms[r.step]
        let facing = ms[..<r.step].last { $0.bearing != nil }?.bearing ?? r.startFacing
        let words = Directions(words: s.directions, facing: facing, phrases: phrases)
        // The clock words need the way the person faces; compass words are the guidance's own.
        let toward = s.directions == .clock ? m.bearing.map { phrases.heading(clock: words.hour($0)) } : nil
        let text = phrases.guidance.sentence(m, toward: toward)
        var lines = [phrases.step(r.step + 1, of: ms.count, phrases.sentence(text))]
        if m.kind == .arrive { lines[0] += " " + phrases.arrived }
        if let bearing = m.bearing { lines += sides(of: m, bearing: bearing, said: text) }
        // The person is where the step starts, facing its walk.
        let point = m.point
        s.here = HerePosition(name: r.destinationName, ordinal: m.ordinal, point: point, unit: venue.model.unit(at: point, ordinal: m.ordinal))
        s.hereLabel = m.kind == .arrive ? r.destinationName : nil
        s.ordinal = m.ordinal
        s.facing = m.bearing ?? facing
        return lines
    }

    /// "On your left: … On your right: …": named places beside a turn, seen along its walk,
    /// but none the step's sentence (`said`) already names (the place left, the landmark, the
    /// connector walked to).
    func sides(of m: Maneuver, bearing: Double, said: String) -> [String] {
        let near = venue.directory.nearby(m.point, ordinal: m.ordinal, radius: Self.sideReach, projection: venue.model.projection,
                                          excludingUnit: venue.model.unit(at: m.point, ordinal: m.ordinal), limit: 8)
        var left: [String] = [], right: [String] = []
        for n in near where !said.contains(n.entry.name) && n.meters >= 1 {
            let change = TurnDetection.change(from: bearing, to: n.bearing)
            if change > 30 && change < 150, left.count < 2 { left.append(n.entry.name) }
            if change < -30 && change > -150, right.count < 2 { right.append(n.entry.name) }
        }
        return (left.isEmpty ? [] : [phrases.onLeft(left)]) + (right.isEmpty ? [] : [phrases.onRight(right)])
    }
}
