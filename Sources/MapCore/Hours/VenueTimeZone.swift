import Foundation
import VenueFormats

/// The time zone a venue's opening hours are read in.
///
/// IMDF has no time zone field, but a venue's address names its country: the zone is the one of
/// the system's time zone table (`zone1970.tab`, from tzdata) for that country nearest to the
/// venue. Without a country (OpenStreetMap data, no address) or a table, the machine's zone.
public enum VenueTimeZone {
    /// The zone for a venue graph.
    public static func zone(for graph: VenueGraph, at location: GeoPoint?) -> TimeZone {
        let venue = graph.archive.venue
        let country = graph.address(venue?.addressID)?.country
            ?? graph.archive.addresses.lazy.compactMap(\.country).first
        return zone(country: country, near: location ?? venue?.displayPoint) ?? .current
    }

    /// The zone of a country (ISO 3166 alpha-2) nearest to a point; nil when unknown.
    public static func zone(country: String?, near point: GeoPoint?) -> TimeZone? {
        guard let country = country?.uppercased().prefix(2), country.count == 2 else { return nil }
        let candidates = table.filter { $0.countries.contains(String(country)) }
        let best: TableEntry?
        if let point {
            best = candidates.min { a, b in
                squaredDegrees(a.latitude, a.longitude, point) < squaredDegrees(b.latitude, b.longitude, point)
            }
        } else {
            best = candidates.first
        }
        return best.flatMap { TimeZone(identifier: $0.zone) }
    }

    static func squaredDegrees(_ lat: Double, _ lon: Double, _ p: GeoPoint) -> Double {
        let dLat = lat - p.latitude
        let dLon = (lon - p.longitude) * cos(p.latitude * .pi / 180)
        return dLat * dLat + dLon * dLon
    }

    /// One line of the table: countries, position of the zone's main city, zone name.
    struct TableEntry: Sendable {
        var countries: [String]
        var latitude: Double
        var longitude: Double
        var zone: String
    }

    /// The system's table, read once.
    static let table: [TableEntry] = {
        for path in ["/usr/share/zoneinfo/zone1970.tab", "/usr/share/zoneinfo/zone.tab"] {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let entries = text.split(separator: "\n").compactMap(parse)
            if !entries.isEmpty { return entries }
        }
        return []
    }()

    /// `CH\t+4723+00832\tEurope/Zurich` → an entry.
    static func parse(_ line: Substring) -> TableEntry? {
        guard !line.hasPrefix("#") else { return nil }
        let f = line.split(separator: "\t")
        guard f.count >= 3, let (lat, lon) = coordinates(String(f[1])) else { return nil }
        return TableEntry(countries: f[0].split(separator: ",").map(String.init), latitude: lat, longitude: lon, zone: String(f[2]))
    }

    /// ISO 6709 `±DDMM[SS]±DDDMM[SS]` → degrees.
    static func coordinates(_ s: String) -> (Double, Double)? {
        let chars = Array(s)
        guard let split = chars.indices.dropFirst().first(where: { chars[$0] == "+" || chars[$0] == "-" }) else { return nil }
        func degrees(_ part: ArraySlice<Character>, degreeDigits: Int) -> Double? {
            guard let sign = part.first, sign == "+" || sign == "-" else { return nil }
            let digits = String(part.dropFirst())
            guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4, digits.allSatisfy(\.isNumber) else { return nil }
            let d = Double(digits.prefix(degreeDigits))!, m = Double(digits.dropFirst(degreeDigits).prefix(2))!
            let sec = digits.count == degreeDigits + 4 ? Double(digits.suffix(2))! : 0
            return (sign == "-" ? -1 : 1) * (d + m / 60 + sec / 3600)
        }
        guard let lat = degrees(chars[..<split], degreeDigits: 2), let lon = degrees(chars[split...], degreeDigits: 3) else { return nil }
        return (lat, lon)
    }
}
