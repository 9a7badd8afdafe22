import Foundation
import VenueFormats
import Testing

/// Archives over the size limits, and a feature with 10,000,000 points, fail fast with a message.
@Suite struct ResourceLimitTests {
    /// CPU seconds the calling thread spends in `body`: what the work costs, however busy the machine.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = FuzzHarness.threadCPUSeconds()
        try body()
        return FuzzHarness.threadCPUSeconds() - start
    }

    /// Runs `body` with a fresh temporary folder, removed afterwards with all it holds.
    static func inTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir)
    }

    /// A sparse file of `size` bytes: it takes no disk space, and lives only as long as the test.
    static func sparseFile(_ url: URL, size: UInt64) throws {
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    /// The message the loader refuses `path` with (nil if it loads), and the CPU seconds it took.
    static func refusal(_ path: String, limits: ArchiveLimits = ArchiveLimits()) -> (message: String?, seconds: Double) {
        var message: String?
        let t = cpuSeconds {
            do throws(LoadFailure) { _ = try IMDFLoader.load(path: path, limits: limits) } catch { message = error.message }
        }
        return (message, t)
    }

    @Test func aZipOf200MBIsRefusedBeforeItIsRead() throws {
        try Self.inTemporaryFolder { dir in
            let zip = dir.appendingPathComponent("venue.zip")
            try Self.sparseFile(zip, size: 200 << 20)
            let (message, t) = Self.refusal(zip.path)
            #expect(message == "the file is 200 MiB, over the 128 MiB limit for an archive")
            #expect(t < 1, "took \(t) CPU s")
        }
    }

    @Test func aFolderWithA200MBFileIsRefusedBeforeItIsRead() throws {
        try Self.inTemporaryFolder { dir in
            for m in TinyArchive.members() where m.path != "unit.geojson" {
                try Data(m.bytes).write(to: dir.appendingPathComponent(m.path))
            }
            try Self.sparseFile(dir.appendingPathComponent("unit.geojson"), size: 200 << 20)
            let (message, t) = Self.refusal(dir.path)
            #expect(message == "unit.geojson is 200 MiB, over the 128 MiB limit for one file")
            #expect(t < 1, "took \(t) CPU s")
        }
    }

    @Test func aFolderWhoseFilesAddUpTo200MBIsRefused() throws {
        try Self.inTemporaryFolder { dir in
            for m in TinyArchive.members() { try Data(m.bytes).write(to: dir.appendingPathComponent(m.path)) }
            try Self.sparseFile(dir.appendingPathComponent("fixture.geojson"), size: 100 << 20)
            try Self.sparseFile(dir.appendingPathComponent("opening.geojson"), size: 100 << 20)
            #expect(Self.refusal(dir.path).message == "the archive's files add up to more than 128 MiB, the limit")
        }
    }

    @Test func lowerLimitsRefuseTheSampleItself() throws {
        let sample = BaseArchive.packageRoot.appendingPathComponent("Data/atrium-sample").path
        var limits = ArchiveLimits()
        limits.maxMemberBytes = 1 << 20
        limits.maxArchiveBytes = 1 << 20
        #expect(Self.refusal(sample, limits: limits).message == nil, "the sample (180 KB) is within 1 MiB")
        // A 2 MiB file added to a copy goes over both.
        try Self.inTemporaryFolder { dir in
            for m in BaseArchive.sample.members { try Data(m.bytes).write(to: dir.appendingPathComponent(m.path)) }
            try Data(count: 2 << 20).write(to: dir.appendingPathComponent("detail.geojson"))
            #expect(Self.refusal(dir.path, limits: limits).message == "detail.geojson is 2 MiB, over the 1 MiB limit for one file")
        }
    }

    /// Appends `count` copies of `position`, joined by commas, as the coordinates of a one-ring
    /// polygon; built by doubling, so even 10,000,000 positions take a fraction of a second.
    static func appendRing(_ position: String, count: Int, to file: inout [UInt8]) {
        let one = Array((position + ",").utf8)
        let total = one.count * count
        file += Array("[[".utf8)
        let start = file.count
        file += [UInt8](repeating: 0, count: total)
        file.withUnsafeMutableBufferPointer { b in
            let base = b.baseAddress! + start
            base.update(from: one, count: one.count)
            var filled = one.count
            while filled < total {
                let n = min(filled, total - filled)
                (base + filled).update(from: base, count: n)  // no overlap: n <= filled
                filled += n
            }
        }
        file.removeLast()  // the last comma
        file += Array("]]".utf8)
    }

    /// 10,000,000 positions: as a script writes them (7 decimals, 230 MB) and as tightly as JSON allows (60 MB).
    @Test(arguments: ["[8.0021234,47.0021234]", "[8,47]"])
    func aFeatureOfTenMillionPointsIsRefusedFast(_ position: String) throws {
        var file = Array(#"{"type":"FeatureCollection","features":[{"type":"Feature","id":"huge","feature_type":"fixture","properties":{"category":"furniture","level_id":"\#(TinyArchive.levelID)"},"geometry":{"type":"Polygon","coordinates":"#.utf8)
        Self.appendRing(position, count: 10_000_000, to: &file)
        file += Array("}}]}".utf8)
        let members = TinyArchive.members() + [ArchiveMember(path: "fixture.geojson", bytes: file)]
        var result: LoadResult?
        let t = try Self.cpuSeconds { result = try IMDFLoader.load(members: members, sourcePath: "huge") }
        let r = try #require(result)
        print("10,000,000 positions as \(position) (\(file.count >> 20) MiB): refused in \(String(format: "%.2f", t)) CPU s")
        let d = try #require(r.diagnostics.first { $0.file == "fixture.geojson" && $0.severity == .error })
        #expect(d.message.hasPrefix("a geometry has more than 2000000 positions, the limit for one feature"))
        #expect(d.line == 1)
        #expect(r.archive.fixtures.isEmpty && r.archive.units.count == 1)
        #expect(t < 5, "took \(t) CPU s")
    }
}
