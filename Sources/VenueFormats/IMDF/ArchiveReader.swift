import Foundation
import ZIPFoundation

/// One file of an archive, read into memory.
public struct ArchiveMember: Sendable {
    /// Path inside the archive, with `/` separators, relative to the archive root.
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates a member from a path and bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Why an archive could not be read at all.
public struct ArchiveError: Error, Sendable, CustomStringConvertible {
    /// The archive path.
    public var path: String
    /// What went wrong.
    public var message: String
    /// What it says as a code; nil when only ``message`` exists.
    public var code: LoadFailureCode?
    /// "path: message".
    public var description: String { "\(path): \(message)" }

    /// An error in English only.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Reads a folder or a `.zip` into memory, refusing unsafe entries.
///
/// Nothing is ever extracted to disk: zip members are inflated into memory, with
/// size and ratio limits checked while inflating, so a bomb stops early.
public enum ArchiveReader {
    /// Reads every regular file of a folder or zip.
    /// - Returns: the members and warnings about entries that were skipped.
    /// - Throws: ``ArchiveError`` when the archive cannot be read at all.
    public static func read(path: String, limits: ArchiveLimits = ArchiveLimits(), log: inout DiagnosticLog) throws -> [ArchiveMember] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw ArchiveError(path: path, code: .noSuchFile)
        }
        if isDir.boolValue {
            return try readFolder(path: path, limits: limits, log: &log)
        }
        return try readZip(path: path, limits: limits, log: &log)
    }

    /// Whether a member path is safe: relative, without `..`, backslashes or NUL.
    public static func isSafe(entryPath: String) -> Bool {
        if entryPath.isEmpty || entryPath.hasPrefix("/") || entryPath.contains("\\") || entryPath.contains("\0") { return false }
        if entryPath.count >= 2, entryPath.dropFirst().first == ":" { return false }  // C:...
        return !entryPath.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    private static func readFolder(path: String, limits: ArchiveLimits, log: inout DiagnosticLog) throws -> [ArchiveMember] {
        let root = URL(fileURLWithPath: path)
        var members: [ArchiveMember] = []
        var total = 0
        // Only the root and one folder down: IMDF archives are flat, some nest once.
        func list(_ dir: URL, prefix: String, depth: Int) throws {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() } catch {
                throw ArchiveError(path: path, code: .cannotListFolder(detail: error.localizedDescription))
            }
            for name in names {
                let url = dir.appendingPathComponent(name)
                let rel = prefix + name
                // lstat, as FileManager's attributes do, without building their dictionary.
                var info = stat()
                let known = lstat(url.path, &info) == 0
                let kind = info.st_mode & S_IFMT
                if known, kind == S_IFLNK {
                    log.warning(rel, nil, .symlinkSkipped)
                    continue
                }
                if known, kind == S_IFDIR {
                    if depth == 0 { try list(url, prefix: rel + "/", depth: 1) }
                    continue
                }
                guard known, kind == S_IFREG else { continue }
                guard isCandidate(name) else { continue }
                let size = Int(info.st_size)
                if size > limits.maxMemberBytes {
                    throw ArchiveError(path: path, code: .memberFileTooLarge(name: rel, mebibytes: size >> 20, limit: limits.maxMemberBytes >> 20))
                }
                total += size
                if total > limits.maxArchiveBytes {
                    throw ArchiveError(path: path, code: .folderTooLarge(limit: limits.maxArchiveBytes >> 20))
                }
                guard let bytes = readFile(url.path, expectedSize: size) else {
                    log.error(rel, nil, .cannotReadFile)
                    continue
                }
                members.append(ArchiveMember(path: rel, bytes: bytes))
            }
        }
        try list(root, prefix: "", depth: 0)
        return members
    }

    /// A regular file's bytes, read straight into the array (no `Data` in between), or nil.
    /// Reads to the end even when the file has grown since `expectedSize` was taken.
    static func readFile(_ path: String, expectedSize: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var capacity = max(expectedSize, 0) + 1
        while true {
            // Read into uninitialized storage (no zero fill), growing when the file was larger.
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < buffer.count {
                    let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        return
                    }
                    if n == 0 { break }
                    count += n
                }
            }
            if failed { return nil }
            if out.isEmpty { out = chunk } else { out += chunk }
            if chunk.count < capacity { return out }
            capacity = max(4096, out.count)
        }
    }

    /// Files worth reading: JSON by name (everything else is only listed as unknown).
    private static func isCandidate(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".json") || lower.hasSuffix(".geojson") || lower == "attribution.txt"
    }

    private struct LimitExceeded: Error { var name: String }

    private static func readZip(path: String, limits: ArchiveLimits, log: inout DiagnosticLog) throws -> [ArchiveMember] {
        let attrs = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attrs?[.size] as? NSNumber)?.intValue ?? 0
        if size > limits.maxArchiveBytes {
            throw ArchiveError(path: path, code: .archiveTooLarge(mebibytes: size >> 20, limit: limits.maxArchiveBytes >> 20))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ArchiveError(path: path, code: .cannotRead)
        }
        if data.count < 4 || !(data[0] == 0x50 && data[1] == 0x4B) {
            throw ArchiveError(path: path, code: .notVenueNorArchive)
        }
        if let problem = ZipPrecheck.problem(in: [UInt8](data)) {
            throw ArchiveError(path: path, code: problem)
        }
        let archive: Archive
        do {
            // Through the file, not Archive(data:): ZIPFoundation's in-memory file traps (a
            // negative range) when a header offset points past the end of the data.
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw ArchiveError(path: path, code: .unreadableZip(detail: "\(error)"))
        }
        var members: [ArchiveMember] = []
        var seen = Set<String>()
        var total = 0
        var count = 0
        for entry in archive {
            count += 1
            if count > limits.maxEntries {
                throw ArchiveError(path: path, code: .tooManyEntries(limit: limits.maxEntries))
            }
            let name = entry.path
            guard isSafe(entryPath: name) else {
                log.error(name, nil, .unsafeEntryPath)
                continue
            }
            switch entry.type {
            case .symlink:
                log.error(name, nil, .symlinkEntryRefused)
                continue
            case .directory:
                continue
            case .file:
                break
            }
            let base = (name as NSString).lastPathComponent
            if base.hasPrefix("._") || name.hasPrefix("__MACOSX/") { continue }
            guard isCandidate(base) else {
                if base != ".DS_Store" { log.warning(name, nil, .unknownFileIgnored) }
                continue
            }
            let key = name.lowercased()
            if seen.contains(key) {
                log.error(name, nil, .duplicateEntry)
                continue
            }
            seen.insert(key)
            let declared = Int(clamping: entry.uncompressedSize)
            if declared > limits.maxMemberBytes {
                throw ArchiveError(path: path, code: .memberInflatesTooLarge(name: name, mebibytes: declared >> 20, limit: limits.maxMemberBytes >> 20))
            }
            let compressed = max(1, Int(clamping: entry.compressedSize))
            if declared > (1 << 20), declared / compressed > limits.maxCompressionRatio {
                throw ArchiveError(path: path, code: .compressionRatio(name: name, ratio: declared / compressed, limit: limits.maxCompressionRatio))
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(min(declared, 64 << 20))
            let budget = min(limits.maxMemberBytes, limits.maxUncompressedBytes - total)
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    if bytes.count + chunk.count > budget {
                        throw LimitExceeded(name: name)
                    }
                    bytes.append(contentsOf: chunk)
                }
            } catch let e as LimitExceeded {
                throw ArchiveError(path: path, code: .inflatesPastLimit(name: e.name))
            } catch {
                log.error(name, nil, .inflateFailed(detail: "\(error)"))
                continue
            }
            total += bytes.count
            members.append(ArchiveMember(path: name, bytes: bytes))
        }
        if count == 0 {
            throw ArchiveError(path: path, code: .emptyZip)
        }
        return members
    }
}
