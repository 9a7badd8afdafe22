import Foundation
import Testing
import ZIPFoundation
@testable import VenueFormats

/// The two real archives in ../shared/imdf-samples, as folders and as nested zips.
@Suite struct RealArchiveTests {
    @Test func uulmHas554UnitsOnSixLevels() throws {
        let r = try IMDFLoader.load(path: Fixtures.samples.appendingPathComponent("uulm-osm").path)
        #expect(r.archive.units.count == 554)
        #expect(r.graph.floors.count == 6)
        #expect(r.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func postechHas167UnitsAndAnErrorForAmenityWithItsLine() throws {
        let r = try IMDFLoader.load(path: Fixtures.samples.appendingPathComponent("postech-c5").path)
        #expect(r.archive.units.count == 167)
        #expect(r.graph.floors.count == 6)
        let d = try #require(r.diagnostics.first { $0.file == "amenity.geojson" && $0.severity == .error })
        #expect(d.line == 1086)
        #expect(r.graph.shortName(ordinal: 0) == "L1")
    }

    /// Zips a folder with every file nested one folder deep, as real zips do.
    static func nestedZip(of folder: URL) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let zipURL = dir.appendingPathComponent(folder.lastPathComponent + ".zip")
        let archive = try Archive(url: zipURL, accessMode: .create)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            try archive.addEntry(with: "IMDFData/" + name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { pos, size in
                data.subdata(in: Int(pos)..<Int(pos) + size)
            }
        }
        return zipURL
    }

    @Test(arguments: ["uulm-osm", "postech-c5"])
    func nestedZipLoadsExactlyAsTheFolder(_ name: String) throws {
        let folder = Fixtures.samples.appendingPathComponent(name)
        let zip = try Self.nestedZip(of: folder)
        defer { try? FileManager.default.removeItem(at: zip.deletingLastPathComponent()) }
        let a = try IMDFLoader.load(path: folder.path)
        let b = try IMDFLoader.load(path: zip.path)
        #expect(a.archive.counts == b.archive.counts)
        #expect(a.graph.floors == b.graph.floors)
        #expect(a.archive.units.map(\.id) == b.archive.units.map(\.id))
        // Same problems, with the folder prefix stripped from file names.
        let stripped = b.diagnostics.map { $0.description.replacingOccurrences(of: "IMDFData/", with: "") }
        #expect(a.diagnostics.map(\.description) == stripped.filter { !$0.contains("SOURCE.txt") })
    }
}
