import Foundation
@testable import VenueFormats

/// Everything a load gives, as text, to compare the parsing ways (scanner or generic tree,
/// files at once or one by one): the diagnostics in order, the features (written back as
/// JSON, keys sorted), the manifest, the attribution and the floors; or the failure.
enum LoadEquivalence {
    /// The four ways: scanner and concurrent (the default) first.
    static let ways: [MemberParse.Options] = [
        MemberParse.Options(scanner: true, concurrent: true), MemberParse.Options(scanner: true, concurrent: false),
        MemberParse.Options(scanner: false, concurrent: true), MemberParse.Options(scanner: false, concurrent: false),
    ]

    /// The outcome of loading `members` one way.
    static func outcome(_ members: [ArchiveMember], limits: ArchiveLimits = ArchiveLimits(), _ way: MemberParse.Options) -> String {
        do {
            let r = try IMDFLoader.load(members: members, sourcePath: "test", limits: limits, log: DiagnosticLog(), parsing: way)
            var out = r.diagnostics.map { "\($0) @\($0.line ?? 0):\($0.column ?? 0)" }.joined(separator: "\n")
            out += "\nsuppressed \(r.suppressedDiagnostics)\nmanifest \(String(describing: r.archive.manifest))\n"
            out += "attribution \(r.archive.attribution ?? "-")\nfloors \(r.graph.floors)\n"
            for (type, value) in IMDFEncoder.collections(r.archive).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                out += type.rawValue + " " + String(decoding: JSONWriter.bytes(value), as: UTF8.self) + "\n"
            }
            return out
        } catch {
            return "failure: \(error.message)\n" + error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// The ways whose outcome differs from the default's, with the first differing line.
    static func differences(_ members: [ArchiveMember], limits: ArchiveLimits = ArchiveLimits()) -> [String] {
        let reference = outcome(members, limits: limits, ways[0])
        var out: [String] = []
        for way in ways.dropFirst() {
            let other = outcome(members, limits: limits, way)
            guard other != reference else { continue }
            let a = reference.split(separator: "\n", omittingEmptySubsequences: false)
            let b = other.split(separator: "\n", omittingEmptySubsequences: false)
            let k = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            out.append("\(way): line \(k): \(k < a.count ? String(a[k].prefix(300)) : "<end>") ≠ \(k < b.count ? String(b[k].prefix(300)) : "<end>")")
        }
        return out
    }
}
