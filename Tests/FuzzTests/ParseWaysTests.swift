import Foundation
import Testing
@testable import VenueFormats

/// Fuzzed archives load identically whichever way the files are parsed: the feature scanner or
/// the generic tree, all files at once or one after the other (see `MemberParse.Options`).
@Suite struct ParseWaysTests {
    /// What a load gave, comparable: the features written back, the diagnostics; or the failure.
    private struct Outcome: Equatable {
        var collections: [FeatureType: JSONValue] = [:]
        var diagnostics: [Diagnostic]
        var suppressed = 0
        var failure: String?
    }

    private func outcome(_ mutant: Mutant, _ way: MemberParse.Options) -> Outcome {
        do {
            let r = try IMDFLoader.load(members: mutant.members, sourcePath: "fuzz", limits: mutant.limits, log: DiagnosticLog(), parsing: way)
            return Outcome(collections: IMDFEncoder.collections(r.archive), diagnostics: r.diagnostics, suppressed: r.suppressedDiagnostics)
        } catch {
            return Outcome(diagnostics: error.diagnostics, failure: error.message)
        }
    }

    @Test(arguments: ["atrium-sample", "postech-c5-small", "uulm-osm-small"])
    func mutantsLoadTheSameEveryWay(_ name: String) throws {
        let base = try #require(BaseArchive.named(name))
        var seeds = FuzzRandom(seed: 0x5CA7_0017)
        let ways = [MemberParse.Options(scanner: true, concurrent: false), MemberParse.Options(scanner: false, concurrent: true),
                    MemberParse.Options(scanner: false, concurrent: false)]
        for _ in 0..<120 {
            let seed = seeds.fork()
            let mutant = MutationEngine.mutant(of: base, seed: seed)
            let reference = outcome(mutant, MemberParse.Options())
            for way in ways {
                let other = outcome(mutant, way)
                #expect(other == reference, "\(name)#\(String(seed, radix: 16)) \(way): \(mutant.notes.joined(separator: "; "))")
            }
        }
    }
}
