import Foundation
import Testing

@testable import AtriumServe

@Suite struct HostKeyStoreTests {
    @Test func createsWithMode0600AndLoadsTheSameKey() throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("a/b/host_key")
        let created = try HostKeyStore.loadOrCreate(at: path)
        let loaded = try HostKeyStore.loadOrCreate(at: path)
        #expect(created.rawRepresentation == loaded.rawRepresentation)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folderMode = try FileManager.default.attributesOfItem(atPath: workspace.path("a/b"))[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("atrium-host-key-v1 ed25519 "))
        #expect(text.hasSuffix("\n"))
    }

    @Test func refusesAKeyOthersCanRead() throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("host_key")
        _ = try HostKeyStore.loadOrCreate(at: path)
        chmod(path, 0o640)
        #expect(throws: ServeError.hostKeyUnprotected(path: path, mode: UInt32(S_IFREG) | 0o640)) {
            try HostKeyStore.loadOrCreate(at: path)
        }
    }

    @Test func refusesSymlinksAndGarbage() throws {
        let workspace = try TestWorkspace()
        let real = workspace.path("real")
        _ = try HostKeyStore.loadOrCreate(at: real)
        let link = workspace.path("link")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        #expect(throws: ServeError.hostKeyNotOwnedFile(path: link)) { try HostKeyStore.loadOrCreate(at: link) }

        let garbage = workspace.path("garbage")
        _ = FileManager.default.createFile(atPath: garbage, contents: Data("not a key\n".utf8), attributes: [.posixPermissions: 0o600])
        #expect(throws: ServeError.hostKeyMalformed(path: garbage)) { try HostKeyStore.loadOrCreate(at: garbage) }
    }

    @Test func defaultPathFollowsXDGStateHome() {
        #expect(HostKeyStore.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/atrium/ssh_host_ed25519_key")
        #expect(HostKeyStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/atrium/ssh_host_ed25519_key")
        #expect(HostKeyStore.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
            == "/h/.local/state/atrium/ssh_host_ed25519_key")
    }
}
