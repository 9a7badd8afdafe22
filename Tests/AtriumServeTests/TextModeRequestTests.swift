import Testing

@testable import AtriumServe

/// `ssh -t HOST --text` and `SetEnv ATRIUM_SCREEN_READER=1`: the one option a visitor may give
/// reaches the explorer as its environment, never as an argument.
@Suite struct TextModeRequestTests {
    @Test func textFlagFirstOrLastIsTakenAndTheRestReadAsUsual() {
        #expect(DeepLinkQuery.textFlag(in: "--text") == (true, ""))
        #expect(DeepLinkQuery.textFlag(in: "--text Café Lumière") == (true, "Café Lumière"))
        #expect(DeepLinkQuery.textFlag(in: "galleria --text") == (true, "galleria"))
        #expect(DeepLinkQuery.textFlag(in: "--texts") == (false, "--texts"))
        #expect(DeepLinkQuery.textFlag(in: "a --text b") == (false, "a --text b"), "only first or last")
        #expect(DeepLinkQuery(command: DeepLinkQuery.textFlag(in: "--text --help").rest) != .place("--help"), "other options stay refused")
    }

    @Test func screenReaderReachesTheExplorerAsItsVariable() {
        var environment = ChildEnvironment()
        #expect(!environment.entries.contains("ATRIUM_SCREEN_READER=1"))
        environment.screenReader = true
        #expect(environment.entries.contains("ATRIUM_SCREEN_READER=1"))
    }
}
