import Foundation
import Testing
import TestSupport

/// `atrium bench` on tiny venues: the JSON has the documented shape. No timing is checked.
@Suite struct BenchShapeTests {
    /// Runs the built binary with stdin, stdout and stderr on files (no TTY: bench opens
    /// its own pty); returns its exit status, standard output and standard error.
    private func run(_ arguments: [String]) async throws -> (status: Int32, stdout: Data, stderr: String) {
        let result = try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 600)
        return (result.status, Data(result.stdout.utf8), result.stderr)
    }

    @Test func jsonHasOneEntryPerVenueAndSizeWithEveryKey() async throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Data/atrium-sample").path
        let result = try await run(["bench", sample, "--synthetic", "60", "--json", "--sizes", "40x12,41x13", "--frames", "small", "--steps"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let report = try #require(object, "not a JSON object: \(String(decoding: result.stdout, as: UTF8.self).prefix(300))")
        #expect(["release", "debug"].contains(report["build"] as? String))
        #expect(report["date"] is String)
        #expect((report["cores"] as? Int).map { $0 >= 1 } == true)
        #expect(report["term"] as? String == "xterm-256color")
        let steps = try #require(report["tour_steps"] as? Int)

        let results = try #require(report["results"] as? [[String: Any]])
        #expect(results.map { $0["venue"] as? String } == ["atrium-sample", "atrium-sample", "synthetic-60", "synthetic-60"])
        #expect(results.map { $0["size"] as? String } == ["40x12", "41x13", "40x12", "41x13"])
        for entry in results {
            for key in ["load_ms", "index_ms", "frame_p50_ms", "frame_p99_ms", "frame_max_ms", "frame_mean_ms",
                        "frame_cpu_p50_ms", "frame_cpu_p99_ms", "peak_rss_mb"] {
                #expect(entry[key] is Double || entry[key] is Int, "\(key) in \(entry["venue"] ?? "?")")
            }
            #expect(entry["frames"] as? Int == steps)   // --frames small is one pass of the tour
            let bytes = try #require(entry["bytes_per_interaction"] as? [String: Int])
            #expect(Set(bytes.keys) == ["pan", "zoom", "rotate", "pitch", "level", "select", "idle", "full_redraw"])
            #expect(bytes["idle"] == 0)              // the same frame again sends nothing
            #expect(bytes["full_redraw"]! > 0)
            let directions = try #require(entry["bytes_per_pan_direction"] as? [String: Int])
            #expect(Set(directions.keys) == ["left", "right", "up", "down"])
            #expect(entry["pan_to_full_redraw"] is Double)
            let toFresh = try #require(entry["bytes_to_fresh_paint"] as? [String: Double])
            #expect(Set(toFresh.keys) == ["pan", "zoom", "rotate", "pitch", "level", "select", "idle"])
            #expect(toFresh["idle"] == 0)
            #expect(toFresh.values.allSatisfy { $0 >= 0 && $0.isFinite })
            let toBound = try #require(entry["bytes_to_lower_bound"] as? [String: Double])
            #expect(Set(toBound.keys).isSubset(of: ["pan", "zoom", "rotate", "pitch", "level", "select", "idle"]))
            #expect(toBound["idle"] == 1)            // nothing to send, nothing sent
            #expect(toBound["pan"].map { $0 > 0 && $0.isFinite } == true)
            let bounds = try #require(entry["lower_bound_per_interaction"] as? [String: Int])
            #expect(bounds["idle"] == 0 && bounds["pan"].map { $0 > 0 } == true)
            #expect(entry["pans_at_edge"] is Int)
            let perStep = try #require(entry["bytes_per_step"] as? [[String: Any]])
            #expect(perStep.count == steps)
            #expect(perStep.allSatisfy { $0["kind"] is String && $0["key"] is String && $0["moved"] is Bool && $0["bytes"] is Int && $0["full_redraw"] is Int
                && $0["lower_bound"] is Int })
        }
        // Load against CPython's json (issue 17): python3 is on this machine's PATH, so the figures must be there.
        let hasPython = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
        for entry in results {
            let loadRuns = try #require(entry["load_runs"] as? Int)
            #expect((1...21).contains(loadRuns))   // LoadRepeat.maxRuns
            let load = try #require(entry["load_ms"] as? Double)
            if hasPython {
                let python = try #require(entry["python_json_load_ms"] as? Double, "\(entry["venue"] ?? "?")")
                #expect(python > 0)
                #expect(entry["python_json_runs"] as? Int == loadRuns)   // runs alternate, one each
                let ratio = try #require(entry["load_ratio_to_python"] as? Double)
                #expect(abs(ratio - load / python) <= 0.01 * max(1, ratio), "ratio \(ratio), load \(load), python \(python)")
            } else {
                #expect(entry["python_json_load_ms"] == nil && entry["load_ratio_to_python"] == nil)
            }
        }
        #expect(results[0]["units"] as? Int == 127)
        #expect(results[2]["units"] as? Int == 60)
        #expect(results[2]["generate_ms"] is Double)
        #expect(results[0]["generate_ms"] == nil)
    }

    @Test func osmXMLHasNoPythonFigures() async throws {
        let osm = TestPaths.osmSamples.appendingPathComponent("caserne.osm").path
        #expect(FileManager.default.fileExists(atPath: osm), "missing \(osm)")
        let result = try await run(["bench", osm, "--json", "--sizes", "40x12", "--frames", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let entry = try #require((object?["results"] as? [[String: Any]])?.first)
        #expect(entry["load_ms"] is Double)
        #expect(entry["load_runs"] is Int)
        // OSM XML holds no JSON for CPython to parse: no figure rather than a made-up one.
        #expect(entry["python_json_load_ms"] == nil)
        #expect(entry["load_ratio_to_python"] == nil)
    }

    @Test func textOutputIsATable() async throws {
        let result = try await run(["bench", "--synthetic", "20", "--sizes", "40x12", "--frames", "3"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("synthetic-20"))
        #expect(text.contains("full_redraw"))
        #expect(text.contains("p99"))
        #expect(text.contains("Bytes ÷ fresh paint"))
        #expect(text.contains("py json") && text.contains("load/py"))
        #expect(!text.contains("bytes_per_step"))
    }

    @Test func syntheticShapesAreNamedAndCanBeWrittenOut() async throws {
        let result = try await run(["bench", "--synthetic", "terminal:40,office-plate:30", "--sizes", "40x12", "--frames", "2", "--json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let names = (object?["results"] as? [[String: Any]])?.compactMap { $0["venue"] as? String }
        #expect(names == ["synthetic-terminal-40", "synthetic-office-plate-30"])
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-write-synthetic-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let written = try await run(["bench", "--synthetic", "office-plate:30", "--write-synthetic", dir.path])
        #expect(written.status == 0, "stderr: \(written.stderr)")
        let info = try await run(["info", dir.appendingPathComponent("synthetic-office-plate-30").path, "--json"])
        #expect(info.status == 0, "stderr: \(info.stderr)")
    }

    @Test func badArgumentsAreRefused() async throws {
        #expect(try await run(["bench", "--sizes", "10x5"]).status != 0)
        #expect(try await run(["bench", "--frames", "lots"]).status != 0)
        #expect(try await run(["bench", "--synthetic", "0"]).status != 0)
        #expect(try await run(["bench", "--synthetic", "mall:100"]).status != 0)
        #expect(try await run(["bench", "--write-synthetic", "/tmp"]).status != 0)
        #expect(try await run(["bench", "/no/such/venue"]).status == 2)
    }
}
