import Foundation

/// Checks of property values that do not stop a feature from loading: categories, phones,
/// and keys that IMDF does not define.
enum PropertyChecks {
    /// The properties IMDF defines for each feature type.
    static let knownKeys: [FeatureType: Set<String>] = [
        .venue: ["category", "restriction", "name", "alt_name", "hours", "phone", "website", "display_point", "address_id"],
        .address: ["address", "unit", "locality", "province", "country", "postal_code", "postal_code_ext", "postal_code_vanity"],
        .building: ["name", "alt_name", "category", "restriction", "display_point", "address_id"],
        .footprint: ["category", "name", "building_ids"],
        .level: ["category", "restriction", "outdoor", "ordinal", "name", "short_name", "display_point", "address_id", "building_ids"],
        .unit: ["category", "restriction", "accessibility", "name", "alt_name", "level_id", "display_point"],
        .opening: ["category", "accessibility", "access_control", "door", "name", "alt_name", "display_point", "level_id"],
        .fixture: ["category", "name", "alt_name", "anchor_id", "level_id", "display_point"],
        .kiosk: ["name", "alt_name", "anchor_id", "level_id", "display_point"],
        .section: ["category", "restriction", "accessibility", "name", "alt_name", "display_point", "level_id", "address_id", "correlation_id", "parents"],
        .geofence: ["category", "restriction", "name", "alt_name", "correlation_id", "display_point", "building_ids", "level_ids", "parents"],
        .detail: ["level_id"],
        .amenity: ["category", "accessibility", "name", "alt_name", "hours", "phone", "website", "unit_ids", "address_id", "correlation_id"],
        .anchor: ["address_id", "unit_id"],
        .occupant: ["name", "category", "anchor_id", "hours", "phone", "website", "validity", "correlation_id"],
        .relationship: ["category", "direction", "origin", "intermediary", "destination", "hours"],
    ]

    /// ``knownKeys`` as lists, for the few comparisons per member the feature scanner makes.
    static let knownKeyLists: [FeatureType: [String]] = knownKeys.mapValues { $0.sorted() }

    /// The properties IMDF defines for a feature type, as a list.
    static func knownKeyList(_ type: FeatureType) -> [String] { knownKeyLists[type] ?? [] }

    /// Warns when a category is not in the IMDF lists.
    static func category(_ value: String?, type: FeatureType, file: String, id: String, log: inout DiagnosticLog) {
        guard let value else { return }
        if type == .occupant {
            if !IMDFCategories.isWellFormedOccupantCategory(value) {
                log.add(.warning, file, id, .occupantCategoryForm(value: value))
            }
            return
        }
        if let valid = IMDFCategories.valid(for: type), !valid.contains(value) {
            log.add(.warning, file, id, .unknownCategory(value: value, type: type))
        }
    }

    /// Warns about a phone number that is not E.164, and trims surrounding spaces.
    static func phone(_ value: String?, file: String, id: String, log: inout DiagnosticLog) -> String? {
        guard let value else { return nil }
        // Trimming only ever removes a first or last character; most phones have neither to remove.
        // An ASCII end is judged here (tab to carriage return, space); any other goes to Foundation.
        func mayBeSpace(_ s: Unicode.Scalar?) -> Bool {
            guard let s else { return false }
            return s.isASCII ? (s.value == 0x20 || (0x09...0x0D).contains(s.value)) : CharacterSet.whitespacesAndNewlines.contains(s)
        }
        let needsTrim = mayBeSpace(value.unicodeScalars.first) || mayBeSpace(value.unicodeScalars.last)
        let trimmed = needsTrim ? value.trimmingCharacters(in: .whitespacesAndNewlines) : value
        if trimmed != value { log.warning(file, id, .phoneSpaces(value: value)) }
        if trimmed.isEmpty {
            log.warning(file, id, .phoneEmpty)
            return nil
        }
        let digits = trimmed.dropFirst()
        if !(trimmed.hasPrefix("+") && (2...15).contains(digits.count) && digits.allSatisfy(\.isASCIIDigit) && digits.first != "0") {
            log.warning(file, id, .phoneNotE164(value: trimmed))
        }
        return trimmed
    }
}

private extension Character {
    var isASCIIDigit: Bool { self >= "0" && self <= "9" }
}
