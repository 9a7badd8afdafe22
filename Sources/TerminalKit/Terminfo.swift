/// Expands terminfo's parametrised strings (`cup=\E[%i%p1%d;%p2%dH`) the way `tparm(3)` does.
///
/// Written here rather than calling ncurses' `tiparm`: TerminalKit has no C module (the
/// layer rule keeps ncurses inside CursesBackend), and the update planner prices thousands
/// of candidate sequences per frame, which it looks up in tables expanded once per screen
/// size (``TerminalSequences``). The language is small (terminfo(5), "Parameterized
/// Strings"): a stack of integers and strings, nine parameters, variables, arithmetic and
/// `%? … %t … %e … %;` conditionals. CursesBackendTests check the expansions against
/// ncurses' own for the descriptions of every terminal kind the writer supports.
public enum Terminfo {
    /// The string with `params` substituted, and any padding (`$<5>`, `$<2/*>`) left out: it
    /// only matters to hardware terminals at low speeds.
    public static func expand(_ string: [UInt8], _ params: [Int] = []) -> [UInt8] {
        var p = params
        if p.count < 9 { p += repeatElement(0, count: 9 - p.count) }
        var out: [UInt8] = []
        out.reserveCapacity(string.count + 8)
        var stack: [Value] = []
        var variables: [Int] = []   // made on first use (`%P`, `%g`)
        var i = 0
        func pop() -> Int { if case .number(let n)? = stack.popLast() { return n } else { return 0 } }
        func popString() -> [UInt8] {
            switch stack.popLast() {
            case .text(let t)?: return t
            case .number(let n)?: return Array(String(n).utf8)
            case nil: return []
            }
        }
        while i < string.count {
            let c = string[i]
            if c == UInt8(ascii: "$"), i + 1 < string.count, string[i + 1] == UInt8(ascii: "<"),
               let close = string[(i + 2)...].firstIndex(of: UInt8(ascii: ">")),
               string[(i + 2)..<close].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2A || $0 == 0x2F }) {
                i = close + 1
                continue
            }
            guard c == UInt8(ascii: "%"), i + 1 < string.count else {
                out.append(c)
                i += 1
                continue
            }
            i += 1
            let op = string[i]
            i += 1
            switch op {
            case UInt8(ascii: "%"): out.append(op)
            case UInt8(ascii: "c"):
                let byte = UInt8(truncatingIfNeeded: pop())
                out.append(byte == 0 ? 0x80 : byte)   // as ncurses: a NUL would end the C string
            case UInt8(ascii: "s"): out += popString()
            case UInt8(ascii: "l"): stack.append(.number(popString().count))
            case UInt8(ascii: "p"):
                let n = Int(string[i]) - 0x31
                i += 1
                stack.append(.number((0..<9).contains(n) ? p[n] : 0))
            case UInt8(ascii: "P"), UInt8(ascii: "g"):
                let name = Int(string[i])
                i += 1
                let slot = name >= 0x61 ? name - 0x61 : name - 0x41 + 26
                guard (0..<52).contains(slot) else { break }
                if variables.isEmpty { variables = Array(repeating: 0, count: 52) }
                if op == UInt8(ascii: "P") { variables[slot] = pop() } else { stack.append(.number(variables[slot])) }
            case UInt8(ascii: "'"):
                stack.append(.number(Int(string[i])))
                i += 2
            case UInt8(ascii: "{"):
                var n = 0
                while i < string.count && string[i] != UInt8(ascii: "}") { n = n * 10 + Int(string[i]) - 0x30; i += 1 }
                i += 1
                stack.append(.number(n))
            case UInt8(ascii: "i"): p[0] += 1; p[1] += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "m"),
                 UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "="), UInt8(ascii: ">"),
                 UInt8(ascii: "<"), UInt8(ascii: "A"), UInt8(ascii: "O"):
                let b = pop(), a = pop()
                stack.append(.number(binary(op, a, b)))
            case UInt8(ascii: "!"): stack.append(.number(pop() == 0 ? 1 : 0))
            case UInt8(ascii: "~"): stack.append(.number(~pop()))
            case UInt8(ascii: "?"), UInt8(ascii: ";"): break
            case UInt8(ascii: "t"): if pop() == 0 { i = skip(string, from: i, stopAtElse: true) }
            case UInt8(ascii: "e"): i = skip(string, from: i, stopAtElse: false)
            default:
                // A number format: %[[:]flags][width[.precision]][doxX]; the plain ones go fast.
                var j = i - 1
                var spec: [UInt8] = []
                if string[j] == UInt8(ascii: ":") { j += 1 }
                while j < string.count, !"doxXs".utf8.contains(string[j]) { spec.append(string[j]); j += 1 }
                guard j < string.count else { return out }
                i = j + 1
                out += format(string[j] == UInt8(ascii: "s") ? nil : pop(), text: string[j] == UInt8(ascii: "s") ? popString() : [],
                              conversion: string[j], spec: spec)
            }
        }
        return out
    }

    private enum Value { case number(Int), text([UInt8]) }

    private static func binary(_ op: UInt8, _ a: Int, _ b: Int) -> Int {
        switch op {
        case UInt8(ascii: "+"): return a &+ b
        case UInt8(ascii: "-"): return a &- b
        case UInt8(ascii: "*"): return a &* b
        case UInt8(ascii: "/"): return b == 0 ? 0 : a / b
        case UInt8(ascii: "m"): return b == 0 ? 0 : a % b
        case UInt8(ascii: "&"): return a & b
        case UInt8(ascii: "|"): return a | b
        case UInt8(ascii: "^"): return a ^ b
        case UInt8(ascii: "="): return a == b ? 1 : 0
        case UInt8(ascii: ">"): return a > b ? 1 : 0
        case UInt8(ascii: "<"): return a < b ? 1 : 0
        case UInt8(ascii: "A"): return a != 0 && b != 0 ? 1 : 0
        default: return a != 0 || b != 0 ? 1 : 0
        }
    }

    /// Where execution goes on after a false `%t` (just past the matching `%e`, or `%;`) or a
    /// `%e` reached from its then-part (just past the matching `%;`).
    private static func skip(_ s: [UInt8], from start: Int, stopAtElse: Bool) -> Int {
        var depth = 0
        var i = start
        while i + 1 < s.count {
            guard s[i] == UInt8(ascii: "%") else { i += 1; continue }
            let op = s[i + 1]
            i += 2
            if op == UInt8(ascii: "?") { depth += 1 }
            else if op == UInt8(ascii: ";") { if depth == 0 { return i }; depth -= 1 }
            else if op == UInt8(ascii: "e") && depth == 0 && stopAtElse { return i }
        }
        return s.count
    }

    /// `printf`-style formatting of one number or string (flags `-+# `, `0`, width, precision).
    private static func format(_ number: Int?, text: [UInt8], conversion: UInt8, spec: [UInt8]) -> [UInt8] {
        var flags = Set<UInt8>(), width = 0, precision: Int?
        var k = 0
        while k < spec.count, "-+# 0".utf8.contains(spec[k]) { flags.insert(spec[k]); k += 1 }
        while k < spec.count, spec[k] >= 0x30 && spec[k] <= 0x39 { width = width * 10 + Int(spec[k]) - 0x30; k += 1 }
        if k < spec.count, spec[k] == UInt8(ascii: ".") {
            k += 1
            var n = 0
            while k < spec.count, spec[k] >= 0x30 && spec[k] <= 0x39 { n = n * 10 + Int(spec[k]) - 0x30; k += 1 }
            precision = n
        }
        var body: [UInt8]
        var sign: [UInt8] = []
        if let number {
            let radix = conversion == UInt8(ascii: "o") ? 8 : (conversion == UInt8(ascii: "d") ? 10 : 16)
            body = Array(String(number.magnitude, radix: radix, uppercase: conversion == UInt8(ascii: "X")).utf8)
            if let precision, body.count < precision { body = Array(repeating: 0x30, count: precision - body.count) + body }
            if number < 0 { sign = [UInt8(ascii: "-")] }
            else if flags.contains(UInt8(ascii: "+")) { sign = [UInt8(ascii: "+")] }
            else if flags.contains(UInt8(ascii: " ")) { sign = [UInt8(ascii: " ")] }
            if flags.contains(UInt8(ascii: "#")) && number != 0 {
                if conversion == UInt8(ascii: "o") { body.insert(0x30, at: 0) }
                if conversion == UInt8(ascii: "x") { body = Array("0x".utf8) + body }
                if conversion == UInt8(ascii: "X") { body = Array("0X".utf8) + body }
            }
        } else {
            body = precision.map { Array(text.prefix($0)) } ?? text
        }
        let padding = max(0, width - body.count - sign.count)
        if flags.contains(UInt8(ascii: "-")) { return sign + body + Array(repeating: 0x20, count: padding) }
        if flags.contains(UInt8(ascii: "0")) && number != nil { return sign + Array(repeating: 0x30, count: padding) + body }
        return Array(repeating: 0x20, count: padding) + sign + body
    }

    /// The same bytes with every parameter of a control sequence (`ESC [ … final`) that equals
    /// its default left out, as ECMA-48 (5.4.2) allows: a `1` in cursor moves, addressing and
    /// counted edits (`ESC[1;7H` → `ESC[;7H`, `ESC[5;1H` → `ESC[5H`, `ESC[1P` → `ESC[P`).
    /// Sequences with other finals (SGR's `m`, whose default is 0) are left as they are.
    public static func shortened(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else {
                out.append(bytes[i])
                i += 1
                continue
            }
            var j = i + 2
            while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == UInt8(ascii: ";") { j += 1 }
            guard j < bytes.count, defaultsToOne.contains(bytes[j]) else {
                out += bytes[i..<min(bytes.count, j + 1)]
                i = j + 1
                continue
            }
            var params = bytes[(i + 2)..<j].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { Array($0) }
            params = params.map { $0 == [0x31] ? [] : $0 }
            while let last = params.last, last.isEmpty { params.removeLast() }
            out += [0x1B, UInt8(ascii: "[")]
            for (n, param) in params.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ";")) }
                out += param
            }
            out.append(bytes[j])
            i = j + 1
        }
        return out
    }

    /// Finals of control sequences whose numeric parameters default to 1 (ECMA-48): cursor
    /// up, down, forward, back, to column, to line, to position; insert and delete characters
    /// and lines; repeat.
    private static let defaultsToOne = Set("ABCDGdHf@PLMb".utf8)
}
