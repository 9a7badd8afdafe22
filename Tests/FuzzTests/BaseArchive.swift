import Foundation
import TestSupport
import VenueFormats

/// A real archive the fuzzer starts from: its files as bytes, and the JSON ones also as trees.
struct BaseArchive: Sendable {
    /// Short name used in case labels: `atrium-sample`, `postech-c5`, `uulm-osm`.
    let name: String
    /// The files, in path order.
    let members: [ArchiveMember]
    /// The parsed tree of each JSON member, by position in ``members`` (nil when it does not parse).
    let trees: [FuzzNode?]
    /// Every feature id, with the index of the member it is in.
    let ids: [(id: String, member: Int)]

    /// Reads a folder (flat, as the samples are).
    init(name: String, folder: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var members: [ArchiveMember] = []
        for file in files where file.hasSuffix(".json") || file.hasSuffix(".geojson") || file == "attribution.txt" {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            members.append(ArchiveMember(path: file, bytes: [UInt8](data)))
        }
        self.init(name: name, members: members)
    }

    private init(name: String, members: [ArchiveMember]) {
        self.name = name
        self.members = members
        // Lenient, so that postech-c5's amenity file (a trailing comma) can be mutated as a tree too.
        trees = members.map { m in (try? JSONParser.parse(m.bytes, lenient: true)).map(FuzzNode.init) }
        var ids: [(String, Int)] = []
        for (i, tree) in trees.enumerated() {
            for f in tree?["features"]?.children ?? [] {
                if let id = f["id"]?.stringValue { ids.append((id, i)) }
            }
        }
        self.ids = ids
    }

    /// The same archive with every file over `budget` bytes cut to its first features that fit in
    /// it (at least one). Smaller files keep their exact bytes, quirks included. Loading a cut
    /// archive costs a fraction of the whole, so many more cases fit in a CI run.
    func cut(to budget: Int, name: String) -> BaseArchive {
        var members = self.members
        for (i, tree) in trees.enumerated() where members[i].bytes.count > budget {
            guard let tree, case .array(let features)? = tree["features"] else { continue }
            var kept: [FuzzNode] = []
            var size = 0
            for f in features {
                size += f.bytes.count + 1
                if size > budget && !kept.isEmpty { break }
                kept.append(f)
            }
            var t = tree
            t["features"] = .array(kept)
            members[i].bytes = t.bytes
        }
        return BaseArchive(name: name, members: members)
    }

    // MARK: Locating the bases

    /// The package root.
    static let packageRoot = TestPaths.packageRoot

    /// Our own sample venue (always present).
    static let sample: BaseArchive = try! BaseArchive(name: "atrium-sample", folder: packageRoot.appendingPathComponent("Data/atrium-sample"))
    /// POSTECH C5 (632 KB, trailing comma in amenity.geojson); a missing ../shared stops the run.
    static let postech: BaseArchive? = shared("postech-c5")
    /// Ulm University from OSM (2.1 MB, `.json` names).
    static let uulm: BaseArchive? = shared("uulm-osm")

    /// postech-c5 with each file cut to about 30 KB (see ``cut(to:name:)``).
    static let postechSmall: BaseArchive? = postech?.cut(to: 30_000, name: "postech-c5-small")
    /// uulm-osm with each file cut to about 30 KB.
    static let uulmSmall: BaseArchive? = uulm?.cut(to: 30_000, name: "uulm-osm-small")

    private static func shared(_ name: String) -> BaseArchive? {
        let folder = TestPaths.imdfSample(name)
        do {
            return try BaseArchive(name: name, folder: folder)
        } catch {
            fatalError("fuzz: cannot read the base archive \(folder.path): \(error)")
        }
    }

    /// A base by name; nil when it is not available here.
    static func named(_ name: String) -> BaseArchive? {
        switch name {
        case "atrium-sample": return sample
        case "postech-c5": return postech
        case "uulm-osm": return uulm
        case "postech-c5-small": return postechSmall
        case "uulm-osm-small": return uulmSmall
        default: return nil
        }
    }
}
