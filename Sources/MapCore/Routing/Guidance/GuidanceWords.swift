import Localization

/// Says a route's maneuvers in the interface's language, from the catalogue's `guidance.*`
/// sentences (docs/i18n.md): whole sentences per language, each with its places filled in,
/// never English words glued together.
///
/// Distances and walking times are short ("20 m (20 s)") for the screen, or whole words
/// ("20 metres (20 seconds)") for speech (`spoken`, the text mode), with the language's
/// plural forms.
public struct GuidanceWords: Sendable {
    /// The language.
    public let ui: UIText
    /// Whether numbers are said in words ("20 metres") rather than written short ("20 m").
    public var spoken: Bool

    /// Words in `ui`'s language.
    public init(_ ui: UIText, spoken: Bool = false) {
        self.ui = ui
        self.spoken = spoken
    }

    /// The whole sentence of a maneuver. `toward` says which way a departure sets off (the text
    /// mode's "towards 2 o'clock"); nil says the compass word of its bearing ("heading north").
    public func sentence(_ m: Maneuver, toward: String? = nil) -> String {
        switch m.kind {
        case .depart:
            var lead: String
            let way = toward ?? m.bearing.map { ui.guidanceTowardCompass(direction: compass($0)) }
            switch (m.departure ?? .start(""), way) {
            case (.start(let name), let way?): lead = ui.guidanceStartToward(place: name, toward: way)
            case (.start(let name), nil): lead = ui.guidanceStart(place: name)
            case (.leave(let c), let way?): lead = ui.guidanceLeaveToward(connector: object(c), toward: way)
            case (.leave(let c), nil): lead = ui.guidanceLeave(connector: object(c))
            }
            let step = ui.guidanceStep(lead: lead, walk: walk(m))
            return m.closed.isEmpty ? step : ui.guidanceClosedDetour(closed: closedText(m), step: step)
        case .turn(let turn):
            return ui.guidanceStep(lead: self.turn(turn, at: m.landmark), walk: walk(m))
        case .change(_, let to):
            let up = to > m.ordinal, connector = object(m.connector ?? .named("")), level = m.level ?? ""
            let closed = closedText(m)
            switch (m.landmark, up, m.closed.isEmpty) {
            case (let by?, true, true): return ui.guidanceTakeUpBy(connector: connector, level: level, place: by)
            case (let by?, false, true): return ui.guidanceTakeDownBy(connector: connector, level: level, place: by)
            case (nil, true, true): return ui.guidanceTakeUp(connector: connector, level: level)
            case (nil, false, true): return ui.guidanceTakeDown(connector: connector, level: level)
            case (let by?, true, false): return ui.guidanceClosedTakeUpBy(closed: closed, connector: connector, level: level, place: by)
            case (let by?, false, false): return ui.guidanceClosedTakeDownBy(closed: closed, connector: connector, level: level, place: by)
            case (nil, true, false): return ui.guidanceClosedTakeUp(closed: closed, connector: connector, level: level)
            case (nil, false, false): return ui.guidanceClosedTakeDown(closed: closed, connector: connector, level: level)
            }
        case .arrive:
            return ui.guidanceArrive(place: object(m.target ?? .named("")))
        }
    }

    /// The closed places a maneuver goes round, each said whole: "Elevator East is out of
    /// service until 14:00 (maintenance); The door is closed".
    func closedText(_ m: Maneuver) -> String {
        m.closed.map { $0.sentence(ui) }.joined(separator: "; ")
    }

    /// "Turn left at Bookworm", "Bear right".
    public func turn(_ turn: Turn, at place: String?) -> String {
        guard let p = place else {
            switch turn {
            case .straight: return ui.guidanceTurnStraight
            case .slightLeft: return ui.guidanceTurnSlightLeft
            case .left: return ui.guidanceTurnLeft
            case .sharpLeft: return ui.guidanceTurnSharpLeft
            case .slightRight: return ui.guidanceTurnSlightRight
            case .right: return ui.guidanceTurnRight
            case .sharpRight: return ui.guidanceTurnSharpRight
            case .uturn: return ui.guidanceTurnUturn
            }
        }
        switch turn {
        case .straight: return ui.guidanceTurnStraightAt(place: p)
        case .slightLeft: return ui.guidanceTurnSlightLeftAt(place: p)
        case .left: return ui.guidanceTurnLeftAt(place: p)
        case .sharpLeft: return ui.guidanceTurnSharpLeftAt(place: p)
        case .slightRight: return ui.guidanceTurnSlightRightAt(place: p)
        case .right: return ui.guidanceTurnRightAt(place: p)
        case .sharpRight: return ui.guidanceTurnSharpRightAt(place: p)
        case .uturn: return ui.guidanceTurnUturnAt(place: p)
        }
    }

    /// The walk of a departure or turn: "walk 20 m (20 s) through North Entrance to Elevator
    /// West (no door mapped: …)".
    public func walk(_ m: Maneuver) -> String {
        let d = distance(m.meters), t = duration(seconds: WalkingTime.seconds(m.meters, stepFree: m.stepFree))
        let text: String
        switch (m.door, m.target.map(to)) {
        case (let door?, let to?): text = ui.guidanceWalkThroughTo(distance: d, door: door, time: t, to: to)
        case (let door?, nil): text = ui.guidanceWalkThrough(distance: d, door: door, time: t)
        case (nil, let to?): text = ui.guidanceWalkTo(distance: d, time: t, to: to)
        case (nil, nil): text = ui.guidanceWalk(distance: d, time: t)
        }
        return m.notes.isEmpty ? text : ui.guidanceWithNotes(notes: m.notes.map(note).joined(separator: "; "), text: text)
    }

    /// A remark on a walk: "no door mapped: entering Room 132 from Corridor B".
    public func note(_ n: RouteNote) -> String {
        switch n {
        case .entering(let room, let from?): return ui.guidanceNoteEntering(from: from, room: room)
        case .entering(let room, nil): return ui.guidanceNoteEnteringCorridor(room: room)
        case .leaving(let room, let into?): return ui.guidanceNoteLeaving(into: into, room: room)
        case .leaving(let room, nil): return ui.guidanceNoteLeavingCorridor(room: room)
        case .outside(let leave, let meters, let enter):
            return ui.guidanceNoteOutside(distance: distance(meters), enter: entrance(enter), leave: entrance(leave))
        }
    }

    /// "Entrance Nord", "the entrance of H&M", "the entrance", as the outside note says it.
    public func entrance(_ e: GuidanceEntrance) -> String {
        switch e {
        case .named(let name): return name
        case .of(let place): return ui.guidanceEntranceOf(place: place)
        case .unnamed: return ui.guidanceEntranceUnnamed
        }
    }

    /// "to Elevator West", "to the elevator".
    public func to(_ place: GuidancePlace) -> String {
        switch place {
        case .named(let name): return ui.guidanceToPlace(place: name)
        case .connector(let kind, let number?): return ui.guidanceToPlace(place: numbered(kind, number))
        case .connector(let kind, nil):
            switch kind {
            case .elevator: return ui.guidanceToElevator
            case .stairs: return ui.guidanceToStairs
            case .escalator: return ui.guidanceToEscalator
            case .ramp: return ui.guidanceToRamp
            case .movingwalkway: return ui.guidanceToMovingwalkway
            }
        }
    }

    /// A place as what is taken, left or reached: "Elevator East", "the elevator".
    public func object(_ place: GuidancePlace) -> String {
        switch place {
        case .named(let name): return name
        case .connector(let kind, let number?): return numbered(kind, number)
        case .connector(let kind, nil):
            switch kind {
            case .elevator: return ui.guidanceConnectorElevator
            case .stairs: return ui.guidanceConnectorStairs
            case .escalator: return ui.guidanceConnectorEscalator
            case .ramp: return ui.guidanceConnectorRamp
            case .movingwalkway: return ui.guidanceConnectorMovingwalkway
            }
        }
    }

    /// A connector labelled by a number: "the stairs 3203".
    func numbered(_ kind: ConnectorKind, _ number: String) -> String {
        switch kind {
        case .elevator: return ui.guidanceNumberedElevator(number: number)
        case .stairs: return ui.guidanceNumberedStairs(number: number)
        case .escalator: return ui.guidanceNumberedEscalator(number: number)
        case .ramp: return ui.guidanceNumberedRamp(number: number)
        case .movingwalkway: return ui.guidanceNumberedMovingwalkway(number: number)
        }
    }

    /// Whole meters (at least 1): "20 m", or "20 metres" spoken.
    public func distance(_ meters: Double) -> String {
        let m = RouteInstructions.meters(meters)
        return spoken ? ui.guidanceMetresSpoken(count: m) : ui.guidanceMetresShort(distance: ui.number(m))
    }

    /// A duration as people say it: "5 s", "45 s" (under a minute, to the nearest 5 s), "1 min",
    /// "12 min" (to the nearest minute), "1 h 5 min"; spoken, "45 seconds", "1 hour 5 minutes".
    public func duration(seconds s: Double) -> String {
        guard s.isFinite, s > 0 else { return spoken ? ui.guidanceSecondsSpoken(count: 0) : ui.guidanceSecondsShort(seconds: "0") }
        if s < 57.5 {
            let n = Swift.max(5, Int((s / 5).rounded()) * 5)
            return spoken ? ui.guidanceSecondsSpoken(count: n) : ui.guidanceSecondsShort(seconds: ui.number(n))
        }
        let minutes = Swift.max(1, Int((Swift.min(s, 1e9) / 60).rounded()))
        let h = minutes / 60, m = minutes % 60
        if spoken {
            if h == 0 { return ui.guidanceMinutesSpoken(count: m) }
            let hours = ui.guidanceHoursSpoken(count: h)
            return m == 0 ? hours : ui.guidanceHoursMinutesSpoken(hours: hours, minutes: ui.guidanceMinutesSpoken(count: m))
        }
        if h == 0 { return ui.guidanceMinutesShort(minutes: ui.number(m)) }
        return m == 0 ? ui.guidanceHoursShort(hours: ui.number(h)) : ui.guidanceHoursMinutesShort(hours: ui.number(h), minutes: ui.number(m))
    }

    /// "north", "northeast", … for a compass bearing.
    public func compass(_ bearing: Double) -> String {
        switch Int(((bearing.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45).rounded(.down)) % 8 {
        case 0: return ui.directionNorth
        case 1: return ui.directionNortheast
        case 2: return ui.directionEast
        case 3: return ui.directionSoutheast
        case 4: return ui.directionSouth
        case 5: return ui.directionSouthwest
        case 6: return ui.directionWest
        default: return ui.directionNorthwest
        }
    }
}
