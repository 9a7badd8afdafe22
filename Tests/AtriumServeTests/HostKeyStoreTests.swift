import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import AtriumServe

@Suite struct HostKeyStoreTests {
    @Test func createsWithMode0600AndLoadsTheSameKey() throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("a/b/host_key")
        let created = try HostKeyStore.loadOrCreate(at: path)
        let loaded = try HostKeyStore.loadOrCreate(at: path)
        #expect(created.fingerprint == loaded.fingerprint)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folderMode = try FileManager.default.attributesOfItem(atPath: workspace.path("a/b"))[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
        #expect(text.hasSuffix("-----END OPENSSH PRIVATE KEY-----\n"))
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

/// Host keys in places others could tamper with.
@Suite struct HostKeyPlacementTests {
    @Test func aFifoAtTheKeyPathIsRefusedAtOnce() throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("host_key")
        #expect(mkfifo(path, 0o600) == 0)
        let outcome = NIOLockedValueBox<Result<Void, Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let result = Result { _ = try HostKeyStore.loadOrCreate(at: path) }
            outcome.withLockedValue { $0 = result }
            done.signal()
        }
        if done.wait(timeout: .now() + 5) == .timedOut {
            // Old behaviour: open() waits for a writer. Give it one so the thread ends.
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            close(writer)
            Issue.record("loading a FIFO host key hung")
            _ = done.wait(timeout: .now() + 5)
        }
        let result = try #require(outcome.withLockedValue { $0 })
        #expect(throws: ServeError.hostKeyNotOwnedFile(path: path)) { try result.get() }
    }

    @Test func aFolderOthersMayWriteIsRefused() throws {
        let workspace = try TestWorkspace()
        let folder = workspace.path("open")
        try FileManager.default.createDirectory(atPath: folder + "/keys", withIntermediateDirectories: true)
        chmod(folder, 0o777)
        let path = folder + "/keys/host_key"
        #expect(throws: ServeError.self) { try HostKeyStore.loadOrCreate(at: path) }
        do {
            _ = try HostKeyStore.loadOrCreate(at: path)
        } catch {
            #expect("\(error)".contains("unsafe folder \(folder): its group or others may write to it (mode 777)"))
        }
        #expect(!FileManager.default.fileExists(atPath: path), "no key is written there")
        chmod(folder, 0o775)
        #expect(throws: ServeError.self) { try HostKeyStore.loadOrCreate(at: path) }
        chmod(folder, 0o755)
        _ = try HostKeyStore.loadOrCreate(at: path)
    }

    @Test func aStickyWorldWritableFolderIsAcceptedWithAWarning() throws {
        let workspace = try TestWorkspace()
        let folder = workspace.path("shared")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o1777)
        let warnings = NIOLockedValueBox<[String]>([])
        _ = try HostKeyStore.loadOrCreate(at: folder + "/host_key", warn: { message in warnings.withLockedValue { $0.append(message) } })
        #expect(warnings.withLockedValue { $0 }.contains { $0.contains("which others may write to (sticky)") })
        // A private folder under it is fine and quiet.
        warnings.withLockedValue { $0 = [] }
        _ = try HostKeyStore.loadOrCreate(at: folder + "/private/host_key", warn: { message in warnings.withLockedValue { $0.append(message) } })
        #expect(warnings.withLockedValue { $0 }.isEmpty)
    }
}
