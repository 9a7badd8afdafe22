import Testing
@testable import Render

@Suite struct FrameTests {
    @Test func putClipsAtTheRightEdge() {
        var f = Frame(width: 5, height: 2)
        let end = f.put("abcdefg", x: 2, y: 1)
        #expect(end == 5)
        #expect(f.lines == ["     ", "  abc"])
    }

    @Test func outOfRangeAccessIsHarmless() {
        var f = Frame(width: 2, height: 2)
        f[-1, 0] = Cell("x")
        f[0, 5] = Cell("x")
        #expect(f[9, 9] == .blank)
        #expect(f.text == "  \n  ")
    }
}
