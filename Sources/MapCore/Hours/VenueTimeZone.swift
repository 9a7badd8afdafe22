import Foundation
import Localization
import VenueFormats

/// The time zone a venue's opening hours are read in, and why that one.
///
/// In order: the zone a user gives (`--time-zone`, ``VenueGraph/timeZoneIdentifier``); the zone
/// of the venue's country (an IMDF address's country, or OpenStreetMap's `addr:country` /
/// `is_in:country`: ``IMDFArchive/country``) nearest to the venue, from the system's time zone
/// table (`zone1970.tab`, from tzdata); failing a country, the zone of that table nearest to
/// the venue; without a position or a table, the machine's zone.
public enum VenueTimeZone {
    /// A zone and the reason it was chosen, as a card and `atrium info` say it.
    public struct Choice: Sendable, Equatable {
        /// The zone.
        public var zone: TimeZone
        /// Why: "given with --time-zone", "the venue's country, DE", "nearest zone to the
        /// venue", "this machine's zone: the venue states no country and no position".
        public var reason: String { basis.text(.english) }
        /// Why, as a value (``Basis/text(_:)`` says it in a language).
        public var basis: Basis

        /// "Europe/Berlin (the venue's country, DE)".
        public var description: String { "\(zone.identifier) (\(reason))" }

        /// The zone and its reason in `ui`'s language: "Europe/Berlin (Land des Ortes: DE)".
        public func description(_ ui: UIText) -> String {
            ui.timeZoneDescription(reason: basis.text(ui), zone: zone.identifier)
        }

        /// A zone and why.
        public init(zone: TimeZone, basis: Basis) {
            self.zone = zone
            self.basis = basis
        }
    }

    /// Why a zone was chosen.
    public enum Basis: Sendable, Equatable {
        /// `--time-zone`.
        case given
        /// The venue's country (ISO 3166 alpha-2).
        case country(String)
        /// The zone1970.tab zone nearest to the venue.
        case nearest
        /// The machine's own: the venue states no country and no position.
        case machine

        /// The reason in the interface language `ui`.
        public func text(_ ui: UIText) -> String {
            switch self {
            case .given: return ui.timeZoneGiven
            case .country(let code): return ui.timeZoneCountry(code: code)
            case .nearest: return ui.timeZoneNearest
            case .machine: return ui.timeZoneMachine
            }
        }
    }

    /// The zone for a venue graph.
    public static func zone(for graph: VenueGraph, at location: GeoPoint?) -> TimeZone {
        choice(for: graph, at: location).zone
    }

    /// The zone for a venue graph and why.
    public static func choice(for graph: VenueGraph, at location: GeoPoint?) -> Choice {
        if let id = graph.timeZoneIdentifier, let zone = TimeZone(identifier: id) {
            return Choice(zone: zone, basis: .given)
        }
        let venue = graph.archive.venue
        let point = location ?? venue?.displayPoint ?? venue?.geometry?.bounds?.center
        let stated = graph.address(venue?.addressID)?.country
            ?? graph.archive.addresses.lazy.compactMap(\.country).first
            ?? graph.archive.country
        if let code = stated.flatMap(countryCode), let zone = zone(country: code, near: point) {
            return Choice(zone: zone, basis: .country(code))
        }
        if let point, let zone = nearestZone(to: point) {
            return Choice(zone: zone, basis: .nearest)
        }
        return Choice(zone: .current, basis: .machine)
    }

    /// The venue's country (ISO 3166 alpha-2) and where it comes from: the one the venue states
    /// (its address, else the source's `addr:country`/`is_in:country`), else the country of the
    /// zone of `zone1970.tab` nearest to the venue; nil with neither. What `atrium convert`
    /// writes into the IMDF venue's address.
    public static func country(of archive: IMDFArchive) -> (code: String, reason: String)? {
        let venue = archive.venue
        let stated = archive.venueAddressCountry ?? archive.addresses.lazy.compactMap(\.country).first ?? archive.country
        if let code = stated.flatMap(countryCode) { return (code, "stated by the venue") }
        guard let point = venue?.displayPoint ?? venue?.geometry?.bounds?.center else { return nil }
        let best = table.min { a, b in
            squaredDegrees(a.latitude, a.longitude, point) < squaredDegrees(b.latitude, b.longitude, point)
        }
        return best?.countries.first.map { ($0, "the country of the nearest zone in zone1970.tab, \(best!.zone)") }
    }

    /// An ISO 3166 alpha-2 code from a code or an English country name ("Germany" → `DE`,
    /// through the system's locale data); nil when neither.
    public static func countryCode(_ text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.count == 2, t.allSatisfy({ $0.isASCII && $0.isLetter }) { return t.uppercased() }
        guard t.count > 2 else { return nil }
        let english = Locale(identifier: "en")
        for region in Locale.Region.isoRegions where region.identifier.count == 2 {
            if english.localizedString(forRegionCode: region.identifier)?.caseInsensitiveCompare(t) == .orderedSame {
                return region.identifier
            }
        }
        return nil
    }

    /// The zone of the table nearest to a point, whatever its country.
    public static func nearestZone(to point: GeoPoint) -> TimeZone? {
        let best = table.min { a, b in
            squaredDegrees(a.latitude, a.longitude, point) < squaredDegrees(b.latitude, b.longitude, point)
        }
        return best.flatMap { TimeZone(identifier: $0.zone) }
    }

    /// The zone of a country (ISO 3166 alpha-2) nearest to a point (among the zones the table
    /// lists first for it: the country's own); nil when unknown.
    public static func zone(country: String?, near point: GeoPoint?) -> TimeZone? {
        guard let country = country?.uppercased().prefix(2), country.count == 2 else { return nil }
        // A zone listed first for the country is its own (Berlin for DE; Zurich lists DE for
        // Büsingen only): those, else any zone that lists it.
        let own = table.filter { $0.countries.first == String(country) }
        let candidates = own.isEmpty ? table.filter { $0.countries.contains(String(country)) } : own
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
