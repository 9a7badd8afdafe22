import Foundation
import Localization

/// The chooser a catalogue server shows on `ssh -t HOST` with no venue named: the venues
/// numbered, a line each, and a prompt; the visitor types a number or a slug and Enter.
///
/// Pure: it takes the bytes the client typed and says what to echo and what was chosen, so the
/// session handler only relays (see `SessionChannelHandler.open(from:command:wantReply:)`).
struct VenueChooser {
    /// What typing led to.
    enum Outcome: Equatable {
        /// Bytes to write back to the client's terminal (echo, a message, the prompt again).
        case echo(String)
        /// A venue was chosen.
        case chosen(Catalog.Entry)
        /// The visitor left (Ctrl-C, Ctrl-D).
        case cancelled
    }

    /// The venues offered, numbered from 1.
    let entries: [Catalog.Entry]
    /// The list lines (as `Catalog.listing` makes them, without its last line).
    let lines: [String]
    private var typed = ""
    /// Where an escape sequence (an arrow key: ESC [ A) stands: none, after ESC, inside one.
    private var escape = 0

    /// The most characters the answer may have.
    static let maxTyped = 40
    /// The visitor's interface language (from the `LANG` their client sent).
    let ui: UIText

    /// The prompt, after the list, in English.
    static let prompt = UIText.english.serveChooserPrompt + " "
    /// The prompt in the visitor's language.
    var prompt: String { ui.serveChooserPrompt + " " }

    /// A chooser over `catalog`'s venues, with `openNow` saying which are open, in the
    /// language of `ui`.
    init(catalog: Catalog, openNow: (Catalog.Entry) -> String?, ui: UIText = .english) {
        entries = catalog.entries
        lines = Array(catalog.listing(openNow: openNow).dropLast())
        self.ui = ui
    }

    /// The screen the visitor first sees: the numbered list and the prompt (CR LF line ends,
    /// for a terminal in raw mode).
    var screen: String {
        let width = String(entries.count).count
        let numbered = lines.enumerated().map { index, line in
            String(repeating: " ", count: width - String(index + 1).count) + "\(index + 1)  " + line
        }
        return (numbered + [""]).joined(separator: "\r\n") + prompt
    }

    /// Takes typed bytes; returns what to do, in order.
    mutating func type(_ bytes: [UInt8]) -> [Outcome] {
        var outcomes: [Outcome] = []
        for byte in bytes {
            if escape == 1 {
                escape = byte == 0x5B || byte == 0x4F ? 2 : 0  // ESC [ or ESC O begin a sequence.
                continue
            }
            if escape == 2 {
                if (0x40...0x7E).contains(byte) { escape = 0 }  // Its final byte.
                continue
            }
            switch byte {
            case 0x1B:
                escape = 1
            case 0x03, 0x04:
                return outcomes + [.cancelled]
            case 0x0D, 0x0A:
                if let entry = choice() { return outcomes + [.chosen(entry)] }
                if !typed.isEmpty {
                    outcomes.append(.echo("\r\n" + ui.serveChooserNoVenue(typed: typed) + "\r\n" + prompt))
                    typed = ""
                }
            case 0x08, 0x7F:
                if !typed.isEmpty {
                    typed.removeLast()
                    outcomes.append(.echo("\u{8} \u{8}"))
                }
            case 0x20...0x7E where typed.count < Self.maxTyped:
                let character = Character(Unicode.Scalar(byte))
                typed.append(character)
                outcomes.append(.echo(String(character)))
            default:
                break  // Escape sequences, other control keys, bytes past ASCII: not part of an answer.
            }
        }
        return outcomes
    }

    /// The venue `typed` names: its number in the list, or its slug.
    private func choice() -> Catalog.Entry? {
        let answer = typed.trimmingCharacters(in: .whitespaces)
        if let number = Int(answer), entries.indices.contains(number - 1) { return entries[number - 1] }
        return entries.first { $0.slug == answer.lowercased() }
    }
}
