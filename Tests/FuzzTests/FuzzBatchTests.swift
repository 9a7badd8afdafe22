import Foundation
import TestSupport
import Testing

/// Runs fuzz cases and sums up what they did.
struct FuzzRun {
    /// Cases run.
    var cases = 0
    /// Cases whose mutant loaded (and was drawn).
    var loaded = 0
    /// Cases whose mutant the loader refused with a LoadFailure.
    var rejected = 0
    /// Frames drawn.
    var frames = 0
    /// Total wall-clock seconds spent in cases.
    var seconds = 0.0
    /// Total CPU seconds spent in cases.
    var cpuSeconds = 0.0
    /// The case that took the most CPU time, and that time (cases without a huge polygon).
    var slowest: (label: String, seconds: Double) = ("", 0)
    /// The most CPU time a case with a 1,000,000-vertex polygon took.
    var slowestHuge = 0.0
    /// The longest wall-clock time of a case.
    var longestWall = 0.0
    /// Reports with problems, or slower than the limit.
    var failures: [CaseReport] = []

    /// A case that takes more CPU seconds than this fails the run: far above any honest case
    /// (the slowest of 10,000 took 1.6 s), so it means a near-hang. A case with a 1,000,000-vertex
    /// polygon gets 30 s: parsing it and drawing it three times takes 5 to 9 s in a debug build.
    static func timeLimit(_ c: FuzzCase) -> Double { c.huge ? 30 : 10 }

    /// Runs one case, under the crash and hang beacon.
    mutating func run(_ c: FuzzCase) {
        let slot = CaseBeacon.begin(c.description)
        let report = FuzzHarness.run(c)
        CaseBeacon.end(slot)
        record(report)
    }

    /// Counts a case's report.
    mutating func record(_ report: CaseReport) {
        let c = report.fuzzCase
        cases += 1
        if report.loaded { loaded += 1 } else { rejected += 1 }
        frames += report.frames
        seconds += report.seconds
        cpuSeconds += report.cpuSeconds
        longestWall = max(longestWall, report.seconds)
        if c.huge { slowestHuge = max(slowestHuge, report.cpuSeconds) } else if report.cpuSeconds > slowest.seconds { slowest = (c.description, report.cpuSeconds) }
        if !report.problems.isEmpty || report.cpuSeconds > Self.timeLimit(c) { failures.append(report) }
    }

    /// One line for the log.
    var summary: String {
        "\(cases) cases: \(loaded) loaded and drawn (\(frames) frames), \(rejected) refused with a LoadFailure, "
            + "\(failures.count) failed; \(String(format: "%.1f", cpuSeconds)) CPU s (\(String(format: "%.1f", seconds)) s wall) in cases, "
            + "slowest \(String(format: "%.2f", slowest.seconds)) CPU s (\(slowest.label))"
            + (slowestHuge > 0 ? ", with a 1,000,000-vertex polygon \(String(format: "%.2f", slowestHuge)) CPU s" : "")
            + ", longest \(String(format: "%.2f", longestWall)) s wall"
    }

    /// Records an issue per failed case, with what to replay.
    func recordFailures() {
        for r in failures {
            var what = r.problems
            let limit = Self.timeLimit(r.fuzzCase)
            if r.cpuSeconds > limit { what.append("took \(String(format: "%.1f", r.cpuSeconds)) CPU s, over the \(Int(limit)) s limit") }
            Issue.record("fuzz case \(r.fuzzCase) (replay: ATRIUM_FUZZ_REPLAY=\(r.fuzzCase) scripts/fuzz): \(what.joined(separator: "; ")); mutations: \(r.notes.joined(separator: " | "))")
        }
    }
}

/// The fixed-seed batch CI runs every time: 2,150 mutants of the three sample archives,
/// each loaded and, when it loads, drawn at three camera settings.
@Suite struct FuzzBatchTests {
    /// A share of the batch: cases of one base from one seed.
    struct Plan: Sendable, CustomTestStringConvertible {
        var base: String
        var seed: UInt64
        var cases: Int
        /// How many of the cases also give a unit a 1,000,000-vertex polygon.
        var huge = 0
        var testDescription: String { "\(cases) × \(base) from seed \(String(seed, radix: 16))" }
    }

    /// Most cases mutate the small archives; the whole real ones get fewer, as each costs 5 to 20 times more.
    static let plans = [
        Plan(base: "atrium-sample", seed: 0xA791_0001, cases: 450),
        Plan(base: "atrium-sample", seed: 0xA791_0002, cases: 450),
        Plan(base: "postech-c5-small", seed: 0xA791_0003, cases: 450),
        Plan(base: "uulm-osm-small", seed: 0xA791_0004, cases: 450),
        Plan(base: "postech-c5", seed: 0xA791_0005, cases: 100),
        Plan(base: "uulm-osm", seed: 0xA791_0006, cases: 40),
        Plan(base: "atrium-sample", seed: 0xA791_0007, cases: 210, huge: 2),
    ]

    @Test func theBatchHasAtLeast2000Cases() {
        #expect(Self.plans.reduce(0) { $0 + $1.cases } >= 2_000)
    }

    @Test(arguments: plans) func mutantsLoadOrAreRefusedAndDrawWithoutCrashing(_ plan: Plan) {
        let base = plan.base
        guard BaseArchive.named(base) != nil else {
            Issue.record("fuzz: unknown base archive \(base)")
            return
        }
        var seeds = FuzzRandom(seed: plan.seed)
        var run = FuzzRun()
        for i in 0..<plan.cases {
            // The huge cases are spread through the plan, not bunched at its start.
            let huge = plan.huge > 0 && i % (plan.cases / plan.huge) == plan.cases / plan.huge / 2
            run.run(FuzzCase(base: base, seed: seeds.fork(), huge: huge))
        }
        print("fuzz batch \(plan.testDescription): \(run.summary)")
        #expect(run.cases == plan.cases)
        run.recordFailures()
    }
}
