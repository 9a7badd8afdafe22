import Foundation

/// What loading an archive produced: the typed features, the venue graph and the diagnostics.
public struct LoadResult: Sendable {
    /// The typed features.
    public var archive: IMDFArchive
    /// Links between features, levels grouped by ordinal.
    public var graph: VenueGraph
    /// Every problem found, in the order found.
    public var diagnostics: [Diagnostic]
    /// Diagnostics dropped beyond the log's limit.
    public var suppressedDiagnostics: Int
}

/// Why nothing at all could be shown from an archive (exit status 2).
public struct LoadFailure: Error, Sendable, CustomStringConvertible {
    /// The archive path.
    public var path: String
    /// What went wrong.
    public var message: String
    /// Diagnostics gathered before giving up.
    public var diagnostics: [Diagnostic]
    /// What it says as a code, for ``text(_:)``; nil when only ``message`` exists.
    public var code: LoadFailureCode?

    /// A failure in English only.
    public init(path: String, message: String, diagnostics: [Diagnostic]) {
        self.path = path
        self.message = message
        self.diagnostics = diagnostics
    }
    /// "path: message".
    public var description: String { "\(path): \(message)" }
}

/// Loads an IMDF archive (folder or zip), or a single OpenStreetMap file (see ``OSMLoader``),
/// into typed features and a venue graph.
///
/// It never stops at the first problem: each one becomes a ``Diagnostic`` and
/// loading goes on with whatever can be shown. It fails only when the archive
/// cannot be read or holds no readable level and no readable unit.
public enum IMDFLoader {
    /// Loads an archive.
    /// - Parameters:
    ///   - path: a folder or a `.zip`.
    ///   - limits: size limits (zip bombs, huge features).
    /// - Throws: ``LoadFailure``.
    public static func load(path: String, limits: ArchiveLimits = ArchiveLimits()) throws(LoadFailure) -> LoadResult {
        // A single OSM file (XML, Overpass JSON, GeoJSON) is read by the OSM loader, so every command takes it.
        if OSMLoader.recognizes(path: path) { return try OSMLoader.load(path: path, limits: limits) }
        var log = DiagnosticLog()
        let members: [ArchiveMember]
        do {
            members = try ArchiveReader.read(path: path, limits: limits, log: &log)
        } catch let e as ArchiveError {
            throw e.code.map { LoadFailure(path: path, code: $0, diagnostics: log.items) }
                ?? LoadFailure(path: path, message: e.message, diagnostics: log.items)
        } catch {
            throw LoadFailure(path: path, message: "\(error)", diagnostics: log.items)
        }
        return try load(members: members, sourcePath: path, limits: limits, log: log)
    }

    /// Loads from members already in memory (used by ``load(path:limits:)`` and by tests and fuzzing).
    public static func load(members: [ArchiveMember], sourcePath: String, limits: ArchiveLimits = ArchiveLimits(),
                            log initialLog: DiagnosticLog = DiagnosticLog()) throws(LoadFailure) -> LoadResult {
        try load(members: members, sourcePath: sourcePath, limits: limits, log: initialLog, parsing: MemberParse.Options())
    }

    /// Loads from members, parsing as `parsing` says (tests compare the ways; all give the same result).
    static func load(members: [ArchiveMember], sourcePath: String, limits: ArchiveLimits,
                     log initialLog: DiagnosticLog, parsing: MemberParse.Options) throws(LoadFailure) -> LoadResult {
        var log = initialLog
        var archive = IMDFArchive(sourcePath: sourcePath)
        let root = findRoot(members, log: &log)
        let prefix = root.map { $0.isEmpty ? "" : $0 + "/" } ?? ""

        // Which member serves each feature type.
        var chosen: [FeatureType: ArchiveMember] = [:]
        for m in members where m.path.hasPrefix(prefix) {
            let rel = String(m.path.dropFirst(prefix.count))
            if rel.contains("/") { continue }
            let lower = rel.lowercased()
            if lower == "manifest.json" {
                archive.manifest = decodeManifest(m, log: &log)
                continue
            }
            if lower == "attribution.txt" {
                let text = String(decoding: m.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                archive.attribution = text.isEmpty ? nil : String(text.prefix(200)).replacingControlCharacters
                continue
            }
            let stem: String
            if lower.hasSuffix(".geojson") { stem = String(lower.dropLast(8)) } else if lower.hasSuffix(".json") { stem = String(lower.dropLast(5)) } else { continue }
            guard let type = FeatureType(rawValue: stem) else {
                log.warning(m.path, nil, .unknownFile)
                continue
            }
            if let existing = chosen[type] {
                let keepNew = lower.hasSuffix(".geojson") && !existing.path.lowercased().hasSuffix(".geojson")
                let (kept, dropped) = keepNew ? (m, existing) : (existing, m)
                log.warning(dropped.path, nil, .otherFileRead(type: type, kept: kept.path))
                chosen[type] = kept
            } else {
                chosen[type] = m
            }
        }
        if archive.manifest == nil {
            log.warning("manifest.json", nil, .noManifest)
        }

        // Parse the chosen files on the other cores (parsing reports nothing) while decoding
        // them here one after the other in type order, so the diagnostics come in the same order.
        let types = FeatureType.allCases.filter { chosen[$0] != nil }
        let pipeline = ParsePipeline(types.map { chosen[$0]! }, types: types, limits: limits, options: parsing)
        var decoder = FeatureDecoder(limits: limits)
        // Real archives hold a feature per 900 to 1,700 bytes; half a kilobyte leaves room.
        decoder.expectIDs(types.reduce(0) { $0 + chosen[$1]!.bytes.count } / 512)
        var next = 0
        for type in FeatureType.allCases {
            guard let m = chosen[type] else {
                switch type {
                case .venue, .level, .unit:
                    log.error("\(type.rawValue).geojson", nil, .missingFile(type: type))
                default: break
                }
                continue
            }
            let collection: RawCollection
            switch pipeline.result(next) {
            case .empty:
                log.error(m.path, nil, .fileEmpty)
                next += 1
                continue
            case .refused(let diagnostic):
                log.add(diagnostic)
                next += 1
                continue
            case .strict(let raw):
                collection = raw
            case .invalid(let error, let lenient):
                log.add(Diagnostic(.error, file: m.path, code: .invalidJSON(error), line: error.line, column: error.column))
                // Common slips: trailing commas, NaN. Read the features anyway when that is all.
                guard let lenient else { next += 1; continue }
                log.add(.warning, m.path, nil, .readLeniently)
                collection = lenient
            }
            next += 1
            if !m.path.lowercased().hasSuffix(".geojson") {
                log.add(.warning, m.path, nil, .fileName(expected: "\(type.rawValue).geojson"))
            }
            decoder.decodeCollection(collection, type: type, file: m.path, into: &archive, log: &log)
        }

        if archive.venues.count > 1 {
            log.warning(archive.venues[1].file, archive.venues[1].id, .moreThanOneVenue)
        }
        return try finish(archive, sourcePath: sourcePath, log: log)
    }

    /// Builds the venue graph of decoded features, failing when nothing can be shown.
    static func finish(_ archive: IMDFArchive, sourcePath: String, log initialLog: consuming DiagnosticLog) throws(LoadFailure) -> LoadResult {
        var log = initialLog
        let graph = VenueGraph(archive: archive, log: &log)
        if graph.floors.isEmpty && archive.units.isEmpty {
            throw LoadFailure(path: sourcePath, code: .nothingReadable, diagnostics: log.items)
        }
        return LoadResult(archive: archive, graph: graph, diagnostics: log.items, suppressedDiagnostics: log.suppressed)
    }

    /// The folder holding manifest.json: the root, or one folder down. Nil when there is none.
    private static func findRoot(_ members: [ArchiveMember], log: inout DiagnosticLog) -> String? {
        var candidates: [String] = []
        for m in members {
            let parts = m.path.split(separator: "/").map(String.init)
            guard parts.last?.lowercased() == "manifest.json" else { continue }
            candidates.append(parts.dropLast().joined(separator: "/"))
        }
        candidates.sort { $0.split(separator: "/").count < $1.split(separator: "/").count }
        if let best = candidates.first {
            if candidates.count > 1 {
                log.warning(candidates[1].isEmpty ? "manifest.json" : candidates[1] + "/manifest.json", nil,
                            .otherManifest(root: best.isEmpty ? "." : best))
            }
            return best
        }
        // No manifest: use the shallowest folder that holds a unit or level file.
        let featureFolders = members.compactMap { m -> String? in
            let parts = m.path.split(separator: "/").map(String.init)
            guard let last = parts.last?.lowercased(), last.hasPrefix("unit.") || last.hasPrefix("level.") else { return nil }
            return parts.dropLast().joined(separator: "/")
        }
        return featureFolders.min { $0.count < $1.count }
    }

    private static func decodeManifest(_ m: ArchiveMember, log: inout DiagnosticLog) -> Manifest? {
        let json: JSONValue
        do { json = try JSONParser.parse(m.bytes, lenient: true) } catch {
            log.add(Diagnostic(.error, file: m.path, code: .invalidJSON(error), line: error.line, column: error.column))
            return nil
        }
        guard case .object(let o) = json else {
            log.error(m.path, nil, .manifestNotObject(kind: json.kind))
            return nil
        }
        func text(_ key: String) -> String? { o[key]?.stringValue?.replacingControlCharacters }
        let manifest = Manifest(version: text("version"), created: text("created"), language: text("language"), generatedBy: text("generated_by"),
                                extensions: o["extensions"]?.arrayValue?.compactMap { $0.stringValue?.replacingControlCharacters } ?? [])
        switch manifest.version {
        case "1.0.0"?: break
        case let v?: log.add(.warning, m.path, nil, .manifestVersion(version: v))
        case nil: log.warning(m.path, nil, .manifestNoVersion)
        }
        if manifest.language == nil { log.warning(m.path, nil, .manifestNoLanguage) }
        if manifest.created == nil { log.warning(m.path, nil, .manifestNoCreated) }
        return manifest
    }
}
