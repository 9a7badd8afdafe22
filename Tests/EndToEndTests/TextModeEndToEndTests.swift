import Foundation
import Testing
import TestSupport

/// `atrium --text` in a real terminal (tmux): the line editor, Tab completion, Control-D, and
/// every byte it writes checked for escape sequences, braille and box drawing.
@Suite(.serialized) struct TextModeEndToEndTests {
    static let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    @Test func typedCommandsWithTabCompletionAndControlD() throws {
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path, "--text", TestPaths.sampleVenue.path, "--at", "2026-11-24T10:00"],
                                         columns: 100, rows: 40, environment: Self.env)
        defer { tmux.cleanup() }
        let output = try tmux.recordOutput()
        try tmux.waitFor(text: "Type help for the commands", timeout: 30)
        try tmux.sendText("go Bookw")
        try tmux.sendKeys(["Tab"])
        try tmux.waitFor(text: "> go Bookworm")
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "Near: ")
        try tmux.sendText("find bokworm")
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "1. Bookworm")
        try tmux.sendText("directory food open")
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "open now:")
        try tmux.sendText("route to toilet")
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "Step 1 of ")
        try tmux.sendText("xyzzy")
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "I do not know the command xyzzy.")
        try tmux.sendKeys(["C-d"])
        #expect(try tmux.waitForExit(timeout: 10) == 0)
        let bytes = try Data(contentsOf: output)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!bytes.contains(0x1B), "no escape sequence: no cursor addressing, no colours")
        #expect(!text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) || (0x2500...0x257F).contains($0.value) })
        #expect(text.contains("Goodbye."))
    }

    @Test func explorerWritesNothingWhileIdle() throws {
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path, TestPaths.sampleVenue.path], columns: 120, rows: 40,
                                         environment: Self.env)
        defer { tmux.cleanup() }
        try tmux.waitFor(text: "Atrium Galleria", timeout: 30)
        // The opening note ("? for help …") passes on its own: that change is not idling.
        try tmux.waitForScreen("the opening note gone", timeout: 30) { !($0.last ?? "").contains("? for help") }
        let child = try #require(ExplorerEndToEndTests.childPID(of: tmux.panePID))
        try tmux.waitForIdle(pid: child)
        let output = try tmux.recordOutput()
        // The measurement itself: five seconds of a screen nobody touches.
        let start = Date()
        while Date().timeIntervalSince(start) < 5 { usleep(100_000) }
        #expect(try Data(contentsOf: output).count == 0, "bytes written while idle")
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func cursorRestsOnTheSelectedRowOfTheDirectoryAndSearchLists() throws {
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path, TestPaths.sampleVenue.path], columns: 120, rows: 40,
                                         environment: Self.env)
        defer { tmux.cleanup() }
        try tmux.waitFor(text: "Atrium Galleria", timeout: 30)
        let pid = try #require(ExplorerEndToEndTests.childPID(of: tmux.panePID))
        func cursor() throws -> (x: Int, y: Int) {
            try tmux.waitForIdle(pid: pid)
            let f = try tmux.display("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return (f[0], f[1])
        }
        /// The text at the cursor's row from its column.
        func atCursor() throws -> String {
            let c = try cursor()
            let row = try tmux.capture()[c.y]
            return String(row.dropFirst(c.x))
        }
        try tmux.sendKeys(["D"])
        try tmux.waitFor(text: "Food & drink")
        #expect(try atCursor().hasPrefix("Food & drink"), "the first group is selected")
        let first = try cursor()
        try tmux.sendKeys(["Down"])
        let second = try cursor()
        #expect(second.y == first.y + 1 && second.x == first.x)
        #expect(try atCursor().hasPrefix("Shopping"), "the second group")
        try tmux.sendKeys(["Up"])
        #expect(try cursor() == first, "back on the first group")
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "Café Lumière")
        let row = try atCursor()
        #expect(!row.isEmpty && row.first != " ", "a place row: \(row)")
        try tmux.sendKeys(["Escape", "Escape"])
        try tmux.sendKeys(["/"])
        try tmux.sendText("restroom")
        try tmux.waitFor(text: "Women's Restroom")
        let top = try cursor()
        let input = try #require(try tmux.capture().firstIndex { $0.contains("/ restroom") })
        #expect(top.y == input + 1, "the first result, under the query line")
        #expect(try atCursor().contains("Restroom"))
        try tmux.sendKeys(["Down"])
        #expect(try cursor().y == top.y + 1)
        try tmux.sendKeys(["Escape", "q"])
    }
}
