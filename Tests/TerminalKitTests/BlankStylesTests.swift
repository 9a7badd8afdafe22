import Testing
@testable import TerminalKit
import VenueFixtures

/// Spaces restyled to send fewer bytes: what shows (characters, backgrounds, reversed
/// cells) is unchanged.
@Suite struct BlankStylesTests {
    private let wall = CellStyle(fg: .index(252), bg: .index(24))
    private let fill = CellStyle(bg: .index(24))
    private let label = CellStyle(fg: .index(255), bold: true)

    @Test func aFillContinuesTheLookOfTheWallBeforeIt() {
        var frame = Frame(width: 8, height: 1)
        frame[0, 0] = Cell("⡇", style: wall)
        for x in 1..<8 { frame[x, 0] = Cell(" ", style: fill) }
        let out = BlankStyles.normalized(frame)
        #expect((1..<8).allSatisfy { out[$0, 0].style == wall })
        #expect(out[0, 0] == frame[0, 0])
    }

    @Test func aFillWithNothingBeforeItTakesTheLookOfTheWallAfterIt() {
        var frame = Frame(width: 8, height: 2)
        for x in 0..<6 { frame[x, 0] = Cell(" ", style: fill) }
        frame[6, 0] = Cell("⢸", style: wall)
        frame[0, 1] = Cell("⡇", style: label)           // another background before the run
        for x in 1..<5 { frame[x, 1] = Cell(" ", style: fill) }
        frame[5, 1] = Cell("⢸", style: CellStyle(fg: .index(9), bg: .index(30)))   // not the run's background
        let out = BlankStyles.normalized(frame)
        #expect((0..<6).allSatisfy { out[$0, 0].style == wall })
        #expect(out[6, 0] == frame[6, 0] && out[7, 0] == frame[7, 0])
        #expect((1..<5).allSatisfy { out[$0, 1].style == fill })
    }

    @Test func aShortGapBetweenWordsTakesTheirLook() {
        var frame = Frame(width: 20, height: 1)
        frame.put("Lecture  Hall", x: 0, y: 0, style: label)
        let out = BlankStyles.normalized(frame)
        #expect(out[7, 0].style == label && out[8, 0].style == label)
        // The spaces after the label are plain blanks.
        #expect((13..<20).allSatisfy { out[$0, 0] == .blank })
    }

    @Test func otherSpacesOnTheDefaultBackgroundBecomePlain() {
        var frame = Frame(width: 12, height: 1)
        frame.put("ab", x: 0, y: 0, style: label)
        for x in 2..<7 { frame[x, 0] = Cell(" ", style: CellStyle(fg: .index(9), dim: true)) }   // too long a gap
        frame.put("cd", x: 7, y: 0, style: label)
        let out = BlankStyles.normalized(frame)
        #expect((2..<7).allSatisfy { out[$0, 0] == .blank })
    }

    @Test func whatShowsIsUnchanged() {
        var rng = SplitMix(seed: 8)
        var frame = Frame(width: 40, height: 6)
        let looks = [wall, fill, label, CellStyle(reverse: true), CellStyle(fg: .index(3), bg: .index(17), dim: true), .plain]
        for y in 0..<6 {
            for x in 0..<40 {
                let r = rng.next()
                frame[x, y] = Cell(r % 3 == 0 ? "⣿" : " ", style: looks[Int(r >> 8) % looks.count])
            }
        }
        let out = BlankStyles.normalized(frame)
        for y in 0..<6 {
            for x in 0..<40 {
                let a = frame[x, y], b = out[x, y]
                #expect(a.character == b.character && a.style.bg == b.style.bg && a.style.reverse == b.style.reverse)
                if a.character != " " || a.style.reverse { #expect(a == b) }
            }
        }
    }
}
