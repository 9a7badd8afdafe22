import Testing
@testable import VenueFormats

@Suite struct JSONParserTests {
    @Test func parsesNestedValues() throws {
        let v = try JSONParser.parse(Array(#"{"a":[1,2.5,-3e2,true,false,null],"b":"x\u00e9\n","c":{}}"#.utf8))
        #expect(v["a"]?.arrayValue?.count == 6)
        #expect(v["a"]?.arrayValue?[2].numberValue == -300)
        #expect(v["b"]?.stringValue == "xé\n")
        #expect(v["c"]?.objectValue?.isEmpty == true)
    }

    @Test func reportsLineAndColumnOfTrailingComma() {
        let text = "{\n  \"a\": [\n    1,\n  ]\n}"
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
        do { _ = try JSONParser.parse(Array(text.utf8)) } catch {
            #expect(error.line == 4)
            #expect(error.column == 3)
            #expect(error.message.contains("trailing comma"))
        }
        #expect((try? JSONParser.parse(Array(text.utf8), lenient: true)) != nil)
    }

    @Test func truncatedInputSaysSo() {
        do { _ = try JSONParser.parse(Array(#"{"features":[{"id":"#.utf8)); Issue.record("parsed") } catch {
            #expect(error.message.contains("truncated"))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do { _ = try JSONParser.parse(Array(deep.utf8)); Issue.record("parsed") } catch {
            #expect(error.message.contains("nesting"))
        }
    }

    @Test func rejectsNaNAndGarbage() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array("[NaN]".utf8)) }
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array("[1] x".utf8)) }
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array("\"a\tb\"".utf8)) }
        #expect(throws: JSONParseError.self) { try JSONParser.parse([]) }
    }

    @Test func hugeExponentBecomesInfinity() throws {
        let v = try JSONParser.parse(Array("1e999".utf8))
        #expect(v.numberValue == .infinity)
    }
}
