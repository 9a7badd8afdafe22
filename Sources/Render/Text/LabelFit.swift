extension String {
    /// The label cut to at most `width` columns so that it keeps its distinctive part, or
    /// nil when not even that fits.
    ///
    /// Neighbouring rooms often share a long prefix ("Cabinet 301", "Cabinet 302"…), so
    /// the end is kept rather than the start: the last word holding a digit and what
    /// follows it (else the last word), after as much of the rest as fits, cut with an
    /// ellipsis: "Cab… 304", then "…304". A single word without digits keeps its start
    /// ("Besprech…"); one with digits keeps its end ("…-1.204"). A cut that would show
    /// fewer than ``minimumShown`` characters of a name ("Pa…") is no cut: nil. Widths are
    /// in terminal columns (see ``Swift/Character/terminalWidth``).
    public func abbreviated(toWidth width: Int, ellipsis: Character = "…") -> String? {
        guard width > 0 else { return nil }
        if terminalWidth <= width { return self }
        let words = split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let hasDigit: (String) -> Bool = { $0.contains { $0.isNumber } }
        let tailStart = words.lastIndex(where: hasDigit) ?? (words.count - 1)
        guard tailStart >= 0 else { return nil }
        let tail = words[tailStart...].joined(separator: " ")
        let tailWidth = tail.terminalWidth
        if tailStart > 0 {
            let head = words[..<tailStart].joined(separator: " ")
            let headBudget = width - tailWidth - 1
            // At least two characters of the head and the ellipsis: "Ca… 304".
            if headBudget >= 3 {
                let cut = head.truncated(toWidth: headBudget, ellipsis: ellipsis) + " " + tail
                if cut.filter({ $0 != ellipsis && $0 != " " }).count >= Self.minimumShown || hasDigit(tail) { return cut }
            }
            if tailWidth + 1 <= width && (hasDigit(tail) || tail.count >= Self.minimumShown) { return String(ellipsis) + tail }
        }
        if hasDigit(tail) {
            return width >= 3 ? String(ellipsis) + tail.suffix(columns: width - 1) : nil
        }
        guard width >= 3 else { return nil }
        let cut = tail.truncated(toWidth: width, ellipsis: ellipsis)
        return cut.filter { $0 != ellipsis }.count >= Self.minimumShown ? cut : nil
    }

    /// The fewest characters of a name a cut label shows: fewer tell nothing ("Pa…").
    public static let minimumShown = 4

    /// The longest end of the text at most `columns` wide.
    func suffix(columns: Int) -> String {
        var out: [Character] = [], used = 0
        for ch in reversed() {
            let w = ch.terminalWidth
            if used + w > columns { break }
            out.append(ch)
            used += w
        }
        return String(out.reversed())
    }

    /// The label without its words that hold digits, lowercased: what rooms numbered in a
    /// series have in common ("Cabinet 301" → "cabinet").
    var labelStem: String {
        split(separator: " ").filter { !$0.contains { $0.isNumber } }.joined(separator: " ").lowercased()
    }
}
