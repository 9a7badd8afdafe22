import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A fake Nominatim + Overpass API on 127.0.0.1 (`fake_osm_server.py`, Python's http.server),
/// or a loopback HTTP proxy in front of one, for the tests of `osm:` places. It answers in the
/// public instances' shapes, with Overpass JSON made at start from an OSM file in ../shared,
/// and logs every request (time, User-Agent, body). Stopped (killed) on `stop()` or deinit.
public final class FakeOSMServer: @unchecked Sendable {
    /// One request the server received.
    public struct Request: Decodable, Sendable {
        public var time: Double
        public var method: String
        public var path: String
        public var user_agent: String
        public var body: String
        public var proxied: Bool
        /// The conditional headers it carried.
        public var if_none_match: String?
        public var if_modified_since: String?
    }

    /// `http://127.0.0.1:PORT`.
    public let base: URL
    /// The port it listens on (chosen by the system).
    public let port: Int
    private let pid: pid_t
    private let folder: URL
    private var stopped = false

    /// Starts the server (or, with `upstream`, a proxy to it) and waits until it listens (60 s at most: it reads the
    /// OSM file first, which a machine at a load of 25 took more than 15 s to do).
    /// - Parameters:
    ///   - osm: the OSM file whose data `/api/interpreter` answers with.
    ///   - places: Nominatim results as JSON objects, or `auto` for every named building of `osm`.
    ///   - statusWait: the seconds `/api/status` says until a slot is free.
    public init(osm: URL? = nil, places: [String] = ["auto"], statusWait: Int = 1, upstream: FakeOSMServer? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-fake-osm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let portFile = folder.appendingPathComponent("port").path
        var arguments = ["python3", TestPaths.packageRoot.appendingPathComponent("Tests/TestSupport/fake_osm_server.py").path,
                         "--port-file", portFile, "--log", folder.appendingPathComponent("log").path,
                         "--status-wait", String(statusWait)]
        if let osm { arguments += ["--osm", osm.path] }
        for p in places { arguments += ["--place", p] }
        if let upstream { arguments += ["--mode", "proxy", "--upstream", "127.0.0.1:\(upstream.port)"] }
        let out = folder.appendingPathComponent("stderr").path
        pid = try Command.spawn(arguments, stdin: "/dev/null", stdout: out, stderr: out)
        port = try waitUntil("the fake OSM server to listen", timeout: 60) {
            (try? String(contentsOfFile: portFile, encoding: .utf8)).flatMap { Int($0) }
        }
        base = URL(string: "http://127.0.0.1:\(port)")!
    }

    deinit { stop() }

    /// The Overpass interpreter URL.
    public var overpassURL: String { base.appendingPathComponent("api/interpreter").absoluteString }
    /// The Nominatim base URL.
    public var nominatimURL: String { base.absoluteString }

    /// Sets how the next interpreter requests are answered, in order ("ok", "429", "504",
    /// "remark", "empty", "truncated", "stall", "slow", "trickle:N"); "ok" after the list is used up.
    public func script(_ steps: [String]) throws {
        var request = URLRequest(url: base.appendingPathComponent("_script"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: steps)
        _ = try send(request)
    }

    /// The live status feed's URL (`/feed`).
    public var feedURL: String { base.appendingPathComponent("feed").absoluteString }

    /// Sets what `/feed` answers: `body` (a new ETag and Last-Modified), after the steps of
    /// `script` ("429" with `Retry-After: 2`, "503"), one a request.
    public func setFeed(_ body: String, script: [String] = []) throws {
        var request = URLRequest(url: base.appendingPathComponent("_feed"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["body": body, "script": script])
        _ = try send(request)
    }

    /// Asks the server for `path` (e.g. `/search?q=x&format=jsonv2`) as a client would; the
    /// request is logged like any other.
    public func get(_ path: String) throws -> Data {
        try send(URLRequest(url: URL(string: base.absoluteString + path)!))
    }

    /// Sends a request straight to the server (no proxy), 10 s at most.
    private func send(_ request: URLRequest) throws -> Data {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.connectionProxyDictionary = [:]
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let done = DispatchSemaphore(value: 0)
        let result = LockedBox<(Data?, Error?)>((nil, nil))
        session.dataTask(with: request) { data, _, error in
            result.value = (data, error)
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 10) == .success else { throw WaitTimedOut(what: "the fake server's answer", seconds: 10) }
        if let error = result.value.1 { throw error }
        return result.value.0 ?? Data()
    }

    /// Every request received so far, oldest first.
    public var requests: [Request] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
    }

    /// What the server wrote on stderr (its errors, for a failing test's message).
    public var errors: String { (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Kills the server and waits for it; its log stays readable.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// A value behind a lock, for callbacks.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
