import Testing
@testable import TerminalKit

@Suite struct TerminalMouseDecoderTests {
    typealias Mask = MouseDecoder.Mask

    @Test func pressDragRelease() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(buttonState: Mask.button1Pressed, column: 3, row: 4) == MouseEvent(kind: .press, column: 3, row: 4))
        #expect(decoder.isButtonHeld)
        #expect(decoder.decode(buttonState: Mask.reportPosition, column: 4, row: 4) == MouseEvent(kind: .drag, column: 4, row: 4))
        #expect(decoder.decode(buttonState: Mask.button1Released, column: 5, row: 4) == MouseEvent(kind: .release, column: 5, row: 4))
        #expect(!decoder.isButtonHeld)
    }

    @Test func motionWithPressedBitIsADragEvenWithoutASeenPress() {
        var decoder = MouseDecoder()
        let state = Mask.button1Pressed | Mask.reportPosition
        #expect(decoder.decode(buttonState: state, column: 1, row: 1)?.kind == .drag)
        #expect(decoder.isButtonHeld)
    }

    @Test func motionWithNoButtonIsIgnored() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(buttonState: Mask.reportPosition, column: 1, row: 1) == nil)
        #expect(decoder.decode(buttonState: 0, column: 1, row: 1) == nil)
    }

    @Test func wheel() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(buttonState: Mask.button4Pressed, column: 0, row: 0)?.kind == .wheelUp)
        #expect(decoder.decode(buttonState: Mask.button5Pressed, column: 0, row: 0)?.kind == .wheelDown)
        #expect(!decoder.isButtonHeld)
    }

    @Test func clickCountsAsPressWithoutHolding() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(buttonState: Mask.button1Clicked, column: 2, row: 2)?.kind == .press)
        #expect(!decoder.isButtonHeld)
    }
}
