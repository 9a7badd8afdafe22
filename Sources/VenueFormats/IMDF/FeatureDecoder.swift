/// Decodes the features of one FeatureCollection into an ``IMDFArchive``.
struct FeatureDecoder {
    var limits: ArchiveLimits
    var seenIDs: [String: (file: String, type: FeatureType)] = [:]
    var totalPoints = 0
    var unknownKeys: [String: Int] = [:]

    init(limits: ArchiveLimits) {
        self.limits = limits
    }

    /// Makes room for about `count` ids at once: every growth of the table rehashes every id
    /// in it, which showed in load profiles.
    mutating func expectIDs(_ count: Int) {
        seenIDs.reserveCapacity(count)
    }

    /// Decodes one file's FeatureCollection of the given type into the archive.
    mutating func decodeCollection(_ root: RawCollection, type: FeatureType, file: String, into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        if let other = root.nonObject {
            log.error(file, nil, .notFeatureCollection(kind: other.kind))
            return
        }
        if let t = root.type?.stringValue, t != "FeatureCollection" {
            log.warning(file, nil, .collectionType(type: t))
        }
        guard let featuresValue = root.features else {
            log.error(file, nil, .noFeaturesArray)
            return
        }
        guard case .list(let features) = featuresValue else {
            if case .other(let v) = featuresValue { log.error(file, nil, .featuresNotArray(kind: v.kind)) }
            return
        }
        if features.isEmpty {
            log.add(.warning, file, nil, .emptyCollection)
        }
        unknownKeys = [:]
        // Room for this file's ids, growing at least twofold (reserving the exact count per file
        // rehashed every id already seen, file after file; see also ``expectIDs(_:)``).
        let needed = seenIDs.count + features.count
        if seenIDs.capacity < needed { seenIDs.reserveCapacity(max(needed, 2 * seenIDs.capacity)) }
        // Through a buffer: each feature is read in place rather than copied (a retain per member).
        features.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                decodeFeature(buffer[index], index: index, type: type, file: file, into: &archive, log: &log)
            }
        }
        if !unknownKeys.isEmpty {
            let names = unknownKeys.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(6).map { "'\($0.key)'" }
            log.add(.warning, file, nil, .undefinedProperties(names: names.joined(separator: ", ") + (unknownKeys.count > 6 ? ", …" : "")))
        }
    }

    /// One feature: its id, properties and geometry checked (``identify(_:index:type:file:log:)``,
    /// ``properties(_:file:id:log:)``, ``geometry(_:type:file:id:log:)``), then the decoder of its
    /// type (`FeatureDecoder+Types.swift`) makes the typed value.
    private mutating func decodeFeature(_ f: RawFeature, index: Int, type: FeatureType, file: String, into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        if let other = f.nonObject {
            log.error(file, nil, .featureNotObject(index: index + 1, kind: other.kind))
            return
        }
        guard let id = identify(f, index: index, type: type, file: file, log: &log) else { return }
        let props = properties(f, file: file, id: id, log: &log)
        guard case .use(var geometry) = geometry(f, type: type, file: file, id: id, log: &log) else { return }
        for key in props.unknownKeys { unknownKeys[key, default: 0] += 1 }
        if type != .address, type != .anchor, type != .detail, type != .kiosk {
            PropertyChecks.category(props["category"]?.stringValue, type: type, file: file, id: id, log: &log)
        }
        guard checkGeometry(&geometry, type: type, file: file, id: id, log: &log) else { return }
        let feature = DecodedFeature(id: id, file: file, geometry: geometry, properties: props,
                                     reader: PropertyReader(file: file, id: id, properties: props))
        feature.decode(type, into: &archive, log: &log)
    }

    /// The feature's id (control characters replaced, as references are), or `nil` when it
    /// repeats an id of the same type (the copy is skipped). A missing id gets a made-up one.
    private mutating func identify(_ f: RawFeature, index: Int, type: FeatureType, file: String, log: inout DiagnosticLog) -> String? {
        var id: String
        switch f.id {
        case .string(let s)?: id = s
        case .number(let n)?:
            id = String(n)
            log.warning(file, id, .idIsNumber)
        default:
            id = "\(file)#\(index + 1)"
            log.error(file, nil, .featureNoID(index: index + 1, id: id))
        }
        // References go through the same replacement (PropertyReader), so ids still match.
        id = id.replacingControlCharacters
        if let previous = seenIDs[id] {
            if previous.type == type {
                log.add(.error, file, id, .duplicateIDSkipped(file: previous.file))
                return nil
            }
            // Ids must be unique across the archive, but lookups are per type, so both copies stay usable.
            log.add(.error, file, id, .duplicateIDKept(type: previous.type, file: previous.file))
        } else {
            seenIDs[id] = (file, type)
        }
        if let ft = f.featureType?.stringValue, ft != type.rawValue {
            log.warning(file, id, .featureTypeMismatch(found: ft, type: type))
        }
        return id
    }

    /// The feature's properties; an empty bag (with an error) when they are missing or not an object.
    private func properties(_ f: RawFeature, file: String, id: String, log: inout DiagnosticLog) -> PropertyBag {
        switch f.properties {
        case .object(let p)?: return p
        case nil, .other(.null)?:
            log.error(file, id, .noProperties)
        case .other(let other)?:
            log.error(file, id, .propertiesNotObject(kind: other.kind))
        }
        return PropertyBag()
    }

    /// What to do with a feature's geometry.
    private enum GeometryOutcome {
        /// Go on with this geometry (`nil`: none, or a bad one the type can do without).
        case use(Geometry?)
        /// The geometry is bad and the type needs one: skip the feature.
        case skip
    }

    /// Decodes the feature's geometry, counting its positions against the archive's limit.
    private mutating func geometry(_ f: RawFeature, type: FeatureType, file: String, id: String, log: inout DiagnosticLog) -> GeometryOutcome {
        guard let g = f.geometry else { return .use(nil) }
        do {
            return .use(try GeometryDecoder.decode(g, limits: limits, total: &totalPoints))
        } catch {
            log.error(file, id, .badGeometry(error, skipped: false))
            return type.expectedGeometry == .none || type.expectedGeometry == .any ? .use(nil) : .skip
        }
    }

    /// Checks the geometry kind against the feature type. Returns false when the feature must be skipped.
    private func checkGeometry(_ geometry: inout Geometry?, type: FeatureType, file: String, id: String, log: inout DiagnosticLog) -> Bool {
        switch type.expectedGeometry {
        case .any:
            return true
        case .none:
            if let g = geometry {
                log.warning(file, id, .geometryNotNull(type: type, geometry: g.typeName))
                geometry = nil
            }
            return true
        case .point:
            guard let g = geometry else {
                log.error(file, id, .pointRequired(type: type))
                return false
            }
            guard case .point = g else {
                if let first = g.allPoints.first {
                    log.warning(file, id, .pointFirstPosition(type: type, geometry: g.typeName))
                    geometry = .point(first)
                    return true
                }
                log.error(file, id, .notPoint(type: type, geometry: g.typeName))
                return false
            }
            return true
        case .lineal:
            guard let g = geometry else {
                log.error(file, id, .lineRequired(type: type))
                return false
            }
            switch g {
            case .lineString: return true
            case .multiLineString(let ls):
                if type == .opening { log.warning(file, id, .openingMultiLine) }
                return !ls.isEmpty
            default:
                log.error(file, id, .notLine(type: type, geometry: g.typeName))
                return false
            }
        case .polygonal:
            guard let g = geometry else {
                if type == .venue || type == .footprint || type == .level {
                    log.error(file, id, .nullOutline(type: type))
                    return true
                }
                log.error(file, id, .nullGeometry(type: type))
                return false
            }
            switch g {
            case .polygon(let rings):
                geometry = .polygon(closeRings(rings, file: file, id: id, log: &log))
                return true
            case .multiPolygon(let polys):
                if polys.isEmpty {
                    log.error(file, id, .emptyMultiPolygon(type: type))
                    return false
                }
                geometry = .multiPolygon(polys.map { closeRings($0, file: file, id: id, log: &log) })
                return true
            default:
                log.error(file, id, .notPolygon(type: type, geometry: g.typeName))
                return false
            }
        }
    }

    private func closeRings(_ rings: [[GeoPoint]], file: String, id: String, log: inout DiagnosticLog) -> [[GeoPoint]] {
        rings.map { ring in
            var r = ring
            if r.count < 4 {
                log.warning(file, id, .ringTooShort(count: r.count))
            }
            if let f = r.first, let l = r.last, f != l {
                log.warning(file, id, .ringNotClosed)
                r.append(f)
            }
            return r
        }
    }
}
