import Dispatch

/// What parsing one feature file gave, before any decoding: pure, so files can be parsed at once.
enum MemberParse {
    /// The file is empty.
    case empty
    /// The file was refused before parsing (``PositionScan``), with the diagnostic saying why.
    case refused(Diagnostic)
    /// Strict JSON.
    case strict(RawCollection)
    /// Not strict JSON: the first error, and the lenient reading when that succeeded.
    case invalid(JSONParseError, lenient: RawCollection?)

    /// How files are parsed. The defaults are the fast ways; the others exist so tests can check
    /// that every way gives the same features and diagnostics.
    struct Options: Sendable {
        /// Read features with ``FeatureScanner`` (else: ``JSONParser``'s tree, then ``RawCollection``).
        var scanner = true
        /// Parse the files at once on all cores (else one after the other).
        var concurrent = true
    }

    /// Parses one feature file; the lenient retry only when the strict reading fails.
    static func parse(_ m: ArchiveMember, type: FeatureType, limits: ArchiveLimits, scanner: Bool = true) -> MemberParse {
        if m.bytes.isEmpty { return .empty }
        if m.bytes.count >= PositionScan.minimumBytes,
           let excess = PositionScan.firstExcess(m.bytes, perGeometry: limits.maxPointsPerFeature, total: limits.maxTotalPoints) {
            let at = PositionScan.lineAndColumn(m.bytes, offset: excess.offset)
            return .refused(Diagnostic(.error, file: m.path, message: excess.message, line: at.line, column: at.column))
        }
        if scanner {
            let scanned = FeatureScanner.scan(m.bytes, type: type)
            if let error = scanned.strictError { return .invalid(error, lenient: scanned.collection) }
            if let raw = scanned.collection { return .strict(raw) }
        }
        do {
            return .strict(RawCollection(try JSONParser.parse(m.bytes), type: type))
        } catch {
            let lenient = try? JSONParser.parse(m.bytes, allowTrailingCommas: true)
            return .invalid(error, lenient: lenient.map { RawCollection($0, type: type) })
        }
    }

    /// Parses several files, on as many threads as there are cores, largest first; the results
    /// in the order of `members`.
    static func parseAll(_ members: [ArchiveMember], types: [FeatureType], limits: ArchiveLimits, options: Options = Options()) -> [MemberParse] {
        let results = ResultSlots<MemberParse>(count: members.count)
        let order = members.indices.sorted { members[$0].bytes.count > members[$1].bytes.count }
        let total = members.reduce(0) { $0 + $1.bytes.count }
        if !options.concurrent || members.count < 2 || total < 64 << 10 {
            for i in order { results.set(i, parse(members[i], type: types[i], limits: limits, scanner: options.scanner)) }
        } else {
            DispatchQueue.concurrentPerform(iterations: order.count) { k in
                let i = order[k]
                results.set(i, parse(members[i], type: types[i], limits: limits, scanner: options.scanner))
            }
        }
        return results.values
    }
}

/// One slot per task, each written by exactly one thread before ``values`` is read.
///
/// Raw storage rather than an array property: two threads writing through an array property
/// of a class would be overlapping accesses to it (a runtime exclusivity trap).
private final class ResultSlots<T>: @unchecked Sendable {
    private let count: Int
    private let storage: UnsafeMutablePointer<T?>

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(1, count))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Fills slot `i`; distinct threads write distinct slots.
    func set(_ i: Int, _ value: T) { storage[i] = value }

    /// Every slot, once all are filled.
    var values: [T] { (0..<count).map { storage[$0]! } }
}
