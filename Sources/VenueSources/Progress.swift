import Foundation

/// A stage of the work of making a place ready, with its figures. ``line`` says it in English
/// (tests read it); the command line maps it to the app's own stage type, which the progress
/// line on stderr and the explorer's status line say in the interface language.
public enum SourceStage: Equatable, Sendable {
    /// Asking the geocoder for a name.
    case geocoding(name: String)
    /// The Overpass query was sent to `host`; no byte of the answer yet.
    case asking(host: String)
    /// `bytes` of the answer have arrived from `host`.
    case received(bytes: Int64, host: String)
    /// HTTP 429: asking the status page when a slot is free.
    case busy
    /// Waiting for an Overpass slot, `seconds` left.
    case waitingForSlot(seconds: Int)
    /// HTTP 504: trying again with `[timeout:timeout]` in `seconds`.
    case retrying(timeout: Int, seconds: Int)
    /// The answer is taken from the cache (no request).
    case cached

    /// The stage as one English line ("received 1.4 MB from overpass-api.de").
    public var line: String {
        switch self {
        case .geocoding(let name): "geocoding \"\(name)\"…"
        case .asking(let host): "asking the Overpass server at \(host)…"
        case .received(let bytes, let host): "received \(formatBytes(bytes)) from \(host)"
        case .busy: "the Overpass server is busy (HTTP 429); asking when a slot is free…"
        case .waitingForSlot(let s): "waiting for the Overpass server (slot in \(s) s; Ctrl-C cancels)"
        case .retrying(let timeout, let s): "the Overpass server timed out (HTTP 504); trying again with [timeout:\(timeout)] in \(s) s"
        case .cached: "using the answer in the cache"
        }
    }
}

/// Where slow work says how it is going ("geocoding…", "received 1.4 MB"): the command line
/// shows it on stderr on a terminal, updated in place, or on the explorer's status line; tests
/// record it.
public struct SourceProgress: Sendable {
    /// Called with each new stage of the work.
    public let stage: @Sendable (SourceStage) -> Void

    /// A progress that hears each stage.
    public init(stage: @escaping @Sendable (SourceStage) -> Void) { self.stage = stage }

    /// A progress that hears each stage as its English line.
    public init(report: @escaping @Sendable (String) -> Void) { self.stage = { report($0.line) } }

    /// Says a stage.
    public func report(_ stage: SourceStage) { self.stage(stage) }

    /// Says nothing.
    public static let silent = SourceProgress { (_: SourceStage) in }
}

/// "1.4 MB", "820 kB", "312 B": a byte count as progress lines say it.
public func formatBytes(_ n: Int64) -> String {
    if n >= 1_000_000 { return String(format: "%.1f MB", Double(n) / 1_000_000) }
    if n >= 1_000 { return "\(n / 1_000) kB" }
    return "\(n) B"
}
