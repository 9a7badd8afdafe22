import Localization

/// Why a venue cannot be read, as a code and its arguments: ``text(_:)`` writes it in any
/// interface language, and ``LoadFailure/message`` is its English text (what `--json` prints).
public enum LoadFailureCode: Sendable, Equatable {
    /// `no such file or folder`.
    case noSuchFile
    /// `cannot read the file`.
    case cannotRead
    /// `the file is 300 MiB, over the 200 MiB limit`.
    case fileTooLarge(mebibytes: Int, limit: Int)
    /// `not a zip archive (no PK signature) nor a folder, …; Atrium reads an IMDF folder or .zip, …`.
    case notVenueNorArchive
    /// `the zip archive is empty`.
    case emptyZip
    /// `not an OpenStreetMap file (OSM XML, Overpass JSON or GeoJSON)`.
    case notOSMFile
    /// `it uses the IndoorOSM schema (buildingpart=*: 12 feature(s)), which Atrium does not read; …`.
    case indoorOSMSchema(features: Int)
    /// `it holds no indoor data: none of its 40 feature(s) is tagged indoor=* or level=*; …`.
    case noIndoorData(features: Int)
    /// `nothing can be shown: no readable level and no readable unit`.
    case nothingReadable
    /// `the file is 300 MiB, over the 128 MiB limit for an archive` (a zip).
    case archiveTooLarge(mebibytes: Int, limit: Int)
    /// `a ZIP64 field holds an impossible size or offset (damaged or hostile zip)`.
    case zip64OutOfRange
    /// `not a readable zip archive (truncated or damaged: …)`, with the zip library's words.
    case unreadableZip(detail: String)
    /// `more than 10000 entries; refusing a suspicious archive`.
    case tooManyEntries(limit: Int)
    /// `unit.geojson would inflate to 300 MiB, over the 128 MiB limit (zip bomb?)`.
    case memberInflatesTooLarge(name: String, mebibytes: Int, limit: Int)
    /// `unit.geojson has a compression ratio of 900:1, over the 200:1 limit (zip bomb?)`.
    case compressionRatio(name: String, ratio: Int, limit: Int)
    /// `unit.geojson inflates past the size limit (zip bomb?)`.
    case inflatesPastLimit(name: String)
    /// `cannot list folder: …`, with the system's words.
    case cannotListFolder(detail: String)
    /// `unit.geojson is 200 MiB, over the 128 MiB limit for one file` (in a folder).
    case memberFileTooLarge(name: String, mebibytes: Int, limit: Int)
    /// `the archive's files add up to more than 128 MiB, the limit` (a folder).
    case folderTooLarge(limit: Int)

    /// The sentence in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .noSuchFile: return ui.loadNoSuchFile
        case .cannotRead: return ui.loadCannotRead
        case .fileTooLarge(let size, let limit): return ui.loadFileTooLarge(limit: ui.number(limit), size: ui.number(size))
        case .notVenueNorArchive: return ui.loadNotVenueNorArchive
        case .emptyZip: return ui.loadEmptyZip
        case .notOSMFile: return ui.loadNotOsmFile
        case .indoorOSMSchema(let count): return ui.loadIndoorOsmSchema(count: count)
        case .noIndoorData(let count): return ui.loadNoIndoorData(count: count)
        case .nothingReadable: return ui.loadNothingReadable
        case .archiveTooLarge(let size, let limit): return ui.loadArchiveTooLarge(limit: String(limit), size: String(size))
        case .zip64OutOfRange: return ui.loadZip64OutOfRange
        case .unreadableZip(let detail): return ui.loadUnreadableZip(detail: detail)
        case .tooManyEntries(let limit): return ui.loadTooManyEntries(limit: String(limit))
        case .memberInflatesTooLarge(let name, let size, let limit):
            return ui.loadMemberInflatesTooLarge(limit: String(limit), name: name, size: String(size))
        case .compressionRatio(let name, let ratio, let limit):
            return ui.loadCompressionRatio(limit: String(limit), name: name, ratio: String(ratio))
        case .inflatesPastLimit(let name): return ui.loadInflatesPastLimit(name: name)
        case .cannotListFolder(let detail): return ui.loadCannotListFolder(detail: detail)
        case .memberFileTooLarge(let name, let size, let limit):
            return ui.loadMemberFileTooLarge(limit: String(limit), name: name, size: String(size))
        case .folderTooLarge(let limit): return ui.loadFolderTooLarge(limit: String(limit))
        }
    }
}

extension LoadFailure {
    /// A failure whose words come from the catalogue: ``message`` is `code`'s English text.
    public init(path: String, code: LoadFailureCode, diagnostics: [Diagnostic]) {
        self.init(path: path, message: code.text(.english), diagnostics: diagnostics)
        self.code = code
    }

    /// What it says in the language of `ui` (``message`` when it has no code yet).
    public func text(_ ui: UIText) -> String { code?.text(ui) ?? message }
}

extension ArchiveError {
    /// An error whose words come from the catalogue.
    init(path: String, code: LoadFailureCode) {
        self.init(path: path, message: code.text(.english))
        self.code = code
    }
}
