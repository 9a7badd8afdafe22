import Foundation

/// What an Overpass JSON answer holds, read once to check it: its timestamp, and whether it
/// has indoor data at all, or any outline.
public struct OverpassSummary: Sendable, Equatable {
    /// `osm3s.timestamp_osm_base`.
    public var osmBase: String?
    /// Every element.
    public var elements: Int
    /// Elements tagged `indoor=*`, `level=*` or `repeat_on=*`: what Atrium draws as a venue.
    public var indoor: Int
    /// Elements tagged `building=*`, `building:part=*` or as a station, mall or terminal.
    public var outlines: Int
    /// The name of the largest-looking outline (the first named building or station).
    public var outlineName: String?

    /// Reads an answer; throws ``SourceError/remark(_:)`` for Overpass's runtime errors and
    /// ``SourceError/malformed(_:)`` for anything that is not its JSON (a truncated file too).
    public static func read(_ data: Data, from host: String) throws -> OverpassSummary {
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw SourceError.malformed(.incomplete(host, bytes: Int64(data.count)))
        }
        guard let top = object as? [String: Any] else {
            throw SourceError.malformed(.notAnObject(host))
        }
        if let remark = top["remark"] as? String {
            throw SourceError.remark(remark.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard let elements = top["elements"] as? [[String: Any]] else {
            throw SourceError.malformed(.noElements(host))
        }
        var summary = OverpassSummary(osmBase: (top["osm3s"] as? [String: Any])?["timestamp_osm_base"] as? String,
                                      elements: elements.count, indoor: 0, outlines: 0, outlineName: nil)
        for element in elements {
            guard let tags = element["tags"] as? [String: String] else { continue }
            if tags["indoor"] != nil || tags["level"] != nil || tags["repeat_on"] != nil { summary.indoor += 1 }
            let station = tags["railway"] == "station" || tags["public_transport"] == "station"
            if tags["building"] != nil || tags["building:part"] != nil || station || tags["shop"] == "mall" || tags["aeroway"] == "terminal" {
                summary.outlines += 1
                if summary.outlineName == nil || station, let name = tags["name"] { summary.outlineName = name }
            }
        }
        return summary
    }
}
