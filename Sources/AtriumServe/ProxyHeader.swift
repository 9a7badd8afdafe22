import NIOCore

/// A PROXY protocol version 2 header (the binary one HAProxy sends with
/// `send-proxy-v2`), as specified in HAProxy's doc/proxy-protocol.txt §2.2.
///
/// Layout: a 12-byte signature, a version/command byte (0x20 LOCAL, 0x21
/// PROXY), a family/transport byte (0x11 TCP over IPv4, 0x21 TCP over IPv6),
/// a 2-byte length, then the addresses and optional TLVs, which are skipped.
struct ProxyHeader: Equatable {
    /// What the proxy says about the connection.
    enum Source: Equatable {
        /// A connection the proxy made itself (health check): no client.
        case local
        /// A client's connection, with its address and port.
        case client(ip: String, port: Int)
        /// A proxied connection whose family is not TCP over IPv4/IPv6.
        case unknownFamily
    }

    /// The 12-byte signature every v2 header starts with.
    static let signature: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A]
    /// Longest header accepted (addresses plus a few TLVs).
    static let maxLength = 16 + 512

    /// Why a header was refused.
    enum Failure: Error, Equatable {
        /// The bytes are not a v2 header.
        case notAHeader
        /// The header is longer than `maxLength` or its addresses are truncated.
        case badLength
    }

    /// Where the connection comes from.
    let source: Source
    /// Bytes the header took, to drop from the stream.
    let length: Int

    /// Parses a header at the start of `bytes`; nil when more bytes are needed.
    static func parse(_ bytes: ByteBufferView) throws -> ProxyHeader? {
        let data = Array(bytes.prefix(maxLength))
        let known = min(data.count, signature.count)
        guard Array(data[0..<known]) == Array(signature[0..<known]) else { throw Failure.notAHeader }
        guard data.count >= 16 else { return nil }
        guard data[12] >> 4 == 2, data[12] & 0x0F <= 1 else { throw Failure.notAHeader }
        let bodyLength = Int(data[14]) << 8 | Int(data[15])
        guard 16 + bodyLength <= maxLength else { throw Failure.badLength }
        guard data.count >= 16 + bodyLength else { return nil }
        let body = data[16..<(16 + bodyLength)]
        let length = 16 + bodyLength
        if data[12] & 0x0F == 0 { return ProxyHeader(source: .local, length: length) }
        switch data[13] {
        case 0x11:
            guard body.count >= 12 else { throw Failure.badLength }
            let start = body.startIndex
            let ip = body[start..<(start + 4)].map(String.init).joined(separator: ".")
            let port = Int(body[start + 8]) << 8 | Int(body[start + 9])
            return ProxyHeader(source: .client(ip: ip, port: port), length: length)
        case 0x21:
            guard body.count >= 36 else { throw Failure.badLength }
            let start = body.startIndex
            let words = stride(from: 0, to: 16, by: 2).map { offset in
                String(Int(body[start + offset]) << 8 | Int(body[start + offset + 1]), radix: 16)
            }
            let port = Int(body[start + 32]) << 8 | Int(body[start + 33])
            return ProxyHeader(source: .client(ip: words.joined(separator: ":"), port: port), length: length)
        default:
            return ProxyHeader(source: .unknownFamily, length: length)
        }
    }
}
