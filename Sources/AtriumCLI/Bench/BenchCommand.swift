import ArgumentParser
import Foundation
import MapCore
import VenueFixtures

/// `atrium bench`: load time, frame time, bytes on the wire and memory, per venue and screen size.
struct BenchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "bench",
            abstract: CLILanguage.ui.abstractBench,
            discussion: CLILanguage.ui.discussionBench
        )
    }

    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionBenchVenues))
    var venues: [String] = []

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionBenchSizes))
    var sizes: String = "80x24,200x60,300x80"

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionBenchJson))
    var json = false

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionBenchSynthetic(shapes: VenueShape.allCases.map(\.rawValue).joined(separator: ", "))))
    var synthetic: String?

    @Flag(name: .customLong("no-sideways-scroll"),
          help: ArgumentHelp(CLILanguage.ui.helpOptionBenchNoSidewaysScroll))
    var noSidewaysScroll = false

    @Flag(name: .customLong("no-surroundings"),
          help: ArgumentHelp(CLILanguage.ui.helpOptionBenchNoSurroundings))
    var noSurroundings = false

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionBenchSteps))
    var steps = false

    @Option(name: .customLong("write-synthetic"),
            help: ArgumentHelp(CLILanguage.ui.helpOptionBenchWriteSynthetic, valueName: "DIR"))
    var writeSynthetic: String?

    @OptionGroup var place: PlaceOptions

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionBenchFrames(frames: String(BenchTour.steps.count))))
    var frames: String = "450"

    func validate() throws {
        guard parsedSizes != nil else { throw ValidationError("--sizes must be COLSxROWS[,COLSxROWS…], each 40x12 to 1000x1000") }
        guard parsedSynthetic != nil else {
            throw ValidationError("--synthetic must be unit counts from 1 to 2000000, comma-separated, each optionally SHAPE:N (SHAPE: \(VenueShape.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard frameCount != nil else { throw ValidationError("--frames must be a number from 1 to 1000000, or `small`") }
    }

    var parsedSizes: [(columns: Int, rows: Int)]? {
        let parts = sizes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let parsed = parts.map { p -> (columns: Int, rows: Int)? in
            let n = p.split(separator: "x").compactMap { Int($0) }
            guard n.count == 2, (40...1000).contains(n[0]), (12...1000).contains(n[1]) else { return nil }
            return (n[0], n[1])
        }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else { return nil }
        return parsed.compactMap { $0 }
    }

    /// The synthetic venues asked for: `N` (office strips) or `SHAPE:N`.
    var parsedSynthetic: [(shape: VenueShape, units: Int)]? {
        guard let synthetic else { return [] }
        let parsed = synthetic.split(separator: ",").map { item -> (shape: VenueShape, units: Int)? in
            let parts = item.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1).map(String.init)
            let shape = parts.count == 2 ? VenueShape(rawValue: parts[0].lowercased()) : .strips
            guard let shape, let n = parts.last.flatMap({ Int($0) }), (1...2_000_000).contains(n) else { return nil }
            return (shape, n)
        }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else { return nil }
        return parsed.compactMap { $0 }
    }

    var frameCount: Int? {
        if frames.lowercased() == "small" { return BenchTour.steps.count }
        guard let n = Int(frames), (1...1_000_000).contains(n) else { return nil }
        return n
    }

    func run() throws {
        if let writeSynthetic { return try Self.write(parsedSynthetic ?? [], into: writeSynthetic) }
        var sources = try venues.map { BenchVenueSource.path(try ResolvedVenue.resolve($0, options: place).path) } + (parsedSynthetic ?? []).map { BenchVenueSource.synthetic(units: $0.units, shape: $0.shape) }
        if sources.isEmpty { sources = [.path(SampleVenue.path)] }
        #if DEBUG
        let build = "debug"
        printError("atrium bench: this is a debug build; numbers are only meaningful from `swift build -c release`")
        #else
        let build = "release"
        #endif
        var load = [0.0, 0, 0]
        let loadAverage = getloadavg(&load, 3) >= 1 ? load[0] : nil
        var report = BenchReport(build: build, date: ISO8601DateFormatter().string(from: Date()), cores: ProcessInfo.processInfo.activeProcessorCount,
                                 loadAverage: loadAverage, term: PtyWire.term, tourSteps: BenchTour.steps.count, results: [])
        var wireWarned = false
        for source in sources {
            if !json && isatty(STDERR_FILENO) != 0 { printError("measuring \(source.name)…") }
            BenchStats.resetPeakRSS()
            let venue: PreparedVenue
            do { venue = try BenchRunner.prepare(source, surroundings: !noSurroundings) } catch {
                printError("atrium bench: cannot open \(source.name): \(error)")
                throw ExitCode(2)
            }
            var entries: [BenchEntry] = []
            for size in parsedSizes ?? [] {
                let samples = BenchRunner.timeFrames(venue, columns: size.columns, rows: size.rows, frames: frameCount ?? 1)
                var wire: WireStats?
                do { wire = try BenchRunner.measureWire(venue, columns: size.columns, rows: size.rows,
                                                                sidewaysScroll: !noSidewaysScroll) } catch {
                    if !wireWarned { printError("atrium bench: bytes not measured: \(error)") }
                    wireWarned = true
                }
                entries.append(Self.entry(venue, size: size, samples: samples, wire: wire, listSteps: steps))
            }
            let peak = BenchStats.peakRSSMegabytes()
            for i in entries.indices { entries[i].peakRSSMb = peak.map { ($0 * 10).rounded() / 10 } }
            let routing = BenchRouting.measure(venue.model)
            for i in entries.indices {
                entries[i].routeGraphMs = routing.graphMs
                entries[i].routing = routing
            }
            report.results += entries
        }
        if json { try printJSON(report) } else { print(report.text, terminator: "") }
    }

    /// Writes synthetic venues as IMDF folders (`DIR/synthetic-SHAPE-N/`), for looking at
    /// them in the explorer, `render` and outside tools.
    static func write(_ venues: [(shape: VenueShape, units: Int)], into directory: String) throws {
        guard !venues.isEmpty else { throw ValidationError("--write-synthetic needs --synthetic") }
        for (shape, units) in venues {
            let source = BenchVenueSource.synthetic(units: units, shape: shape)
            let folder = URL(fileURLWithPath: directory).appendingPathComponent(source.name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for member in SyntheticVenue(units: units, shape: shape).members() {
                    try Data(member.bytes).write(to: folder.appendingPathComponent(member.path))
                }
            } catch {
                printError("atrium bench: cannot write \(folder.path): \(error.localizedDescription)")
                throw ExitCode(1)
            }
            print(folder.path)
        }
    }

    /// Summarises the samples of one venue and size.
    static func entry(_ venue: PreparedVenue, size: (columns: Int, rows: Int), samples: [FrameSample], wire: WireStats?,
                      listSteps: Bool) -> BenchEntry {
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        func mean(_ v: [Int]) -> Int { v.isEmpty ? 0 : Int((Double(v.reduce(0, +)) / Double(v.count)).rounded()) }
        let wall = samples.map(\.milliseconds), cpu = samples.map(\.cpuMilliseconds)
        var bytes: [String: Int]?
        var directions: [String: Int]?
        var ratio: Double?
        var toFresh: [String: Double]?
        if let wire {
            toFresh = Dictionary(uniqueKeysWithValues: Interaction.allCases.map { kind in
                let steps = wire.counted(kind), full = steps.map(\.fullRedraw).reduce(0, +)
                return (kind.rawValue, full > 0 ? (Double(steps.map(\.bytes).reduce(0, +)) / Double(full) * 1000).rounded() / 1000 : 0)
            })
            var b = Dictionary(uniqueKeysWithValues: Interaction.allCases.map { ($0.rawValue, mean(wire.counted($0).map(\.bytes))) })
            b["full_redraw"] = mean(wire.steps.map(\.fullRedraw))
            bytes = b
            let pans = wire.counted(.pan)
            directions = Dictionary(grouping: pans, by: \.key).mapValues { mean($0.map(\.bytes)) }
            // Like for like: the pans' bytes over the bytes of painting the same frames afresh.
            let full = pans.map(\.fullRedraw).reduce(0, +)
            if full > 0 { ratio = (Double(pans.map(\.bytes).reduce(0, +)) / Double(full) * 10000).rounded() / 10000 }
        }
        let graph = venue.model.graph
        return BenchEntry(venue: venue.name, size: "\(size.columns)x\(size.rows)", units: graph.archive.units.count, levels: graph.floors.count,
                          generateMs: venue.generateMs.map(r), loadMs: r(venue.loadMs), loadRuns: venue.loadRuns,
                          pythonJSONLoadMs: venue.python.map { r($0.milliseconds) }, pythonJSONRuns: venue.python?.runs,
                          loadRatioToPython: venue.python.flatMap { $0.milliseconds > 0 ? r(venue.loadMs / $0.milliseconds) : nil },
                          indexMs: r(venue.indexMs), frames: samples.count,
                          frameP50Ms: r(BenchStats.percentile(wall, 50)), frameP99Ms: r(BenchStats.percentile(wall, 99)),
                          frameMaxMs: r(wall.max() ?? 0), frameMeanMs: r(BenchStats.mean(wall)),
                          frameCPUP50Ms: r(BenchStats.percentile(cpu, 50)), frameCPUP99Ms: r(BenchStats.percentile(cpu, 99)),
                          drawP50Ms: wire.map { r(BenchStats.percentile($0.drawMilliseconds, 50)) },
                          drawMaxMs: wire.map { r($0.drawMilliseconds.max() ?? 0) },
                          bytesPerInteraction: bytes, bytesPerPanDirection: directions, panToFullRedraw: ratio, bytesToFreshPaint: toFresh,
                          bytesToLowerBound: wire?.lowerBoundRatios, lowerBoundPerInteraction: wire?.lowerBoundMeans,
                          pansAtEdge: wire.map { w in w.steps.filter { $0.kind == Interaction.pan.rawValue && !$0.moved }.count },
                          bytesPerStep: listSteps ? wire?.steps : nil, peakRSSMb: nil)
    }
}
