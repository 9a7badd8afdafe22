extension String {
    /// The string with its C0 and C1 control characters and DEL replaced, so that printing it
    /// cannot move the cursor or change the terminal's state: tabs and line breaks become
    /// spaces, the others U+FFFD. Text read from an archive passes through this before it can
    /// reach a frame, a place card or a diagnostic (an archive can hold `"\u001b]0;…"`).
    var replacingControlCharacters: String {
        // Fast path: no byte below 0x20, no DEL, no 0xC2 lead byte (C1 controls are U+0080–U+009F).
        guard hasControlCharacterBytes else { return self }
        var out = String.UnicodeScalarView()
        for s in unicodeScalars {
            switch s.value {
            case 0x09...0x0D, 0x85: out.append(" ")
            case 0..<0x20, 0x7F...0x9F: out.append("\u{FFFD}")
            default: out.append(s)
            }
        }
        return String(out)
    }

    /// Whether any UTF-8 byte is below 0x20, DEL, or 0xC2 (the lead byte of U+0080–U+00BF),
    /// over the contiguous bytes (a tight loop; `utf8.contains(where:)` went through the
    /// generic view one index at a time and showed in load profiles).
    private var hasControlCharacterBytes: Bool {
        var copy = self
        return copy.withUTF8 { bytes in
            // Eight bytes at a time: the classic exact tests for "some byte is zero"
            // ((v - 0x01…) & ~v & 0x80…) and "some byte is below n" (n ≤ 0x80).
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            var i = 0
            while i + 8 <= bytes.count {
                let w = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let below20 = (w &- ones &* 0x20) & ~w & highs
                let x7F = w ^ (ones &* 0x7F), xC2 = w ^ (ones &* 0xC2)
                if below20 | ((x7F &- ones) & ~x7F & highs) | ((xC2 &- ones) & ~xC2 & highs) != 0 { return true }
                i += 8
            }
            while i < bytes.count {
                let b = bytes[i]
                if b < 0x20 || b == 0x7F || b == 0xC2 { return true }
                i += 1
            }
            return false
        }
    }
}
