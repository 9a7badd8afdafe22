import TerminalKit

/// Reads terminfo source as `infocmp -1` prints it (one capability a line: `am,`,
/// `colors#0x100,`, `cup=\E[%i%p1%d;%p2%dH,`) into ``TerminalCapabilities``, for tests that
/// keep the descriptions of terminal kinds as data.
public enum TerminfoSource {
    /// The capabilities in `source`; the first line names the terminal.
    public static func capabilities(_ source: String) -> TerminalCapabilities {
        var lines = source.split(separator: "\n").map { $0.trimmingCharacters() }
        let name = lines.isEmpty ? "" : String(lines.removeFirst().split(separator: "|").first ?? "")
        var strings: [String: [UInt8]] = [:], flags = Set<String>(), colors = -1
        for line in lines where !line.isEmpty {
            var entry = Array(line.utf8)
            if entry.last == UInt8(ascii: ",") { entry.removeLast() }
            if let equals = entry.firstIndex(of: UInt8(ascii: "=")) {
                strings[String(decoding: entry[..<equals], as: UTF8.self)] = unescape(Array(entry[(equals + 1)...]))
            } else if let hash = entry.firstIndex(of: UInt8(ascii: "#")) {
                let text = String(decoding: entry[(hash + 1)...], as: UTF8.self)
                let value = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
                if String(decoding: entry[..<hash], as: UTF8.self) == "colors" { colors = value ?? -1 }
            } else {
                flags.insert(String(decoding: entry, as: UTF8.self))
            }
        }
        return TerminalCapabilities(name: name, strings: strings, flags: flags, colors: colors)
    }

    /// terminfo's escapes: `\E`, `^X`, `\n`, `\r`, `\t`, `\b`, `\f`, `\s`, `\^`, `\\`, `\,`, `\:`, `\0`, octal.
    static func unescape(_ text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < text.count {
            let c = text[i]
            if c == UInt8(ascii: "^"), i + 1 < text.count {
                out.append(text[i + 1] == UInt8(ascii: "?") ? 0x7F : text[i + 1] & 0x1F)
                i += 2
            } else if c == UInt8(ascii: "\\"), i + 1 < text.count {
                let e = text[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "E"), UInt8(ascii: "e"): out.append(0x1B)
                case UInt8(ascii: "n"), UInt8(ascii: "l"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "s"): out.append(0x20)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(e) - 0x30
                    var digits = 1
                    while digits < 3, i < text.count, (0x30...0x37).contains(text[i]) {
                        value = value * 8 + Int(text[i]) - 0x30
                        i += 1
                        digits += 1
                    }
                    out.append(value == 0 ? 0x80 : UInt8(truncatingIfNeeded: value))
                default: out.append(e)
                }
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
