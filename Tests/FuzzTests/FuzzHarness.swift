import Foundation
#if canImport(Glibc)
import Glibc
#endif
import VenueFormats
import MapCore
import Render

/// One fuzz case: a base archive and a seed. `atrium-sample#1f3a…` names it for replay.
struct FuzzCase: Sendable, CustomStringConvertible {
    /// The base archive's name.
    var base: String
    /// The seed of the mutation.
    var seed: UInt64
    /// Whether the case also gives a unit a 1,000,000-vertex polygon.
    var huge = false

    /// `base#seed-in-hex`, with `+huge` for a huge-polygon case, as `ATRIUM_FUZZ_REPLAY` takes it.
    var description: String { "\(base)#\(String(seed, radix: 16))\(huge ? "+huge" : "")" }

    /// Parses the ``description`` form.
    init?(_ text: String) {
        let huge = text.hasSuffix("+huge")
        let parts = (huge ? String(text.dropLast(5)) : text).split(separator: "#")
        guard parts.count == 2, let seed = UInt64(parts[1], radix: 16) else { return nil }
        self.init(base: String(parts[0]), seed: seed, huge: huge)
    }

    /// A case.
    init(base: String, seed: UInt64, huge: Bool = false) {
        self.base = base
        self.seed = seed
        self.huge = huge
    }
}

/// What a case did.
struct CaseReport: Sendable {
    /// The case.
    var fuzzCase: FuzzCase
    /// What the mutations were.
    var notes: [String]
    /// True when the archive loaded; false when the loader refused it (a LoadFailure, which is fine).
    var loaded: Bool
    /// Frames rendered.
    var frames: Int
    /// Broken expectations (not crashes: those end the process).
    var problems: [String]
    /// Wall-clock seconds for load, model and frames.
    var seconds: Double
    /// CPU seconds this thread spent on them: unlike the wall clock, not stretched when other
    /// processes share the machine, so the per-case limit does not flake on a busy CI runner.
    var cpuSeconds = 0.0
}

/// Loads a mutant and, when it loads, builds the map model and renders frames with it.
enum FuzzHarness {
    /// The frames each loaded mutant is drawn at.
    struct View: Sendable {
        var columns: Int, rows: Int, heading: Double, pitch: Double
        /// Draw the highest floor with its first unit selected and ASCII glyphs, instead of the default floor.
        var selectOnTop: Bool
    }

    /// 80×24 flat; 100×30 turned 37° and pitched 45° on the top floor with a selection; 1×1.
    static let views = [
        View(columns: 80, rows: 24, heading: 0, pitch: 0, selectOnTop: false),
        View(columns: 100, rows: 30, heading: 37, pitch: 45, selectOnTop: true),
        View(columns: 1, rows: 1, heading: 0, pitch: 0, selectOnTop: false),
    ]

    /// Runs one case.
    static func run(_ c: FuzzCase, views: [View] = views) -> CaseReport {
        guard let base = BaseArchive.named(c.base) else {
            return CaseReport(fuzzCase: c, notes: [], loaded: false, frames: 0, problems: ["no base archive named \(c.base)"], seconds: 0)
        }
        let mutant = MutationEngine.mutant(of: base, seed: c.seed, huge: c.huge)
        let clock = ContinuousClock()
        let start = clock.now, cpuStart = threadCPUSeconds()
        var report = check(mutant, views: views)
        report.cpuSeconds = threadCPUSeconds() - cpuStart
        let elapsed = clock.now - start
        report.fuzzCase = c
        report.notes = mutant.notes
        report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return report
    }

    /// Loads and draws a mutant; problems are what went wrong short of a crash.
    static func check(_ mutant: Mutant, views: [View] = views) -> CaseReport {
        var report = check(views: views) { () throws(LoadFailure) in
            try IMDFLoader.load(members: mutant.members, sourcePath: "fuzz", limits: mutant.limits)
        }
        report.notes = mutant.notes
        return report
    }

    /// Loads with `load` and, when that works, draws the venue at each view.
    static func check(views: [View] = views, _ load: () throws(LoadFailure) -> LoadResult) -> CaseReport {
        var report = CaseReport(fuzzCase: FuzzCase(base: "", seed: 0), notes: [], loaded: false, frames: 0, problems: [], seconds: 0)
        let result: LoadResult
        do {
            result = try load()
        } catch {
            if error.message.isEmpty { report.problems.append("a LoadFailure without a message") }
            return report
        }
        report.loaded = true
        // `atrium validate` prints every diagnostic; they quote ids and values from the file.
        if let d = result.diagnostics.first(where: { $0.description.unicodeScalars.contains(where: isTerminalControl) }) {
            report.problems.append("a diagnostic holds a terminal control character: \(d.description.debugDescription.prefix(200))")
        }
        let model = MapModel(graph: result.graph)
        let renderer = SceneRenderer()
        for view in views {
            let viewport = Viewport(columns: view.columns, rows: view.rows)
            var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
            camera.heading = view.heading
            camera.pitch = view.pitch
            var options = SceneOptions()
            options.attribution = result.archive.attribution ?? ""  // as `atrium` does: attribution.txt, else the venue name
            var ordinal = model.graph.defaultOrdinal ?? 0
            if view.selectOnTop {
                ordinal = model.graph.ordinals.last ?? ordinal
                options.selection = model.floor(ordinal).units.first.map { .unit($0.index) }
                options.charset = .ascii
            }
            let frame = renderer.render(model: model, camera: camera, ordinal: ordinal, columns: view.columns, rows: view.rows, options: options)
            report.frames += 1
            if frame.width != view.columns || frame.height != view.rows {
                report.problems.append("a \(view.columns)×\(view.rows) frame came out \(frame.width)×\(frame.height)")
            }
            if let bad = frame.cells.first(where: { $0.character.unicodeScalars.contains(where: isTerminalControl) }) {
                report.problems.append("the \(view.columns)×\(view.rows) frame holds a terminal control character \(bad.character.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            // What the explorer does with the frame's center: hit testing and the place card.
            if let center = camera.transform(in: viewport).toGround(viewport.center),
               let hit = model.hitTest(center, ordinal: ordinal, tolerance: 2) {
                _ = model.graph.details(of: hit)
            }
        }
        return report
    }

    /// CPU time used by the calling thread so far, in seconds (the wall clock where that is not available).
    static func threadCPUSeconds() -> Double {
        #if canImport(Glibc)
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
        #else
        return ProcessInfo.processInfo.systemUptime
        #endif
    }

    /// C0 and C1 controls and DEL: a frame that holds one could move the cursor or change the
    /// terminal's state when printed.
    static func isTerminalControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }
}
