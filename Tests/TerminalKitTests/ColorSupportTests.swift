import Testing
import TerminalKit

/// How many colours a terminal shows and how frame colours come down to them.
@Suite struct ColorSupportTests {
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
}
