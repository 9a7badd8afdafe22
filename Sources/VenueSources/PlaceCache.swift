import Foundation

/// What the cache knows of one Overpass answer: the sidecar beside the raw JSON.
public struct CacheRecord: Codable, Sendable, Equatable {
    /// The place as it was asked for (`osm:Berlin Hauptbahnhof`, `osm:way/123`).
    public var place: String
    /// The name and kind of the place, when the geocoder gave them ("Berlin Hauptbahnhof (railway station)").
    public var label: String?
    /// The Overpass QL sent.
    public var query: String
    /// The interpreter URL that answered.
    public var endpoint: String
    /// When it was fetched.
    public var fetchedAt: Date
    /// `osm3s.timestamp_osm_base`: how recent the server's OSM data was.
    public var osmBase: String?
    /// The size of the JSON.
    public var bytes: Int64

    enum CodingKeys: String, CodingKey {
        case place, label, query, endpoint, bytes
        case fetchedAt = "fetched_at"
        case osmBase = "timestamp_osm_base"
    }
}

/// An entry of the cache, as `atrium cache list` shows it.
public struct CacheEntry: Sendable {
    /// The raw Overpass JSON.
    public var data: URL
    /// Its sidecar.
    public var record: CacheRecord
}

/// The cache under `$XDG_CACHE_HOME/atrium/`: `overpass/KEY.json` (the raw answer) with
/// `overpass/KEY.meta.json` (its ``CacheRecord``), and `nominatim/KEY.json` (a name's
/// candidates). Every file is written to `NAME.part` and renamed, so a file that is there is
/// whole; a `.part` left by a killed process is ignored and replaced.
public struct PlaceCache: Sendable {
    /// The cache folder.
    public let root: URL

    public init(root: URL) { self.root = root }

    var overpassFolder: URL { root.appendingPathComponent("overpass") }
    var nominatimFolder: URL { root.appendingPathComponent("nominatim") }

    /// The raw JSON of a target.
    func dataURL(_ key: String) -> URL { overpassFolder.appendingPathComponent("\(key).json") }
    /// The sidecar of a target.
    func recordURL(_ key: String) -> URL { overpassFolder.appendingPathComponent("\(key).meta.json") }
    /// Where the raw JSON is written before it is whole.
    func partURL(_ key: String) -> URL { overpassFolder.appendingPathComponent("\(key).json.part") }

    /// The cached answer for `key`, when both files are there and the sidecar reads.
    func entry(_ key: String) -> CacheEntry? {
        let data = dataURL(key)
        guard FileManager.default.fileExists(atPath: data.path),
              let bytes = try? Data(contentsOf: recordURL(key)),
              let record = try? Self.decoder.decode(CacheRecord.self, from: bytes) else { return nil }
        return CacheEntry(data: data, record: record)
    }

    /// Makes the folders.
    func prepare() throws {
        do {
            try FileManager.default.createDirectory(at: overpassFolder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: nominatimFolder, withIntermediateDirectories: true)
        } catch {
            throw SourceError.cache(.cannotCreate(root.path, detail: error.localizedDescription))
        }
    }

    /// Moves a finished `.part` into place and writes its sidecar (also through a `.part`).
    func commit(_ key: String, record: CacheRecord) throws {
        let fm = FileManager.default
        do {
            try Self.writeAtomically(try Self.encoder.encode(record), to: recordURL(key))
            if fm.fileExists(atPath: dataURL(key).path) { try fm.removeItem(at: dataURL(key)) }
            try fm.moveItem(at: partURL(key), to: dataURL(key))
        } catch {
            try? fm.removeItem(at: partURL(key))
            throw SourceError.cache(.cannotWriteIn(overpassFolder.path, detail: error.localizedDescription))
        }
    }

    /// A name's geocoding candidates, with when they were asked.
    func candidates(for name: String) -> (candidates: [GeocodeCandidate], fetchedAt: Date)? {
        guard let data = try? Data(contentsOf: nominatimURL(name)),
              let stored = try? Self.decoder.decode(StoredCandidates.self, from: data), stored.query == name else { return nil }
        return (stored.candidates, stored.fetchedAt)
    }

    /// Keeps a name's candidates.
    func store(candidates: [GeocodeCandidate], for name: String, at date: Date) throws {
        do {
            try Self.writeAtomically(try Self.encoder.encode(StoredCandidates(query: name, fetchedAt: date, candidates: candidates)),
                                     to: nominatimURL(name))
        } catch {
            throw SourceError.cache(.cannotWriteIn(nominatimFolder.path, detail: error.localizedDescription))
        }
    }

    /// Every cached Overpass answer, newest first.
    public func list() -> [CacheEntry] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: overpassFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".meta.json") }
            .compactMap { entry(String($0.dropLast(".meta.json".count))) }
            .sorted { $0.record.fetchedAt > $1.record.fetchedAt }
    }

    /// Deletes the cache folder; returns how many files it held.
    @discardableResult
    public func clear() throws -> Int {
        let fm = FileManager.default
        guard fm.fileExists(atPath: root.path) else { return 0 }
        let count = (fm.enumerator(atPath: root.path)?.allObjects.count) ?? 0
        do { try fm.removeItem(at: root) } catch {
            throw SourceError.cache(.cannotClear(root.path, detail: error.localizedDescription))
        }
        return count
    }

    /// `nominatim/name-<hash>.json`: a stable file name for any text.
    func nominatimURL(_ name: String) -> URL {
        nominatimFolder.appendingPathComponent("name-\(Self.fnv1a(name.precomposedStringWithCanonicalMapping.lowercased())).json")
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, in hex: short, stable across runs (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Writes to `URL.part`, then renames over `url`.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let part = url.appendingPathExtension("part")
        try data.write(to: part)
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        try FileManager.default.moveItem(at: part, to: url)
    }

    private struct StoredCandidates: Codable {
        var query: String
        var fetchedAt: Date
        var candidates: [GeocodeCandidate]
    }

    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        e.dateEncodingStrategy = .iso8601
        return e
    }()

    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()
}
