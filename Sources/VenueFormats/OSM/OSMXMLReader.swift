import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads OSM XML (`.osm`, as JOSM saves it or the Overpass API returns it) with Foundation's
/// `XMLParser` (libxml2), including Overpass `out geom`, where ways and relation members carry
/// their positions inline (`<nd ref=… lat=… lon=…/>`) and nodes may be absent.
///
/// A syntax error becomes one diagnostic with its line and column; the elements read before
/// it are kept, so a truncated download still shows what it holds.
enum OSMXMLReader {
    /// Parses the bytes of an OSM XML file.
    static func read(_ bytes: [UInt8], file: String, limits: ArchiveLimits, log: inout DiagnosticLog) -> OSMData {
        let parser = XMLParser(data: Data(validUTF8(bytes, file: file, log: &log)))
        parser.shouldResolveExternalEntities = false
        let delegate = OSMXMLDelegate(file: file, limits: limits)
        parser.delegate = delegate
        _ = parser.parse()
        for d in delegate.log.items { log.add(d) }
        if delegate.elementCount == 0, delegate.sawRoot == false, delegate.log.errorCount == 0 {
            log.error(file, nil, .osmNoRoot)
        }
        return delegate.data
    }

    /// The bytes with every invalid UTF-8 sequence replaced by U+FFFD, and one warning naming
    /// the first one's line and column. Foundation's XMLParser stops the process (a trap in
    /// its own code) on an element or attribute name that is not valid UTF-8, which libxml2
    /// hands it unchecked; fuzzing found it. A file that declares another encoding is left to
    /// libxml2, which converts it to UTF-8 itself.
    static func validUTF8(_ bytes: [UInt8], file: String, log: inout DiagnosticLog) -> [UInt8] {
        guard let bad = firstInvalidUTF8(bytes), !declaresOtherEncoding(bytes) else { return bytes }
        let at = PositionScan.lineAndColumn(bytes, offset: bad)
        log.add(Diagnostic(.warning, file: file, code: .osmNotUTF8,
                           line: at.line, column: at.column))
        return Array(String(decoding: bytes, as: UTF8.self).utf8)
    }

    /// The offset of the first byte of an invalid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Whether the XML declaration names an encoding other than UTF-8.
    private static func declaresOtherEncoding(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(200), as: UTF8.self).lowercased()
        guard head.hasPrefix("<?xml") || head.hasPrefix("\u{FEFF}<?xml"), let r = head.range(of: "encoding=") else { return false }
        let value = head[r.upperBound...].dropFirst().prefix { $0 != "'" && $0 != "\"" }
        return value != "utf-8" && value != "utf8"
    }
}

/// The `XMLParser` delegate that collects nodes, ways and relations.
private final class OSMXMLDelegate: NSObject, XMLParserDelegate {
    let file: String
    let limits: ArchiveLimits
    var data = OSMData()
    var log = DiagnosticLog()
    var elementCount = 0
    var sawRoot = false
    var stoppedAtLimit = false
    private var firstErrorSeen = false

    // The element being read.
    private var current: Kind?
    private enum Kind { case node(OSMNode), way(OSMWay), relation(OSMRelation) }
    /// The relation member that takes inline `<nd>` children (Overpass `out geom`).
    private var memberOpen = false

    init(file: String, limits: ArchiveLimits) {
        self.file = file
        self.limits = limits
    }

    private func here(_ parser: XMLParser) -> SourcePosition {
        SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
    }

    private func point(_ a: [String: String]) -> GeoPoint? {
        guard let lat = a["lat"].flatMap(Double.init), let lon = a["lon"].flatMap(Double.init) else { return nil }
        let p = GeoPoint(longitude: lon, latitude: lat)
        return p.isValid ? p : nil
    }

    private func countPosition(_ parser: XMLParser) -> Bool {
        data.positions += 1
        if data.positions > limits.maxTotalPoints {
            if !stoppedAtLimit {
                stoppedAtLimit = true
                let at = here(parser)
                log.add(Diagnostic(.error, file: file, code: .osmTooManyPositions(limit: limits.maxTotalPoints),
                                   line: at.line, column: at.column))
                parser.abortParsing()
            }
            return false
        }
        return true
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes a: [String: String] = [:]) {
        switch name {
        case "osm", "osmChange", "create", "modify":
            sawRoot = true
        case "node":
            elementCount += 1
            guard let id = a["id"].flatMap(Int64.init) else { return bad(parser, .osmNoID(element: "node")) }
            if a["action"] == "delete" { return }
            let p = point(a)
            if p == nil, a["lat"] != nil || a["lon"] != nil { return bad(parser, .osmNodeUnreadable(id: id), id: "node/\(id)") }
            guard countPosition(parser) else { return }
            current = .node(OSMNode(id: id, point: p, tags: [:], position: here(parser)))
        case "way":
            elementCount += 1
            guard let id = a["id"].flatMap(Int64.init) else { return bad(parser, .osmNoID(element: "way")) }
            if a["action"] == "delete" { return }
            current = .way(OSMWay(id: id, nodeIDs: [], inline: [], tags: [:], position: here(parser)))
        case "relation":
            elementCount += 1
            guard let id = a["id"].flatMap(Int64.init) else { return bad(parser, .osmNoID(element: "relation")) }
            if a["action"] == "delete" { return }
            current = .relation(OSMRelation(id: id, members: [], tags: [:], position: here(parser)))
        case "tag":
            guard let k = a["k"], let v = a["v"] else { return }
            switch current {
            case .node(var n)?: n.tags[k] = v; current = .node(n)
            case .way(var w)?: w.tags[k] = v; current = .way(w)
            case .relation(var r)?: r.tags[k] = v; current = .relation(r)
            case nil: break
            }
        case "nd":
            let p = point(a)
            if p != nil { guard countPosition(parser) else { return } }
            switch current {
            case .way(var w)?:
                if let ref = a["ref"].flatMap(Int64.init) { w.nodeIDs.append(ref) }
                if let p { w.inline.append(p) }
                guard w.nodeIDs.count <= limits.maxPointsPerFeature, w.inline.count <= limits.maxPointsPerFeature else {
                    return bad(parser, .osmWayTooManyNodes(id: w.id, limit: limits.maxPointsPerFeature), id: "way/\(w.id)")
                }
                current = .way(w)
            case .relation(var r)? where memberOpen:
                if let p, !r.members.isEmpty { r.members[r.members.count - 1].inline.append(p) }
                current = .relation(r)
            default: break
            }
        case "member":
            guard case .relation(var r)? = current else { return }
            guard let type = a["type"].flatMap(OSMElementKind.init(rawValue:)), let ref = a["ref"].flatMap(Int64.init) else { return }
            var member = OSMMember(ref: OSMRef(type, ref), role: a["role"] ?? "", inline: [])
            if type == .node, let p = point(a) { member.inline = [p] }
            r.members.append(member)
            memberOpen = true
            current = .relation(r)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch (name, current) {
        case ("node", .node(let n)?): data.nodes.append(n); current = nil
        case ("way", .way(let w)?): data.ways.append(w); current = nil
        case ("relation", .relation(let r)?): data.relations.append(r); current = nil
        case ("member", _): memberOpen = false
        default: break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        // libxml2 reports one error several times as it unwinds; the first one says where.
        guard !firstErrorSeen, !stoppedAtLimit else { return }
        firstErrorSeen = true
        let code = (parseError as NSError).code
        let what: DiagnosticCode = code == XMLParser.ErrorCode.prematureDocumentEndError.rawValue ? .osmXMLCutShort : .osmXMLMalformed(code: code)
        log.add(Diagnostic(.error, file: file, code: what,
                           line: parser.lineNumber, column: parser.columnNumber))
    }

    private func bad(_ parser: XMLParser, _ code: DiagnosticCode, id: String? = nil) {
        let at = here(parser)
        log.add(Diagnostic(.error, file: file, featureID: id, code: code, line: at.line, column: at.column))
        if id?.hasPrefix("way/") == true || id?.hasPrefix("node/") == true { current = nil }
    }
}
