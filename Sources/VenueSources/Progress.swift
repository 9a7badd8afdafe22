import Foundation

/// Where slow work says how it is going ("geocoding…", "received 1.4 MB"): the command line
/// shows it on stderr on a terminal, updated in place; tests record it.
public struct SourceProgress: Sendable {
    /// Called with each new state of the work, as one short line.
    public let report: @Sendable (String) -> Void
    /// A progress that reports to `report`.
    public init(report: @escaping @Sendable (String) -> Void) { self.report = report }
    /// Says nothing.
    public static let silent = SourceProgress { _ in }
}

/// "1.4 MB", "820 kB", "312 B": a byte count as progress lines say it.
public func formatBytes(_ n: Int64) -> String {
    if n >= 1_000_000 { return String(format: "%.1f MB", Double(n) / 1_000_000) }
    if n >= 1_000 { return "\(n / 1_000) kB" }
    return "\(n) B"
}
