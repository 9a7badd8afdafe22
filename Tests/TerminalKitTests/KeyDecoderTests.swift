import Testing
@testable import TerminalKit

@Suite struct KeyDecoderTests {
    private func key(_ code: UInt32) -> Key? { KeyDecoder.decode(code: code, isFunctionKey: true) }
    private func char(_ code: UInt32) -> Key? { KeyDecoder.decode(code: code, isFunctionKey: false) }

    @Test func arrowsAndShiftedArrows() {
        #expect(key(0o403) == .up)
        #expect(key(0o402) == .down)
        #expect(key(0o404) == .left)
        #expect(key(0o405) == .right)
        #expect(key(0o521) == .shiftUp)       // KEY_SR
        #expect(key(0o520) == .shiftDown)     // KEY_SF
        #expect(key(0o611) == .shiftLeft)
        #expect(key(0o622) == .shiftRight)
    }

    @Test func pagingAndEditingKeys() {
        #expect(key(0o523) == .pageUp)
        #expect(key(0o522) == .pageDown)
        #expect(key(0o406) == .home)
        #expect(key(0o550) == .end)
        #expect(key(0o541) == .backTab)
        #expect(key(0o527) == .enter)
        #expect(key(0o407) == .backspace)
    }

    @Test func functionKeysOneToTwelve() {
        #expect(key(0o410 + 1) == .function(1))
        #expect(key(0o410 + 5) == .function(5))
        #expect(key(0o410 + 12) == .function(12))
        #expect(key(0o410) == nil)
        #expect(key(0o410 + 13) == nil)
    }

    @Test func mouseResizeAndUnknownCodesAreLeftToTheAdapter() {
        #expect(key(KeyDecoder.Code.mouse) == nil)
        #expect(key(KeyDecoder.Code.resize) == nil)
        #expect(key(0o777) == nil)
    }

    @Test func controlCharacters() {
        #expect(char(9) == .tab)
        #expect(char(13) == .enter)
        #expect(char(10) == .enter)
        #expect(char(27) == .escape)
        #expect(char(127) == .backspace)
        #expect(char(8) == .backspace)
        #expect(char(1) == .ctrl("a"))
        #expect(char(3) == .ctrl("c"))
        #expect(char(26) == .ctrl("z"))
        #expect(char(0) == nil)
        #expect(char(28) == nil)
    }

    @Test func printableCharactersIncludingNonASCII() {
        #expect(char(0x71) == .char("q"))
        #expect(char(0x20) == .char(" "))
        #expect(char(0xE9) == .char("é"))
        #expect(char(0x28FF) == .char("⣿"))
        #expect(char(0x1F600) == .char("😀"))
        #expect(char(0xD800) == nil)          // a lone surrogate is not a scalar
    }

    @Test func characterCodesAreNotTakenForKeyCodes() {
        // 0o403 as a character is U+0103 "ă", not the Up key.
        #expect(char(0o403) == .char("ă"))
    }
}
