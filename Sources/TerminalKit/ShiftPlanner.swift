
/// Finds how a new frame's rows are an old frame's rows moved sideways: the offset most
/// rows agree on, and per row the stretch that moved. ``UpdateBound`` offers those slides
/// to its painter, which prices every choice in exact bytes and keeps the cheapest.
///
/// Works on cell keys (``CellKeys``): a number per cell that differs whenever the
/// character or its style does (a collision could only make a slide less useful,
/// never wrong, because the update afterwards compares real cells). The offset is
/// found once per frame, by votes from every third row over offsets up to half the
/// width (see ``dominantOffset(_:_:)``), and only when it wins over every vertical offset (a scroll
/// moves those); then each row gets the stretch where the offset wins most over leaving
/// the row alone (a maximum-sum run, ``movedStretch(row:offset:_:_:)``).
public enum ShiftPlanner {
    /// Votes the dominant offset needs (runs of three cells found moved by it).
    public static let minimumGain = 8

    /// The sideways offset most rows agree on, if it beats no offset at all and every
    /// vertical offset.
    ///
    /// Votes come from runs of three cells that are not all blank: each run of the
    /// new row votes for the distance to every place the old row has it (up to
    /// ``RunTable/kept`` places: fill patterns repeat everywhere and tell nothing). That
    /// takes one pass over each sampled row (every third) with a small hash table,
    /// whatever the offset, instead of a comparison per offset.
    static func dominantOffset(_ old: CellKeys, _ new: CellKeys) -> Int? {
        let width = new.width, height = new.height
        let limit = width / 2
        guard old.width == width, old.height == height, limit >= 1, width >= 3 else { return nil }
        var votes = [Int](repeating: 0, count: 2 * limit + 1)
        var table = RunTable(capacity: 2 * width)
        let blank = CellKeys.blankKey
        old.keys.withUnsafeBufferPointer { o in
            new.keys.withUnsafeBufferPointer { n in
                for row in stride(from: 1, to: height, by: 3) {
                    let base = row * width
                    table.clear()
                    for c in 0..<(width - 2) {
                        let a = o[base + c], b = o[base + c + 1], d = o[base + c + 2]
                        if a == blank && b == blank && d == blank { continue }
                        table.insert(Self.run(a, b, d), at: c)
                    }
                    for c in 0..<(width - 2) {
                        let a = n[base + c], b = n[base + c + 1], d = n[base + c + 2]
                        if a == blank && b == blank && d == blank { continue }
                        table.forEachPosition(of: Self.run(a, b, d)) { at in
                            let k = at - c
                            if abs(k) <= limit { votes[limit + k] += 1 }
                        }
                    }
                }
            }
        }
        var best = 0, bestVotes = 0
        for k in -limit...limit where k != 0 && votes[limit + k] > bestVotes {
            best = k
            bestVotes = votes[limit + k]
        }
        guard best != 0, bestVotes > votes[limit], bestVotes >= minimumGain else { return nil }
        // A vertical move is a scroll's to make (delete and insert lines); sloping lines moved up
        // or down can also look like a sideways move, so compare with the best one.
        guard verticalVotes(old, new) < bestVotes else { return nil }
        return best
    }

    /// For the best vertical offset: the non-blank runs of three cells in the sampled
    /// rows that equal, whole, an old row that many rows up or down.
    static func verticalVotes(_ old: CellKeys, _ new: CellKeys) -> Int {
        let height = new.height
        let limit = height / 2
        guard limit >= 1 else { return 0 }
        let oldRows = (0..<height).map { old.rowHash($0).value }
        let sampled = stride(from: 1, to: height, by: 3).map { (row: $0, hash: new.rowHash($0)) }
        var best = 0
        for dy in -limit...limit where dy != 0 {
            var count = 0
            for (row, hash) in sampled where row + dy >= 0 && row + dy < height && hash.value == oldRows[row + dy] {
                count += hash.nonBlank
            }
            best = max(best, count)
        }
        return best
    }

    /// A key for a run of three cells.
    @inline(__always)
    static func run(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> UInt64 {
        var h = a &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 29) ^ b) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 31) ^ c) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 32)
    }

    /// The stretch of one row (new columns) where moving by `offset` wins most cells over
    /// leaving the row alone (a maximum-sum run of +1 for a cell the move brings into place,
    /// −1 for one it spoils), or nil when no stretch wins any.
    static func movedStretch(row: Int, offset: Int, _ old: CellKeys, _ new: CellKeys) -> Range<Int>? {
        let width = new.width
        let base = row * width
        // New columns that can show moved content: the old column c + offset must exist.
        let lo = max(0, -offset), hi = min(width, width - offset)
        guard lo < hi else { return nil }
        var bestSum = 0, bestStart = lo, bestEnd = lo
        var runSum = 0, runStart = lo
        old.keys.withUnsafeBufferPointer { o in
            new.keys.withUnsafeBufferPointer { n in
                for c in lo..<hi {
                    let key = n[base + c]
                    let gain = (key == o[base + c + offset] ? 1 : 0) - (key == o[base + c] ? 1 : 0)
                    if runSum <= 0 {
                        runSum = gain
                        runStart = c
                    } else {
                        runSum += gain
                    }
                    if runSum > bestSum {
                        bestSum = runSum
                        bestStart = runStart
                        bestEnd = c + 1
                    }
                }
            }
        }
        return bestSum > 0 ? bestStart..<bestEnd : nil
    }
}

/// Where runs occur in one row: an open-addressing table reused from row to row,
/// keeping up to ``RunTable/kept`` columns per distinct run.
struct RunTable {
    /// Columns kept per run; a run seen more often (a fill pattern) votes for nothing.
    static let kept = 8

    private var hashes: [UInt64]
    private var counts: [Int]
    private var positions: [Int]
    private var stamps: [UInt32]
    private var stamp: UInt32 = 1
    private let mask: Int

    /// A table for about `capacity` distinct runs.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        hashes = [UInt64](repeating: 0, count: size)
        counts = [Int](repeating: 0, count: size)
        positions = [Int](repeating: 0, count: size * Self.kept)
        stamps = [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    /// Forgets every run.
    mutating func clear() { stamp &+= 1 }

    /// Records a run at a column.
    mutating func insert(_ hash: UInt64, at position: Int) {
        var i = Int(truncatingIfNeeded: hash) & mask
        while stamps[i] == stamp && hashes[i] != hash { i = (i + 1) & mask }
        if stamps[i] != stamp {
            stamps[i] = stamp
            hashes[i] = hash
            counts[i] = 0
        }
        if counts[i] < Self.kept { positions[i * Self.kept + counts[i]] = position }
        counts[i] += 1
    }

    /// Calls `body` with each column of a run seen at most ``kept`` times.
    func forEachPosition(of hash: UInt64, _ body: (Int) -> Void) {
        var i = Int(truncatingIfNeeded: hash) & mask
        while stamps[i] == stamp {
            if hashes[i] == hash {
                guard counts[i] <= Self.kept else { return }
                for j in 0..<counts[i] { body(positions[i * Self.kept + j]) }
                return
            }
            i = (i + 1) & mask
        }
    }
}
