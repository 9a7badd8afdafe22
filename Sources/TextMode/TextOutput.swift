/// Makes a line safe to write for a screen reader or braille display: control characters
/// (which could move the cursor or change the terminal) become spaces, and braille patterns
/// (U+2800–U+28FF) and box drawing (U+2500–U+257F), which mean nothing read aloud, are left
/// out, whatever the venue's names hold.
public enum TextOutput {
    /// The line, cleaned.
    public static func clean(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        for s in line.unicodeScalars {
            switch s.value {
            case 0x2800...0x28FF, 0x2500...0x257F: continue
            case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: out.append(" ")
            default: out.append(s)
            }
        }
        return String(out)
    }

    /// Whether a text holds a character the text mode never writes.
    public static func isForbidden(_ s: Unicode.Scalar) -> Bool {
        (0x2800...0x28FF).contains(s.value) || (0x2500...0x257F).contains(s.value)
    }
}
