#if canImport(Glibc)
import Glibc
#endif
import Foundation
import AtriumApp
import MapCore

/// Reads a live position source on a thread of its own and posts what it reads to a
/// ``LiveFeed``: gpsd (reconnecting with backoff when the connection drops), or JSON lines
/// from a file, FIFO or standard input as they arrive. Parsing is ``LiveFeedParser``'s; this
/// is only the I/O. The thread lives as long as the process.
enum PositionReader {
    /// Waits between attempts to reach gpsd, in seconds; the last repeats.
    static let backoff: [Double] = [0.5, 1, 2, 4, 8]

    /// Starts reading `source` into `feed`; `descriptor` is standard input's copy for `-`.
    static func start(_ source: PositionSource, feed: LiveFeed, descriptor: Int32? = nil) {
        Thread.detachNewThread {
            switch source {
            case .gpsd(let host, let port): readGPSD(host: host, port: port, feed: feed)
            case .file(let path): readFile(path: path, feed: feed)
            case .standardInput: if let descriptor { readLines(descriptor, feed: feed, parse: LiveFeedParser.feedLine) }
            }
        }
    }

    /// Connects, asks for JSON reports, reads them; when the connection fails or drops, says
    /// so once and tries again after a growing wait. `stop` ends the loop before its next
    /// attempt (tests; the explorer reads until it exits).
    static func readGPSD(host: String, port: Int, feed: LiveFeed, stop: () -> Bool = { false }) {
        let address = PositionSource.address(host: host, port: port)
        var attempt = 0
        var troubled = false
        while !stop() {
            if let fd = connect(host: host, port: port) {
                let watch = Array(LiveFeedParser.gpsdWatch.utf8)
                if send(fd, watch, watch.count, Int32(MSG_NOSIGNAL)) == watch.count {
                    if troubled { feed.post(.status("gpsd connected again (\(address))")) }
                    troubled = false
                    attempt = 0
                    readLines(fd, feed: feed, parse: LiveFeedParser.gpsdLine)
                }
                close(fd)
                if !troubled { feed.post(.problem("gpsd connection lost; reconnecting to \(address)")) }
            } else if !troubled {
                feed.post(.problem("no gpsd at \(address) yet; retrying"))
            }
            troubled = true
            Thread.sleep(forTimeInterval: backoff[min(attempt, backoff.count - 1)])
            attempt += 1
        }
    }

    /// JSON lines from a file: a FIFO is opened again for its next writer when one closes it;
    /// a regular file is followed as it grows.
    static func readFile(path: String, feed: LiveFeed) {
        while true {
            let fd = open(path, O_RDONLY)   // a FIFO waits here for a writer
            guard fd >= 0 else {
                feed.post(.problem("position feed \(URL(fileURLWithPath: path).lastPathComponent): cannot open (\(String(cString: strerror(errno))))"))
                return
            }
            var info = stat()
            let isFIFO = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
            readLines(fd, feed: feed, parse: LiveFeedParser.feedLine, follow: !isFIFO)
            close(fd)
            guard isFIFO else { return }
        }
    }

    /// Reads lines until the end (or, with `follow`, keeps waiting for more at the end, as
    /// `tail -f`), posting what `parse` makes of each.
    static func readLines(_ fd: Int32, feed: LiveFeed, parse: (Substring) -> LiveFeedEvent?, follow: Bool = false) {
        var lines = LineBuffer()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n == 0 && follow {
                Thread.sleep(forTimeInterval: 0.1)
                continue
            }
            guard n > 0 else { return }
            let overflows = lines.overflows
            for line in lines.append(buffer[0..<n]) {
                if let event = parse(line[...]) { feed.post(event) }
            }
            if lines.overflows > overflows { feed.post(.problem("position line longer than \(lines.limit) bytes skipped")) }
        }
    }

    /// A TCP connection to `host:port` (IPv4 or IPv6), or nil.
    static func connect(host: String, port: Int) -> Int32? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return nil }
        defer { freeaddrinfo(first) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let a = entry {
            let fd = socket(a.pointee.ai_family, a.pointee.ai_socktype, a.pointee.ai_protocol)
            if fd >= 0 {
                if Glibc.connect(fd, a.pointee.ai_addr, a.pointee.ai_addrlen) == 0 { return fd }
                close(fd)
            }
            entry = a.pointee.ai_next
        }
        return nil
    }
}
