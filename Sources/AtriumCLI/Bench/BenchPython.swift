import Foundation
import IMDF

/// The repeat rule for load timings, the same for Atrium's loader and for CPython:
/// up to ``maxRuns`` runs, no new run once ``budgetMs`` have been spent (so a huge venue
/// gets one run), and the median (nearest rank, the lower one of two) of the runs done.
enum LoadRepeat {
    /// Most runs.
    static let maxRuns = 5
    /// No further run starts once the runs so far took this long, in ms.
    static let budgetMs = 2_000.0

    /// Whether another run should start after `runs` (their times in ms).
    static func wantsAnother(after runs: [Double]) -> Bool {
        runs.isEmpty || (runs.count < maxRuns && runs.reduce(0, +) < budgetMs)
    }

    /// The figure reported for some runs.
    static func median(_ runs: [Double]) -> Double { BenchStats.percentile(runs, 50) }
}

/// What CPython's `json.load` costs on the JSON files of a venue, measured by running
/// `python3` (the first one on `PATH`), as the floor `load_ms` is compared against.
///
/// The script reads and `json.load`s every `.json` and `.geojson` member the archive reader
/// reads: a folder's files at the root and one folder down; a zip's entries (through
/// `zipfile`, timed from opening the zip); a single OSM JSON file. A synthetic venue's members
/// are written to a temporary folder first (not timed) and removed after. OSM XML holds no
/// JSON: no figure. Each run times all files with `time.perf_counter`, under ``LoadRepeat``.
enum BenchPython {
    /// The result: the median of the runs and how many there were.
    struct Measurement: Equatable {
        /// Median milliseconds of one run over all files.
        var milliseconds: Double
        /// Runs done.
        var runs: Int
        /// JSON files read per run.
        var files: Int
    }

    /// The python3 executable on `PATH`, or nil.
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Measures a venue on disk: a folder, a zip, or a single OSM JSON file (nil for OSM XML).
    static func measure(path: String) -> Measurement? {
        if OSMLoader.recognizes(path: path) {
            guard firstNonSpaceByte(path) == UInt8(ascii: "{") else { return nil }
            return run(kind: "file", path: path)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return nil }
        return run(kind: isDir.boolValue ? "folder" : "zip", path: path)
    }

    /// Measures members held in memory (a synthetic venue) by writing them to a new folder in
    /// `parent` (the temporary directory by default), removed after.
    static func measure(members: [ArchiveMember], in parent: URL = FileManager.default.temporaryDirectory) -> Measurement? {
        guard executable() != nil else { return nil }
        let dir = parent.appendingPathComponent("atrium-bench-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            for m in members where ArchiveReader.isSafe(entryPath: m.path) {
                let url = dir.appendingPathComponent(m.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(m.bytes).write(to: url)
            }
        } catch {
            return nil
        }
        return run(kind: "folder", path: dir.path)
    }

    private static func firstNonSpaceByte(_ path: String) -> UInt8? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
        return head.dropFirst(head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// Runs the script; nil when python3 is missing or fails.
    private static func run(kind: String, path: String) -> Measurement? {
        guard let python = executable() else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, kind, path, String(LoadRepeat.maxRuns), String(LoadRepeat.budgetMs)]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let runs = object["runs_ms"] as? [Double], !runs.isEmpty,
              let files = object["files"] as? Int, files > 0 else { return nil }
        return Measurement(milliseconds: LoadRepeat.median(runs), runs: runs.count, files: files)
    }

    /// The measuring script: `kind path max_runs budget_ms`; prints `{"runs_ms": [...], "files": n}`.
    /// A file CPython refuses (Atrium reads some faulty JSON leniently) still counts its time up to the error.
    static let script = #"""
import json, os, sys, time, zipfile
kind, path, max_runs, budget = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
def is_json(name):
    n = name.lower()
    return n.endswith(".json") or n.endswith(".geojson")
def folder_files():
    out = []
    for name in sorted(os.listdir(path)):
        p = os.path.join(path, name)
        if os.path.islink(p): continue
        if os.path.isdir(p):
            for sub in sorted(os.listdir(p)):
                q = os.path.join(p, sub)
                if not os.path.islink(q) and os.path.isfile(q) and is_json(sub): out.append(q)
        elif os.path.isfile(p) and is_json(name): out.append(p)
    return out
def load_file(p):
    with open(p, "rb") as f:
        try: json.load(f)
        except ValueError: pass
def one_run():
    if kind == "zip":
        with zipfile.ZipFile(path) as z:
            n = 0
            for info in z.infolist():
                base = info.filename.rsplit("/", 1)[-1]
                if info.is_dir() or info.filename.startswith("__MACOSX/") or base.startswith("._") or not is_json(base): continue
                try: json.loads(z.read(info))
                except ValueError: pass
                n += 1
            return n
    files = [path] if kind == "file" else folder_files()
    for p in files: load_file(p)
    return len(files)
runs, files = [], 0
while not runs or (len(runs) < max_runs and sum(runs) < budget):
    start = time.perf_counter()
    files = one_run()
    runs.append((time.perf_counter() - start) * 1000)
print(json.dumps({"runs_ms": runs, "files": files}))
"""#
}
