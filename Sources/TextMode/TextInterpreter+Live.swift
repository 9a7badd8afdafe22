import MapCore

extension TextInterpreter {
    /// A live position (`--position`): remembered always, said only when the place (room or
    /// level) differs from the one said last, so a screen reader is not interrupted while the
    /// person walks about one room.
    public func live(_ position: HerePosition, _ state: TextState) -> (lines: [String], state: TextState) {
        var s = state
        s.here = position
        s.hereLabel = nil
        s.ordinal = position.ordinal
        if let heading = position.heading { s.facing = heading }
        let level = venue.graph.shortName(ordinal: position.ordinal)
        let place = roomName(position).map { phrases.nowIn($0, level: level) } ?? phrases.youAreOutside + " " + phrases.level(short: level, name: venue.graph.levelName(ordinal: position.ordinal))
        guard place != s.announcedPlace else { return ([], s) }
        s.announcedPlace = place
        return ([TextOutput.clean(place)], s)
    }

    /// A live source's problem or news, said once.
    public func liveNote(_ sentence: String) -> String { TextOutput.clean(phrases.positionProblem(sentence)) }
}
