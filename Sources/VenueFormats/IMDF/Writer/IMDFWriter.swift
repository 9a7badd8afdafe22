import Foundation
import ZIPFoundation

/// Why an archive could not be written.
public struct WriteFailure: Error, Sendable, CustomStringConvertible {
    /// The output path.
    public var path: String
    /// What went wrong.
    public var message: String
    /// "path: message".
    public var description: String { "\(path): \(message)" }
}

/// Writes typed features as an IMDF archive: a folder, or a `.zip` (ZIPFoundation, deflated)
/// when the path ends in `.zip`. The archive holds `manifest.json`, one `<type>.geojson` per
/// feature type present (venue, level and unit always) and `attribution.txt` when the
/// source carries a credit (OpenStreetMap data must).
public enum IMDFWriter {
    /// The members of the archive, in a stable order.
    public static func members(_ archive: IMDFArchive, created: Date = Date()) -> [ArchiveMember] {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let manifest: JSONValue = .object([
            "version": .string("1.0.0"),
            "created": .string(formatter.string(from: created)),
            "language": .string(archive.manifest?.language ?? "und"),
            "generated_by": .string("Atrium"),
            "extensions": .null,
        ])
        var out = [ArchiveMember(path: "manifest.json", bytes: JSONWriter.bytes(manifest))]
        let collections = IMDFEncoder.collections(archive)
        for type in FeatureType.allCases {
            guard let c = collections[type] else { continue }
            out.append(ArchiveMember(path: "\(type.rawValue).geojson", bytes: JSONWriter.bytes(c, featureLines: true)))
        }
        if let credit = archive.attribution, !credit.isEmpty {
            out.append(ArchiveMember(path: "attribution.txt", bytes: Array((credit + "\n").utf8)))
        }
        return out
    }

    /// Writes an archive to a folder (created if needed) or, for a path ending in `.zip`, a zip file.
    /// An existing zip is replaced; files in an existing folder with the same names are overwritten.
    public static func write(_ archive: IMDFArchive, to path: String, created: Date = Date()) throws(WriteFailure) {
        let files = members(archive, created: created)
        let url = URL(fileURLWithPath: path)
        let fm = FileManager.default
        do {
            if path.lowercased().hasSuffix(".zip") {
                if fm.fileExists(atPath: path) { try fm.removeItem(at: url) }
                let zip = try Archive(url: url, accessMode: .create)
                for m in files {
                    let data = Data(m.bytes)
                    try zip.addEntry(with: m.path, type: .file, uncompressedSize: Int64(data.count), modificationDate: created,
                                     compressionMethod: .deflate) { position, size in
                        data.subdata(in: Int(position)..<Int(position) + size)
                    }
                }
            } else {
                try fm.createDirectory(at: url, withIntermediateDirectories: true)
                for m in files {
                    try Data(m.bytes).write(to: url.appendingPathComponent(m.path), options: .atomic)
                }
            }
        } catch {
            throw WriteFailure(path: path, message: "\(error)")
        }
    }
}
