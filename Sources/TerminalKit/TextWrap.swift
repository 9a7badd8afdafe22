extension String {
    /// The text broken into lines of at most `width` terminal columns, at spaces; a word
    /// wider than a line is cut into pieces that fit. Never empty: "" gives one empty line.
    public func wrapped(toWidth width: Int) -> [String] {
        let width = Swift.max(1, width)
        var lines: [String] = []
        var line = "", used = 0
        for word in split(separator: " ") {
            var word = String(word), w = word.terminalWidth
            if used > 0 && used + 1 + w <= width {
                line += " " + word
                used += 1 + w
                continue
            }
            if used > 0 { lines.append(line); line = ""; used = 0 }
            while w > width {
                var head = "", headWidth = 0
                for ch in word {
                    if headWidth + ch.terminalWidth > width { break }
                    head.append(ch)
                    headWidth += ch.terminalWidth
                }
                if head.isEmpty { head = String(word.first!) }
                lines.append(head)
                word = String(word.dropFirst(head.count))
                w = word.terminalWidth
            }
            line = word
            used = w
        }
        if used > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
