import MapCore

/// Says which way a place lies, in the words the setting asks for.
struct Directions {
    /// Clock or compass.
    var words: DirectionWords
    /// The way the person faces (12 o'clock), degrees clockwise from north; nil is north.
    var facing: Double?
    /// The words of the session's language.
    var phrases: TextPhrases

    /// "north-east", or "at 2 o'clock".
    func toward(_ bearing: Double) -> String {
        switch words {
        case .compass: return phrases.compass(bearing)
        case .clock: return phrases.clock(hour(bearing))
        }
    }

    /// The clock hour (1 to 12) of a bearing seen facing ``facing``.
    func hour(_ bearing: Double) -> Int {
        let h = Self.sector(bearing - (facing ?? 0), of: 12)
        return h == 0 ? 12 : h
    }

    /// Which of `count` equal sectors, the first centred on north, a bearing falls in.
    static func sector(_ bearing: Double, of count: Int) -> Int {
        let width = 360 / Double(count)
        let b = (bearing.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return Int(((b + width / 2) / width).rounded(.down)) % count
    }
}
