import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One answer of a Nominatim search (`format=jsonv2`).
public struct GeocodeCandidate: Codable, Sendable, Equatable {
    /// The place's own name (else the first part of its display name).
    public var name: String
    /// Nominatim's full name of the place, with its surroundings ("…, Mitte, Berlin, Deutschland").
    public var displayName: String
    /// OSM key of the place (`building`, `railway`, `amenity`…); jsonv2 calls it `category`.
    public var category: String
    /// OSM value (`station`, `mall`, `university`…).
    public var type: String
    /// `node`, `way` or `relation`.
    public var osmType: String
    /// The element's id.
    public var osmID: Int64
    /// Where Nominatim puts the place.
    public var latitude: Double
    /// Where Nominatim puts the place.
    public var longitude: Double

    /// "railway station", "building", "shop mall": the kind as a person reads it.
    public var kind: String {
        if category == "building" { return type == "yes" ? "building" : "\(type) building" }
        return "\(category) \(type)".replacingOccurrences(of: "_", with: " ")
    }

    /// The place around it: the display name without the place's own name.
    public var place: String {
        let parts = displayName.components(separatedBy: ", ")
        return (parts.first == name ? parts.dropFirst() : parts[...]).prefix(3).joined(separator: ", ")
    }

    /// Whether it is what Atrium opens best: a building, station, mall, airport, university or hospital.
    public var isPreferred: Bool {
        if category == "building" { return true }
        let preferred: Set<String> = ["railway:station", "railway:halt", "public_transport:station", "shop:mall",
                                      "aeroway:aerodrome", "aeroway:terminal", "amenity:university", "amenity:college",
                                      "amenity:hospital", "building:train_station"]
        return preferred.contains("\(category):\(type)")
    }
}

/// Nominatim's `/search` for a name, at most one request a second program-wide, answers cached.
struct Geocoder {
    /// When the last Nominatim request left (monotonic seconds), shared by every geocoder.
    private static let lastRequest = LockedValue<TimeInterval?>(nil)

    let settings: SourceSettings
    let http: HTTPClient
    let clock: any SourceClock
    let progress: SourceProgress
    /// The file that keeps requests a second apart across processes too (in the cache), if any.
    let pacer: SharedPacer?

    /// The candidates for `name`, preferred kinds first (only those, when there are any).
    func candidates(for name: String) throws -> [GeocodeCandidate] {
        let all = try search(name)
        let preferred = all.filter(\.isPreferred)
        return preferred.isEmpty ? all : preferred
    }

    /// Asks the server, waiting first so that requests stay one second apart.
    func search(_ name: String) throws -> [GeocodeCandidate] {
        var components = URLComponents(url: settings.nominatimSearchURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: name), URLQueryItem(name: "format", value: "jsonv2"),
                                 URLQueryItem(name: "limit", value: "10"), URLQueryItem(name: "addressdetails", value: "0")]
        guard let url = components.url else { throw SourceError.badPlace(.noSearchURL(name)) }
        // The next request starts a second after this one *ends*: under load a request
        // may take a while to arrive, and the policy counts what the server sees.
        let answer = try Self.lastRequest.withLock { last in
            if let last {
                // Clamped: a clock that is not the one of the last request never makes it longer.
                let wait = min(settings.nominatimInterval, last + settings.nominatimInterval - clock.now())
                if wait > 0 { try clock.sleep(wait, cancellation: http.cancellation) }
            }
            defer { last = clock.now() }
            let send = {
                progress.report(.geocoding(name: name))
                return try http.send(URLRequest(url: url), idleTimeout: settings.idleTimeout ?? 30)
            }
            guard let pacer else { return try send() }
            return try pacer.paced(interval: settings.nominatimInterval, clock: clock, cancellation: http.cancellation, send)
        }
        guard answer.status == 200 else {
            throw SourceError.http(answer.status, .geocoder(settings.nominatimURL.host ?? settings.nominatimURL.absoluteString))
        }
        return try Self.decode(answer.body)
    }

    /// Reads a jsonv2 answer: an array of places.
    static func decode(_ data: Data) throws -> [GeocodeCandidate] {
        guard let array = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            throw SourceError.malformed(.geocoderAnswer)
        }
        return array.compactMap { item in
            guard let osmType = item["osm_type"] as? String, let id = int64(item["osm_id"]),
                  let lat = double(item["lat"]), let lon = double(item["lon"]) else { return nil }
            let display = item["display_name"] as? String ?? ""
            let name = (item["name"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? display.components(separatedBy: ", ").first ?? display
            return GeocodeCandidate(name: name, displayName: display, category: (item["category"] ?? item["class"]) as? String ?? "",
                                    type: item["type"] as? String ?? "", osmType: osmType, osmID: id, latitude: lat, longitude: lon)
        }
    }

    private static func double(_ value: Any?) -> Double? {
        if let s = value as? String { return Double(s) }
        return (value as? NSNumber)?.doubleValue
    }

    private static func int64(_ value: Any?) -> Int64? {
        if let s = value as? String { return Int64(s) }
        return (value as? NSNumber)?.int64Value
    }
}

/// One request a second across every `atrium` process of the user: the time of the last
/// request is kept in a file (in the cache folder), read and written under `flock`, so two
/// commands started together still ask Nominatim a second apart. Without the file (a cache
/// folder that cannot be written), pacing is per process only.
struct SharedPacer {
    /// The file holding the last request's time (seconds since 1970, as text).
    let file: URL

    /// Waits until `interval` has passed since the last request of any process ended, runs
    /// `request` (holding the lock: one Nominatim request at a time across processes), and
    /// records when it ended.
    func paced<T>(interval: TimeInterval, clock: any SourceClock, cancellation: Cancellation, _ request: () throws -> T) throws -> T {
        let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return try request() }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { return try request() }
        defer { flock(fd, LOCK_UN) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = pread(fd, &buffer, buffer.count, 0)
        if n > 0, let last = Double(String(decoding: buffer[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) {
            let wait = min(interval, last + interval - Date().timeIntervalSince1970)
            if wait > 0 { try clock.sleep(wait, cancellation: cancellation) }
        }
        defer {
            let now = Array(String(format: "%.3f\n", Date().timeIntervalSince1970).utf8)
            _ = ftruncate(fd, 0)
            _ = now.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        }
        return try request()
    }
}

/// A value behind a lock, changed in place.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
