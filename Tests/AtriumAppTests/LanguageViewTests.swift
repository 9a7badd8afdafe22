import Foundation
import Localization
import MapCore
import TerminalKit
import Testing
import TestSupport
import VenueFormats
@testable import AtriumApp

/// The explorer in German and Japanese: the help screen, status line, directory, search and
/// card speak the language, and double-width text is never cut in half or drawn past the edge.
@Suite struct LanguageViewTests {
    static func state(_ language: UILanguage, columns: Int, rows: Int) throws -> AppState {
        let r = try IMDFLoader.load(path: TestPaths.sampleVenue.path)
        let env = AppEnvironment(model: MapModel(graph: r.graph), attribution: r.archive.attribution ?? "", venuePath: nil,
                                 ui: UIText(UILocale(language: language)))
        return AppState(env: env, columns: columns, rows: rows)
    }

    /// Every double-width character has its second cell, and every second cell its character.
    static func wideCharactersAreWhole(_ frame: Frame) -> [String] {
        var problems: [String] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let c = frame[x, y].character
                if c == Character.wideContinuation {
                    if x == 0 || frame[x - 1, y].character.terminalWidth != 2 { problems.append("orphan second half at \(x),\(y)") }
                } else if c.terminalWidth == 2, x + 1 >= frame.width || frame[x + 1, y].character != Character.wideContinuation {
                    problems.append("\(c) cut at \(x),\(y)")
                }
            }
        }
        return problems
    }

    /// The state with the help open, and what it draws.
    static func help(_ language: UILanguage, columns: Int, rows: Int) throws -> (AppState, Frame) {
        var s = try state(language, columns: columns, rows: rows)
        AppFixture.press(&s, .char("?"))
        return (s, view(s, size: (columns, rows), runtime: AppFixture.runtime))
    }

    @Test(arguments: [(80, 24), (100, 30), (160, 48)])
    func helpScreenInGerman(columns: Int, rows: Int) throws {
        let (s, frame) = try Self.help(.de, columns: columns, rows: rows)
        let text = frame.text
        #expect(text.contains("Tasten und Kartensymbole"))
        #expect(text.contains("vergrößern / verkleinern"))
        // The legend: beside the keys on a wide screen, below them (PgDn scrolls there) on a small one.
        var scrolled = s, seen = text
        for _ in 0..<8 {
            AppFixture.press(&scrolled, .pageDown)
            seen += view(scrolled, size: (columns, rows), runtime: AppFixture.runtime).text
        }
        #expect(seen.contains("Flächen") && seen.contains("Außerdem"))
        #expect(!text.contains("zoom in / out") && !text.contains("any key closes"))
        #expect(Self.wideCharactersAreWhole(frame).isEmpty)
    }

    @Test(arguments: [(80, 24), (100, 30), (160, 48)])
    func helpScreenInJapaneseKeepsDoubleWidthTextWhole(columns: Int, rows: Int) throws {
        let frame = try Self.help(.ja, columns: columns, rows: rows).1
        let text = frame.text
        #expect(text.contains("キー操作と地図記号"))
        #expect(text.contains("拡大 / 縮小"))
        #expect(!text.contains("zoom in / out"))
        #expect(Self.wideCharactersAreWhole(frame) == [])
        // No row is wider than the screen.
        for line in frame.lines { #expect(line.terminalWidth == columns, "\(line)") }
    }

    @Test(arguments: [UILanguage.ja, .de, .fr, .es])
    func statusLineSpeaksTheLanguageAndFits(language: UILanguage) throws {
        let s = try Self.state(language, columns: 100, rows: 30)
        let frame = view(s, size: (100, 30), runtime: AppFixture.runtime)
        let status = try #require(frame.lines.last)
        let ui = UIText(UILocale(language: language))
        #expect(status.contains(ui.statusHelp), "\(status)")
        #expect(!status.contains("hdg") && !status.contains("1 cell"), "\(status)")
        #expect(status.terminalWidth == 100)
        #expect(Self.wideCharactersAreWhole(frame) == [])
    }

    @Test func directoryAndCardInJapanese() throws {
        var s = try Self.state(.ja, columns: 100, rows: 30)
        AppFixture.press(&s, .char("D"))
        var frame = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(frame.text.contains("フロアガイド"))
        #expect(frame.text.contains("飲食"))
        #expect(Self.wideCharactersAreWhole(frame) == [])
        AppFixture.press(&s, .escape)
        AppFixture.find(&s, "Bookworm")
        frame = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(frame.text.contains("書店") || frame.text.contains("営業"), "\(frame.text)")
        #expect(Self.wideCharactersAreWhole(frame) == [])
    }

    @Test func searchPromptInFrench() throws {
        var s = try Self.state(.fr, columns: 100, rows: 30)
        AppFixture.press(&s, .char("/"))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("Recherche"))
        #expect(text.contains("tapez un nom"))
    }
}
