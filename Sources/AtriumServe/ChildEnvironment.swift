#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Localization

/// The environment of an explorer process: built from scratch, never copied
/// from the server, so no server secret reaches a client's session.
struct ChildEnvironment: Equatable {
    /// The terminal type used when the client sends none or an odd one.
    static let defaultTerm = "xterm-256color"
    /// The locale used when the client sends none or one this machine lacks.
    static let defaultLang = "C.UTF-8"

    /// Terminal type, from the pty-req.
    var term: String = defaultTerm
    /// Locale, from the client's `LANG` env request.
    var lang: String = defaultLang
    /// True for `--public`: the explorer should offer a read-only map.
    var isPublic: Bool = false
    /// The client's `LC_ALL`, `LC_MESSAGES` and `LANG`, for the interface language only
    /// (a locale this machine lacks still names a language the catalogue has).
    var localeVariables: [String: String] = [:]

    /// The variables a client may send (`SendEnv`/`SetEnv`); the others are refused.
    static let acceptedNames: Set<String> = ["LANG", "LC_ALL", "LC_MESSAGES"]
    /// True when the visitor asked for the text mode (`ssh -t HOST --text`, or
    /// `ATRIUM_SCREEN_READER=1` sent with `SetEnv`).
    var screenReader = false
    /// The variable that asks the explorer for its text mode.
    static let screenReaderName = "ATRIUM_SCREEN_READER"

    /// Takes the client's TERM if it is a plausible terminfo name.
    mutating func offerTerm(_ value: String) {
        let allowed = value.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_")
        }
        if allowed, (1...64).contains(value.utf8.count), !value.hasPrefix(".") {
            term = value
        }
    }

    /// Takes the client's LANG if it names a UTF-8 locale installed here.
    mutating func offerLang(_ value: String) {
        if Self.isUsableUTF8Locale(value) { lang = value }
    }

    /// Takes one of ``acceptedNames``: `LANG` as the locale when installed here, and each
    /// for the interface language; returns whether the name is accepted.
    mutating func offer(name: String, value: String) -> Bool {
        guard Self.acceptedNames.contains(name) else { return false }
        if name == "LANG" { offerLang(value) }
        if value.utf8.count <= 64 { localeVariables[name] = value }
        return true
    }

    /// The session's interface language from what the client sent (as `atrium` itself reads
    /// its environment); English when it sent nothing the catalogue has.
    var uiLocale: UILocale { UILocale.fromEnvironment(localeVariables) }

    /// The `NAME=value` strings handed to `posix_spawn`.
    var entries: [String] {
        var result = [
            "TERM=\(term)",
            "LANG=\(lang)",
            "PATH=/usr/local/bin:/usr/bin:/bin",
            "HOME=/nonexistent",
            "ATRIUM_SERVED=1",
        ]
        if isPublic { result.append("ATRIUM_PUBLIC=1") }
        // Parsed here, passed as a plain tag: the client's LC_ALL is never passed on (a
        // locale this machine lacks would make the C library fall back to ASCII).
        result.append("ATRIUM_UI_LANG=\(uiLocale.tag)")
        if screenReader { result.append("\(Self.screenReaderName)=1") }
        return result
    }

    /// A short, plain locale name ending in UTF-8 that `newlocale` accepts.
    static func isUsableUTF8Locale(_ value: String) -> Bool {
        guard (1...48).contains(value.utf8.count) else { return false }
        let plain = value.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "@")
        }
        let codeset = value.split(separator: "@").first?.split(separator: ".").dropFirst().first?.lowercased()
        guard plain, codeset == "utf-8" || codeset == "utf8" else { return false }
        guard let locale = newlocale(LC_CTYPE_MASK, value, nil) else { return false }
        freelocale(locale)
        return true
    }
}
