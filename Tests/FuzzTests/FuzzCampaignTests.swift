import Foundation
import VenueFormats
import Testing

/// Longer runs and replays, driven by environment variables (see `scripts/fuzz`); skipped otherwise.
///
/// - `ATRIUM_FUZZ_CASES=N` (with `ATRIUM_FUZZ_SEED=S`, default 1): N cases spread over every base
///   found, one in 500 with a 1,000,000-vertex polygon.
/// - `ATRIUM_FUZZ_REPLAY=base#seed` (as printed by a failure): that one case, with its mutations;
///   with `ATRIUM_FUZZ_DUMP=folder` the mutant's files are also written there, to open with `atrium`.
@Suite struct FuzzCampaignTests {
    static let environment = ProcessInfo.processInfo.environment

    static let bases = ["atrium-sample", "postech-c5-small", "uulm-osm-small", "postech-c5", "uulm-osm"]
    /// Share of cases per base, matching the CI batch: small archives often, whole ones now and then.
    static let weights = [45, 20, 20, 10, 5]

    @Test(.enabled(if: environment["ATRIUM_FUZZ_CASES"] != nil, "set ATRIUM_FUZZ_CASES=N to run a campaign"))
    func campaign() throws {
        let count = try #require(Int(Self.environment["ATRIUM_FUZZ_CASES"] ?? ""), "ATRIUM_FUZZ_CASES must be a number")
        let seed = UInt64(Self.environment["ATRIUM_FUZZ_SEED"] ?? "1") ?? 1
        let available = Self.bases.indices.filter { BaseArchive.named(Self.bases[$0]) != nil }
        let total = available.reduce(0) { $0 + Self.weights[$1] }
        var rng = FuzzRandom(seed: seed)
        var runs: [String: FuzzRun] = [:]
        var all = FuzzRun()
        for i in 0..<count {
            var roll = rng.below(total)
            let b = available.first { roll -= Self.weights[$0]; return roll < 0 } ?? available[0]
            let c = FuzzCase(base: Self.bases[b], seed: rng.fork(), huge: i % 500 == 499)
            var one = FuzzRun()
            one.run(c)
            all.absorb(one)
            runs[c.base, default: FuzzRun()].absorb(one)
            if (i + 1) % 500 == 0 { print("fuzz campaign: \(i + 1)/\(count), \(all.failures.count) failed so far") }
        }
        for (name, run) in runs.sorted(by: { $0.key < $1.key }) { print("fuzz campaign \(name): \(run.summary)") }
        print("fuzz campaign seed \(seed): \(all.summary)")
        all.recordFailures()
    }

    @Test(.enabled(if: environment["ATRIUM_FUZZ_REPLAY"] != nil, "set ATRIUM_FUZZ_REPLAY=base#seed to replay a case"))
    func replay() throws {
        let text = Self.environment["ATRIUM_FUZZ_REPLAY"] ?? ""
        let c = try #require(FuzzCase(text), "ATRIUM_FUZZ_REPLAY takes base#hexseed, e.g. atrium-sample#1f2e3d")
        if c.base == "zip" { return try replayZip(c.seed) }
        let base = try #require(BaseArchive.named(c.base), "no base archive named \(c.base)")
        let mutant = MutationEngine.mutant(of: base, seed: c.seed, huge: c.huge)
        print("fuzz replay \(c): mutations:\n  " + mutant.notes.joined(separator: "\n  "))
        if let dir = Self.environment["ATRIUM_FUZZ_DUMP"] {
            for m in mutant.members {
                let url = URL(fileURLWithPath: dir).appendingPathComponent(m.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(m.bytes).write(to: url)
            }
            print("fuzz replay: the mutant's files are in \(dir)")
        }
        do {
            let r = try IMDFLoader.load(members: mutant.members, sourcePath: "replay", limits: mutant.limits)
            print("fuzz replay: loaded, \(r.archive.units.count) units on \(r.graph.floors.count) floors, \(r.diagnostics.count) diagnostics")
        } catch {
            print("fuzz replay: refused: \(error.message)")
        }
        var run = FuzzRun()
        run.run(c)
        print("fuzz replay \(c): \(run.summary)")
        run.recordFailures()
    }
}

extension FuzzCampaignTests {
    /// Replays a case of ``ZipFuzzTests``; with `ATRIUM_FUZZ_DUMP=folder`, keeps the damaged zip there.
    func replayZip(_ seed: UInt64) throws {
        let (bytes, notes) = ZipFuzzTests.mutant(seed: seed)
        print("fuzz replay zip#\(String(seed, radix: 16)): mutations:\n  " + notes.joined(separator: "\n  "))
        try ResourceLimitTests.inTemporaryFolder { dir in
            let url = URL(fileURLWithPath: Self.environment["ATRIUM_FUZZ_DUMP"] ?? dir.path).appendingPathComponent("zip-\(String(seed, radix: 16)).zip")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            let report = FuzzHarness.check { () throws(LoadFailure) in try IMDFLoader.load(path: url.path) }
            print("fuzz replay: \(report.loaded ? "loaded and drawn" : "refused"); problems: \(report.problems)")
            #expect(report.problems.isEmpty)
        }
    }
}

extension FuzzRun {
    /// Adds another run's counts and failures to this one.
    mutating func absorb(_ other: FuzzRun) {
        cases += other.cases
        loaded += other.loaded
        rejected += other.rejected
        frames += other.frames
        seconds += other.seconds
        cpuSeconds += other.cpuSeconds
        longestWall = max(longestWall, other.longestWall)
        if other.slowest.seconds > slowest.seconds { slowest = other.slowest }
        slowestHuge = max(slowestHuge, other.slowestHuge)
        failures += other.failures
    }
}
