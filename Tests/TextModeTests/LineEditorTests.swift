import Testing
@testable import TextMode

/// The text mode's line editor and Tab completion.
struct LineEditorTests {
    func type(_ text: String, _ editor: inout LineEditor, complete: (String) -> (line: String, list: [String]) = { ($0, []) }) -> [LineEditor.Output] {
        text.utf8.flatMap { editor.feed($0, complete: complete) }
    }

    @Test func echoesEditsAndSubmits() {
        var e = LineEditor(prompt: "> ")
        let out = type("wherx\u{7F}e\r", &e)
        #expect(out.last == .submit("where"))
        #expect(out.contains(.write("\u{8} \u{8}")))
        #expect(e.line.isEmpty)
    }

    @Test func controlDOnAnEmptyLineEndsInput() {
        var e = LineEditor(prompt: "> ")
        #expect(type("ab\u{4}", &e).last != .endOfInput)
        _ = type("\u{15}", &e)
        #expect(type("\u{4}", &e) == [.endOfInput])
    }

    @Test func arrowKeysAreIgnoredWhole() {
        var e = LineEditor(prompt: "> ")
        _ = type("go\u{1B}[A\u{1B}OB x", &e)
        #expect(e.line == "go x")
    }

    @Test func utf8IsCollectedIntoCharacters() {
        var e = LineEditor(prompt: "> ")
        _ = type("café", &e)
        #expect(e.line == "café")
    }

    @Test func tabCompletesCommandsAndPlaces() {
        let c = TextCompletion(venue: TextInterpreterTests.venue)
        #expect(c.complete("whe").line == "where ")
        #expect(c.complete("go Bookw").line == "go Bookworm")
        #expect(c.complete("route to Bookw").line == "route to Bookworm")
        let (line, list) = c.complete("d")
        #expect(line == "d" || line.hasPrefix("di"))
        _ = list
        var e = LineEditor(prompt: "> ")
        let out = type("go Bookw\t", &e, complete: c.complete)
        #expect(out.last == .write("orm"))
    }
}
