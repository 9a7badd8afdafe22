import Testing
@testable import CursesBackend

@Suite struct TerminalCursesConstantsTests {
    @Test func decoderConstantsMatchTheNcursesHeader() {
        #expect(CursesConstants.decoderMismatches() == [])
    }

    @Test func utf8CodesetNames() {
        #expect(CursesTerminal.isUTF8Codeset("UTF-8"))
        #expect(CursesTerminal.isUTF8Codeset("utf8"))
        #expect(!CursesTerminal.isUTF8Codeset("ANSI_X3.4-1968"))
        #expect(!CursesTerminal.isUTF8Codeset("ISO-8859-1"))
    }
}
