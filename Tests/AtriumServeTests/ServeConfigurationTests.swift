import Testing
@testable import AtriumServe

@Suite struct ServeConfigurationTests {
    @Test func defaultsListenOnLoopback() {
        let c = ServeConfiguration(hostKeyPaths: ["/tmp/k"], authorizedKeysPath: nil, isPublic: true, explorerCommand: ["/bin/true"])
        #expect(c.host == "127.0.0.1")
        #expect(c.port == 2222)
    }
}

@Suite struct ProxyAddressTests {
    @Test func proxyAddressesAreCanonicalAndMustBeAddresses() throws {
        #expect(try SSHServer.canonicalAddress("127.0.0.1") == "127.0.0.1")
        #expect(try SSHServer.canonicalAddress("0:0::1") == "::1")
        #expect(throws: ServeError.notAnAddress("proxy.example")) { try SSHServer.canonicalAddress("proxy.example") }
    }
}
