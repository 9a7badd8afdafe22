import Localization

/// One problem found while reading an archive: never a crash, always a sentence.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Comparable {
        /// Data is wrong or missing; what it affects may not be shown.
        case error
        /// Data is unusual; Atrium copes.
        case warning

        /// "error", "warning" in the language of `ui`.
        public func name(_ ui: UIText) -> String { self == .error ? ui.diagnosticError : ui.diagnosticWarning }

        /// Errors sort before warnings.
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    /// Error or warning.
    public var severity: Severity
    /// The archive member the problem is in, e.g. `unit.geojson`; empty for the archive itself.
    public var file: String
    /// The feature id, when the problem belongs to one feature.
    public var featureID: String?
    /// What is wrong in English (``code``'s English text): what `--json` prints. Written out
    /// when first asked, not when the diagnostic is made: a load records dozens of warnings
    /// whose text only a report reads (formatting them was 3% of an OSM load).
    public var message: String {
        get {
            if let setMessage { return setMessage }
            let text = code.text(.english)
            return messageSanitized ? text.replacingControlCharacters : text
        }
        set { setMessage = newValue }
    }
    /// A message set after the diagnostic was made, nil while it is ``code``'s own text.
    fileprivate var setMessage: String?
    /// Whether ``code``'s text is given with its control characters replaced (once logged).
    fileprivate var messageSanitized = false
    /// 1-based line in the file, for syntax errors.
    public var line: Int?
    /// 1-based column in the file, for syntax errors.
    public var column: Int?
    /// What it says as a code and arguments, for ``text(_:)``: every diagnostic has one, so
    /// none can be made that only English can say.
    public var code: DiagnosticCode

    /// A diagnostic whose words come from the catalogue: ``message`` is `code`'s English text.
    public init(_ severity: Severity, file: String, featureID: String? = nil, code: DiagnosticCode, line: Int? = nil, column: Int? = nil) {
        self.severity = severity
        self.file = file
        self.featureID = featureID
        self.line = line
        self.column = column
        self.code = code
    }

    /// What it says in the language of `ui`, safe to print.
    public func sentence(_ ui: UIText) -> String {
        code.text(ui).replacingControlCharacters
    }

    /// Equal when they say the same, as when the message was stored.
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.file == b.file && a.featureID == b.featureID && a.line == b.line
            && a.column == b.column && a.code == b.code && a.message == b.message
    }

    /// `error: unit.geojson:12:5: feature 1234…: message`.
    public var description: String { text(.english) }

    /// ``description`` in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        var place = file.isEmpty ? ui.diagnosticArchive : file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        let severity = severity.name(ui), message = sentence(ui)
        guard let featureID else { return ui.diagnosticLine(message: message, place: place, severity: severity) }
        return ui.diagnosticLineFeature(id: featureID, message: message, place: place, severity: severity)
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
        if let set = d.setMessage { safe.setMessage = set.replacingControlCharacters } else { safe.messageSanitized = true }
        items.append(safe)
    }

    /// Records a problem whose words come from the catalogue.
    public mutating func add(_ severity: Diagnostic.Severity, _ file: String, _ id: String?, _ code: DiagnosticCode) {
        add(Diagnostic(severity, file: file, featureID: id, code: code))
    }

    /// Records an error.
    public mutating func error(_ file: String, _ id: String?, _ code: DiagnosticCode) {
        add(Diagnostic(.error, file: file, featureID: id, code: code))
    }

    /// Records a warning.
    public mutating func warning(_ file: String, _ id: String?, _ code: DiagnosticCode) {
        add(Diagnostic(.warning, file: file, featureID: id, code: code))
    }

    /// Number of errors recorded.
    public var errorCount: Int { items.filter { $0.severity == .error }.count }
    /// Number of warnings recorded.
    public var warningCount: Int { items.filter { $0.severity == .warning }.count }
}
