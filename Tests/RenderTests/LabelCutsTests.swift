@testable import Render
import Testing

/// ``LabelCuts``: each label is cut once per width and floor, and no two labels may show
/// the same text in one frame.
@Suite struct LabelCutsTests {
    @Test func aCutIsMadeOncePerFeatureAndWidth() {
        var cuts = LabelCuts()
        var made = 0
        func cut(_ width: Int) -> LabelCuts.Shown {
            cuts.cut(0, width: width, source: "Cabinet 301", make: { made += 1; return String("Cabinet 301".prefix(width)) })
        }
        cuts.begin(ordinal: 0, ascii: false, features: 1)
        #expect(cut(4).text == "Cabi")
        #expect(cut(4).text == "Cabi")
        #expect(made == 1)
        #expect(cut(7).width == 7)
        #expect(made == 2)
    }

    @Test func floorsAndCharsetsKeepTablesOfTheirOwn() {
        var cuts = LabelCuts()
        var made = 0
        func cut() { _ = cuts.cut(0, width: 3, source: "Shop", make: { made += 1; return "Sho" }) }
        cuts.begin(ordinal: 0, ascii: false, features: 1); cut()
        cuts.begin(ordinal: 1, ascii: false, features: 1); cut()
        cuts.begin(ordinal: 0, ascii: true, features: 1); cut()
        #expect(made == 3)
        cuts.begin(ordinal: 0, ascii: false, features: 1); cut()
        #expect(made == 3, "floor 0's braille table came back")
        cuts.removeAll()
        cuts.begin(ordinal: 0, ascii: false, features: 1); cut()
        #expect(made == 4, "another model: everything is cut again")
    }

    @Test func twoLabelsNeverShowTheSameTextInOneFrame() {
        var cuts = LabelCuts()
        cuts.begin(ordinal: 0, ascii: false, features: 2)
        let first = cuts.cut(0, width: 4, source: "Cabinet 301", make: { "Cab…" })
        let second = cuts.cut(1, width: 4, source: "Cabinet 302", make: { "Cab…" })
        let firstClaims = cuts.claim(first)
        let secondClaims = cuts.claim(second)
        let firstAgain = cuts.claim(first)
        #expect(firstClaims)
        #expect(!secondClaims, "another label already shows that text")
        #expect(firstAgain, "the same label may show it again")
        cuts.begin(ordinal: 0, ascii: false, features: 2)
        let nextFrame = cuts.claim(second)
        #expect(nextFrame, "claims last one frame")
    }
}
