import Localization
import VenueFormats

/// Reads the lines live sources write: JSON lines of a position feed, and gpsd's JSON
/// reports. Pure: one line in, at most one event out.
public enum LiveFeedParser {
    /// Longest line read; a longer one is refused without parsing.
    public static let maxLineBytes = 16_384

    /// A feed line: `{"lat":…, "lon":…, "level":"L2" | "ordinal":1, "accuracy":3.5,
    /// "heading":90, "time":"…"}` (`latitude`/`longitude` are accepted too). A blank line
    /// gives nil; anything else unreadable, a `.problem` saying what.
    public static func feedLine(_ line: some StringProtocol) -> LiveFeedEvent? { feedLine(line, ui: .english) }

    /// A feed line, its problems said in `ui`'s language.
    public static func feedLine(_ line: some StringProtocol, ui: UIText) -> LiveFeedEvent? {
        switch object(line, ui: ui) {
        case .none: return nil
        case .failure(let message): return .problem(message)
        case .success(let o):
            guard let lat = number(o, "lat", "latitude"), let lon = number(o, "lon", "longitude") else {
                return .problem(ui.livePositionNoLatLon)
            }
            guard let fix = fix(lat: lat, lon: lon) else {
                return .problem(ui.livePositionNotLatLon(lat: String(lat), lon: String(lon)))
            }
            var f = fix
            if let level = o["level"] {
                if let s = level.stringValue { f.level = s } else if let n = level.numberValue, n == n.rounded() { f.ordinal = Int(n) }
            }
            if let n = number(o, "ordinal"), n == n.rounded(), abs(n) <= 1000 { f.ordinal = Int(n) }
            f.accuracy = number(o, "accuracy").flatMap { $0 >= 0 ? $0 : nil }
            f.heading = number(o, "heading", "bearing").map(normalized)
            f.speed = number(o, "speed").flatMap { $0 >= 0 ? $0 : nil }
            f.time = o["time"]?.stringValue
            return .fix(f)
        }
    }

    /// A gpsd report: a TPV with a 2D or 3D fix gives a `.fix` (track as heading, `eph`,
    /// else the larger of `epx` and `epy`, as accuracy); other classes (VERSION, DEVICES,
    /// WATCH, SKY) and TPVs without a fix give nil; an unreadable line, a `.problem`.
    public static func gpsdLine(_ line: some StringProtocol) -> LiveFeedEvent? { gpsdLine(line, ui: .english) }

    /// A gpsd report, its problems said in `ui`'s language.
    public static func gpsdLine(_ line: some StringProtocol, ui: UIText) -> LiveFeedEvent? {
        switch object(line, ui: ui) {
        case .none: return nil
        case .failure(let message): return .problem(ui.livePositionGpsdProblem(problem: message))
        case .success(let o):
            guard o["class"]?.stringValue == "TPV" else { return nil }
            guard (number(o, "mode") ?? 0) >= 2, let lat = number(o, "lat"), let lon = number(o, "lon"),
                  var f = fix(lat: lat, lon: lon) else { return nil }
            let epx = number(o, "epx"), epy = number(o, "epy")
            f.accuracy = number(o, "eph") ?? [epx, epy].compactMap { $0 }.max()
            f.heading = number(o, "track").map(normalized)
            f.speed = number(o, "speed")
            f.time = o["time"]?.stringValue
            return .fix(f)
        }
    }

    /// The command that asks gpsd for JSON reports.
    public static let gpsdWatch = "?WATCH={\"enable\":true,\"json\":true}\n"

    private enum Parsed {
        case none
        case failure(String)
        case success([String: JSONValue])
    }

    private static func object(_ line: some StringProtocol, ui: UIText) -> Parsed {
        let bytes = Array(line.utf8)
        guard bytes.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else { return .none }
        guard bytes.count <= maxLineBytes else { return .failure(ui.livePositionTooLong(bytes: ui.number(maxLineBytes))) }
        do {
            guard let o = try JSONParser.parse(bytes).objectValue else { return .failure(ui.livePositionNotObject) }
            return .success(o)
        } catch {
            // The parser's own detail is English: the column is what a person can act on.
            return .failure(ui.livePositionMalformed(column: ui.number(error.column)))
        }
    }

    private static func number(_ o: [String: JSONValue], _ keys: String...) -> Double? {
        for k in keys { if let n = o[k]?.numberValue, n.isFinite { return n } }
        return nil
    }

    private static func fix(lat: Double, lon: Double) -> LiveFix? {
        guard abs(lat) <= 90, abs(lon) <= 180 else { return nil }
        return LiveFix(latitude: lat, longitude: lon)
    }

    private static func normalized(_ degrees: Double) -> Double {
        let d = degrees.truncatingRemainder(dividingBy: 360)
        return d < 0 ? d + 360 : d
    }
}
