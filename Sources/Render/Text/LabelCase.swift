extension String {
    /// The label as the map shows it: a name the data writes all in capitals
    /// ("NONPUBLIC", "BAGGAGE RECLAIM 2") in title case ("Nonpublic", "Baggage Reclaim 2"),
    /// so that it is not shouted among its neighbours. Words of up to three letters ("WC",
    /// "ATM", "H&M") and words with digits keep their capitals; a label with any lower-case
    /// letter, or without a word of four letters, is left as it is.
    public var unshouted: String {
        guard !contains(where: { $0.isLowercase }) else { return self }
        let words = split(separator: " ", omittingEmptySubsequences: false)
        guard words.contains(where: Self.isShouted) else { return self }
        return words.map { word in
            Self.isShouted(word) ? word.prefix(1) + word.dropFirst().lowercased() : String(word)
        }.joined(separator: " ")
    }

    /// Whether a word is four or more capital letters (and no digit).
    private static func isShouted(_ word: Substring) -> Bool {
        word.filter(\.isLetter).count >= 4 && !word.contains(where: \.isNumber)
    }
}
