/// One problem found while reading an archive: never a crash, always a sentence.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Comparable {
        /// Data is wrong or missing; what it affects may not be shown.
        case error
        /// Data is unusual; Atrium copes.
        case warning

        /// Errors sort before warnings.
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    /// Error or warning.
    public var severity: Severity
    /// The archive member the problem is in, e.g. `unit.geojson`; empty for the archive itself.
    public var file: String
    /// The feature id, when the problem belongs to one feature.
    public var featureID: String?
    /// A plain sentence saying what is wrong.
    public var message: String
    /// 1-based line in the file, for syntax errors.
    public var line: Int?
    /// 1-based column in the file, for syntax errors.
    public var column: Int?

    /// Creates a diagnostic.
    public init(_ severity: Severity, file: String, featureID: String? = nil, message: String, line: Int? = nil, column: Int? = nil) {
        self.severity = severity
        self.file = file
        self.featureID = featureID
        self.message = message
        self.line = line
        self.column = column
    }

    /// `error: unit.geojson:12:5: feature 1234…: message`.
    public var description: String {
        var place = file.isEmpty ? "archive" : file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        let feature = featureID.map { " feature \($0):" } ?? ""
        return "\(severity.rawValue): \(place):\(feature) \(message)"
    }
}

/// Collects diagnostics while loading, capping repeats so a broken file cannot flood the output.
public struct DiagnosticLog: Sendable {
    /// Everything recorded so far, in order.
    public private(set) var items: [Diagnostic] = []
    /// How many diagnostics were dropped because of ``limit``.
    public private(set) var suppressed = 0
    /// Most diagnostics kept.
    public var limit = 5_000

    /// Creates an empty log.
    public init() {}

    /// Records a diagnostic, with any control character from the archive (quoted ids and
    /// values) replaced so that printing it is safe.
    public mutating func add(_ d: Diagnostic) {
        guard items.count < limit else { suppressed += 1; return }
        var safe = d
        safe.file = d.file.replacingControlCharacters
        safe.featureID = d.featureID?.replacingControlCharacters
        safe.message = d.message.replacingControlCharacters
        items.append(safe)
    }

    /// Records an error.
    public mutating func error(_ file: String, _ id: String?, _ message: String) {
        add(Diagnostic(.error, file: file, featureID: id, message: message))
    }

    /// Records a warning.
    public mutating func warning(_ file: String, _ id: String?, _ message: String) {
        add(Diagnostic(.warning, file: file, featureID: id, message: message))
    }

    /// Number of errors recorded.
    public var errorCount: Int { items.filter { $0.severity == .error }.count }
    /// Number of warnings recorded.
    public var warningCount: Int { items.filter { $0.severity == .warning }.count }
}
