import Dispatch
import Foundation
import Synchronization

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
        /// Parse on background threads while the loader decodes (else all on the calling thread).
        var concurrent = true
    }

    /// Parses one feature file; the lenient retry only when the strict reading fails.
    static func parse(_ m: ArchiveMember, type: FeatureType, limits: ArchiveLimits, scanner: Bool = true) -> MemberParse {
        if m.bytes.isEmpty { return .empty }
        if m.bytes.count >= PositionScan.minimumBytes,
           let excess = PositionScan.firstExcess(m.bytes, perGeometry: limits.maxPointsPerFeature, total: limits.maxTotalPoints) {
            let at = PositionScan.lineAndColumn(m.bytes, offset: excess.offset)
            return .refused(Diagnostic(.error, file: m.path, code: excess.code, line: at.line, column: at.column))
        }
        if scanner {
            let scanned = FeatureScanner.scan(m.bytes, type: type)
            if let error = scanned.strictError { return .invalid(error, lenient: scanned.collection) }
            if let raw = scanned.collection { return .strict(raw) }
        }
        do {
            return .strict(RawCollection(try JSONParser.parse(m.bytes), type: type))
        } catch {
            let lenient = try? JSONParser.parse(m.bytes, lenient: true)
            return .invalid(error, lenient: lenient.map { RawCollection($0, type: type) })
        }
    }
}

/// Parses the feature files on background threads while the loader decodes them, in its own
/// order, on the calling thread: decoding one file overlaps parsing the next ones.
///
/// Workers take the files in the order the loader decodes them, so that it mostly decodes
/// while they parse ahead (taking the largest first left the loader parsing half the files
/// itself); ``result(_:)`` waits for a file a worker is parsing, or parses it on the calling
/// thread when no worker has started it; while it waits, the calling thread parses the last
/// file not yet started. Parsing is
/// pure, so which thread parsed a file changes nothing in what the loader makes of it.
final class ParsePipeline: @unchecked Sendable {
    private enum Slot {
        case waiting, running
        case done(MemberParse)
        case taken

        var isWaiting: Bool { if case .waiting = self { return true }; return false }
    }

    private struct State {
        var slots: [Slot]
        var nextToTake = 0         // workers take slots in order
    }

    private let members: [ArchiveMember]
    private let types: [FeatureType]
    private let limits: ArchiveLimits
    private let scanner: Bool
    private let state: Mutex<State>
    /// Signalled once by the worker that finishes slot `i`: what ``result(_:)`` waits on. A
    /// semaphore (futex-based in libdispatch, no event loop or descriptor) rather than a
    /// condition variable, so the slots need only the one lock type.
    private let finished: [DispatchSemaphore]

    /// Starts parsing `members` (`types[i]` for `members[i]`): background threads on all cores
    /// but one (none when `options.concurrent` is false, or for little work).
    init(_ members: [ArchiveMember], types: [FeatureType], limits: ArchiveLimits, options: MemberParse.Options) {
        self.members = members
        self.types = types
        self.limits = limits
        scanner = options.scanner
        state = Mutex(State(slots: Array(repeating: .waiting, count: members.count)))
        finished = members.map { _ in DispatchSemaphore(value: 0) }
        let total = members.reduce(0) { $0 + $1.bytes.count }
        let workers = options.concurrent && members.count > 1 && total >= 64 << 10
            ? min(members.count - 1, ProcessInfo.processInfo.activeProcessorCount - 1) : 0
        // Plain threads, not Dispatch queues: libdispatch's first queue opens an epoll
        // descriptor, which takes descriptor 1 when stdout is closed, and the explorer would then
        // write its screen into it instead of saying that stdout is closed (TerminalFaultTests).
        for _ in 0..<max(0, workers) {
            let thread = Thread { self.work() }
            thread.qualityOfService = .userInitiated
            thread.start()
        }
    }

    /// What the calling thread does next for slot `i`.
    private enum Step {
        case parse(Int, mine: Bool)   // parse slot j (mine: it is `i` itself)
        case result(MemberParse)
        case wait
    }

    /// The parse of `members[i]`; each is taken once.
    func result(_ i: Int) -> MemberParse {
        while true {
            let step: Step = state.withLock { s in
                switch s.slots[i] {
                case .waiting:
                    s.slots[i] = .running
                    return .parse(i, mine: true)
                case .done(let r):
                    s.slots[i] = .taken
                    return .result(r)
                case .running, .taken:
                    // Rather than idle while a worker (perhaps not even on a core, when other
                    // programs keep them busy) parses this file, parse the last file nobody has
                    // started.
                    if let j = s.slots.lastIndex(where: \.isWaiting), j > i {
                        s.slots[j] = .running
                        return .parse(j, mine: false)
                    }
                    return .wait
                }
            }
            switch step {
            case .result(let r):
                return r
            case .parse(let j, mine: true):
                let r = MemberParse.parse(members[j], type: types[j], limits: limits, scanner: scanner)
                state.withLock { $0.slots[j] = .taken }
                return r
            case .parse(let j, mine: false):
                let r = MemberParse.parse(members[j], type: types[j], limits: limits, scanner: scanner)
                state.withLock { $0.slots[j] = .done(r) }
            case .wait:
                finished[i].wait()
            }
        }
    }

    private func work() {
        while true {
            let taken: Int? = state.withLock { s in
                while s.nextToTake < s.slots.count, !s.slots[s.nextToTake].isWaiting { s.nextToTake += 1 }
                guard s.nextToTake < s.slots.count else { return nil }
                s.slots[s.nextToTake] = .running
                return s.nextToTake
            }
            guard let i = taken else { return }
            let r = MemberParse.parse(members[i], type: types[i], limits: limits, scanner: scanner)
            state.withLock { $0.slots[i] = .done(r) }
            finished[i].signal()
        }
    }
}
