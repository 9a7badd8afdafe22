import Foundation
import VenueFormats

/// The repeat rule for load timings, the same for Atrium's loader and for CPython:
/// up to ``maxRuns`` runs, no new run once ``budgetMs`` have been spent (so a huge venue
/// gets one run), and the median (nearest rank, the lower one of two) of the runs done.
///
/// 21 runs, not 5: a small file loads in about a millisecond on either side, where one
/// descheduling moves a median of five by 20–40% (caserne.geojson read 0.89 to 1.34 of
/// CPython in single runs minutes apart); the same 2 s budget keeps big venues as before.
enum LoadRepeat {
    /// Most runs (odd, so the median is one run).
    static let maxRuns = 21
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
/// JSON: no figure. One python3 process serves a venue (a ``Session``): each request is one
/// run over all files, timed with `time.perf_counter`, so the bench can alternate CPython's
/// runs with its own loads and a burst of load from elsewhere falls on both sides alike.
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

    /// A python3 process ready to time runs over one venue's JSON files.
    final class Session {
        private let process = Process()
        private let requests = Pipe()
        private let replies = Pipe()
        private let cleanup: URL?
        /// Milliseconds of each run so far.
        private(set) var runs: [Double] = []
        /// JSON files one run reads.
        private(set) var files = 0

        /// Starts the script on `path` read as `kind` (`folder`, `zip` or `file`); `cleanup` is
        /// removed when the session closes. Nil when python3 is missing or does not start.
        init?(kind: String, path: String, cleanup: URL? = nil) {
            self.cleanup = cleanup
            guard let python = BenchPython.executable() else { return nil }
            // A script that died must fail a request, not kill the bench with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", BenchPython.script, kind, path]
            process.standardInput = requests
            process.standardOutput = replies
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch {
                if let cleanup { try? FileManager.default.removeItem(at: cleanup) }
                return nil
            }
        }

        /// Times one run; nil when the script failed or read no file.
        @discardableResult
        func run() -> Double? {
            guard process.isRunning, (try? requests.fileHandleForWriting.write(contentsOf: Data("run\n".utf8))) != nil else { return nil }
            var line: [UInt8] = []
            while let byte = try? replies.fileHandleForReading.read(upToCount: 1), let b = byte.first, b != 0x0A { line.append(b) }
            let parts = String(decoding: line, as: UTF8.self).split(separator: " ")
            guard parts.count == 2, let ms = Double(parts[0]), let n = Int(parts[1]), n > 0 else { return nil }
            files = n
            runs.append(ms)
            return ms
        }

        /// The median of the runs so far, or nil when none succeeded.
        var measurement: Measurement? {
            runs.isEmpty ? nil : Measurement(milliseconds: LoadRepeat.median(runs), runs: runs.count, files: files)
        }

        /// Ends the script and removes the temporary folder, if any.
        func close() {
            try? requests.fileHandleForWriting.close()
            process.waitUntilExit()
            if let cleanup { try? FileManager.default.removeItem(at: cleanup) }
        }
    }

    /// A session on a venue on disk: a folder, a zip, or a single OSM JSON file (nil for OSM XML).
    static func session(path: String) -> Session? {
        if OSMLoader.recognizes(path: path) {
            guard firstNonSpaceByte(path) == UInt8(ascii: "{") else { return nil }
            return Session(kind: "file", path: path)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return nil }
        return Session(kind: isDir.boolValue ? "folder" : "zip", path: path)
    }

    /// A session on members held in memory (a synthetic venue), written to a new folder in
    /// `parent` (the temporary directory by default) that closing the session removes.
    static func session(members: [ArchiveMember], in parent: URL = FileManager.default.temporaryDirectory) -> Session? {
        guard executable() != nil else { return nil }
        let dir = parent.appendingPathComponent("atrium-bench-\(getpid())-\(UUID().uuidString)")
        do {
            for m in members where ArchiveReader.isSafe(entryPath: m.path) {
                let url = dir.appendingPathComponent(m.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(m.bytes).write(to: url)
            }
        } catch {
            try? FileManager.default.removeItem(at: dir)
            return nil
        }
        return Session(kind: "folder", path: dir.path, cleanup: dir)
    }

    /// CPython alone on a venue on disk, under ``LoadRepeat``.
    static func measure(path: String) -> Measurement? { session(path: path).flatMap(measure) }

    /// CPython alone on members held in memory, under ``LoadRepeat``.
    static func measure(members: [ArchiveMember], in parent: URL = FileManager.default.temporaryDirectory) -> Measurement? {
        session(members: members, in: parent).flatMap(measure)
    }

    private static func measure(_ session: Session) -> Measurement? {
        defer { session.close() }
        while LoadRepeat.wantsAnother(after: session.runs) {
            guard session.run() != nil else { return nil }
        }
        return session.measurement
    }

    private static func firstNonSpaceByte(_ path: String) -> UInt8? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
        return head.dropFirst(head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// The measuring script: `kind path`; for each line on stdin, one run over all the files,
    /// answered with `milliseconds files`. A file CPython refuses (Atrium reads some faulty JSON
    /// leniently) counts its time up to the error.
    static let script = #"""
import json, os, sys, time, zipfile
kind, path = sys.argv[1], sys.argv[2]
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
for line in sys.stdin:
    start = time.perf_counter()
    files = one_run()
    print("%.6f %d" % ((time.perf_counter() - start) * 1000, files), flush=True)
"""#
}
