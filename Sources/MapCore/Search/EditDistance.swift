/// Damerau–Levenshtein distance (optimal string alignment: insertions, deletions,
/// substitutions and swaps of two neighbours, each costing 1), bounded for speed.
public enum EditDistance {
    /// The distance between two words, and between the first word and the closest prefix of
    /// the second (so `"confera"` is 1 from `"conference"` as typed so far).
    public struct Result: Equatable, Sendable {
        /// Edits to turn `a` into all of `b`.
        public var full: Int
        /// Edits to turn `a` into the best prefix of `b`.
        public var prefix: Int
    }

    /// Distances from `a` to `b` and to `b`'s prefixes, or nil when both exceed `limit`.
    ///
    /// Runs in O(|a|·|b|) time and gives up early once every cell of a row exceeds the limit.
    public static func compare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Result? {
        let m = a.count, n = b.count
        if m == 0 { return Result(full: n, prefix: 0) }
        if m - n > limit { return nil }
        var before = [Int](repeating: 0, count: n + 1)
        var previous = Array(0...n)
        var current = [Int](repeating: 0, count: n + 1)
        for i in 1...m {
            current[0] = i
            var rowMin = i
            if n > 0 {
                for j in 1...n {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        d = min(d, before[j - 2] + 1)
                    }
                    current[j] = d
                    rowMin = min(rowMin, d)
                }
            }
            if rowMin > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let full = previous[n]
        let prefix = previous.min() ?? full
        if prefix > limit { return nil }
        return Result(full: full, prefix: prefix)
    }

    /// How many edits a typed word of this length may contain: none below 4 letters,
    /// one for 4–7 letters, two from 8.
    public static func tolerance(forLength length: Int) -> Int {
        switch length {
        case ..<4: return 0
        case 4...7: return 1
        default: return 2
        }
    }
}
