import Foundation
import VenueFormats
import MapCore
import VenueFixtures
import AtriumApp
import TerminalKit

/// Where a bench venue comes from: an archive on disk or the synthetic generator.
enum BenchVenueSource: Sendable, Equatable {
    /// An IMDF folder or zip.
    case path(String)
    /// A ``SyntheticVenue`` of this many units and this shape, generated in memory.
    case synthetic(units: Int, shape: VenueShape)

    /// The name the results show: the archive's last path component, `synthetic-N` (office
    /// strips) or `synthetic-SHAPE-N`.
    var name: String {
        switch self {
        case .path(let p): return URL(fileURLWithPath: p).standardizedFileURL.lastPathComponent
        case .synthetic(let n, .strips): return "synthetic-\(n)"
        case .synthetic(let n, let shape): return "synthetic-\(shape.rawValue)-\(n)"
        }
    }
}

/// A venue loaded and prepared for the map, with what each stage cost.
struct PreparedVenue {
    /// Display name.
    let name: String
    /// The prepared model.
    let model: MapModel
    /// Attribution text, as the explorer shows it.
    let attribution: String
    /// Time to generate a synthetic venue's GeoJSON (not part of loading), in ms.
    let generateMs: Double?
    /// Time to read, decode and build the venue graph, in ms: the median of ``LoadRepeat``'s runs.
    let loadMs: Double
    /// Runs behind `loadMs`.
    let loadRuns: Int
    /// CPython's `json.load` of the same JSON files, when python3 could be run (not for OSM XML).
    let python: BenchPython.Measurement?
    /// Time to project and index (`MapModel(graph:)`), in ms.
    let indexMs: Double
}

/// One timed frame: which kind of step led to it and how long `view` took.
struct FrameSample {
    /// The interaction before the frame.
    var kind: Interaction
    /// Wall-clock milliseconds spent in `view(state, size:)`.
    var milliseconds: Double
    /// CPU milliseconds of the thread during the same call.
    var cpuMilliseconds: Double
}

/// Loads venues and replays ``BenchTour`` through the explorer's pure model.
enum BenchRunner {
    /// Loads (or generates) and prepares a venue, timing each stage; without `surroundings`,
    /// the streets and buildings around are dropped before the model is made (for comparison).
    static func prepare(_ source: BenchVenueSource, surroundings: Bool = true) throws -> PreparedVenue {
        var generateMs: Double?
        let load: () throws -> LoadResult
        let python: BenchPython.Session?
        switch source {
        case .path(let path):
            load = { try IMDFLoader.load(path: path) }
            python = BenchPython.session(path: path)
        case .synthetic(let units, let shape):
            let (members, ms) = BenchStats.time { SyntheticVenue(units: units, shape: shape).members() }
            generateMs = ms
            load = { try IMDFLoader.load(members: members, sourcePath: source.name) }
            python = BenchPython.session(members: members)
        }
        defer { python?.close() }
        // The same repeat rule for both sides, their runs alternating (CPython's, then ours), so
        // that a burst of load from elsewhere falls on both; one result alive at a time (peak memory).
        var runs: [Double] = []
        var kept: LoadResult?
        repeat {
            python?.run()
            kept = nil
            let (r, ms) = try BenchStats.time(load)
            kept = r
            runs.append(ms)
        } while LoadRepeat.wantsAnother(after: runs)
        var result = kept!   // the loop ran at least once
        if !surroundings && !result.archive.surroundings.isEmpty {
            result.archive.surroundings = []
            var log = DiagnosticLog()
            result.graph = VenueGraph(archive: result.archive, log: &log)
        }
        let (model, indexMs) = BenchStats.time { MapModel(graph: result.graph) }
        return PreparedVenue(name: source.name, model: model, attribution: result.attributionText(),
                             generateMs: generateMs, loadMs: LoadRepeat.median(runs), loadRuns: runs.count,
                             python: python?.measurement, indexMs: indexMs)
    }

    /// The explorer's opening state for a screen size, with its own runtime (renderer, router).
    static func openingState(_ venue: PreparedVenue, columns: Int, rows: Int) -> (AppState, AppRuntime) {
        let env = AppEnvironment(model: venue.model, attribution: venue.attribution, venuePath: nil)
        let runtime = AppRuntime()
        var state = AppState(env: env, columns: columns, rows: rows)
        runtime.dispatch(&state, .resize(columns: columns, rows: rows))
        return (state, runtime)
    }

    /// Times `frames` frames of the tour (passes start again from the opening view).
    /// The opening frame is drawn once, untimed, first.
    ///
    /// One untimed pass of the tour runs first on a runtime of its own, which is then dropped:
    /// it brings the code and the venue into memory without warming the timed runtime's caches
    /// (bands, labels, the last frame), whose first-use costs stay in the timed frames. Without
    /// it the first venue of a run paid the process's page faults: the sample, benched first,
    /// took 0.177 ms at p50 in the first run after a build and 0.123 ms in the next two, which
    /// made every ratio to it look 30% better than it was.
    static func timeFrames(_ venue: PreparedVenue, columns: Int, rows: Int, frames: Int) -> [FrameSample] {
        var checksum = warmUp(venue, columns: columns, rows: rows)
        let (opening, runtime) = openingState(venue, columns: columns, rows: rows)
        var state = opening
        checksum &+= view(state, size: (columns, rows), runtime: runtime).cells.count
        var samples: [FrameSample] = []
        samples.reserveCapacity(frames)
        let steps = BenchTour.steps
        for i in 0..<frames {
            if i > 0 && i % steps.count == 0 { state = opening }
            let step = steps[i % steps.count]
            if let key = step.key { runtime.dispatch(&state, .key(key)) }
            let (frame, wall, cpu) = BenchStats.timeWithCPU { view(state, size: (columns, rows), runtime: runtime) }
            checksum &+= frame.width
            samples.append(FrameSample(kind: step.kind, milliseconds: wall, cpuMilliseconds: cpu))
        }
        if checksum == Int.min { print("") }   // keeps the frames observable to the optimizer
        return samples
    }

    /// Draws one pass of the tour on a runtime that is then dropped; returns a checksum of the
    /// frames so that the optimizer keeps them.
    private static func warmUp(_ venue: PreparedVenue, columns: Int, rows: Int) -> Int {
        var checksum = 0
        replayTour(venue, columns: columns, rows: rows) { _, _, frame in checksum &+= frame.width }
        return checksum
    }

    /// Replays one pass of the tour, handing the opening frame and then each step's frame
    /// to `draw`, with whether the step moved the camera (a pan at the venue's edge does not).
    static func replayTour(_ venue: PreparedVenue, columns: Int, rows: Int,
                           draw: (_ step: TourStep?, _ moved: Bool, _ frame: Frame) throws -> Void) rethrows {
        var (state, runtime) = openingState(venue, columns: columns, rows: rows)
        try draw(nil, false, view(state, size: (columns, rows), runtime: runtime))
        for step in BenchTour.steps {
            let before = state.map.camera
            if let key = step.key { runtime.dispatch(&state, .key(key)) }
            try draw(step, state.map.camera != before, view(state, size: (columns, rows), runtime: runtime))
        }
    }
}
