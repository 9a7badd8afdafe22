import Foundation

/// The whole `atrium bench --json` document: where and how it ran, then one entry per venue and size.
struct BenchReport: Codable {
    /// `release` or `debug`; debug numbers are not meaningful.
    var build: String
    /// When the run started (ISO 8601, UTC).
    var date: String
    /// Processors the system reports.
    var cores: Int
    /// The one-minute load average when the run started (other work competing for the cores).
    var loadAverage: Double?
    /// The terminal type of the pty screens.
    var term: String
    /// Steps in one pass of the tour.
    var tourSteps: Int
    /// One entry per venue and size, in the order measured.
    var results: [BenchEntry]

    enum CodingKeys: String, CodingKey {
        case build, date, cores, term, results
        case loadAverage = "load_average"
        case tourSteps = "tour_steps"
    }
}

/// The measurements for one venue at one screen size.
struct BenchEntry: Codable {
    /// The venue's folder or file name, or `synthetic-N`.
    var venue: String
    /// `COLSxROWS`.
    var size: String
    /// Units in the venue.
    var units: Int
    /// Ordinals (floors) in the venue.
    var levels: Int
    /// Generating a synthetic venue's GeoJSON, in ms (synthetic venues only; not part of `load_ms`).
    var generateMs: Double?
    /// Reading, decoding and building the venue graph, in ms (once per venue; median of `load_runs`).
    var loadMs: Double
    /// Runs behind `load_ms` (up to 21 within 2 s; see `LoadRepeat`).
    var loadRuns: Int?
    /// CPython's `json.load` of the same JSON files, in ms, same repeat rule; nil without python3 or for OSM XML.
    var pythonJSONLoadMs: Double?
    /// Runs behind `python_json_load_ms`.
    var pythonJSONRuns: Int?
    /// `load_ms / python_json_load_ms`: at most 1 means loading is as fast as CPython's json.
    var loadRatioToPython: Double?
    /// Projecting and indexing, `MapModel(graph:)`, in ms (once per venue).
    var indexMs: Double
    /// Frames timed.
    var frames: Int
    /// Median wall time of `view(state, size:)`, in ms.
    var frameP50Ms: Double
    /// 99th percentile wall time, in ms.
    var frameP99Ms: Double
    /// Slowest frame, in ms.
    var frameMaxMs: Double
    /// Mean wall time, in ms.
    var frameMeanMs: Double
    /// Median CPU time of the rendering thread per frame, in ms (insensitive to other processes).
    var frameCPUP50Ms: Double
    /// 99th percentile CPU time per frame, in ms.
    var frameCPUP99Ms: Double
    /// Median time of drawing a step's frame through the terminal (`CursesTerminal.draw`:
    /// ``ScreenWriter``'s update plan and the write), in ms; nil without a pseudo-terminal.
    var drawP50Ms: Double?
    /// Slowest such draw of the tour, in ms.
    var drawMaxMs: Double?
    /// Mean bytes sent to the terminal per step, by interaction kind (pans: only those that
    /// moved the camera), plus `full_redraw`, the mean bytes of painting each step's frame
    /// on a fresh screen; nil when no pseudo-terminal could be opened.
    var bytesPerInteraction: [String: Int]?
    /// Mean bytes of a one-step pan that moved the camera, by direction.
    var bytesPerPanDirection: [String: Int]?
    /// Bytes of the pans over the bytes of painting the same frames on a fresh screen.
    var panToFullRedraw: Double?
    /// Per interaction kind: its steps' bytes over the bytes of painting the same frames on
    /// a fresh screen (pans: those that moved the camera); 1.0 costs a repaint.
    var bytesToFreshPaint: [String: Double]?
    /// Per interaction kind: its steps' bytes over their lower bound (``UpdateBound``, the
    /// fewest bytes any terminal update could send for them); 1.0 is the least possible.
    var bytesToLowerBound: [String: Double]?
    /// Per interaction kind: the mean lower bound of its steps, in bytes.
    var lowerBoundPerInteraction: [String: Int]?
    /// Pan steps that did not move the camera (stopped at the venue's edge); they are
    /// left out of the pan figures.
    var pansAtEdge: Int?
    /// Every step of the tour with its bytes, with `--steps`.
    var bytesPerStep: [StepBytes]?
    /// Peak resident memory while this venue was loaded and measured, in MiB.
    var peakRSSMb: Double?
    /// Building the walking graph, in ms (``BenchRouting``; once per venue).
    var routeGraphMs: Double?
    /// Route query times over fixed-seed pairs of named rooms (once per venue).
    var routing: BenchRouting?

    enum CodingKeys: String, CodingKey {
        case venue, size, units, levels, frames
        case generateMs = "generate_ms"
        case loadMs = "load_ms"
        case loadRuns = "load_runs"
        case pythonJSONLoadMs = "python_json_load_ms"
        case pythonJSONRuns = "python_json_runs"
        case loadRatioToPython = "load_ratio_to_python"
        case indexMs = "index_ms"
        case frameP50Ms = "frame_p50_ms"
        case frameP99Ms = "frame_p99_ms"
        case frameMaxMs = "frame_max_ms"
        case frameMeanMs = "frame_mean_ms"
        case frameCPUP50Ms = "frame_cpu_p50_ms"
        case frameCPUP99Ms = "frame_cpu_p99_ms"
        case drawP50Ms = "draw_p50_ms"
        case drawMaxMs = "draw_max_ms"
        case bytesPerInteraction = "bytes_per_interaction"
        case bytesPerPanDirection = "bytes_per_pan_direction"
        case panToFullRedraw = "pan_to_full_redraw"
        case bytesToFreshPaint = "bytes_to_fresh_paint"
        case bytesToLowerBound = "bytes_to_lower_bound"
        case lowerBoundPerInteraction = "lower_bound_per_interaction"
        case pansAtEdge = "pans_at_edge"
        case bytesPerStep = "bytes_per_step"
        case peakRSSMb = "peak_rss_mb"
        case routeGraphMs = "route_graph_ms"
        case routing = "route_ms"
    }
}

extension BenchReport {
    /// The keys of `bytes_per_interaction`, in table order.
    static var byteKeys: [String] { Interaction.allCases.map(\.rawValue) + ["full_redraw"] }

    /// The report as readable tables.
    var text: String {
        var out = "atrium bench: \(build) build, \(cores) cores, load average \(loadAverage.map { String(format: "%.2f", $0) } ?? "?"), \(date)\n"
        if build != "release" { out += "warning: a debug build; build with `swift build -c release` for meaningful numbers\n" }
        out += "\nTime (ms; frame = view(state, size:) over \(tourSteps)-step tour passes, wall clock; cpu = thread CPU time)\n"
        out += "load = median of up to 21 loads within 2 s; py json = CPython's json.load of the same files, same rule\n"
        var time = TextTable(["venue", "size", "units", "load", "py json", "load/py", "index", "frames", "p50", "p99", "max", "cpu p50", "cpu p99", "peak RSS MiB"])
        for e in results {
            time.add([e.venue, e.size, String(e.units), ms(e.loadMs), e.pythonJSONLoadMs.map(ms) ?? "-",
                      e.loadRatioToPython.map { String(format: "%.2f", $0) } ?? "-", ms(e.indexMs), String(e.frames), ms(e.frameP50Ms),
                      ms(e.frameP99Ms), ms(e.frameMaxMs), ms(e.frameCPUP50Ms), ms(e.frameCPUP99Ms), e.peakRSSMb.map { String(format: "%.1f", $0) } ?? "-"])
        }
        out += time.text
        out += "\nBytes to a terminal screen (\(term), over a pty), mean per step (pans: those that moved the camera);\n"
        out += "full_redraw = the same frames painted on a fresh screen; pan/full = pans against their own full redraws\n"
        out += "draw = CursesTerminal.draw per step (update plan and write), ms\n"
        var bytes = TextTable(["venue", "size"] + Self.byteKeys + ["pan/full", "draw p50", "draw max"])
        for e in results {
            let values = Self.byteKeys.map { k in e.bytesPerInteraction?[k].map(String.init) ?? "-" }
            bytes.add([e.venue, e.size] + values + [e.panToFullRedraw.map { String(format: "%.1f%%", $0 * 100) } ?? "-",
                                                    e.drawP50Ms.map(ms) ?? "-", e.drawMaxMs.map(ms) ?? "-"])
        }
        out += bytes.text
        out += "\nBytes ÷ fresh paint: each kind's bytes over painting the same frames on a fresh screen\n"
        var ratios = TextTable(["venue", "size"] + Interaction.allCases.map(\.rawValue))
        for e in results {
            ratios.add([e.venue, e.size] + Interaction.allCases.map { k in e.bytesToFreshPaint?[k.rawValue].map { String(format: "%.3f", $0) } ?? "-" })
        }
        out += ratios.text
        out += "\nBytes ÷ lower bound: each kind's bytes over the fewest any terminal update could send for the same steps\n"
        out += "(mean bound per step in parentheses; see UpdateBound)\n"
        var bounds = TextTable(["venue", "size"] + Interaction.allCases.map(\.rawValue))
        for e in results {
            bounds.add([e.venue, e.size] + Interaction.allCases.map { k in
                guard let ratio = e.bytesToLowerBound?[k.rawValue] else { return "-" }
                return String(format: "%.2f", ratio) + (e.lowerBoundPerInteraction?[k.rawValue].map { " (\($0))" } ?? "")
            })
        }
        out += bounds.text
        out += routingText
        return out
    }

    private func ms(_ v: Double) -> String {
        v >= 100 ? String(format: "%.0f", v) : v >= 10 ? String(format: "%.1f", v) : String(format: "%.2f", v)
    }
}

/// A plain text table: the first column left-aligned, the others right-aligned.
struct TextTable {
    private var rows: [[String]]

    init(_ header: [String]) {
        rows = [header]
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    var text: String {
        let widths = rows[0].indices.map { c in rows.map { $0.indices.contains(c) ? $0[c].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: max(0, widths[c] - cell.count))
                return c == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
