import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What came back from one HTTP exchange.
struct HTTPAnswer {
    /// The status code.
    var status: Int
    /// The body, when it was kept in memory (every answer but a 200 streamed to a file).
    var body: Data
    /// The `Retry-After` header, when there was one.
    var retryAfter: String?
    /// The `ETag` header, when there was one (for a conditional request next time).
    var etag: String?
    /// The `Last-Modified` header, when there was one (sent back as `If-Modified-Since`).
    var lastModified: String?
}

/// One HTTP request at a time through Foundation's URLSession (libcurl on Linux), with our
/// User-Agent, an idle timeout of our own (no byte for N seconds fails the transfer, however
/// long the whole takes), Ctrl-C noticed within 50 ms, and a 200's body streamed to a file.
///
/// Proxies: on Linux URLSession leaves libcurl's proxy options unset, and libcurl then takes
/// `http_proxy`, `https_proxy` (or `HTTPS_PROXY`) and `no_proxy` from the environment, as curl
/// does; the loopback proxy test checks that it does.
final class HTTPClient: Sendable {
    /// One lock per server (host and port): one request at a time to each service,
    /// program-wide. Per server, not one for all: an operator's status feed is not kept
    /// waiting behind a minutes-long Overpass download (nor, in the tests, behind another
    /// test's stalled fake server).
    private static let gates = LockedValue<[String: NSLock]>([:])

    /// The lock for `url`'s server.
    static func gate(for url: URL?) -> NSLock {
        let key = "\(url?.scheme ?? "")://\(url?.host ?? ""):\(url?.port ?? -1)"
        return gates.withLock { gates in
            if let lock = gates[key] { return lock }
            let lock = NSLock()
            gates[key] = lock
            return lock
        }
    }

    let userAgent: String
    let cancellation: Cancellation

    init(userAgent: String, cancellation: Cancellation) {
        self.userAgent = userAgent
        self.cancellation = cancellation
    }

    /// Sends `request`; a 200's body goes to `file` when given (else to memory). `progress`
    /// hears the bytes received so far.
    func send(_ request: URLRequest, idleTimeout: TimeInterval, into file: URL? = nil,
              progress: @escaping @Sendable (Int64) -> Void = { _ in }) throws -> HTTPAnswer {
        let gate = Self.gate(for: request.url)
        gate.lock()
        defer { gate.unlock() }
        try cancellation.check()
        var request = request
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        // URLSession's own timeouts are set out of reach: the idle watchdog below is the one
        // that counts (libcurl's idea of a request timeout differs between versions).
        request.timeoutInterval = 24 * 3600
        let transfer = Transfer(file: file, progress: progress)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 24 * 3600
        configuration.timeoutIntervalForResource = 24 * 3600
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 1
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        task.resume()
        let host = request.url?.host ?? "the server"
        while !transfer.finished(within: 0.05) {
            if let signal = cancellation.signal() {
                task.cancel()
                _ = transfer.finished(within: 2)
                transfer.discard()
                throw SourceError.cancelled(signal)
            }
            if transfer.idleSeconds > idleTimeout {
                task.cancel()
                _ = transfer.finished(within: 2)
                transfer.discard()
                throw SourceError.timedOut(host, seconds: Int(idleTimeout.rounded()))
            }
        }
        return try transfer.answer(host: host)
    }
}

/// The state of one transfer, fed by URLSession's delegate queue and read by the caller.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private let file: URL?
    private let progress: @Sendable (Int64) -> Void
    private var handle: FileHandle?
    private var status = 0
    private var retryAfter: String?
    private var etag: String?
    private var lastModified: String?
    private var body = Data()
    private var received: Int64 = 0
    private var lastByte = DispatchTime.now()
    private var failure: Error?
    private var writeFailure: SourceError.CacheProblem?
    private var isDone = false

    init(file: URL?, progress: @escaping @Sendable (Int64) -> Void) {
        self.file = file
        self.progress = progress
    }

    /// Whether the transfer ended, waiting up to `seconds` for it.
    func finished(within seconds: TimeInterval) -> Bool {
        if lock.withLock({ isDone }) { return true }
        if done.wait(timeout: .now() + seconds) == .success {
            lock.withLock { isDone = true }
            return true
        }
        return false
    }

    /// Seconds since the last byte (or the start).
    var idleSeconds: TimeInterval {
        lock.withLock { TimeInterval(DispatchTime.now().uptimeNanoseconds - lastByte.uptimeNanoseconds) / 1e9 }
    }

    /// Closes and deletes the file written so far.
    func discard() {
        lock.withLock {
            try? handle?.close()
            handle = nil
            if let file { try? FileManager.default.removeItem(at: file) }
        }
    }

    /// The answer, or the error that ended the transfer (the file deleted on any error).
    func answer(host: String) throws -> HTTPAnswer {
        try lock.withLock {
            try? handle?.close()
            handle = nil
            if let writeFailure {
                if let file { try? FileManager.default.removeItem(at: file) }
                throw SourceError.cache(writeFailure)
            }
            if let failure {
                if let file { try? FileManager.default.removeItem(at: file) }
                let text = (failure as NSError).localizedDescription
                throw SourceError.network(host: host, detail: text)
            }
            if status != 200, let file { try? FileManager.default.removeItem(at: file) }
            return HTTPAnswer(status: status, body: body, retryAfter: retryAfter, etag: etag, lastModified: lastModified)
        }
    }

    /// Reads the status and opens the file at the first byte (or at the end, for an empty
    /// body); the task's response is there by then. Called under the lock.
    private func start(_ task: URLSessionTask) {
        guard status == 0, let http = task.response as? HTTPURLResponse else { return }
        status = http.statusCode
        retryAfter = http.value(forHTTPHeaderField: "Retry-After")
        etag = http.value(forHTTPHeaderField: "ETag")
        lastModified = http.value(forHTTPHeaderField: "Last-Modified")
        if status == 200, let file {
            handle = FileManager.default.createFile(atPath: file.path, contents: nil) ? FileHandle(forWritingAtPath: file.path) : nil
            if handle == nil { writeFailure = .cannotWrite(file.path, detail: "") }
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let total: Int64? = lock.withLock {
            start(dataTask)
            lastByte = .now()
            received += Int64(data.count)
            if let handle {
                do { try handle.write(contentsOf: data) } catch { writeFailure = .cannotWrite(file?.path ?? "", detail: error.localizedDescription) }
            } else if body.count < 4 * 1024 * 1024 || status == 200 {
                body.append(data)
            }
            return status == 200 ? received : nil
        }
        if let total { progress(total) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.withLock {
            if error == nil { start(task) }
            failure = error
        }
        done.signal()
    }
}
