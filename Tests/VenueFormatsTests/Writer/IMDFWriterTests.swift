import Foundation
import Testing
@testable import VenueFormats

/// Writing IMDF archives: OSM sources converted, validated and read back to the same venue.
@Suite struct IMDFWriterTests {
    /// What a venue is, for comparing a source with its conversion: per ordinal the short name
    /// and the ids of units, openings, amenities and occupants; names of units and occupants.
    struct Summary: Equatable {
        var venue: String
        var attribution: String?
        var floors: [String]
        var unitNames: [String: String]
        var occupantNames: [String: String]
        var relationships: Int

        init(_ r: LoadResult) {
            let g = r.graph
            venue = g.venueName
            attribution = r.archive.attribution
            floors = g.floors.map { f in
                let c = g.contents(ordinal: f.ordinal)
                let ids = c.units.map { r.archive.units[$0].id }.sorted() + c.openings.map { r.archive.openings[$0].id }.sorted()
                    + c.amenities.map { r.archive.amenities[$0].id }.sorted() + c.occupants.map { r.archive.occupants[$0].id }.sorted()
                return "\(f.ordinal) \(g.shortName(ordinal: f.ordinal)) \(g.levelName(ordinal: f.ordinal)): \(ids.joined(separator: ","))"
            }
            unitNames = Dictionary(uniqueKeysWithValues: r.archive.units.map { ($0.id, "\($0.category) \($0.name?.values.sorted { $0.key < $1.key } ?? [])") })
            occupantNames = Dictionary(uniqueKeysWithValues: r.archive.occupants.map { ($0.id, "\($0.category ?? "") \($0.name.values.sorted { $0.key < $1.key })") })
            relationships = r.archive.relationships.count
        }
    }

    static func temporary(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name)
    }

    @Test(arguments: ["caserne.osm", "caserne.geojson", "grand-place.geojson"], ["folder", "venue.zip"])
    func convertedSampleValidatesAndLoadsToTheSameVenue(_ sample: String, _ target: String) throws {
        let source = try IMDFLoader.load(path: OSMFixtures.sample(sample))
        let out = try Self.temporary(target)
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        try IMDFWriter.write(source.archive, to: out.path)
        let back = try IMDFLoader.load(path: out.path)
        let errors = back.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        #expect(Summary(back) == Summary(source))
        #expect(back.archive.manifest?.version == "1.0.0")
        #expect(back.diagnostics.filter { $0.message.contains("not an IMDF") }.isEmpty, "every category is IMDF's")
        // International numbers written with grouping ("+33 4 80 04 13 20") are written in
        // E.164 form; national ones ("0 825 020 020") cannot be and stay as they are.
        #expect(back.diagnostics.filter { $0.message.hasPrefix("phone \"+") }.isEmpty, "international phones are written in E.164 form")
    }

    @Test func idsAreTheSameOnEveryConversion() throws {
        let a = try IMDFLoader.load(path: OSMFixtures.sample("caserne.osm"))
        let b = try IMDFLoader.load(path: OSMFixtures.sample("caserne.osm"))
        let date = Date(timeIntervalSince1970: 0)
        #expect(IMDFWriter.members(a.archive, created: date).map(\.bytes) == IMDFWriter.members(b.archive, created: date).map(\.bytes))
    }

    @Test func realIMDFArchiveRoundTrips() throws {
        let source = try IMDFLoader.load(path: Fixtures.sampleVenue.path)
        let out = try Self.temporary("sample")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        try IMDFWriter.write(source.archive, to: out.path)
        let back = try IMDFLoader.load(path: out.path)
        let (a, b) = (Summary(back), Summary(source))
        #expect(a.venue == b.venue && a.attribution == b.attribution)
        #expect(a.floors == b.floors)
        #expect(a.unitNames == b.unitNames)
        #expect(a.occupantNames == b.occupantNames)
        #expect(a.relationships == b.relationships)
        #expect(back.archive.addresses.count == source.archive.addresses.count)
    }

    @Test func jsonWriterEscapesAndKeepsNumbersExact() throws {
        let v: JSONValue = .object(["b": .array([.number(5.7242859), .number(1), .number(-0.5)]), "a": .string("q\"\\\n\u{1}é")])
        let text = String(decoding: JSONWriter.bytes(v), as: UTF8.self)
        #expect(text == "{\"a\":\"q\\\"\\\\\\n\\u0001é\",\"b\":[5.7242859,1,-0.5]}\n")
        #expect(try JSONParser.parse(JSONWriter.bytes(v)) == v)
    }
}
