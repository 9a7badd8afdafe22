import VenueFormats
import Testing

/// Nesting far past the parser's 256-level limit is an error with a position, not a stack overflow.
@Suite struct DeepNestingTests {
    @Test(arguments: [10_000, 1_000_000])
    func deepArraysAndObjectsAreRefusedByTheDepthLimit(_ depth: Int) {
        for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
            let text = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            for lenient in [false, true] {
                #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8), lenient: lenient) }
            }
            do {
                _ = try JSONParser.parse(Array(text.utf8))
            } catch {
                #expect(error.message == "nesting deeper than 256 levels")
            }
        }
    }

    @Test func aFileWithA10000DeepValueIsReportedAndTheRestLoads() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let members = TinyArchive.members(extra: ["fixture.geojson": #"{"type":"FeatureCollection","features":[{"x":\#(deep)}]}"#])
        let r = try IMDFLoader.load(members: members, sourcePath: "deep")
        #expect(r.archive.units.count == 1)
        #expect(r.diagnostics.contains { $0.file == "fixture.geojson" && $0.message.contains("nesting deeper than 256 levels") })
    }
}
