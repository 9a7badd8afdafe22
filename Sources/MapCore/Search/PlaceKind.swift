import VenueFormats

/// Platforms and gates among places: what `route --json` calls a destination's `kind`
/// (`platform`, `gate`) instead of the feature type.
public enum PlaceKind {
    /// `platform` for a railway platform, `gate` for a boarding or arrival gate, else nil.
    ///
    /// By category (IMDF `platform`, `boardinggate.*`, `arrivalgate`; OSM platforms and
    /// `aeroway=gate` read as those), else by a name that is a platform or gate word and a
    /// number ("Gate A12", "Gleis 7", "Voie 12": a waiting room named "Gate 4" is a gate).
    public static func of(_ handle: FeatureHandle, graph: VenueGraph) -> String? {
        let category = graph.category(of: handle)?.lowercased() ?? ""
        if category == "platform" || category == "boardinggate.train" { return "platform" }
        if category.hasPrefix("boardinggate") || category == "arrivalgate" { return "gate" }
        let words = SearchText.words(graph.name(of: handle))
        guard words.count >= 2, words[1].contains(where: \.isNumber) || words.count >= 3 && words[2].contains(where: \.isNumber) else {
            return nil
        }
        // The leading word, or the first two ("boarding gate 4").
        for key in [words[0], words[0] + " " + words[1]] {
            let targets = SearchSynonyms.table[key] ?? []
            if targets.contains(.category("platform")) { return "platform" }
            if targets.contains(.category("boardinggate")) { return "gate" }
        }
        return nil
    }
}
