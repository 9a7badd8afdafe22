extension WalkingGraph {
    /// The corridor words (``corridorWords``) that are plain ASCII, as bytes.
    static let asciiCorridorWords: [[UInt8]] = corridorWords.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }

    /// ``looksLikeCorridor(_:)`` for a lowercased name that is all ASCII ("a1432", "corridor b"),
    /// on its bytes: the same answer (each word's first occurrence, standing alone) without a
    /// string search per word, which was half of building the graph of 1,770 named offices.
    /// Nil when the name is not all ASCII. Words in other scripts cannot occur in such a name.
    static func asciiLooksLikeCorridor(_ lowercased: String) -> Bool? {
        guard lowercased.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let n = Array(lowercased.utf8)
        func isLetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }
        return asciiCorridorWords.contains { word in
            guard !word.isEmpty, word.count <= n.count,
                  let at = (0...(n.count - word.count)).first(where: { n[$0..<($0 + word.count)].elementsEqual(word) }) else { return false }
            let end = at + word.count
            return (at == 0 || !isLetter(n[at - 1])) && (end == n.count || !isLetter(n[end]))
        }
    }
}
