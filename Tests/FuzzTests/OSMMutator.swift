import Foundation

/// Mutates OpenStreetMap files as text (XML or GeoJSON), the way real and hostile files go
/// wrong: `level=*` values of every form with extreme numbers, coordinates far away or not
/// numbers, ways cut to one or no node, duplicated elements (same ids), deleted nodes
/// (dangling references), truncation, and stray bytes.
///
/// Text-level on purpose: the OSM readers must meet what a broken file really holds, not
/// trees that a JSON or XML library would have made well-formed first.
enum OSMMutator {
    /// Level values real data and typos hold, extreme ones included.
    static let levelValues = [
        "0", "-1", "1;2", "-1-3", "-4--2", "0.5", "0,5", "1 - 3", "", " ", ";", "-", "--1", "1-", "ground",
        "99999999999999999999", "100000000000000000-100000000000000016", "1e400", "-1e400", "nan", "inf",
        "1000", "-1000", "1001", "0-200", "0-201", "3-1", "0;0;0", "٣", "1;x", "0.5-0.25", "-0.5--0.25",
    ]
    /// Numbers for coordinates: far away, tiny, out of range, not numbers.
    static let coordinates = ["0", "-0", "180", "-180", "90.000001", "1e308", "-1e308", "1e-320", "400", "NaN", "Infinity", "x", ""]

    /// A mutant of `text` (`isXML`: OSM XML, else JSON), with one note per mutation.
    static func mutant(of text: String, isXML: Bool, seed: UInt64) -> (text: String, notes: [String]) {
        var rng = FuzzRandom(seed: seed)
        var out = text
        var notes: [String] = []
        for _ in 0..<rng.int(in: 1...4) {
            switch rng.below(8) {
            case 0, 1:
                let value = rng.pick(levelValues)
                out = replaceOne(in: out, pattern: isXML ? #"(k="level" v=")[^"]*(")"# : #"("level"\s*:\s*")[^"]*(")"#,
                                 with: value, rng: &rng)
                notes.append("level → \(value.debugDescription)")
            case 2:
                let value = rng.pick(coordinates)
                out = replaceOne(in: out, pattern: isXML ? #"((?:lat|lon)=")[^"]*(")"# : #"(\[\s*)-?[0-9.eE+-]+(\s*,)"#,
                                 with: value, rng: &rng)
                notes.append("a coordinate → \(value.debugDescription)")
            case 3:
                // Scale every coordinate of one element far away.
                let factor = rng.pick(["1000", "0", "-1"])
                out = replaceOne(in: out, pattern: isXML ? #"(lat=")([0-9.]+)(")"# : #"(\[\s*)([0-9.]+)(\s*,)"#,
                                 with: factor == "0" ? "0" : factor == "-1" ? "-45" : "88.9", rng: &rng, keepMiddle: false)
                notes.append("an element moved far away")
            case 4:
                // Cut an element's references or coordinates short.
                if isXML {
                    out = removeMatches(in: out, pattern: #"<nd ref="[0-9-]+"/>\s*"#, keepEvery: rng.int(in: 2...9), rng: &rng)
                } else {
                    out = replaceOne(in: out, pattern: #"("coordinates"\s*:\s*)(\[)"#, with: "[], \"was\": [", rng: &rng)
                }
                notes.append("references or rings cut short")
            case 5:
                // Duplicate a run of lines (same ids twice), or delete one (dangling references).
                var lines = out.components(separatedBy: "\n")
                guard lines.count > 3 else { continue }
                let at = rng.below(lines.count - 1)
                if rng.chance(0.5) {
                    let length = min(rng.int(in: 1...20), lines.count - at)
                    lines.insert(contentsOf: lines[at..<(at + length)], at: at)
                    notes.append("lines \(at)+\(length) doubled")
                } else {
                    lines.remove(at: at)
                    notes.append("line \(at) removed")
                }
                out = lines.joined(separator: "\n")
            case 6:
                let cut = rng.below(max(1, out.utf8.count))
                out = String(decoding: Array(out.utf8.prefix(cut)), as: UTF8.self)
                notes.append("truncated at byte \(cut)")
            default:
                let junk = rng.pick(["\u{0}", "\u{1B}[2J", "<", "\"", "}", "]]>", "&amp;&#0;", "\u{FEFF}", "é", "🏬", "\\u0000"])
                var bytes = Array(out.utf8)
                bytes.insert(contentsOf: Array(junk.utf8), at: rng.below(bytes.count + 1))
                out = String(decoding: bytes, as: UTF8.self)
                notes.append("stray \(junk.debugDescription)")
            }
        }
        return (out, notes)
    }

    /// Replaces the middle of one match of `pattern` (two groups around it, or three with
    /// `keepMiddle: false`: the second group is replaced) with `value`.
    private static func replaceOne(in text: String, pattern: String, with value: String, rng: inout FuzzRandom,
                                   keepMiddle: Bool = true) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let ns = text as NSString
        let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        guard !matches.isEmpty else { return text }
        let m = matches[rng.below(matches.count)]
        if keepMiddle, m.numberOfRanges >= 3 {
            let start = m.range(at: 1).location + m.range(at: 1).length
            let end = m.range(at: 2).location
            return ns.replacingCharacters(in: NSRange(location: start, length: end - start), with: value)
        }
        if !keepMiddle, m.numberOfRanges >= 4 {
            return ns.replacingCharacters(in: m.range(at: 2), with: value)
        }
        return ns.replacingCharacters(in: m.range, with: value)
    }

    /// Removes the matches of `pattern` in one random stretch, keeping every `keepEvery`th.
    private static func removeMatches(in text: String, pattern: String, keepEvery: Int, rng: inout FuzzRandom) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let ns = text as NSString
        let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
        guard !matches.isEmpty else { return text }
        let from = rng.below(matches.count), length = min(matches.count - from, rng.int(in: 1...12))
        var out = ns
        for (k, m) in matches[from..<(from + length)].enumerated().reversed() where k % keepEvery != 0 {
            out = out.replacingCharacters(in: m.range, with: "") as NSString
        }
        return out as String
    }

    /// A small building in Simple Indoor Tagging, on two levels: a corridor, rooms with and
    /// without doors, stairs and an elevator on both levels, toilets, a shop, a café. The
    /// fuzzer's fastest OSM base (the real samples cost 10–50 times more per case).
    static let smallBuilding: String = {
        var nodes = "", ways = "", next = 0
        func ll(_ x: Double, _ y: Double) -> String {
            "lat=\"\(48 + y / 111_320)\" lon=\"\(11 + x / 74_500)\""
        }
        func node(_ x: Double, _ y: Double, _ tags: [String: String] = [:]) -> Int {
            next += 1
            nodes += "<node id=\"\(next)\" \(ll(x, y))>" + tags.sorted { $0.key < $1.key }.map { "<tag k=\"\($0.key)\" v=\"\($0.value)\"/>" }.joined() + "</node>\n"
            return next
        }
        func way(_ refs: [Int], _ tags: [String: String]) {
            next += 1
            ways += "<way id=\"\(next)\">" + (refs + [refs[0]]).map { "<nd ref=\"\($0)\"/>" }.joined()
                + tags.sorted { $0.key < $1.key }.map { "<tag k=\"\($0.key)\" v=\"\($0.value)\"/>" }.joined() + "</way>\n"
        }
        for level in ["0", "1"] {
            let door = ["door": "yes", "level": level]
            let c0 = node(0, 0), c1 = node(40, 0), c2 = node(40, 4), c3 = node(0, 4)
            let d1 = node(5, 4, door), d2 = node(15, 4, door), d3 = node(25, 4, door)
            way([c0, c1, c2, d3, d2, d1, c3], ["indoor": "corridor", "level": level])
            way([c3, d1, node(10, 4), node(10, 10), node(0, 10)], ["indoor": "room", "level": level, "name": "Office \(level)01"])
            way([node(10, 4.001), d2, node(20, 4), node(20, 10), node(10, 10.001)], ["indoor": "room", "level": level, "shop": "books", "name": "Books \(level)"])
            way([node(20, 4.001), d3, node(30, 4), node(30, 10), node(20, 10.001)], ["indoor": "room", "level": level, "amenity": "toilets", "name": "WC \(level)"])
            way([node(30, 4.001), node(35, 4), node(35, 10), node(30, 10.001)], ["indoor": "room", "level": level, "name": "Closet \(level)"])
            way([node(40, 0.001), node(45, 0), node(45, 4), node(40, 4.001)], ["indoor": "room", "stairs": "yes", "level": "0;1", "repeat_on": "0;1"])
            _ = node(2, 2, ["amenity": "cafe", "level": level, "name": "Café \(level)"])
            _ = node(38, 2, ["highway": "elevator", "level": "0;1", "indoor": "yes"])
        }
        way([node(-1, -1), node(46, -1), node(46, 11), node(-1, 11)], ["building": "yes", "name": "Fuzz Hall"])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\">\n\(nodes)\(ways)</osm>\n"
    }()
}
