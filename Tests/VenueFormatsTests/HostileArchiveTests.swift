import Foundation
import Testing
import ZIPFoundation
@testable import VenueFormats

/// Hostile zips are refused, or loaded safely, with a clear message; nothing is written to disk.
@Suite struct HostileArchiveTests {
    let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    /// Writes a zip with the minimal archive plus extra raw entries.
    func zip(_ name: String, extra: [(path: String, data: Data, type: Entry.EntryType)] = [], nested: Bool = false) throws -> URL {
        let url = dir.appendingPathComponent(name)
        let archive = try Archive(url: url, accessMode: .create)
        for m in Fixtures.minimal() {
            let data = Data(m.bytes)
            try archive.addEntry(with: (nested ? "v/" : "") + m.path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { pos, size in
                data.subdata(in: Int(pos)..<Int(pos) + size)
            }
        }
        for e in extra {
            try archive.addEntry(with: e.path, type: e.type, uncompressedSize: Int64(e.data.count), compressionMethod: .deflate) { pos, size in
                e.data.subdata(in: Int(pos)..<Int(pos) + size)
            }
        }
        return url
    }

    @Test func pathTraversalAndAbsoluteEntriesAreRefused() throws {
        let evil = Data("{}".utf8)
        let url = try zip("trav.zip", extra: [("../evil.geojson", evil, .file), ("/etc/evil.geojson", evil, .file), ("a/../../x.json", evil, .file)])
        let r = try IMDFLoader.load(path: url.path)
        #expect(r.diagnostics.filter { $0.message.contains("unsafe entry path") }.count == 3)
        #expect(r.archive.units.count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.deletingLastPathComponent().appendingPathComponent("evil.geojson").path))
    }

    @Test func symlinkEntriesAreRefused() throws {
        let url = try zip("link.zip", extra: [("fixture.geojson", Data("/etc/passwd".utf8), .symlink)])
        let r = try IMDFLoader.load(path: url.path)
        #expect(r.diagnostics.contains { $0.message.contains("symbolic link") && $0.file == "fixture.geojson" })
        #expect(r.archive.units.count == 1)
    }

    @Test func duplicateNamesKeepTheFirst() throws {
        let url = try zip("dup.zip", extra: [("unit.geojson", Data(Fixtures.collection([]).utf8), .file)])
        let r = try IMDFLoader.load(path: url.path)
        #expect(r.diagnostics.contains { $0.message.contains("duplicate entry name") })
        #expect(r.archive.units.count == 1)
    }

    @Test func zipBombIsRefused() throws {
        let zeros = Data(count: 40 << 20)
        let url = try zip("bomb.zip", extra: [("fixture.geojson", zeros, .file)])
        let size = try #require(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 1 << 20)
        do { _ = try IMDFLoader.load(path: url.path); Issue.record("bomb loaded") } catch {
            #expect(error.message.contains("zip bomb"))
        }
    }

    @Test func truncatedZipIsRefusedClearly() throws {
        let url = try zip("trunc.zip", nested: true)
        let data = try Data(contentsOf: url)
        try data.prefix(data.count / 2).write(to: url)
        do { _ = try IMDFLoader.load(path: url.path); Issue.record("truncated zip loaded") } catch {
            #expect(error.message.contains("zip"))
        }
    }

    @Test func aFileNamedZipThatIsNotAZip() throws {
        let url = dir.appendingPathComponent("fake.zip")
        try Data("this is not a zip".utf8).write(to: url)
        do { _ = try IMDFLoader.load(path: url.path); Issue.record("fake zip loaded") } catch {
            #expect(error.message.contains("not a zip"))
        }
    }

    @Test func missingPathIsRefused() {
        do { _ = try IMDFLoader.load(path: dir.appendingPathComponent("nope").path); Issue.record("loaded") } catch {
            #expect(error.message.contains("no such file"))
        }
    }
}
