import Testing
@testable import AtriumServe

@Suite struct ServeConfigurationTests {
    @Test func defaultsListenOnLoopback() {
        let c = ServeConfiguration(hostKeyPath: "/tmp/k", authorizedKeysPath: nil, isPublic: true, explorerCommand: ["/bin/true"])
        #expect(c.host == "127.0.0.1")
        #expect(c.port == 2222)
    }
}
