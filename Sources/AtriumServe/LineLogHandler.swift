import Logging

/// A `LogHandler` that hands each formatted line ("info: message") to a closure.
/// Lets embedders and tests collect the server's log lines without a global
/// logging bootstrap.
struct LineLogHandler: LogHandler {
    /// Receives each line.
    let sink: @Sendable (String) -> Void
    /// Lines below this level are dropped.
    var logLevel: Logger.Level = .info
    /// Metadata attached to every line.
    var metadata: Logger.Metadata = [:]

    /// Metadata by key.
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Formats and forwards one entry.
    func log(event: LogEvent) {
        sink("\(event.level): \(event.message)")
    }
}

extension Logger {
    /// A logger whose lines (`"info: connect from …"`) go to `sink`.
    static func lines(label: String, _ sink: @escaping @Sendable (String) -> Void) -> Logger {
        Logger(label: label) { _ in LineLogHandler(sink: sink) }
    }
}

extension SSHServer {
    /// A server whose log lines go to `logLines` instead of the global logging system.
    convenience init(configuration: ServeConfiguration, logLines: @escaping @Sendable (String) -> Void) throws {
        try self.init(configuration: configuration, logger: .lines(label: "atrium.serve", logLines))
    }
}
