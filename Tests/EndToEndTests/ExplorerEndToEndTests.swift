import Foundation
import Testing
import TestSupport

/// The real `atrium` binary in a real terminal (tmux), checked as a person would see it.
@Suite(.serialized) struct ExplorerEndToEndTests {
    static let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    func start(columns: Int, rows: Int, arguments: [String] = [], environment: [String: String] = env) throws -> TmuxSession {
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path] + arguments, columns: columns, rows: rows, environment: environment)
        try tmux.waitFor(text: "Atrium Galleria", timeout: 20)
        return tmux
    }

    static func hasBraille(_ screen: [String]) -> Bool {
        screen.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count > 200
    }

    /// The floor the level bar shows: its highlighted tab (xterm 214 behind it) on the top row.
    static func currentLevel(_ tmux: TmuxSession) throws -> String? {
        guard let bar = StyledScreen(try tmux.captureWithEscapes()).rows.first else { return nil }
        let lit = String(bar.filter { $0.look.background == "5;214" }.map(\.character)).trimmingCharacters(in: .whitespaces)
        return lit.isEmpty ? nil : String(lit.prefix { $0 != "·" })
    }

    /// The floor under the terminal's cursor when it rests on the level bar (the explorer
    /// leaves it on the floor shown, for screen readers, when no card or list takes it).
    static func levelAtCursor(_ tmux: TmuxSession) throws -> String? {
        let spot = try tmux.display("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard spot.count == 2, spot[1] == 0, let bar = try tmux.capture().first else { return nil }
        let chars = Array(bar)
        guard spot[0] < chars.count else { return nil }
        return String(chars[spot[0]...].prefix { $0 != " " && $0 != "·" })
    }

    @Test(arguments: [(100, 30), (200, 60)])
    func mapLevelBarAttributionAndLevels(_ size: (Int, Int)) throws {
        let (columns, rows) = size
        let tmux = try start(columns: columns, rows: rows)
        defer { tmux.cleanup() }
        var screen = try tmux.capture()
        #expect(Self.hasBraille(screen))
        #expect(try Self.currentLevel(tmux) == "G")
        #expect(try Self.levelAtCursor(tmux) == "G")
        // The level bar: the top row, floors lowest first, 2 columns from the right edge.
        #expect(screen[0].hasSuffix(" B1  G  1  2"), "\(screen[0])")
        #expect(!Self.hasBraille([screen[0]]) && !screen[0].unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        // Attribution: 2 columns from the right edge, in the footer just above the status line.
        let attributionRow = rows - 2
        let line = screen[attributionRow]
        #expect(line.hasSuffix("(sample data, CC0)"), "row \(attributionRow): \(line)")
        #expect(line.hasPrefix("  ├"), "the scale bar at its left: \(line)")
        let padded = line + String(repeating: " ", count: max(0, columns - line.count))
        #expect(padded.count == columns && padded.hasSuffix("CC0)  "))

        let before = screen
        try tmux.sendKeys(["PageUp"])
        screen = try tmux.waitFor(text: "First Floor")
        #expect(try Self.currentLevel(tmux) == "1")
        #expect(try Self.levelAtCursor(tmux) == "1")
        #expect(screen[0] == before[0], "the bar's floors stay where they are")
        #expect(screen.dropLast(2) != before.dropLast(2), "the map changes with the level")
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.terminalState() == .restored)
    }

    @Test func zoomStopsAtTheLimitWithANote() throws {
        let tmux = try start(columns: 100, rows: 30)
        defer { tmux.cleanup() }
        for _ in 0..<10 { try tmux.sendKeys(["+"]) }
        let screen = try tmux.waitFor(text: "zoom limit")
        #expect(screen.last?.contains("zoom limit") == true)
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func tabEnterShowsACardAboveTheFooter() throws {
        let tmux = try start(columns: 100, rows: 30)
        defer { tmux.cleanup() }
        let footer = try tmux.capture()[28]
        try tmux.sendKeys(["Tab"])
        try tmux.waitFor(text: "(1/")
        try tmux.sendKeys(["Enter"])
        let screen = try tmux.waitFor(text: "Esc close")
        let cardTop = try #require(screen.lastIndex { $0.hasPrefix("┌") })
        let cardBottom = try #require(screen.lastIndex { $0.hasPrefix("└") })
        #expect(cardTop < cardBottom && cardBottom == 27, "the card ends on the map's last row")
        // The footer stays put below the card, as it was.
        #expect(screen.lastIndex { $0.contains("Atrium · ") } == 28)
        #expect(screen[28] == footer)
        try tmux.sendKeys(["Escape"])
        let closed = try? tmux.waitForScreen("the card closed", timeout: 3) { !$0.contains { $0.hasPrefix("└") } }
        #expect(closed?[28] == footer, "the footer is the same when the card closes")
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func resizeToSmallAndBackLeavesNoGarbage() throws {
        let tmux = try start(columns: 100, rows: 30)
        defer { tmux.cleanup() }
        // The start-up note passes after about 2 s; compare screens without it.
        let before = try tmux.waitForScreen("the start-up note to fade", timeout: 10) {
            !$0.joined().contains("? for help")
        }
        try tmux.resize(columns: 60, rows: 20)
        let small = try (try? tmux.waitForScreen("the 60×20 map", timeout: 2) {
            $0.count == 20 && $0.last?.contains("Atrium Galleria") == true
        }) ?? tmux.capture()
        #expect(small.count == 20 && Self.hasBraille(small))
        #expect(small.allSatisfy { $0.count <= 60 })
        try tmux.resize(columns: 30, rows: 10)
        try tmux.waitFor(text: "terminal too small")
        try tmux.resize(columns: 100, rows: 30)
        let after = try (try? tmux.waitForScreen("the first screen again", timeout: 3) { $0 == before }) ?? tmux.capture()
        #expect(after == before)
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    /// Sideways pans slide rows in the terminal (delete/insert character) and let
    /// ncurses fill in the rest. The screen must end up exactly as when every row is
    /// redrawn: same characters, same colours, after pans both ways, big and small,
    /// with a level bar, a footer and a status line that must not move.
    /// As xterm-256color and as screen-256color; each screen captured once its program waits
    /// for input with none unread.
    @Test(arguments: ["xterm-256color", "screen-256color"])
    func sidewaysPansShowTheSameScreenAsRedrawing(_ term: String) throws {
        let arguments = ["--no-animation"]
        let environment = ["TERM": term, "LANG": "C.UTF-8"]
        let sliding = try start(columns: 120, rows: 40, arguments: arguments, environment: environment)
        defer { sliding.cleanup() }
        let redrawing = try start(columns: 120, rows: 40, arguments: arguments + ["--no-sideways-scroll"], environment: environment)
        defer { redrawing.cleanup() }
        let slidingPID = try #require(Self.childPID(of: sliding.panePID))
        let redrawingPID = try #require(Self.childPID(of: redrawing.panePID))
        let output = try sliding.recordOutput()
        let keys = ["+", "l", "h", "L", "j", "H", "PageUp", "l", "+", "h"]
        for key in keys {
            try sliding.sendKeys([key])
            try redrawing.sendKeys([key])
            try sliding.waitForIdle(pid: slidingPID)
            try redrawing.waitForIdle(pid: redrawingPID)
            let a = StyledScreen(try sliding.waitForStableScreen(quiet: 0.2))
            let b = StyledScreen(try redrawing.waitForStableScreen(quiet: 0.2))
            let differences = a.differences(from: b)
            #expect(differences.isEmpty, "after \(key): \(differences)")
        }
        // The sliding session really slid rows: DCH (CSI n P) went to its terminal.
        let sent = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(sent.range(of: "\u{1b}\\[[0-9]+P", options: .regularExpression) != nil)
        #expect(sent.range(of: "\u{1b}\\[[0-9]+@", options: .regularExpression) != nil)
        try sliding.sendKeys(["q"])
        #expect(try sliding.waitForExit() == 0)
    }

    /// The writer's updates on a real terminal: zooms, rotations, pitches, level switches and
    /// selections (clears, repeats), vertical pans (rows scrolled with delete and insert lines)
    /// and sideways ones (rows slid with delete and insert characters, often in the colours the
    /// row before left, the blanks they bring in then written over). On uulm-osm (OSM-derived)
    /// and seamans-center (tinted rooms up to the building's edge) at 200x60, along the bench's
    /// tour, as xterm-256color and as screen-256color (no repeat), the screen after each key
    /// must equal a full repaint of the same state (a resize away and back makes the app clear
    /// the screen and repaint from scratch): same characters, same colours. (A clear sent in a
    /// room's colour does not show here: `capture-pane` leaves out blanks at a row's end,
    /// coloured or not; `UpdateEncoderTests` plays updates on terminals that erase in colour.)
    ///
    /// Each screen is captured only once the program is waiting for input with none unread
    /// (``TmuxSession/waitForIdle(pid:timeout:)``), so its last frame is wholly written: a
    /// screen that merely stopped changing for a while is no proof on a loaded machine, where
    /// the program may not have run yet (this once compared a screen from before a resize
    /// had been handled with one after).
    @Test(arguments: [("uulm-osm", "Dinoseum", "xterm-256color"), ("seamans-center", "Seamans Center", "xterm-256color"),
                      ("seamans-center", "Seamans Center", "screen-256color")])
    func mostlyChangedScreensEqualAFullRepaint(_ archive: String, _ shows: String, _ term: String) throws {
        let venue = TestPaths.imdfSamples.appendingPathComponent(archive).path
        let session = try TmuxSession.start(command: [TestPaths.atriumBinary.path, venue, "--no-animation"],
                                            columns: 200, rows: 60, environment: ["TERM": term, "LANG": "C.UTF-8"])
        defer { session.cleanup() }
        try session.waitFor(text: shows, timeout: 20)
        let pid = try #require(Self.childPID(of: session.panePID))
        let output = try session.recordOutput()
        let tour = ["+", "Right", "Left", "Down", "Up", "+", "Right", "Left", "Left", "Right", "Down", "Up", "Up", "Down",
                    ">", ">", "<", "<", "]", "]", "[", "[", "PageUp", "PageDown", "PageDown", "PageUp",
                    "Tab", "Tab", "Enter", "Escape", "Escape", "+", "-", "-", "-", "+"]
        func settled() throws -> StyledScreen {
            try session.waitForIdle(pid: pid)
            return StyledScreen(try session.waitForStableScreen(quiet: 0.2))
        }
        for key in tour {
            try session.sendKeys([key])
            let updated = try settled()
            try session.resize(columns: 201, rows: 60)
            _ = try settled()
            try session.resize(columns: 200, rows: 60)
            let repainted = try settled()
            let differences = updated.differences(from: repainted)
            #expect(differences.isEmpty, "\(term), after \(key): \(differences)")
        }
        // Rows were really scrolled (delete and insert lines), and the screen cleared.
        let sent = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(sent.range(of: "\u{1b}\\[[0-9]+M", options: .regularExpression) != nil)
        #expect(sent.range(of: "\u{1b}\\[[0-9]+L", options: .regularExpression) != nil)
        #expect(sent.contains(term == "xterm-256color" ? "\u{1b}[H\u{1b}[2J" : "\u{1b}[H\u{1b}[J"), "the terminal's own clear")
        try session.sendKeys(["q"])
        #expect(try session.waitForExit() == 0)
    }

    @Test func sigtermAndSighupRestoreTheTerminal() throws {
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGINT, Int32(130))] {
            let tmux = try start(columns: 100, rows: 30)
            defer { tmux.cleanup() }
            #expect(try tmux.terminalState().alternateScreen)
            let pid = try #require(Self.childPID(of: tmux.panePID))
            kill(pid, signal)
            #expect(try tmux.waitForExit() == status)
            #expect(try tmux.terminalState() == .restored)
        }
    }

    @Test func ctrlCQuitsAndRestores() throws {
        let tmux = try start(columns: 100, rows: 30)
        defer { tmux.cleanup() }
        try tmux.sendKeys(["C-c"])
        #expect(try tmux.waitForExit() == 130)
        #expect(try tmux.terminalState() == .restored)
    }

    @Test func searchThenEnterShowsTheCard() throws {
        let tmux = try start(columns: 100, rows: 30)
        defer { tmux.cleanup() }
        try tmux.sendKeys(["/"])
        try tmux.waitFor(text: "Search")
        try tmux.sendText("cafe lumiere")
        try tmux.waitFor(text: "Café Lumière")
        try tmux.sendKeys(["Enter"])
        // The whole card, not its first row to arrive: tmux may show a frame half written.
        let screen = try tmux.waitForScreen("the card of Café Lumière") { screen in
            screen.contains { $0.contains("Esc close") } && screen.contains { $0.contains("Café Lumière") && $0.hasPrefix("┌") }
                && screen.contains { $0.contains("Open now") || $0.contains("Closed") }
        }
        // The hours as a state at the machine's clock ("Open now · closes 20:00 (Mo-Sa …)").
        #expect(screen.contains { ($0.contains("Open now") || $0.contains("Closed")) && $0.contains(":00") })
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    /// Searches with `/`, waits for `showing` among the results, and opens the first one's card.
    static func open(_ query: String, showing: String, in tmux: TmuxSession) throws {
        try tmux.sendKeys(["/"])
        try tmux.waitFor(text: "Search")
        try tmux.sendText(query)
        try tmux.waitFor(text: showing)
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "Esc close")
    }

    @Test func routeWithRThenRDrawsARoute() throws {
        let tmux = try start(columns: 120, rows: 40)
        defer { tmux.cleanup() }
        for (query, wait) in [("Velostation", "Velostation"), ("Zurichsee", "Zürichsee")] {
            try Self.open(query, showing: wait, in: tmux)
            try tmux.sendKeys(["r"])
        }
        let screen = try tmux.waitFor(text: "Route: Velostation")
        #expect(screen.contains { $0.contains("Take Elevator West by ") && $0.contains(" up to level 2") })
        #expect(screen.contains { $0.contains("▲2") }, "level-change mark on B1")
        #expect(try Self.currentLevel(tmux) == "B1")
        // The route line itself: braille in the route colour (xterm 46) on the map.
        let styled = StyledScreen(try tmux.captureWithEscapes())
        let routeDots = styled.rows.joined().filter {
            $0.look.foreground == "5;46" && ("\u{2801}"..."\u{28FF}").contains($0.character)
        }
        let looks = Dictionary(grouping: styled.rows.joined().filter { ("\u{2801}"..."\u{28FF}").contains($0.character) }, by: { $0.look.foreground }).mapValues(\.count)
        #expect(routeDots.count >= 8, "route cells: \(routeDots.count); braille foregrounds: \(looks)")
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    /// With 256 colours the map's areas are background tints drawn by ncurses; with
    /// NO_COLOR set there is no colour at all and the areas are dotted.
    @Test func tintsWithColourAndDotsWithNoColor() throws {
        let coloured = try start(columns: 100, rows: 30)
        defer { coloured.cleanup() }
        let styled = StyledScreen(try coloured.captureWithEscapes())
        let tinted = styled.rows.joined().filter { $0.look.background.hasPrefix("5;") }.count
        #expect(tinted > 300, "cells with a 256-colour background: \(tinted)")
        try coloured.sendKeys(["q"])

        let plain = try start(columns: 100, rows: 30, environment: Self.env.merging(["NO_COLOR": "1"]) { $1 })
        defer { plain.cleanup() }
        let screen = StyledScreen(try plain.captureWithEscapes())
        let cells = screen.rows.joined()
        #expect(!cells.contains { $0.look.background.hasPrefix("5;") || $0.look.foreground.hasPrefix("5;") })
        #expect(cells.filter { $0.character == "⠂" }.count > 50, "rooms dotted")
        try plain.sendKeys(["q"])
    }

    @Test func asciiWithoutUTF8AndUnknownTermFallsBack() throws {
        let ascii = try start(columns: 100, rows: 30, environment: ["TERM": "xterm-256color", "LANG": "C", "LC_ALL": "C"])
        defer { ascii.cleanup() }
        let screen = try ascii.capture()
        #expect(!Self.hasBraille(screen))
        #expect(screen.joined().contains("+") || screen.joined().contains("|"))
        try ascii.sendKeys(["q"])
        #expect(try ascii.waitForExit() == 0)

        let odd = try TmuxSession.start(command: [TestPaths.atriumBinary.path], columns: 100, rows: 30,
                                        environment: ["TERM": "no-such-terminal", "LANG": "C.UTF-8"])
        defer { odd.cleanup() }
        try odd.waitFor(text: "unknown TERM", timeout: 20)
        try odd.sendKeys(["q"])
        #expect(try odd.waitForExit() == 0)
        #expect(try odd.terminalState() == .restored)
    }

    /// The explorer's pid: the child of the pane's wrapper shell (env execs atrium).
    static func childPID(of parent: Int32) -> Int32? {
        try? waitUntil("a child of process \(parent)", timeout: 5) {
            (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8))
                .flatMap { $0.split(separator: " ").compactMap({ Int32($0) }).first }
        }
    }
}
