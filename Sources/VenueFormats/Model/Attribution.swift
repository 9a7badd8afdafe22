extension IMDFArchive {
    /// A credit the data's licence requires wherever it is shown, which a user's own attribution
    /// text must not replace: OpenStreetMap's (ODbL), for data read from OSM or converted from it
    /// (its `attribution.txt` names OpenStreetMap). Nil for other archives.
    public var requiredAttribution: String? {
        guard let text = attribution, text.localizedCaseInsensitiveContains("OpenStreetMap") else { return nil }
        return text
    }
}

extension LoadResult {
    /// The attribution line for the map's corner and `info`: the requested text (`--attribution`),
    /// else the archive's credit, else the venue's name; a required credit is always kept,
    /// appended to requested text that lacks it.
    public func attributionText(requested: String? = nil) -> String {
        guard let requested else { return archive.attribution ?? graph.venueName }
        if let credit = archive.requiredAttribution, !requested.contains(credit) { return requested + " · " + credit }
        return requested
    }
}
