import Crypto
import Foundation
import NIOSSH

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads the server's host keys, creating an ed25519 one on first start.
///
/// A key file is either an OpenSSH private key (`ssh-keygen -t ed25519` or `-t ecdsa`, no
/// passphrase; read by `OpenSSHKeyFile`) or Atrium's older one-line format,
/// `atrium-host-key-v1 ed25519 <base64 of the 32-byte raw private key>`, still read. New keys
/// are written in OpenSSH's format with mode 0600 (their folder 0700 when we create it), so
/// `ssh-keygen -lf` and `ssh-keygen -y -f` read them.
/// An existing file that is not a regular file owned by this user (a FIFO, a
/// device, a link), or that its group or others may access (any bit of 0077),
/// is refused: the server does not start rather than silently serve with a key
/// others may have copied. So is a key under a folder that someone else could
/// swap it out of: one writable by its group or others without the sticky bit,
/// or owned by another user than this one or root. A public key, an encrypted key, an RSA
/// key (swift-nio-ssh 0.15 has no RSA) or a PEM file each get a message saying what to do.
public enum HostKeyStore {
    /// The first word of a host key file in Atrium's own format.
    static let formatTag = "atrium-host-key-v1"
    /// The comment written into keys this server generates.
    static let generatedComment = "atrium host key"

    /// `$XDG_STATE_HOME/atrium/ssh_host_ed25519_key`, else
    /// `$HOME/.local/state/atrium/ssh_host_ed25519_key` (the home folder from
    /// the user database when `HOME` is unset).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let name = "atrium/ssh_host_ed25519_key"
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/" + name
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? userHome()
        return home + "/.local/state/" + name
    }

    /// This user's home folder from the user database, else the working folder.
    private static func userHome() -> String {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return "." }
        return PosixFiles.string(fromC: directory)
    }

    /// The key stored at `path`, generated and written there first if the file does not exist.
    /// `warn` receives notes about the key's folders that do not stop the server.
    public static func loadOrCreate(at path: String, warn: (String) -> Void = { _ in }) throws -> HostKey {
        try checkFolders(above: path, warn: warn)
        if let key = try load(at: path) { return key }
        let key = Curve25519.Signing.PrivateKey()
        if try create(key, at: path) { return HostKey(material: .ed25519(key), comment: generatedComment) }
        // Another process created it between our two looks: use theirs.
        guard let theirs = try load(at: path) else { throw ServeError.hostKeyMalformed(path: path) }
        return theirs
    }

    /// Writes a new ed25519 key in OpenSSH's format to `path` (mode 0600), for
    /// `atrium serve --generate-host-key`; refuses to replace an existing file.
    public static func generate(at path: String, warn: (String) -> Void = { _ in }) throws -> HostKey {
        try checkFolders(above: path, warn: warn)
        let key = Curve25519.Signing.PrivateKey()
        guard try create(key, at: path) else { throw ServeError.hostKeyExists(path: path) }
        return HostKey(material: .ed25519(key), comment: generatedComment)
    }

    /// The key at `path`, or nil if there is no file there.
    static func load(at path: String) throws -> HostKey? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw ServeError.hostKeyNotOwnedFile(path: path) }
            throw ServeError.fileSystem(path: path, operation: "open", errno: errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ServeError.fileSystem(path: path, operation: "stat", errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else {
            throw ServeError.hostKeyNotOwnedFile(path: path)
        }
        let text = String(decoding: try PosixFiles.readAll(fd, path: path, limit: 64 << 10), as: UTF8.self)
        // A public key is usually 0644: say what it is before complaining about its mode.
        if isPublicKey(text) { throw ServeError.hostKeyIsPublic(path: path) }
        guard info.st_mode & 0o077 == 0 else {
            throw ServeError.hostKeyUnprotected(path: path, mode: UInt32(info.st_mode))
        }
        var key = try decode(text, path: path)
        if let comment = publicFileComment(for: key, path: path) { key.comment = comment }
        return key
    }

    /// Whether `text` is an OpenSSH public key line (`TYPE BASE64 [comment]`).
    static func isPublicKey(_ text: String) -> Bool {
        let fields = text.split(whereSeparator: { $0.isWhitespace })
        guard fields.count >= 2 else { return false }
        let type = fields[0]
        return (type.hasPrefix("ssh-") || type.hasPrefix("ecdsa-sha2-") || type.hasPrefix("sk-"))
            && Data(base64Encoded: String(fields[1])) != nil
    }

    /// The comment `ssh-keygen -lf` shows for the key at `path` when `PATH.pub` holds the
    /// same key: that file's comment, or its path when it has none (as ssh-keygen does).
    private static func publicFileComment(for key: HostKey, path: String) -> String? {
        guard let line = try? String(contentsOfFile: path + ".pub", encoding: .utf8),
              let publicKey = try? NIOSSHPublicKey(openSSHPublicKey: line.trimmingCharacters(in: .whitespacesAndNewlines)),
              publicKey == key.publicKey else { return nil }
        let fields = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 2)
        return fields.count > 2 ? String(fields[2]) : path + ".pub"
    }

    /// Checks every existing folder from `/` down to the key's own: refuses
    /// one that its group or others may write without the sticky bit, or that
    /// belongs to another user than this one or root; `warn`s about a sticky,
    /// world-writable one (such as /tmp) holding the key directly.
    static func checkFolders(above path: String, warn: (String) -> Void) throws {
        let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        let parent = PosixFiles.parent(of: absolute)
        var folder = ""
        var folders = ["/"]
        for component in parent.split(separator: "/") {
            folder += "/" + component
            folders.append(folder)
        }
        for folder in folders {
            var info = stat()
            guard stat(folder, &info) == 0 else {
                if errno == ENOENT { break }  // Created with 0700 below.
                throw ServeError.fileSystem(path: folder, operation: "stat", errno: errno)
            }
            let owner = info.st_uid
            guard owner == 0 || owner == geteuid() else {
                throw ServeError.hostKeyFolderUnsafe(path: path, folder: folder, reason: "it belongs to user id \(owner)")
            }
            let writable = info.st_mode & 0o022 != 0
            let sticky = info.st_mode & mode_t(S_ISVTX) != 0
            if writable && !sticky {
                throw ServeError.hostKeyFolderUnsafe(
                    path: path, folder: folder,
                    reason: "its group or others may write to it (mode \(String(info.st_mode & 0o7777, radix: 8)))")
            }
            if writable && folder == parent {
                warn("host key \(path) sits directly in \(folder), which others may write to (sticky); "
                     + "a private folder is safer")
            }
        }
    }

    private static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return PosixFiles.string(fromC: cwd)
    }

    /// Parses a key file's text: OpenSSH's format, or Atrium's one-line format; throws a
    /// message saying what to do for anything else.
    static func decode(_ text: String, path: String) throws -> HostKey {
        if OpenSSHKeyFile.isArmoured(text) {
            do {
                let contents = try OpenSSHKeyFile.decode(text)
                return HostKey(material: contents.key, comment: contents.comment)
            } catch .encrypted {
                throw ServeError.hostKeyEncrypted(path: path)
            } catch .unsupportedType(let type) {
                throw ServeError.hostKeyUnsupported(path: path, type: type)
            } catch {
                throw ServeError.hostKeyMalformed(path: path)
            }
        }
        if text.contains("-----BEGIN RSA PRIVATE KEY-----") {
            throw ServeError.hostKeyUnsupported(path: path, type: "ssh-rsa")
        }
        if text.contains("ENCRYPTED") && text.contains("-----BEGIN ") { throw ServeError.hostKeyEncrypted(path: path) }
        if text.contains("PRIVATE KEY-----") { throw ServeError.hostKeyPEM(path: path) }
        let fields = text.split(whereSeparator: { $0.isWhitespace })
        guard fields.count == 3, fields[0] == formatTag, fields[1] == "ed25519",
              let raw = Data(base64Encoded: String(fields[2])), raw.count == 32,
              let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        else { throw ServeError.hostKeyMalformed(path: path) }
        return HostKey(material: .ed25519(key), comment: "")
    }

    /// The file contents for `key`: OpenSSH's format.
    static func encode(_ key: Curve25519.Signing.PrivateKey) -> String {
        OpenSSHKeyFile.encode(key, comment: generatedComment)
    }

    /// Writes `key` to a new file at `path` with mode 0600; false if the file already exists.
    static func create(_ key: Curve25519.Signing.PrivateKey, at path: String) throws -> Bool {
        try PosixFiles.makeDirectories(PosixFiles.parent(of: path), mode: 0o700)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd < 0 {
            if errno == EEXIST { return false }
            throw ServeError.fileSystem(path: path, operation: "create", errno: errno)
        }
        do {
            defer { close(fd) }
            guard fchmod(fd, 0o600) == 0 else { throw ServeError.fileSystem(path: path, operation: "chmod", errno: errno) }
            try PosixFiles.writeAll(fd, Array(encode(key).utf8), path: path)
            guard fsync(fd) == 0 else { throw ServeError.fileSystem(path: path, operation: "sync", errno: errno) }
        } catch {
            unlink(path)
            throw error
        }
        return true
    }
}
