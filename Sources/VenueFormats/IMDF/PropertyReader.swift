import Foundation

/// Reads one feature's properties with type checks, turning every surprise into a diagnostic.
struct PropertyReader {
    let file: String
    let id: String
    let properties: PropertyBag

    func string(_ key: String, required: Bool = false, log: inout DiagnosticLog) -> String? {
        switch properties[key] {
        case .string(let s)?: return s.replacingControlCharacters
        case nil, .null?:
            if required { log.error(file, id, .requiredPropertyMissing(key: key)) }
            return nil
        case .number(let n)?:
            log.warning(file, id, .stringIsNumber(key: key))
            return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case let other?:
            log.error(file, id, .notString(key: key, kind: other.kind))
            return nil
        }
    }

    func labels(_ key: String, required: Bool = false, log: inout DiagnosticLog) -> Labels? {
        switch properties[key] {
        case .object(let o)?:
            var values: [String: String] = [:]
            for (tag, v) in o {
                if let s = v.stringValue { values[tag] = s.replacingControlCharacters } else if !v.isNull {
                    log.warning(file, id, .labelNotString(key: key, language: tag, kind: v.kind))
                }
            }
            if values.isEmpty, required { log.warning(file, id, .labelsEmpty(key: key)) }
            return values.isEmpty ? nil : Labels(values)
        case .string(let s)?:
            log.add(.warning, file, id, .labelsIsString(key: key))
            return Labels(["und": s.replacingControlCharacters])
        case nil, .null?:
            if required { log.warning(file, id, .propertyMissing(key: key)) }
            return nil
        case let other?:
            log.error(file, id, .notLabels(key: key, kind: other.kind))
            return nil
        }
    }

    func int(_ key: String, required: Bool = false, log: inout DiagnosticLog) -> Int? {
        switch properties[key] {
        case .number(let n)?:
            guard n.isFinite, abs(n) < 1e6 else {
                log.error(file, id, .outOfRange(key: key, value: n))
                return nil
            }
            if n != n.rounded() { log.warning(file, id, .notIntegerRounded(key: key, value: n)) }
            return Int(n.rounded())
        case .string(let s)?:
            if let v = Int(s.trimmingCharacters(in: .whitespaces)) {
                log.warning(file, id, .numberIsString(key: key, text: s, value: v))
                return v
            }
            log.error(file, id, .integerIsString(key: key, text: s))
            return nil
        case nil, .null?:
            if required { log.error(file, id, .requiredPropertyMissing(key: key)) }
            return nil
        case let other?:
            log.error(file, id, .notInteger(key: key, kind: other.kind))
            return nil
        }
    }

    func bool(_ key: String, log: inout DiagnosticLog) -> Bool? {
        switch properties[key] {
        case .bool(let b)?: return b
        case nil, .null?: return nil
        case let other?:
            log.warning(file, id, .notBoolean(key: key, kind: other.kind))
            return nil
        }
    }

    func stringArray(_ key: String, log: inout DiagnosticLog) -> [String] {
        switch properties[key] {
        case .array(let a)?:
            var out: [String] = []
            for v in a {
                if let s = v.stringValue { out.append(s.replacingControlCharacters) } else if !v.isNull {
                    log.warning(file, id, .arrayItemNotString(key: key, kind: v.kind))
                }
            }
            return out
        case .string(let s)?:
            log.add(.warning, file, id, .arrayIsString(key: key))
            return [s.replacingControlCharacters]
        case nil, .null?: return []
        case let other?:
            log.warning(file, id, .notArray(key: key, kind: other.kind))
            return []
        }
    }

    func displayPoint(log: inout DiagnosticLog) -> GeoPoint? {
        guard let v = properties["display_point"], !v.isNull else { return nil }
        guard let coords = v["coordinates"], !coords.isNull else {
            log.add(.warning, file, id, .displayPointEmpty)
            return nil
        }
        guard let p = GeometryDecoder.position(coords), p.isValid else {
            log.warning(file, id, .displayPointInvalid)
            return nil
        }
        return p
    }

    func reference(_ key: String, log: inout DiagnosticLog) -> FeatureReference? {
        guard let v = properties[key], !v.isNull else { return nil }
        guard let reference = Self.reference(v) else {
            log.warning(file, id, .notReference(key: key))
            return nil
        }
        return reference
    }

    /// A `{"id", "feature_type"}` object as a reference, or nil when it has no string id.
    static func reference(_ v: JSONValue) -> FeatureReference? {
        guard let rid = v["id"]?.stringValue else { return nil }
        return FeatureReference(id: rid.replacingControlCharacters, featureType: v["feature_type"]?.stringValue?.replacingControlCharacters ?? "")
    }
}
