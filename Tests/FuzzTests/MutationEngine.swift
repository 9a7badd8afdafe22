import Foundation
import VenueFormats

/// One mutated archive, ready to load, with a log of what was done to it.
struct Mutant {
    /// The files to load.
    var members: [ArchiveMember]
    /// The limits to load with (usually the defaults; sometimes lowered to hit the limit paths).
    var limits = ArchiveLimits()
    /// One line per mutation, e.g. `unit.geojson: features/3/geometry = null`.
    var notes: [String] = []
}

/// Builds mutants of a base archive, deterministically from a seed.
///
/// A case applies one to three mutations. Each picks a family (JSON structure,
/// numbers, references and ids, raw bytes, whole files, size and depth, strings),
/// then a file and a place in it. Tree mutations edit a ``FuzzNode`` copy of the
/// file; byte mutations edit its text, after which the file is no longer a tree.
struct MutationEngine {
    let base: BaseArchive
    var rng: FuzzRandom
    var members: [ArchiveMember]
    var trees: [FuzzNode?]
    /// Members whose tree was edited and must be written back.
    var edited: Set<Int> = []
    var mutant = Mutant(members: [])
    /// Whether this case gives a unit a 1,000,000-vertex polygon, besides its other mutations.
    let huge: Bool

    /// The mutant of `base` for `seed`.
    static func mutant(of base: BaseArchive, seed: UInt64, huge: Bool = false) -> Mutant {
        var engine = MutationEngine(base: base, rng: FuzzRandom(seed: seed), members: base.members, trees: base.trees, huge: huge)
        return engine.run()
    }

    mutating func run() -> Mutant {
        if huge { hugePolygon() }
        let count = rng.chance(0.5) ? 1 : (rng.chance(0.6) ? 2 : 3)
        for _ in 0..<count { mutateOnce() }
        if rng.chance(0.04) { lowerLimits() }
        for i in edited.sorted() {
            if let tree = trees[i] { members[i].bytes = tree.bytes }
        }
        mutant.members = members
        return mutant
    }

    // MARK: Families

    mutating func mutateOnce() {
        let roll = rng.below(100)
        switch roll {
        case 0..<30: structure()
        case 30..<44: numbers()
        case 44..<58: references()
        case 58..<74: rawBytes()
        case 74..<82: files()
        case 82..<90: sizeAndDepth()
        default: strings()
        }
    }

    mutating func note(_ text: String) { mutant.notes.append(text) }

    // MARK: Picking places

    /// The position of the member named `stem.json` or `stem.geojson` (any case), if any.
    func member(_ stem: String) -> Int? {
        members.firstIndex { $0.path.lowercased().hasPrefix(stem + ".") }
    }

    /// A JSON member that still has a tree (preferring feature files), or nil.
    mutating func treeMember() -> Int? {
        let candidates = trees.indices.filter { trees[$0] != nil }
        guard !candidates.isEmpty else { return nil }
        // Units and levels carry most of what is drawn: pick them a third of the time.
        let preferred = [member("unit"), member("level")].compactMap { $0 }.filter { trees[$0] != nil }
        if !preferred.isEmpty, rng.chance(0.33) { return rng.pick(preferred) }
        return rng.pick(candidates)
    }

    /// The path of a random feature in member `m`: [position of "features", index].
    mutating func featurePath(_ m: Int) -> [Int]? {
        guard case .object(let members)? = trees[m], let fi = members.firstIndex(where: { $0.key == "features" }),
              case .array(let features) = members[fi].value, !features.isEmpty else { return nil }
        return [fi, rng.below(features.count)]
    }

    /// A random path from the root of member `m`'s tree, walking down while a coin says so.
    mutating func randomPath(_ m: Int, from start: [Int] = []) -> [Int] {
        var path = start
        guard var node = trees[m].flatMap({ $0.node(at: start[...]) }) else { return path }
        while node.isContainer, !node.children.isEmpty, rng.chance(0.8) {
            let i = rng.below(node.children.count)
            path.append(i)
            node = node.children[i]
        }
        return path
    }

    /// A feature (member and path), or a random place in a file that has no features.
    mutating func somewhere() -> (member: Int, path: [Int])? {
        guard let m = treeMember() else { return nil }
        if let f = featurePath(m), rng.chance(0.85) { return (m, randomPath(m, from: f)) }
        return (m, randomPath(m))
    }

    mutating func edit(_ m: Int, _ path: [Int], _ change: (inout FuzzNode) -> Void) {
        trees[m]?.modify(at: path[...], change)
        edited.insert(m)
    }

    func describe(_ m: Int, _ path: [Int]) -> String {
        "\(members[m].path): \(trees[m].map { $0.describe(path: path[...]) } ?? "?")"
    }

    // MARK: Structure

    mutating func structure() {
        switch rng.below(5) {
        case 0: changeType()
        case 1: deleteKey()
        case 2: renameKey()
        case 3: dropRequired()
        default: geometry()
        }
    }

    /// A value of another JSON type than `node`, sometimes wrapping it.
    mutating func otherType(than node: FuzzNode) -> FuzzNode {
        let options: [FuzzNode] = [.null, .bool(rng.chance(0.5)), .number(Double(rng.int(in: -3...3))), .string("x"),
                                   .string(""), .array([]), .array([node]), .object([]), .object([("type", node)])]
        var v = rng.pick(options)
        while v == node { v = rng.pick(options) }
        return v
    }

    mutating func changeType() {
        guard let (m, path) = somewhere() else { return }
        guard let node = trees[m]?.node(at: path[...]) else { return }
        let v = otherType(than: node)
        note("\(describe(m, path)) changed to \(v.kind)")
        edit(m, path) { $0 = v }
    }

    /// The path of an object with members, found by a random walk (nil if none met).
    mutating func objectPath() -> (member: Int, path: [Int], count: Int)? {
        for _ in 0..<6 {
            guard case (let m, var path)? = somewhere() else { return nil }
            while let node = trees[m]?.node(at: path[...]) {
                if case .object(let o) = node, !o.isEmpty { return (m, path, o.count) }
                if path.isEmpty { break }
                path.removeLast()
            }
        }
        return nil
    }

    mutating func deleteKey() {
        guard let (m, path, count) = objectPath() else { return }
        let k = rng.below(count)
        let label = describe(m, path + [k])
        edit(m, path) { node in if case .object(var o) = node { o.remove(at: k); node = .object(o) } }
        note("\(label) deleted")
    }

    static let imdfKeys = ["id", "type", "feature_type", "geometry", "properties", "coordinates", "features", "category", "level_id",
                           "unit_id", "unit_ids", "anchor_id", "ordinal", "name", "short_name", "display_point", "building_ids",
                           "address_id", "parents", "outdoor", "door", "origin", "destination"]

    mutating func renameKey() {
        guard let (m, path, count) = objectPath() else { return }
        let k = rng.below(count)
        let label = describe(m, path + [k])
        guard case .object(let o)? = trees[m]?.node(at: path[...]) else { return }
        let old = o[k].key
        let newKey: String
        switch rng.below(5) {
        case 0: newKey = old.uppercased()
        case 1: newKey = old + "_"
        case 2: newKey = ""
        case 3: newKey = o[rng.below(o.count)].key  // a key twice in one object
        default: newKey = rng.pick(Self.imdfKeys)
        }
        edit(m, path) { node in
            guard case .object(var o) = node else { return }
            o[k].key = newKey
            node = .object(o)
        }
        note("\(label) renamed to \"\(newKey)\"")
    }

    static let requiredKeys = ["category", "level_id", "ordinal", "name", "short_name", "unit_id", "unit_ids", "anchor_id",
                               "outdoor", "display_point", "address_id", "building_ids", "direction"]

    mutating func dropRequired() {
        guard let m = treeMember(), let f = featurePath(m) else { return }
        let topLevel = ["id", "type", "feature_type", "geometry", "properties"]
        if rng.chance(0.35) {
            let key = rng.pick(topLevel)
            note("\(describe(m, f)): dropped '\(key)'")
            edit(m, f) { $0[key] = nil }
        } else {
            let key = rng.pick(Self.requiredKeys)
            note("\(describe(m, f)): dropped properties.\(key)")
            edit(m, f) { $0["properties"]?[key] = nil }
        }
    }

    /// A GeoJSON position.
    static func position(_ lon: Double, _ lat: Double) -> FuzzNode { .array([.number(lon), .number(lat)]) }

    mutating func geometry() {
        guard let m = treeMember(), let f = featurePath(m) else { return }
        let where_ = describe(m, f)
        let first = trees[m]?.node(at: f[...])?.firstPosition ?? (8.0, 47.0)
        let p = Self.position(first.0, first.1)
        let g: FuzzNode
        let what: String
        switch rng.below(12) {
        case 0: g = .null; what = "geometry = null"
        case 1:
            let t = rng.pick(["Point", "LineString", "Polygon", "MultiPolygon", "MultiLineString", "MultiPoint", "GeometryCollection", "polygon", ""])
            what = "geometry.type = \"\(t)\""
            edit(m, f) { $0["geometry"]?["type"] = .string(t) }
            note("\(where_): \(what)")
            return
        case 2:
            let empties: [FuzzNode] = [.array([]), .array([.array([])]), .array([.array([.array([])])]), .array([.array([.array([.array([])])])])]
            let e = rng.pick(empties)
            what = "coordinates = \(String(decoding: e.bytes, as: UTF8.self))"
            edit(m, f) { $0["geometry"]?["coordinates"] = e }
            note("\(where_): \(what)")
            return
        case 3: g = .object([("type", .string("Polygon")), ("coordinates", .array([.array([p])]))]); what = "a 1-vertex polygon"
        case 4: g = .object([("type", .string("Polygon")), ("coordinates", .array([.array([p, p, p, p])]))]); what = "a polygon of one repeated point"
        case 5: g = .object([("type", .string("MultiPolygon")), ("coordinates", .array([.array([.array([p])]), .array([])]))]); what = "a MultiPolygon of a 1-vertex ring and an empty polygon"
        case 6: g = .object([("type", .string("LineString")), ("coordinates", .array([p]))]); what = "a 1-vertex LineString"
        case 7: g = .object([("type", .string("Point")), ("coordinates", .array([.array([p])]))]); what = "a Point nested too deep"
        case 8: g = .object([("type", .string("Polygon")), ("coordinates", .array([.array([.array([.number(first.0)]), .array([.number(first.0), .number(first.1), .number(1), .number(2)])])]))]); what = "positions of 1 and 4 numbers"
        case 9: g = .object([("type", .string("GeometryCollection")), ("geometries", .array([.object([("type", .string("Point")), ("coordinates", p)])]))]); what = "a GeometryCollection"
        case 10:
            // Another feature's geometry, maybe of another type (a point for a unit, a polygon for an anchor).
            guard let other = treeMember(), let of = featurePath(other), let og = trees[other]?.node(at: of[...])?["geometry"] else { return }
            g = og; what = "geometry taken from \(describe(other, of))"
        default:
            let dp: [FuzzNode] = [.null, .object([("type", .string("Point")), ("coordinates", .null)]), .object([("type", .string("Point")), ("coordinates", .array([]))]),
                                  .object([("type", .string("Point")), ("coordinates", .array([.raw("NaN"), .number(1)]))]),
                                  .object([("type", .string("Point")), ("coordinates", Self.position(500, 100))]), .string("here"), .array([p])]
            let v = rng.pick(dp)
            edit(m, f) { $0["properties"]?["display_point"] = v }
            note("\(where_): display_point = \(String(decoding: v.bytes, as: UTF8.self))")
            return
        }
        edit(m, f) { $0["geometry"] = g }
        note("\(where_): \(what)")
    }

    // MARK: Numbers

    /// Number tokens that break naive code: not finite, overflowing, denormal, negative zero, huge integers.
    static let specialNumbers = ["NaN", "Infinity", "-Infinity", "1e308", "-1e308", "-0", "1e-320", "1e400", "-1e400",
                                 "123456789012345678901234567890", "-9223372036854775809", "9223372036854775807",
                                 "180.0000001", "-90.5", "0", "1e-7", "4.9e-324"]

    mutating func numbers() {
        if rng.chance(0.35), let m = member("level"), trees[m] != nil { return ordinals(m) }
        guard let m = treeMember(), let f = featurePath(m), let feature = trees[m]?.node(at: f[...]) else { return }
        let numbers = feature.numberPaths()
        guard !numbers.isEmpty else { return }
        let token = rng.pick(Self.specialNumbers)
        if rng.chance(0.2) {
            // Every number of the feature: all positions the same, or all at the pole, or all NaN.
            edit(m, f) { node in for p in numbers { node.modify(at: p[...]) { $0 = .raw(token) } } }
            note("\(describe(m, f)): every number = \(token)")
        } else {
            let p = rng.pick(numbers)
            note("\(describe(m, f + p)) = \(token)")
            edit(m, f + p) { $0 = .raw(token) }
        }
    }

    static let ordinalValues: [FuzzNode] = [.number(-5), .number(1.5), .number(-0.5), .raw("1e308"), .raw("NaN"), .raw("-Infinity"), .string("2"), .string("x"),
                                            .raw("123456789012345678901234567890"), .raw("-0"), .number(999_999), .number(1_000_000), .number(-1_000_000),
                                            .bool(true), .null, .array([.number(0)]), .raw("9.999999e5")]

    mutating func ordinals(_ m: Int) {
        guard let f = featurePath(m) else { return }
        let v = rng.pick(Self.ordinalValues)
        if rng.chance(0.2) {
            // Every level on the same (odd) ordinal.
            guard case .array(let all)? = trees[m]?.node(at: f.dropLast()) else { return }
            for i in all.indices { edit(m, Array(f.dropLast()) + [i]) { $0["properties"]?["ordinal"] = v } }
            note("\(members[m].path): every ordinal = \(String(decoding: v.bytes, as: UTF8.self))")
        } else {
            edit(m, f) { $0["properties"]?["ordinal"] = v }
            note("\(describe(m, f)): ordinal = \(String(decoding: v.bytes, as: UTF8.self))")
        }
    }

    // MARK: References and ids

    /// Ids present in the base, any type.
    mutating func anyID() -> String { base.ids.isEmpty ? "nope" : rng.pick(base.ids).id }

    /// A random feature of the file for `stem`, if that file still has a tree.
    mutating func feature(_ stem: String) -> (member: Int, path: [Int], id: String)? {
        guard let m = member(stem), trees[m] != nil, let f = featurePath(m) else { return nil }
        return (m, f, trees[m]?.node(at: f[...])?["id"]?.stringValue ?? "none")
    }

    mutating func setProperty(_ stem: String, _ key: String, _ value: (String) -> FuzzNode, _ what: String) {
        guard let (m, f, id) = feature(stem) else { return }
        let v = value(id)
        edit(m, f) { $0["properties"]?[key] = v }
        note("\(describe(m, f)): \(key) = \(String(decoding: v.bytes, as: UTF8.self)) (\(what))")
    }

    mutating func references() {
        let missing = "00000000-dead-beef-0000-000000000000"
        switch rng.below(14) {
        case 0, 1: duplicateID()
        case 2: duplicateFeature()
        case 3: setProperty("anchor", "unit_id", { _ in .string(missing) }, "a unit that does not exist")
        case 4: setProperty("anchor", "unit_id", { .string($0) }, "itself")
        case 5: setProperty("amenity", "unit_ids", { .array([.string($0), .string($0)]) }, "itself, twice")
        case 6:
            let occupant = feature("occupant")?.id ?? missing
            setProperty("occupant", "anchor_id", { _ in .string(occupant) }, "an occupant id")
        case 7: setProperty("unit", "level_id", { .string($0) }, "itself")
        case 8: sectionCycle()
        case 9: relationships()
        case 10: setProperty("level", "building_ids", { .array([.string($0)]) }, "itself")
        case 11: setProperty("venue", "address_id", { .string($0) }, "itself")
        default:
            // Any reference key, anywhere, to any id of the archive.
            let key = rng.pick(["level_id", "unit_id", "anchor_id", "address_id", "unit_ids", "building_ids", "parents"])
            let id = anyID()
            guard let m = treeMember(), let f = featurePath(m) else { return }
            let v: FuzzNode = key.hasSuffix("s") ? .array([.string(id)]) : .string(id)
            edit(m, f) { $0["properties"]?[key] = v }
            note("\(describe(m, f)): \(key) = \(id)")
        }
    }

    mutating func duplicateID() {
        guard let (m, f, _) = feature(rng.pick(["unit", "level", "anchor", "occupant", "amenity", "opening", "venue"])) else { return }
        let id = anyID()
        edit(m, f) { $0["id"] = .string(id) }
        note("\(describe(m, f)): id = \(id) (a duplicate)")
    }

    mutating func duplicateFeature() {
        guard let m = treeMember(), let f = featurePath(m), let feature = trees[m]?.node(at: f[...]) else { return }
        let copies = rng.pick([1, 1, 2, 50])
        edit(m, Array(f.dropLast())) { node in
            if case .array(var a) = node { a.insert(contentsOf: Array(repeating: feature, count: copies), at: f[1]); node = .array(a) }
        }
        note("\(describe(m, f)): copied \(copies) time(s)")
    }

    mutating func sectionCycle() {
        guard let m = member("section"), trees[m] != nil,
              case .array(let all)? = trees[m]?.node(at: (featurePath(m) ?? []).dropLast()), all.count >= 2, let f = featurePath(m) else { return }
        let fi = f[0]
        let a = rng.below(all.count), b = (a + 1 + rng.below(all.count - 1)) % all.count
        let ida = all[a]["id"]?.stringValue ?? "", idb = all[b]["id"]?.stringValue ?? ""
        edit(m, [fi, a]) { $0["properties"]?["parents"] = .array([.string(idb)]) }
        edit(m, [fi, b]) { $0["properties"]?["parents"] = .array([.string(ida), .string(idb)]) }
        note("\(members[m].path): sections \(ida) and \(idb) are each other's parents")
    }

    /// Adds (or replaces) relationship.geojson with relationships that point at themselves and at each other.
    mutating func relationships() {
        let r1 = "11111111-aaaa-4aaa-8aaa-000000000001", r2 = "11111111-aaaa-4aaa-8aaa-000000000002"
        func ref(_ id: String, _ type: String) -> FuzzNode { .object([("id", .string(id)), ("feature_type", .string(type))]) }
        func rel(_ id: String, _ other: String) -> FuzzNode {
            .object([("type", .string("Feature")), ("id", .string(id)), ("feature_type", .string("relationship")), ("geometry", .null),
                     ("properties", .object([("category", .string("traversal")), ("direction", .string("directed")),
                                             ("origin", ref(other, "relationship")), ("intermediary", .array([ref(id, "relationship"), ref(other, "relationship")])),
                                             ("destination", ref(id, "relationship")), ("hours", .null)]))])
        }
        let tree = FuzzNode.object([("type", .string("FeatureCollection")), ("features", .array([rel(r1, r2), rel(r2, r1)]))])
        if let m = member("relationship") {
            trees[m] = tree
            edited.insert(m)
        } else {
            members.append(ArchiveMember(path: "relationship.geojson", bytes: tree.bytes))
            trees.append(nil)
        }
        note("relationship.geojson: two relationships referencing themselves and each other")
    }

    // MARK: Raw bytes

    static let tokens: [[UInt8]] = ["NaN", ",", "]", "}", "[", "{", "\"", "\\", ":", "null", "-", "1e999", "\\ud800", "\\u0000", "\u{FEFF}", "\u{1B}[2J"].map { Array($0.utf8) }
        + [[0xFF, 0xFE], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x00], [0xE2, 0x82]]

    /// A member for a byte mutation; its tree is written out first and dropped.
    mutating func bytesMember() -> Int? {
        guard !members.isEmpty else { return nil }
        let m = rng.chance(0.3) ? (member("unit") ?? rng.below(members.count)) : rng.below(members.count)
        guard m < members.count else { return nil }
        if edited.contains(m), let tree = trees[m] { members[m].bytes = tree.bytes }
        edited.remove(m)
        trees[m] = nil
        return m
    }

    mutating func rawBytes() {
        guard let m = bytesMember() else { return }
        var b = members[m].bytes
        let n = b.count
        let at = rng.below(n + 1)
        let what: String
        switch rng.below(7) {
        case 0:
            let flips = rng.int(in: 1...8)
            for _ in 0..<flips where n > 0 { let i = rng.below(n); b[i] ^= UInt8(1 << rng.below(8)) }
            what = "\(flips) bit(s) flipped"
        case 1:
            let k = rng.int(in: 1...16)
            var ins: [UInt8] = []
            for _ in 0..<k { ins.append(UInt8(truncatingIfNeeded: rng.next())) }
            b.insert(contentsOf: ins, at: at)
            what = "\(k) random byte(s) inserted at \(at)"
        case 2:
            let k = min(n - at, rng.int(in: 1...200))
            b.removeSubrange(at..<(at + k))
            what = "\(k) byte(s) deleted at \(at)"
        case 3:
            b.removeSubrange(at..<n)
            what = "truncated to \(at) bytes"
        case 4:
            guard n > 0 else { return }
            let start = rng.below(n), len = min(n - start, rng.int(in: 1...4096))
            let chunk = Array(b[start..<(start + len)])
            let times = rng.pick([1, 1, 2, 10])
            for _ in 0..<times { b.insert(contentsOf: chunk, at: at) }
            what = "\(len)-byte chunk from \(start) duplicated \(times)x at \(at)"
        case 5:
            let t = rng.pick(Self.tokens)
            let k = min(n - at, rng.int(in: 0...t.count))
            b.replaceSubrange(at..<(at + k), with: t)
            what = "token \(t) written at \(at)"
        default:
            let t = rng.pick(Self.tokens)
            b.insert(contentsOf: t, at: at)
            what = "token \(t) inserted at \(at)"
        }
        members[m].bytes = b
        note("\(members[m].path): \(what)")
    }

    // MARK: Files

    mutating func files() {
        guard !members.isEmpty else { return }
        let m = rng.below(members.count)
        let name = members[m].path
        switch rng.below(9) {
        case 0:
            members.remove(at: m); trees.remove(at: m)
            edited = Set(edited.compactMap { $0 == m ? nil : ($0 > m ? $0 - 1 : $0) })
            note("\(name): removed")
            return
        case 1: members[m].bytes = []; note("\(name): emptied")
        case 2: members[m].bytes = Array(" \n\t ".utf8); note("\(name): whitespace only")
        case 3:
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            let new = rng.pick([stem + ".json", stem.uppercased() + ".GEOJSON", "x/" + name, stem + ".geojson.bak", "._" + name])
            members[m].path = new
            note("\(name): renamed \(new)")
        case 4:
            let other = rng.below(members.count)
            members[m].bytes = members[other].bytes
            trees[m] = trees[other]
            if edited.contains(other) { edited.insert(m) }
            note("\(name): replaced by the contents of \(members[other].path)")
            return
        case 5:
            members.append(ArchiveMember(path: "nested/manifest.json", bytes: Array(#"{"version":"1.0.0","language":"xx"}"#.utf8)))
            members.append(ArchiveMember(path: "nested/unit.geojson", bytes: Array(#"{"type":"FeatureCollection","features":[]}"#.utf8)))
            trees += [nil, nil]
            note("added nested/manifest.json and nested/unit.geojson")
            return
        case 6:
            if edited.contains(m), let tree = trees[m] { members[m].bytes = tree.bytes }
            members[m].bytes = [0xEF, 0xBB, 0xBF] + members[m].bytes
            note("\(name): BOM prepended")
        case 7: members[m].bytes = Array("PK\u{3}\u{4} not json at all".utf8); note("\(name): not JSON")
        default:
            members.append(ArchiveMember(path: name, bytes: Array("{}".utf8)))
            trees.append(nil)
            note("\(name): a second member with the same path, holding {}")
            return
        }
        edited.remove(m)
        trees[m] = nil
    }

    // MARK: Size and depth

    mutating func sizeAndDepth() {
        guard let (m, path) = somewhere() else { return }
        let label = describe(m, path)
        switch rng.below(5) {
        case 0, 1:
            let depth = rng.pick([256, 257, 10_000, 100_000])
            let open = rng.chance(0.5) ? "[" : "{\"a\":"
            let close = open == "[" ? "]" : "}"
            let unbalanced = rng.chance(0.25)
            let raw = String(repeating: open, count: depth) + (unbalanced ? "" : String(repeating: close, count: depth))
            edit(m, path) { $0 = .raw(raw) }
            note("\(label) = \(depth)-deep \(open == "[" ? "arrays" : "objects")\(unbalanced ? ", never closed" : "")")
        case 2:
            let count = rng.pick([10_000, 100_000])
            edit(m, path) { $0 = .raw("[" + Array(repeating: "0", count: count).joined(separator: ",") + "]") }
            note("\(label) = an array of \(count) zeros")
        case 3:
            guard let f = featurePath(m), let feature = trees[m]?.node(at: f[...]) else { return }
            let copies = rng.pick([2_000, 5_000])
            edit(m, Array(f.dropLast())) { $0 = .array(Array(repeating: feature, count: copies)) }
            note("\(members[m].path): features = \(copies) copies of one feature (same id)")
        default:
            edit(m, path) { $0 = .string(String(repeating: "ab", count: 100_000)) }
            note("\(label) = a 200,000-character string")
        }
    }

    /// A unit with a 1,000,000-vertex ring (a fine circle inside the venue), written straight as text.
    mutating func hugePolygon() {
        guard let m = member("unit"), let f = featurePath(m), let feature = trees[m]?.node(at: f[...]) else { return }
        let (lon, lat) = feature.firstPosition ?? (8.0, 47.0)
        let n = 1_000_000
        var text = "[["
        text.reserveCapacity(n * 28)
        for i in 0...n {
            let a = Double(i % n) / Double(n) * 2 * Double.pi
            if i > 0 { text += "," }
            text += "[\(FuzzNode.numberText(lon + 0.0002 * cos(a))),\(FuzzNode.numberText(lat + 0.0002 * sin(a)))]"
        }
        text += "]]"
        edit(m, f) { $0["geometry"] = .object([("type", .string("Polygon")), ("coordinates", .raw(text))]) }
        note("\(describe(m, f)): a 1,000,000-vertex polygon")
    }

    // MARK: Strings

    static let weirdStrings = ["", String(repeating: "Lorem ipsum ", count: 2_000), "e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}",
                               "👩‍👩‍👧‍👦🇨🇭🏳️‍🌈", "会議室とトイレ", "\u{202E}evil\u{202C}", "\u{1B}[31mred\u{1B}[0m\u{1B}]0;title\u{7}",
                               "tab\tnew\nline\r", "\u{0}nul", "\u{FFFD}\u{FFFF}", "\u{200B}\u{200B}", "x\u{85}y\u{9B}z"]

    mutating func strings() {
        let s = rng.pick(Self.weirdStrings)
        let stem = rng.pick(["unit", "level", "occupant", "venue", "kiosk", "amenity", "manifest"])
        let key = rng.pick(["name", "short_name", "alt_name", "category", "hours", "phone"])
        if stem == "manifest" {
            guard let m = member("manifest"), trees[m] != nil else { return }
            edit(m, []) { $0["language"] = .string(s) }
            note("manifest.json: language = \(s.debugDescription.prefix(40))")
            return
        }
        let v: FuzzNode = key.hasSuffix("name") ? .object([(rng.pick(["en", "", "de-CH", "x"]), .string(s))]) : .string(s)
        setProperty(stem, key, { _ in v }, "a hostile string \(s.debugDescription.prefix(30))")
    }

    // MARK: Limits

    mutating func lowerLimits() {
        var l = ArchiveLimits()
        l.maxPointsPerFeature = rng.pick([1, 4, 100])
        l.maxTotalPoints = rng.pick([10, 1_000, 20_000])
        mutant.limits = l
        note("limits: \(l.maxPointsPerFeature) points per feature, \(l.maxTotalPoints) in all")
    }
}
