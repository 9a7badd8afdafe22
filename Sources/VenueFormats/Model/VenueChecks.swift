/// Checks of a loaded venue that look across features: levels that share an ordinal, and
/// names that are placeholders left by an editor. Run by `atrium validate`.
extension VenueGraph {
    /// Names that editors leave behind: compared folded to lower case, spaces trimmed.
    public static let placeholderNames: Set<String> = [
        "input name here", "name", "test", "null", "nil", "none", "undefined", "untitled", "unnamed", "todo", "tbd",
        "xxx", "placeholder", "new unit", "new level", "-", "?",
    ]

    /// Whether a label text is a placeholder ("input name here", "Test", "null").
    public static func isPlaceholder(_ text: String) -> Bool {
        placeholderNames.contains(text.trimmingWhitespace.lowercased())
    }

    /// Diagnostics about the venue as a whole.
    public func venueChecks() -> [Diagnostic] {
        var out: [Diagnostic] = []
        for f in floors where f.levelIDs.count > 1 {
            let ls = levels(ordinal: f.ordinal)
            let names = ls.map { "\(name(level: $0)) (\(archive.levels[$0].id))" }.joined(separator: ", ")
            let first = archive.levels[ls[0]]
            out.append(Diagnostic(.warning, file: first.file, featureID: first.id, code: .sharedOrdinal(count: ls.count, ordinal: f.ordinal, names: names)))
        }
        func check(_ labels: Labels?, _ file: String, _ id: String, _ type: FeatureType, short: Bool = false) {
            guard let labels else { return }
            for (lang, text) in labels.values.sorted(by: { $0.key < $1.key }) where Self.isPlaceholder(text) {
                out.append(Diagnostic(.warning, file: file, featureID: id, code: .placeholderName(type: type, short: short, text: text, language: lang)))
            }
        }
        for l in archive.levels { check(l.name, l.file, l.id, .level); check(l.shortName, l.file, l.id, .level, short: true) }
        for u in archive.units { check(u.name, u.file, u.id, .unit) }
        for o in archive.occupants { check(o.name, o.file, o.id, .occupant) }
        for a in archive.amenities { check(a.name, a.file, a.id, .amenity) }
        for k in archive.kiosks { check(k.name, k.file, k.id, .kiosk) }
        for b in archive.buildings { check(b.name, b.file, b.id, .building) }
        return out
    }
}
