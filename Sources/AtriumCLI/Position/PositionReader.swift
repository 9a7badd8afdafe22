#if canImport(Glibc)
import Glibc
#endif
import Foundation
import AtriumApp
import Localization
import MapCore

/// Reads a live position source on a thread of its own and posts what it reads to a
/// ``LiveFeed``: gpsd (reconnecting with backoff when the connection drops), or JSON lines
/// from a file, FIFO or standard input as they arrive. Parsing is ``LiveFeedParser``'s; this
/// is only the I/O. The thread lives as long as the process.
enum PositionReader {
    /// Waits between attempts to reach gpsd, in seconds; the last repeats.
    static let backoff: [Double] = [0.5, 1, 2, 4, 8]

    /// Starts reading `source` into `feed`; `descriptor` is standard input's copy for `-`.
    /// Its notes are in `ui`'s language.
    static func start(_ source: PositionSource, feed: LiveFeed, descriptor: Int32? = nil, ui: UIText = .english) {
        Thread.detachNewThread {
            switch source {
            case .gpsd(let host, let port): readGPSD(host: host, port: port, feed: feed, ui: ui)
            case .file(let path): readFile(path: path, feed: feed, ui: ui)
            case .standardInput: if let descriptor { readLines(descriptor, feed: feed, ui: ui) { LiveFeedParser.feedLine($0, ui: ui) } }
            }
        }
    }

    /// Connects, asks for JSON reports, reads them; when the connection fails or drops, says
    /// so once and tries again after a growing wait. `stop` ends the loop before its next
    /// attempt (tests; the explorer reads until it exits).
    static func readGPSD(host: String, port: Int, feed: LiveFeed, ui: UIText = .english, stop: () -> Bool = { false }) {
        let address = PositionSource.address(host: host, port: port)
        var attempt = 0
        var troubled = false
        while !stop() {
            if let fd = connect(host: host, port: port) {
                let watch = Array(LiveFeedParser.gpsdWatch.utf8)
                if send(fd, watch, watch.count, Int32(MSG_NOSIGNAL)) == watch.count {
                    if troubled { feed.post(.status(ui.livePositionGpsdBack(address: address))) }
                    troubled = false
                    attempt = 0
                    readLines(fd, feed: feed, ui: ui) { LiveFeedParser.gpsdLine($0, ui: ui) }
                }
                close(fd)
                if !troubled { feed.post(.problem(ui.livePositionGpsdLost(address: address))) }
            } else if !troubled {
                feed.post(.problem(ui.livePositionNoGpsd(address: address)))
            }
            troubled = true
            Thread.sleep(forTimeInterval: backoff[min(attempt, backoff.count - 1)])
            attempt += 1
        }
    }

    /// JSON lines from a file: a FIFO is opened again for its next writer when one closes it;
    /// a regular file is followed as it grows.
    static func readFile(path: String, feed: LiveFeed, ui: UIText = .english) {
        while true {
            let fd = open(path, O_RDONLY)   // a FIFO waits here for a writer
            guard fd >= 0 else {
                let name = URL(fileURLWithPath: path).lastPathComponent
                switch errno {
                case EACCES: feed.post(.problem(ui.livePositionFeedNoPermission(name: name)))
                case ENOENT: feed.post(.problem(ui.livePositionFeedGone(name: name)))
                default: feed.post(.problem(ui.livePositionFeedCannotOpen(code: String(errno), name: name)))
                }
                return
            }
            var info = stat()
            let isFIFO = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
            readLines(fd, feed: feed, ui: ui, follow: !isFIFO) { LiveFeedParser.feedLine($0, ui: ui) }
            close(fd)
            guard isFIFO else { return }
        }
    }

    /// Reads lines until the end (or, with `follow`, keeps waiting for more at the end, as
    /// `tail -f`), posting what `parse` makes of each.
    static func readLines(_ fd: Int32, feed: LiveFeed, ui: UIText = .english, follow: Bool = false, parse: (Substring) -> LiveFeedEvent?) {
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
            if lines.overflows > overflows { feed.post(.problem(ui.livePositionLineTooLong(bytes: ui.number(lines.limit)))) }
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
