import Foundation

/// The single-file formats Atrium reads besides IMDF archives, all from OpenStreetMap.
public enum OSMFileFormat: String, Sendable {
    /// OSM XML (`.osm`): JOSM's save, the Overpass API's default output (also `out geom`).
    case osmXML = "OSM XML"
    /// Overpass API JSON: `{"elements": [...]}`.
    case overpassJSON = "Overpass JSON"
    /// GeoJSON exported from OSM (osmtogeojson, overpass turbo).
    case geoJSON = "GeoJSON"
}

/// Loads OpenStreetMap indoor data (Simple Indoor Tagging) from one file into the same typed
/// features and venue graph an IMDF archive gives, via ``SITMapper``.
///
/// The format is chosen by the content, not the name: `<` opens XML; a JSON object with
/// `elements` is Overpass JSON, one with `features` GeoJSON. Problems become diagnostics
/// with the file's name and a line and column (XML, JSON syntax) or the element id
/// (`way/123`); what can be read still loads. The archive limits apply: file size, positions
/// per feature and in all.
public enum OSMLoader {
    /// Whether a file's first bytes look like something this loader reads (not a zip).
    public static func recognizes(prefix bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0x50, 0x4B]) { return false }  // "PK": a zip
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && (bytes[i] == UInt8(ascii: "<") || bytes[i] == UInt8(ascii: "{"))
    }

    /// Whether `path` is a single file this loader should read rather than a zip or folder.
    public static func recognizes(path: String) -> Bool {
        // stat and read(2): this runs before every load, of OSM files and archives alike.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let head = [UInt8](unsafeUninitializedCapacity: 4096) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                count += n
            }
        }
        return recognizes(prefix: head)
    }

    /// Loads a file.
    /// - Throws: ``LoadFailure`` when it cannot be read or holds nothing to show.
    public static func load(path: String, limits: ArchiveLimits = ArchiveLimits()) throws(LoadFailure) -> LoadResult {
        try load(bytes: readBytes(path: path, limits: limits), sourcePath: path, limits: limits)
    }

    /// A file's bytes, refused beyond the archive size limit.
    static func readBytes(path: String, limits: ArchiveLimits) throws(LoadFailure) -> [UInt8] {
        var info = stat()
        let size = stat(path, &info) == 0 ? Int(info.st_size) : 0
        if size > limits.maxArchiveBytes {
            throw LoadFailure(path: path, code: .fileTooLarge(mebibytes: size >> 20, limit: limits.maxArchiveBytes >> 20), diagnostics: [])
        }
        guard let bytes = ArchiveReader.readFile(path, expectedSize: size) else {
            throw LoadFailure(path: path, code: .cannotRead, diagnostics: [])
        }
        return bytes
    }

    /// Loads a file's bytes (also used by tests). Diagnostics name the file by its last path component.
    public static func load(bytes: [UInt8], sourcePath: String, limits: ArchiveLimits = ArchiveLimits()) throws(LoadFailure) -> LoadResult {
        let file = sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath
        var log = DiagnosticLog()
        let (features, _) = readFeatures(bytes, file: file, limits: limits, log: &log)
        let (archive, mapped) = SITMapper.map(features, file: file, sourcePath: sourcePath, log: log)
        do {
            return try IMDFLoader.finish(archive, sourcePath: sourcePath, log: mapped)
        } catch {
            // Nothing to show: name the scheme the file uses when it is not Simple Indoor Tagging.
            guard let reason = OSMSchema.unreadableReason(features) else { throw error }
            throw LoadFailure(path: sourcePath, code: reason, diagnostics: error.diagnostics)
        }
    }

    /// The features of a file and the format they were read as (nil when none applies). An
    /// element that appears more than once (the same node, way or relation id) is read once,
    /// its first copy: two copies would become two features with the same stable id.
    static func readFeatures(_ bytes: [UInt8], file: String, limits: ArchiveLimits, log: inout DiagnosticLog) -> ([OSMFeature], OSMFileFormat?) {
        let (all, format) = readEveryFeature(bytes, file: file, limits: limits, log: &log)
        var seen = OSMRefSet(capacity: all.count)
        var repeated: [OSMRef] = []
        for i in all.indices where !seen.insert(all[i].ref) { repeated.append(all[i].ref) }
        guard !repeated.isEmpty else { return (all, format) }   // the usual case: no copy of the list
        seen = OSMRefSet(capacity: all.count)
        let firsts = all.filter { seen.insert($0.ref) }
        if let example = repeated.first {
            log.warning(file, example.description, .osmRepeated(count: repeated.count, example: example.description))
        }
        return (firsts, format)
    }

    static func readEveryFeature(_ bytes: [UInt8], file: String, limits: ArchiveLimits, log: inout DiagnosticLog) -> ([OSMFeature], OSMFileFormat?) {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "<") {
            let data = OSMXMLReader.read(bytes, file: file, limits: limits, log: &log)
            return (OSMAssembler.features(data, file: file, log: &log), .osmXML)
        }
        if bytes.count >= PositionScan.minimumBytes,
           let excess = PositionScan.firstExcess(bytes, perGeometry: limits.maxPointsPerFeature, total: limits.maxTotalPoints) {
            let at = PositionScan.lineAndColumn(bytes, offset: excess.offset)
            log.add(Diagnostic(.error, file: file, code: excess.code, line: at.line, column: at.column))
            return ([], nil)
        }
        let scanned = OSMJSONScanner.scan(bytes)
        if let error = scanned.strictError {
            log.add(Diagnostic(.error, file: file, code: .invalidJSON(error), line: error.line, column: error.column))
        }
        guard let document = scanned.document else { return ([], nil) }
        if scanned.strictError != nil { log.add(.warning, file, nil, .readLeniently) }
        return readDocument(document, file: file, limits: limits, log: &log)
    }

    /// The features of a JSON document, scanned or parsed: Overpass JSON when it has
    /// `elements`, GeoJSON when it has `features`.
    static func readDocument(_ document: OSMJSONDocument, file: String, limits: ArchiveLimits, log: inout DiagnosticLog) -> ([OSMFeature], OSMFileFormat?) {
        if let elements = document.elements {
            let data = OverpassJSONReader.read(.object(["elements": elements]), file: file, limits: limits, log: &log)
            return (OSMAssembler.features(data, file: file, log: &log), .overpassJSON)
        }
        if document.features != nil {
            return (OSMGeoJSONReader.read(document, file: file, limits: limits, log: &log), .geoJSON)
        }
        log.error(file, nil, .osmNeitherFormat(kind: document.kind))
        return ([], nil)
    }
}
