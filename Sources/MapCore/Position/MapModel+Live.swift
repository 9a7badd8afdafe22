import VenueFormats

extension MapModel {
    /// How far outside the venue a position may be and still be shown, in meters.
    public static let positionReach = 200.0

    /// The ordinal a level text names: a level's short name, name or id, else an ordinal
    /// present in the venue; nil when it names none.
    public func ordinal(forLevel text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if let li = graph.level(named: t) { return graph.archive.levels[li].ordinal }
        if let n = Int(t), graph.ordinals.contains(n) { return n }
        return nil
    }

    /// "B1, G, 1, 2": the levels' short names, for messages.
    public var levelList: String {
        graph.ordinals.map { graph.shortName(ordinal: $0) }.joined(separator: ", ")
    }

    /// Whether `point` lies within ``positionReach`` of the content of `ordinal` (else of
    /// any floor).
    public func isWithinReach(_ point: Vec2, ordinal: Int) -> Bool {
        guard let bounds = floor(ordinal).bounds ?? floors.values.compactMap(\.bounds).first else { return false }
        return bounds.insetBy(Self.positionReach).contains(point)
    }

    /// A live fix as a position on the map. The floor is the one the fix names (level text or
    /// ordinal), else the one the feed named last (`feedOrdinal`), else the one shown. A fix
    /// outside every unit is snapped (``snapped(_:)``) within its accuracy, at least 5 m.
    ///
    /// - Throws: a sentence for the status line when the fix names an unknown level or lies
    ///   more than ``positionReach`` outside the venue.
    public func livePosition(_ fix: LiveFix, shownOrdinal: Int, feedOrdinal: Int?) throws(HereSpecError) -> HerePosition {
        var ordinal = feedOrdinal ?? shownOrdinal
        if let level = fix.level {
            guard let o = self.ordinal(forLevel: level) else {
                throw HereSpecError(.unknownFixLevel("\"\(level)\"", levels: levelList))
            }
            ordinal = o
        } else if let o = fix.ordinal {
            guard graph.ordinals.contains(o) else {
                throw HereSpecError(.unknownFixLevel(String(o), levels: levelList))
            }
            ordinal = o
        }
        let point = projection.project(GeoPoint(longitude: fix.longitude, latitude: fix.latitude))
        guard point.x.isFinite, point.y.isFinite, isWithinReach(point, ordinal: ordinal) else {
            throw HereSpecError(.fixOutsideVenue(meters: Int(Self.positionReach)))
        }
        return snapped(HerePosition(name: "your position", ordinal: ordinal, point: point, unit: unit(at: point, ordinal: ordinal),
                                    accuracy: fix.accuracy, heading: fix.heading))
    }
}
