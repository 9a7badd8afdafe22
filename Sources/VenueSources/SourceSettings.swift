import Foundation

/// Where and how VenueSources reaches the network: endpoints, modes, identity and limits.
///
/// The command line fills it in from its options and environment; tests point the endpoints at
/// a loopback server and shorten the waits (never below what a test needs to see them).
public struct SourceSettings: Sendable {
    /// The public Overpass API instance (its interpreter).
    public static let publicOverpass = URL(string: "https://overpass-api.de/api/interpreter")!
    /// The public Nominatim instance.
    public static let publicNominatim = URL(string: "https://nominatim.openstreetmap.org")!
    /// How long a cached answer is fresh: 14 days, as KOSMIndoorMap keeps its tiles.
    public static let freshness: TimeInterval = 14 * 24 * 3600
    /// The shortest wait for an Overpass slot after HTTP 429.
    public static let minimumSlotWait: TimeInterval = 30

    /// The Overpass interpreter URL (`…/api/interpreter`); its status page is `…/api/status` beside it.
    public var overpassURL: URL
    /// The Nominatim base URL (`/search` is appended; a URL already ending in `/search` is kept).
    public var nominatimURL: URL
    /// Never touch the network: only the cache answers.
    public var offline: Bool
    /// Fetch again even when the cache is fresh.
    public var refresh: Bool
    /// Which geocoding candidate to take (1-based), when a name matches several places.
    public var pick: Int?
    /// The User-Agent every request carries: `atrium/VERSION (CONTACT)` (``userAgent(version:contact:)``).
    public var userAgent: String
    /// The cache folder (`$XDG_CACHE_HOME/atrium`, else `~/.cache/atrium`).
    public var cacheRoot: URL
    /// Overpass's `[timeout:]` in seconds for the first attempt (halved on each HTTP 504).
    public var queryTimeout: Int = 90
    /// Overpass's `[maxsize:]` in bytes.
    public var maxSize: Int = 256 * 1024 * 1024
    /// An HTTP transfer fails when no byte arrives for this long (seconds). By default the
    /// query's timeout plus 30 s, since Overpass sends nothing until its query is done.
    public var idleTimeout: TimeInterval?
    /// The least wait after HTTP 429 (30 s; tests may shorten it).
    public var slotWaitFloor: TimeInterval = SourceSettings.minimumSlotWait
    /// The first back-off after HTTP 504, doubled on each retry (seconds).
    public var backoff: TimeInterval = 5
    /// The least time between two Nominatim requests: its usage policy's one a second.
    public var nominatimInterval: TimeInterval = 1

    /// Settings with the public endpoints and the cache under `cacheRoot`.
    public init(userAgent: String, cacheRoot: URL, overpassURL: URL = SourceSettings.publicOverpass,
                nominatimURL: URL = SourceSettings.publicNominatim, offline: Bool = false, refresh: Bool = false, pick: Int? = nil) {
        self.userAgent = userAgent
        self.cacheRoot = cacheRoot
        self.overpassURL = overpassURL
        self.nominatimURL = nominatimURL
        self.offline = offline
        self.refresh = refresh
        self.pick = pick
    }

    /// `atrium/VERSION`, or `atrium/VERSION (CONTACT)` with a contact (an email address or a
    /// URL the operator gives with `--contact` / `ATRIUM_CONTACT`): how the usage policies of
    /// Nominatim and Overpass ask an application to name itself. The project has no public
    /// address of its own, so none is made up: without a contact the version alone is sent.
    public static func userAgent(version: String, contact: String?) -> String {
        let contact = contact.map { $0.filter { !$0.isNewline && $0 != "(" && $0 != ")" }.trimmingCharacters(in: .whitespaces) } ?? ""
        return contact.isEmpty ? "atrium/\(version)" : "atrium/\(version) (\(contact))"
    }

    /// `$XDG_CACHE_HOME/atrium`, else `$HOME/.cache/atrium`.
    public static func defaultCacheRoot(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("atrium")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/atrium")
    }

    /// The Overpass status page beside the interpreter (`…/api/status`).
    var overpassStatusURL: URL {
        overpassURL.deletingLastPathComponent().appendingPathComponent("status")
    }

    /// The Nominatim search endpoint.
    var nominatimSearchURL: URL {
        nominatimURL.lastPathComponent == "search" ? nominatimURL : nominatimURL.appendingPathComponent("search")
    }

    /// The HTTP idle timeout for a query with `[timeout:seconds]`.
    func idleTimeout(forQueryTimeout seconds: Int) -> TimeInterval {
        idleTimeout ?? TimeInterval(seconds + 30)
    }
}
