/// The colours and attributes one terminal can show, and the shortest SGR that turns one
/// ``ShortestSequences/Pen`` into another there.
///
/// Built from the terminal's own strings: only those that are ECMA-48 SGRs (`ESC [ params m`,
/// as on every terminal kind supported: xterm, screen, tmux, the Linux console, vt100) are
/// used, and their parameters are merged into one sequence, choosing the shorter of changing
/// only what differs and resetting (`sgr0`'s parameters, without its character-set reset)
/// then setting what is not default. Turning bold, dim or reverse off alone (`22`, `27`) is
/// an ECMA-48 parameter of the same edition as the default colours (`39`, `49`): it is used
/// where the description's `op` is exactly those, and otherwise the pen resets.
struct PenSequences: Sendable {
    /// SGR parameters per colour (0…255, 256 for the default); nil where the terminal has none.
    let foreground: [[Int]?], background: [[Int]?]
    /// Characters of the parameters of each colour, separators included.
    private let foregroundLength: [Int], backgroundLength: [Int]
    let bold: [Int]?, dim: [Int]?, reverse: [Int]?
    /// `22` and `27`, where usable.
    let intensityOff: [Int]?, reverseOff: [Int]?
    /// Whether `sgr0` is an SGR (it resets): without it no colour or attribute is used at all.
    let resets: Bool

    init(_ capabilities: TerminalCapabilities, charsetReset: [UInt8]?) {
        let s = capabilities.strings
        func parameters(_ name: String, _ params: [Int] = []) -> [Int]? {
            guard let string = s[name] else { return nil }
            var bytes = Terminfo.expand(string, params)
            if name == "sgr0", let charsetReset, !charsetReset.isEmpty { bytes = Self.removing(charsetReset, from: bytes) }
            return Self.sgrParameters(bytes)
        }
        let reset = parameters("sgr0")
        resets = reset.map { $0.allSatisfy { $0 == 0 } } ?? false
        let colours = resets ? capabilities.colorSupport : .none
        let count = colours == .xterm256 ? 256 : colours == .ansi8 ? 8 : 0
        var fg = [[Int]?](repeating: nil, count: 257), bg = fg
        for c in 0..<count {
            fg[c] = parameters("setaf", [c])
            bg[c] = parameters("setab", [c])
        }
        let defaults = parameters("op")
        let ecma48Defaults = defaults == [39, 49]
        if ecma48Defaults && count > 0 { (fg[256], bg[256]) = ([39], [49]) }
        (foreground, background) = (fg, bg)
        foregroundLength = fg.map { $0.map(Self.length) ?? 0 }
        backgroundLength = bg.map { $0.map(Self.length) ?? 0 }
        bold = resets ? parameters("bold") : nil
        dim = resets ? parameters("dim") : nil
        reverse = resets ? parameters("rev") : nil
        intensityOff = ecma48Defaults && resets ? [22] : nil
        reverseOff = ecma48Defaults && resets ? [27] : nil
    }

    /// Whether a colour index (256: the default) can be set.
    func has(foreground c: UInt32) -> Bool { c == 0x100 || (Int(c) < 256 && foreground[Int(c)] != nil) }

    /// Bytes of the SGR from `from` to `to` (0 when equal).
    func cost(from: ShortestSequences.Pen, to: ShortestSequences.Pen) -> Int {
        guard from != to else { return 0 }
        let (changes, reset) = lengths(from: from, to: to)
        return min(changes, reset)
    }

    /// Appends the SGR ``cost(from:to:)`` prices.
    func append(from: ShortestSequences.Pen, to: ShortestSequences.Pen, to out: inout [UInt8]) {
        guard from != to else { return }
        let (changes, reset) = lengths(from: from, to: to)
        var params: [Int] = []
        if changes <= reset {
            if (from.bold && !to.bold) || (from.dim && !to.dim) {
                params += intensityOff ?? []
                if to.bold { params += bold ?? [] }
                if to.dim { params += dim ?? [] }
            } else {
                if to.bold && !from.bold { params += bold ?? [] }
                if to.dim && !from.dim { params += dim ?? [] }
            }
            if from.reverse != to.reverse { params += (to.reverse ? reverse : reverseOff) ?? [] }
            if from.fg != to.fg { params += foreground[Int(to.fg)] ?? [] }
            if from.bg != to.bg { params += background[Int(to.bg)] ?? [] }
        } else {
            if to.bold { params += bold ?? [] }
            if to.dim { params += dim ?? [] }
            if to.reverse { params += reverse ?? [] }
            if to.fg != 0x100 { params += foreground[Int(to.fg)] ?? [] }
            if to.bg != 0x100 { params += background[Int(to.bg)] ?? [] }
            if !params.isEmpty { params.insert(0, at: 0) }
        }
        out += [0x1B, UInt8(ascii: "[")]
        for (i, p) in params.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ";")) }
            out += Array(String(p).utf8)
        }
        out.append(UInt8(ascii: "m"))
    }

    /// The lengths of the two ways (Int.max where a way is not possible here).
    private func lengths(from: ShortestSequences.Pen, to: ShortestSequences.Pen) -> (changes: Int, reset: Int) {
        var chars = 0, count = 0, possible = true
        func add(_ p: [Int]?) {
            guard let p else { possible = false; return }
            chars += Self.length(p)
            count += 1
        }
        if (from.bold && !to.bold) || (from.dim && !to.dim) {
            add(intensityOff)
            if to.bold { add(bold) }
            if to.dim { add(dim) }
        } else {
            if to.bold && !from.bold { add(bold) }
            if to.dim && !from.dim { add(dim) }
        }
        if from.reverse != to.reverse { add(to.reverse ? reverse : reverseOff) }
        if from.fg != to.fg { if foreground[Int(to.fg)] == nil { possible = false } else { chars += foregroundLength[Int(to.fg)]; count += 1 } }
        if from.bg != to.bg { if background[Int(to.bg)] == nil { possible = false } else { chars += backgroundLength[Int(to.bg)]; count += 1 } }
        let changes = possible ? 3 + chars + max(0, count - 1) : Int.max
        chars = 0
        count = 0
        possible = resets
        if to.bold { add(bold) }
        if to.dim { add(dim) }
        if to.reverse { add(reverse) }
        if to.fg != 0x100 { if foreground[Int(to.fg)] == nil { possible = false } else { chars += foregroundLength[Int(to.fg)]; count += 1 } }
        if to.bg != 0x100 { if background[Int(to.bg)] == nil { possible = false } else { chars += backgroundLength[Int(to.bg)]; count += 1 } }
        let reset = possible ? (count == 0 ? 3 : 3 + 2 + chars + count - 1) : Int.max
        return (changes, reset)
    }

    /// Characters of a list of parameters with its separators.
    private static func length(_ params: [Int]) -> Int {
        params.reduce(0) { $0 + ShortestSequences.digits($1) } + max(0, params.count - 1)
    }

    /// The parameters of an SGR (`ESC [ 1 ; 31 m` → [1, 31]; `ESC [ m` → []), or nil for any
    /// other string.
    static func sgrParameters(_ bytes: [UInt8]) -> [Int]? {
        guard bytes.count >= 3, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "["), bytes.last == UInt8(ascii: "m") else { return nil }
        let body = bytes[2..<(bytes.count - 1)]
        guard body.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ";") }) else { return nil }
        if body.isEmpty { return [] }
        return body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
    }

    /// `bytes` with the first occurrence of `part` taken out.
    static func removing(_ part: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        guard part.count <= bytes.count else { return bytes }
        for i in 0...(bytes.count - part.count) where Array(bytes[i..<(i + part.count)]) == part {
            return Array(bytes[..<i]) + Array(bytes[(i + part.count)...])
        }
        return bytes
    }
}
