import Foundation
import Testing
import TestSupport
import VenueFormats
import MapCore
@testable import AtriumCLI

/// Route answers stay the same while the walking graph is built faster (issue 39): for 24
/// fixed-seed pairs of named places on the sample and every venue in ../shared, the
/// `atrium route --json` report (``RouteReport``) must equal the one recorded in
/// `Tests/AtriumCLITests/RouteGolden/<venue>.jsonl` before the change, line by line (one pair a
/// line; a pair that does not route records its message).
///
/// To record anew (only when a change is meant to change routes, said in its commit):
/// `ATRIUM_RECORD_ROUTES=1 swift test --skip-build --filter RouteGoldenTests`.
@Suite struct RouteGoldenTests {
    /// Pairs per venue.
    static let pairs = 24

    /// The venues, by the name of their golden file.
    static let venues: [(name: String, path: URL)] = [
        ("atrium-sample", TestPaths.sampleVenue),
        ("postech-c5", TestPaths.imdfSample("postech-c5")),
        ("seamans-center", TestPaths.imdfSample("seamans-center")),
        ("uulm-osm", TestPaths.imdfSample("uulm-osm")),
        ("caserne.osm", TestPaths.osmSamples.appendingPathComponent("caserne.osm")),
        ("caserne.geojson", TestPaths.osmSamples.appendingPathComponent("caserne.geojson")),
    ]
    // grand-place.geojson is left out: its routes differ between two runs of the same build
    // (one pair, six runs: two answers; 5 of 24 pairs in one of three test runs), so no
    // recording can hold for it. Main at b7048d7 answered the same pair the same way every time;
    // the cause (some order taken from hashing, since the surroundings and footway network came
    // in) is not found yet (issue 39 report).

    static let goldenFolder = TestPaths.packageRoot.appendingPathComponent("Tests/AtriumCLITests/RouteGolden")

    /// One line per pair: the pair and its report (or failure), as sorted-key JSON.
    static func lines(for path: URL) throws -> [String] {
        let model = MapModel(graph: try IMDFLoader.load(path: path.path).graph)
        let router = Router(model: model)
        let units = model.graph.archive.units
        let named = units.indices.filter { units[$0].name != nil && router.graph.classes[$0].isWalkable && model.unitArea($0) != nil }
        guard named.count >= 2 else { return [] }
        var state: UInt64 = 39
        func next(_ bound: Int) -> Int {
            // SplitMix64, so the pairs do not depend on any library's generator.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var out: [String] = []
        for _ in 0..<pairs {
            let a = named[next(named.count)], b = named[next(named.count)]
            let head = "\(units[a].id) → \(units[b].id): "
            switch Result(catching: { () throws(RouteFailure) -> Route in try router.route(from: .unit(a), to: .unit(b)) }) {
            case .success(let route):
                out.append(head + String(decoding: try encoder.encode(RouteReport(route, model: model)), as: UTF8.self))
            case .failure(let failure):
                out.append(head + "error: " + failure.message)
            }
        }
        return out
    }

    @Test(arguments: venues.map(\.name))
    func routesAreTheRecordedOnes(_ name: String) throws {
        let path = try #require(Self.venues.first { $0.name == name }?.path)
        let now = try Self.lines(for: path)
        #expect(now.count == Self.pairs)
        let file = Self.goldenFolder.appendingPathComponent(name + ".jsonl")
        if ProcessInfo.processInfo.environment["ATRIUM_RECORD_ROUTES"] == "1" {
            try (now.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(recorded.count == now.count)
        for (i, (r, n)) in zip(recorded, now).enumerated() where r != n {
            Issue.record("\(name) pair \(i) differs:\nrecorded \(r.prefix(400))\nnow      \(n.prefix(400))")
        }
    }
}
