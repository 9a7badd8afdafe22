import Foundation

/// A place made ready to open: the cached Overpass JSON that the OSM reader reads like any
/// file, what the cache says of it, and what the fetch wants said.
public struct FetchedPlace: Sendable {
    /// The raw Overpass JSON in the cache.
    public var file: URL
    /// Its sidecar.
    public var record: CacheRecord
    /// What the answer holds.
    public var summary: OverpassSummary
    /// Lines for the user: candidates not taken, a stale cache used offline.
    public var notes: [SourceNote]

    /// "Berlin Hauptbahnhof (railway station)", else the outline's name, else the place as asked.
    public var title: String { record.label ?? summary.outlineName ?? record.place }

    /// The day of the OpenStreetMap data (`osm3s.timestamp_osm_base`, "2026-11-20"), when the answer said it.
    public var dataDate: String? {
        guard let base = record.osmBase, base.count >= 10 else { return nil }
        return String(base.prefix(10))
    }

    /// When there is nothing indoor to show, why (nil when there is).
    public var empty: EmptyPlace? {
        guard summary.indoor == 0 else { return nil }
        if summary.outlines == 0 { return .nothingMapped(title: title) }
        return .nothingIndoor(title: title, outlines: summary.outlines, elements: summary.elements)
    }

    /// ``empty`` as its English sentence.
    public var emptyMessage: String? { empty?.description }
}

/// `osm:` places → cached Overpass JSON: geocodes names (cached), fetches the one query
/// (cached 14 days, refreshed when online, used stale with a note when not), and never
/// touches the network with `offline`.
public struct PlaceFetcher: Sendable {
    public let settings: SourceSettings
    public let clock: any SourceClock
    public let cancellation: Cancellation
    public let progress: SourceProgress
    /// The wall clock, for the cache's dates.
    public let today: @Sendable () -> Date

    public init(settings: SourceSettings, clock: any SourceClock = SystemClock(), cancellation: Cancellation = .never,
                progress: SourceProgress = .silent, today: @escaping @Sendable () -> Date = { Date() }) {
        self.settings = settings
        self.clock = clock
        self.cancellation = cancellation
        self.progress = progress
        self.today = today
    }

    var cache: PlaceCache { PlaceCache(root: settings.cacheRoot) }
    var http: HTTPClient { HTTPClient(userAgent: settings.userAgent, cancellation: cancellation) }

    /// Makes `spec` ready to open.
    public func fetch(_ spec: PlaceSpec) throws -> FetchedPlace {
        var notes: [SourceNote] = []
        let (target, label) = try resolve(spec, notes: &notes)
        var place = try overpass(target, asked: spec.description, label: label, notes: &notes)
        place.notes = notes + place.notes
        return place
    }

    /// The Overpass target of a spec (geocoding a name), and the name and kind to call it by.
    func resolve(_ spec: PlaceSpec, notes: inout [SourceNote]) throws -> (OverpassTarget, String?) {
        switch spec {
        case .point(let lat, let lon):
            let p = Coordinate(latitude: lat, longitude: lon)
            return (OverpassTarget(outline: .containing(p), center: p), nil)
        case .way(let id): return (OverpassTarget(outline: .way(id), center: nil), nil)
        case .relation(let id): return (OverpassTarget(outline: .relation(id), center: nil), nil)
        case .name(let name):
            let candidates = try geocode(name, notes: &notes)
            guard !candidates.isEmpty else { throw SourceError.notFound(name) }
            let index = (settings.pick ?? 1) - 1
            guard candidates.indices.contains(index) else { throw SourceError.badPick(index + 1, count: candidates.count) }
            if candidates.count > 1 {
                notes.append(.candidates(count: candidates.count, name: name, opening: index + 1))
                for (i, c) in candidates.enumerated() {
                    notes.append(.candidate(number: i + 1, chosen: i == index, name: c.name, kind: c.kind, place: c.place))
                }
            }
            let c = candidates[index]
            let center = Coordinate(latitude: c.latitude, longitude: c.longitude)
            let outline: OverpassTarget.Outline = switch c.osmType {
            case "way": .way(c.osmID)
            case "relation": .relation(c.osmID)
            default: .containing(center)
            }
            return (OverpassTarget(outline: outline, center: center), "\(c.name) (\(c.kind))")
        }
    }

    /// A name's candidates: from the cache when fresh (or offline), else from the geocoder
    /// (the stale cache standing in when the geocoder cannot be reached).
    func geocode(_ name: String, notes: inout [SourceNote]) throws -> [GeocodeCandidate] {
        let cached = cache.candidates(for: name)
        if let cached, settings.offline || (!settings.refresh && isFresh(cached.fetchedAt)) { return cached.candidates }
        if settings.offline { throw SourceError.notCached("\"\(name)\"", why: .offlineGeocoder) }
        let pacer = (try? cache.prepare()).map { SharedPacer(file: cache.nominatimFolder.appendingPathComponent("last-request")) }
        let geocoder = Geocoder(settings: settings, http: http, clock: clock, progress: progress, pacer: pacer)
        do {
            let found = try geocoder.candidates(for: name)
            try cache.store(candidates: found, for: name, at: today())
            return found
        } catch let error as SourceError {
            guard let cached, Self.isUnreachable(error) else { throw error }
            notes.append(.geocoderUnreachable(error, cached: age(cached.fetchedAt)))
            return cached.candidates
        }
    }

    /// The Overpass answer for a target: cached, fetched, or the stale cache when offline.
    func overpass(_ target: OverpassTarget, asked: String, label: String?, notes: inout [SourceNote]) throws -> FetchedPlace {
        let key = target.cacheKey
        let cached = cache.entry(key)
        let host = settings.overpassURL.host ?? settings.overpassURL.absoluteString
        func fromCache(_ entry: CacheEntry) throws -> FetchedPlace {
            let data: Data
            do { data = try Data(contentsOf: entry.data) } catch { throw SourceError.cache(.cannotRead(entry.data.path)) }
            progress.report(.cached)
            var record = entry.record
            if record.label == nil { record.label = label }
            return FetchedPlace(file: entry.data, record: record, summary: try OverpassSummary.read(data, from: entry.data.path), notes: [])
        }
        if let cached, !settings.refresh || settings.offline {
            if isFresh(cached.record.fetchedAt) { return try fromCache(cached) }
            if settings.offline {
                notes.append(.staleOffline(cached: age(cached.record.fetchedAt)))
                return try fromCache(cached)
            }
        }
        if settings.offline {
            throw SourceError.notCached(asked, why: .offlineOverpass)
        }
        try cache.prepare()
        let client = OverpassClient(settings: settings, http: http, clock: clock, progress: progress)
        do {
            let (query, summary) = try client.fetch(target, into: cache.partURL(key))
            let bytes = (try? FileManager.default.attributesOfItem(atPath: cache.partURL(key).path)[.size] as? NSNumber)?.int64Value ?? 0
            let record = CacheRecord(place: asked, label: label, query: query, endpoint: settings.overpassURL.absoluteString,
                                     fetchedAt: today(), osmBase: summary.osmBase, bytes: bytes)
            try cache.commit(key, record: record)
            return FetchedPlace(file: cache.dataURL(key), record: record, summary: summary, notes: [])
        } catch let error as SourceError {
            try? FileManager.default.removeItem(at: cache.partURL(key))
            if let cached, Self.isUnreachable(error) {
                notes.append(.serverUnreachable(host: host, error, cached: age(cached.record.fetchedAt)))
                return try fromCache(cached)
            }
            if cached == nil, Self.isUnreachable(error) {
                throw SourceError.notCached(asked, why: .networkFailed(error))
            }
            throw error
        }
    }

    /// Whether a failure means the server could not be had at all (so a stale cache may stand in).
    static func isUnreachable(_ error: SourceError) -> Bool {
        switch error {
        case .network, .timedOut, .busy: return true
        case .http(let code, _): return code >= 500 || code == 429
        default: return false
        }
    }

    func isFresh(_ date: Date) -> Bool { today().timeIntervalSince(date) < SourceSettings.freshness }

    /// How long ago `date` was, in the largest whole unit of which there are two or more.
    func age(_ date: Date) -> CacheAge {
        let s = Int(today().timeIntervalSince(date))
        if s >= 2 * 86400 { return .days(s / 86400) }
        if s >= 2 * 3600 { return .hours(s / 3600) }
        if s >= 120 { return .minutes(s / 60) }
        return .justNow
    }

    /// Every cached answer.
    public func cachedPlaces() -> [CacheEntry] { cache.list() }

    /// Deletes the cache; returns how many files it held.
    public func clearCache() throws -> Int { try cache.clear() }
}
