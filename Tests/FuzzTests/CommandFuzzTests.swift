import Foundation
import VenueFormats
import TestSupport
import Testing

/// Every reader and every command, fuzzed (issue 22): mutants of OpenStreetMap files (XML,
/// Overpass-style GeoJSON, our small building) through the OSM readers, and mutants of IMDF
/// archives, each loaded and, when it loads, drawn and put through info, search, route,
/// validate, convert-and-read-back and the explorer with random keys (``CommandHarness``).
///
/// Fixed seeds, so CI runs the same cases every time; `scripts/fuzz --commands N` runs more.
@Suite struct CommandFuzzTests {
    /// Cases of one base from one seed.
    struct Plan: Sendable, CustomTestStringConvertible {
        var base: String
        var seed: UInt64
        var cases: Int
        var testDescription: String { "\(cases) × \(base) from seed \(String(seed, radix: 16))" }
    }

    /// The OSM bases: our small building and the three real samples.
    static func osmBase(_ name: String) -> (text: String, isXML: Bool)? {
        if name == "small-building.osm" { return (OSMMutator.smallBuilding, true) }
        let url = TestPaths.osmSamples.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return (text, name.hasSuffix(".osm"))
    }

    static let osmPlans = [
        Plan(base: "small-building.osm", seed: 0x05A1_0001, cases: 1_200),
        Plan(base: "small-building.osm", seed: 0x05A1_0002, cases: 1_200),
        Plan(base: "caserne.osm", seed: 0x05A1_0003, cases: 60),
        Plan(base: "caserne.geojson", seed: 0x05A1_0004, cases: 60),
        Plan(base: "grand-place.geojson", seed: 0x05A1_0005, cases: 20),
    ]

    static let imdfPlans = [
        Plan(base: "atrium-sample", seed: 0x1D0F_0001, cases: 120),
        Plan(base: "postech-c5-small", seed: 0x1D0F_0002, cases: 100),
        Plan(base: "uulm-osm-small", seed: 0x1D0F_0003, cases: 100),
    ]

    /// With FuzzBatchTests' 2,150 load-and-draw cases, at least 5,000 cases across readers and commands.
    @Test func theCampaignHasAtLeast5000Cases() {
        let commands = (Self.osmPlans + Self.imdfPlans).reduce(0) { $0 + $1.cases }
        let draws = FuzzBatchTests.plans.reduce(0) { $0 + $1.cases }
        #expect(commands >= 2_800 && commands + draws >= 5_000)
    }

    @Test(arguments: osmPlans) func osmMutantsGoThroughEveryCommand(_ plan: Plan) throws {
        let base = try #require(Self.osmBase(plan.base), "no OSM base \(plan.base)")
        var seeds = FuzzRandom(seed: plan.seed)
        var run = FuzzRun()
        for _ in 0..<plan.cases {
            let seed = seeds.fork()
            let c = FuzzCase(base: plan.base, seed: seed)
            let slot = CaseBeacon.begin("osm:" + c.description)
            let mutant = OSMMutator.mutant(of: base.text, isXML: base.isXML, seed: seed)
            run.record(Self.check(c, notes: mutant.notes) { () throws(LoadFailure) in
                try OSMLoader.load(bytes: Array(mutant.text.utf8), sourcePath: plan.base)
            })
            CaseBeacon.end(slot)
        }
        print("command fuzz \(plan.testDescription): \(run.summary)")
        #expect(run.cases == plan.cases)
        run.recordFailures()
    }

    @Test(arguments: imdfPlans) func imdfMutantsGoThroughEveryCommand(_ plan: Plan) throws {
        let base = try #require(BaseArchive.named(plan.base), "no base archive \(plan.base)")
        var seeds = FuzzRandom(seed: plan.seed)
        var run = FuzzRun()
        for _ in 0..<plan.cases {
            let c = FuzzCase(base: plan.base, seed: seeds.fork())
            let slot = CaseBeacon.begin("commands:" + c.description)
            let mutant = MutationEngine.mutant(of: base, seed: c.seed)
            run.record(Self.check(c, notes: mutant.notes) { () throws(LoadFailure) in
                try IMDFLoader.load(members: mutant.members, sourcePath: "fuzz", limits: mutant.limits)
            })
            CaseBeacon.end(slot)
        }
        print("command fuzz \(plan.testDescription): \(run.summary)")
        #expect(run.cases == plan.cases)
        run.recordFailures()
    }

    /// Loads a mutant; when it loads, draws it (FuzzHarness) and runs the commands on it.
    static func check(_ c: FuzzCase, notes: [String], _ load: () throws(LoadFailure) -> LoadResult) -> CaseReport {
        let clock = ContinuousClock()
        let start = clock.now, cpuStart = FuzzHarness.threadCPUSeconds()
        var report: CaseReport
        do {
            let result = try load()
            report = FuzzHarness.check(views: [FuzzHarness.views[0], FuzzHarness.views[2]]) { () throws(LoadFailure) in result }
            report.problems += CommandHarness.run(result, seed: c.seed)
        } catch {
            report = CaseReport(fuzzCase: c, notes: [], loaded: false, frames: 0,
                                problems: error.message.isEmpty ? ["a LoadFailure without a message"] : [], seconds: 0)
        }
        report.cpuSeconds = FuzzHarness.threadCPUSeconds() - cpuStart
        let elapsed = clock.now - start
        report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        report.fuzzCase = c
        report.notes = notes
        return report
    }
}
