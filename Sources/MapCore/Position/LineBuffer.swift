/// Cuts a byte stream into lines as it arrives (a socket, a FIFO, a growing file): bytes
/// in, complete lines out, the unfinished tail kept for the next read. A line longer than
/// ``limit`` is dropped whole (``overflows`` counts them), so a source that never sends a
/// newline cannot grow memory.
public struct LineBuffer: Sendable {
    /// Longest line kept, in bytes.
    public let limit: Int
    /// Lines dropped for being longer than ``limit``.
    public private(set) var overflows = 0
    private var pending: [UInt8] = []
    private var skipping = false

    /// An empty buffer.
    public init(limit: Int = LiveFeedParser.maxLineBytes) {
        self.limit = limit
    }

    /// The lines `bytes` complete (without their line ends; CR LF is taken as one end).
    /// Bytes that are not UTF-8 are replaced.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [String] {
        var lines: [String] = []
        for b in bytes {
            if b == 0x0A {
                if !skipping {
                    if pending.last == 0x0D { pending.removeLast() }
                    lines.append(String(decoding: pending, as: UTF8.self))
                }
                pending.removeAll(keepingCapacity: true)
                skipping = false
            } else if !skipping {
                pending.append(b)
                if pending.count > limit {
                    pending.removeAll(keepingCapacity: true)
                    skipping = true
                    overflows += 1
                }
            }
        }
        return lines
    }

    /// Forgets an unfinished line (the source closed or reconnected).
    public mutating func reset() {
        pending.removeAll()
        skipping = false
    }
}
