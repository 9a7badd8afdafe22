/// A small line editor for the text mode on a terminal: typed characters are echoed, Backspace
/// and Control-U erase, Tab completes, Enter hands the line over, Control-D on an empty line
/// ends input, Control-C ends the session; escape sequences (arrow keys) are ignored whole.
///
/// Written here rather than linking a system library: GNU readline is GPL (Atrium's licence
/// does not allow linking it) and libedit's headers are not on the build machines, while the
/// text mode needs only this much. It echoes only what was typed and erases with
/// backspace-space-backspace: no cursor addressing, nothing redrawn, so a screen reader
/// hears each character once. Pure: bytes in, what to write and what happened out.
public struct LineEditor: Sendable {
    /// What a byte led to.
    public enum Output: Equatable, Sendable {
        /// Text to write to the terminal.
        case write(String)
        /// A line finished with Enter.
        case submit(String)
        /// Control-D on an empty line.
        case endOfInput
        /// Control-C.
        case interrupt
    }

    /// The line typed so far.
    public private(set) var line = ""
    /// The prompt, written again after a list of completions.
    public let prompt: String
    private var pending: [UInt8] = []
    private var escape = EscapeState.none

    private enum EscapeState: Sendable { case none, started, csi, ss3 }

    /// An empty editor showing `prompt`.
    public init(prompt: String) {
        self.prompt = prompt
    }

    /// Feeds one byte; `complete` turns a line into its completion and the choices to list.
    public mutating func feed(_ byte: UInt8, complete: (String) -> (line: String, list: [String])) -> [Output] {
        switch escape {
        case .started:
            escape = byte == 0x5B ? .csi : (byte == 0x4F ? .ss3 : .none)
            return []
        case .csi:
            if (0x40...0x7E).contains(byte) { escape = .none }
            return []
        case .ss3:
            escape = .none
            return []
        case .none: break
        }
        if !pending.isEmpty || byte >= 0x80 { return utf8(byte) }
        switch byte {
        case 0x1B: escape = .started; return []
        case 0x0D, 0x0A:
            defer { line = "" }
            return [.write("\n"), .submit(line)]
        case 0x04: return line.isEmpty ? [.endOfInput] : []
        case 0x03: return [.write("\n"), .interrupt]
        case 0x7F, 0x08:
            guard !line.isEmpty else { return [] }
            line.removeLast()
            return [.write("\u{8} \u{8}")]
        case 0x15:
            defer { line = "" }
            return line.isEmpty ? [] : [.write(String(repeating: "\u{8} \u{8}", count: line.count))]
        case 0x09:
            let (completed, list) = complete(line)
            var out: [Output] = []
            if completed != line {
                if completed.hasPrefix(line) {
                    out.append(.write(String(completed.dropFirst(line.count))))
                } else {
                    out.append(.write(String(repeating: "\u{8} \u{8}", count: line.count) + completed))
                }
                line = completed
            }
            if !list.isEmpty { out.append(.write("\n" + list.joined(separator: ", ") + "\n" + prompt + line)) }
            return out
        case 0x20...0x7E:
            line.append(Character(Unicode.Scalar(byte)))
            return [.write(String(Unicode.Scalar(byte)))]
        default: return []
        }
    }

    /// Collects the bytes of one UTF-8 character; appends it when complete.
    private mutating func utf8(_ byte: UInt8) -> [Output] {
        pending.append(byte)
        let lead = pending[0]
        let need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard pending.count >= need else { return [] }
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll()
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return [] }
        line += text
        return [.write(text)]
    }
}
