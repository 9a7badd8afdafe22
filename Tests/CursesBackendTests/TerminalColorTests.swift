import Render
import Testing
@testable import CursesBackend
import TerminalKit

@Suite struct TerminalColorTests {
    @Test func detection() {
        #expect(ColorSupport.detect(hasColors: true, colors: 256) == .xterm256)
        #expect(ColorSupport.detect(hasColors: true, colors: 88) == .ansi8)
        #expect(ColorSupport.detect(hasColors: true, colors: 8) == .ansi8)
        #expect(ColorSupport.detect(hasColors: true, colors: 2) == .none)
        #expect(ColorSupport.detect(hasColors: false, colors: 256) == .none)
    }

    @Test func cursesColorNumbers() {
        #expect(ColorSupport.xterm256.cursesColor(.default) == -1)
        #expect(ColorSupport.xterm256.cursesColor(.index(196)) == 196)
        #expect(ColorSupport.ansi8.cursesColor(.index(196)) == 1)
        #expect(ColorSupport.ansi8.cursesColor(.default) == -1)
        #expect(ColorSupport.none.cursesColor(.index(1)) == nil)
    }

    @Test func nearestANSI() {
        #expect(ColorSupport.nearestANSI(4) == 4)
        #expect(ColorSupport.nearestANSI(9) == 1)        // bright red
        #expect(ColorSupport.nearestANSI(196) == 1)      // cube (5,0,0) red
        #expect(ColorSupport.nearestANSI(46) == 2)       // cube (0,5,0) green
        #expect(ColorSupport.nearestANSI(21) == 4)       // cube (0,0,5) blue
        #expect(ColorSupport.nearestANSI(226) == 3)      // cube (5,5,0) yellow
        #expect(ColorSupport.nearestANSI(51) == 6)       // cube (0,5,5) cyan
        #expect(ColorSupport.nearestANSI(231) == 7)      // cube (5,5,5) white
        #expect(ColorSupport.nearestANSI(16) == 0)       // cube (0,0,0) black
        #expect(ColorSupport.nearestANSI(17) == 0)       // cube (0,0,1): too dark for a colour
        #expect(ColorSupport.nearestANSI(232) == 0)      // darkest grey
        #expect(ColorSupport.nearestANSI(255) == 7)      // lightest grey
    }

    @Test func pairsAreNumberedOncePerCombination() {
        var pairs = ColorPairs(support: .xterm256, defaultsAllowed: true, limit: 256)
        let first = pairs.pair(foreground: .index(196), background: .default)
        #expect(first.number == 1)
        #expect(first.define == .init(foreground: 196, background: -1))
        let again = pairs.pair(foreground: .index(196), background: .default)
        #expect(again.number == 1 && again.define == nil)
        #expect(pairs.pair(foreground: .index(45), background: .index(17)).number == 2)
        #expect(pairs.pair(foreground: .default, background: .default) == (0, nil))
        #expect(pairs.count == 2)
    }

    @Test func pairsBeyondTheLimitFallBackToPairZero() {
        var pairs = ColorPairs(support: .xterm256, defaultsAllowed: true, limit: 3)
        #expect(pairs.pair(foreground: .index(1), background: .default).number == 1)
        #expect(pairs.pair(foreground: .index(2), background: .default).number == 2)
        #expect(pairs.pair(foreground: .index(3), background: .default) == (0, nil))
    }

    @Test func pairsBeyond255AreNumberedToo() {
        var pairs = ColorPairs(support: .xterm256, defaultsAllowed: true, limit: 65536)
        var last: Int32 = 0
        for fg in 0...255 {
            for bg in 0..<2 { last = pairs.pair(foreground: .index(UInt8(fg)), background: .index(UInt8(bg))).number }
        }
        #expect(last == 512)
    }

    @Test func withoutDefaultColoursDefaultsBecomeWhiteOnBlack() {
        var pairs = ColorPairs(support: .ansi8, defaultsAllowed: false, limit: 64)
        #expect(pairs.pair(foreground: .index(9), background: .default).define == .init(foreground: 1, background: 0))
    }

    @Test func noColourMeansPairZero() {
        var pairs = ColorPairs(support: .none, defaultsAllowed: false, limit: 0)
        #expect(pairs.pair(foreground: .index(9), background: .index(4)) == (0, nil))
    }
}
