import Localization

/// Why a venue cannot be read, as a code and its arguments: ``text(_:)`` writes it in any
/// interface language, and ``LoadFailure/message`` is its English text (what `--json` prints).
/// Failures without a code yet (a damaged zip's details) keep their English message only.
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
