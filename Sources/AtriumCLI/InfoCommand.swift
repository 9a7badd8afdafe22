import ArgumentParser
import Foundation
import Localization
import MapCore
import TerminalKit
import VenueFormats
import VenueSources

/// `atrium info`: a summary of a venue.
struct InfoCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "info",
            abstract: CLILanguage.ui.abstractInfo
        )
    }

    @OptionGroup var options: VenueOptions

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionJson))
    var json = false

    func run() throws {
        let (result, place) = try options.open()
        let report = InfoReport(result, place: place)
        if json {
            try printJSON(report)
            return
        }
        printText(report, result: result)
    }

    /// The summary for people, in the interface language.
    func printText(_ report: InfoReport, result: LoadResult) {
        let ui = options.ui
        print(ui.infoVenue(name: report.venue))
        if let credit = report.attribution { print(ui.infoAttribution(credit: credit)) }
        if let source = report.source {
            print(ui.infoOsmSource(date: source.timestamp_osm_base ?? ui.infoUnknownDate, endpoint: source.endpoint,
                                   fetched: source.fetched_at, place: source.place))
        }
        if let b = report.bbox {
            print(ui.infoBbox(east: formatCoordinate(b.east), north: formatCoordinate(b.north),
                              south: formatCoordinate(b.south), west: formatCoordinate(b.west)))
        }
        let zone = VenueTimeZone.choice(for: result.graph, at: nil)
        print(ui.infoTimeZone(reason: zone.basis.text(ui), zone: report.time_zone))
        print(ui.infoLevels(count: report.levels.count))
        for l in report.levels.reversed() {
            let name = l.name.map { " \($0)" } ?? ""
            let label = l.each.count > 1 ? l.short_name + "+" : l.short_name
            let counts = ui.infoLevelCounts(amenities: ui.infoAmenities(count: l.amenities), occupants: ui.infoOccupants(count: l.occupants),
                                            openings: ui.infoOpenings(count: l.openings), units: ui.infoUnits(count: l.units))
            print("  \(String(l.ordinal).leftPad(3))  \(label.rightPad(6))\(name): \(counts)")
            // Every level, also those that share the ordinal, with its building(s).
            for e in l.each where l.each.count > 1 || !e.buildings.isEmpty {
                var line = ui.infoLevelEach(level: e.short_name, name: e.name)
                if e.outdoor { line += " " + ui.infoOutdoor }
                if !e.buildings.isEmpty { line += " · " + e.buildings.joined(separator: ui.listSeparator) }
                print("         \(line) · \(ui.infoLevelId(id: e.id))")
            }
        }
        // Which street each entrance opens onto, when surroundings with named streets were read.
        if result.archive.surroundings.contains(where: { $0.name != nil }) {
            let entrances = MapModel(graph: result.graph).entranceStreets()
            if !entrances.isEmpty {
                print(ui.infoEntrances(count: entrances.count))
                for e in entrances { print("  \(e.line(ui)) (\(ui.number(Int(e.distance.rounded()))) m)") }
            }
        }
        print(ui.infoFeatures)
        let counts = result.archive.counts.filter { $0.value > 0 }.map { (ui.featureTypeName($0.key), $0.value) }.sorted { $0.0 < $1.0 }
        let width = max(13, counts.map(\.0.terminalWidth).max() ?? 0)
        for (type, n) in counts {
            print("  \(type + String(repeating: " ", count: width - type.terminalWidth)) \(ui.number(n))")
        }
        print(ui.infoDiagnostics(errors: ui.countErrors(count: report.diagnostics.errors), warnings: ui.countWarnings(count: report.diagnostics.warnings)))
    }
}

/// The JSON shape of `atrium info --json`.
struct InfoReport: Encodable {
    struct BBox: Encodable { var west, south, east, north: Double }
    struct LevelInfo: Encodable {
        var ordinal: Int
        var short_name: String
        var name: String?
        var levels: Int
        var units: Int
        var openings: Int
        var amenities: Int
        var occupants: Int
        /// Every level on this ordinal (indoor first), each with its building(s).
        var each: [Level]
    }
    /// One level of the archive.
    struct Level: Encodable {
        var id: String
        var short_name: String
        var name: String
        var outdoor: Bool
        var buildings: [String]
    }
    struct DiagnosticCounts: Encodable { var errors: Int; var warnings: Int }
    /// Where an `osm:` place's data came from.
    struct Source: Encodable {
        var place: String
        var label: String?
        var endpoint: String
        var fetched_at: String
        /// `osm3s.timestamp_osm_base`: how recent the OpenStreetMap data is.
        var timestamp_osm_base: String?
    }

    var venue: String
    var path: String
    var language: String?
    var attribution: String?
    var bbox: BBox?
    var levels: [LevelInfo]
    var counts: [String: Int]
    var diagnostics: DiagnosticCounts
    /// The zone opening hours are read in (``VenueTimeZone``), and why that one.
    var time_zone: String
    var time_zone_reason: String
    /// For an `osm:` place: the query's endpoint, when it was fetched, the OSM data's timestamp.
    var source: Source?

    init(_ result: LoadResult, place: FetchedPlace? = nil) {
        source = place.map {
            Source(place: $0.record.place, label: $0.record.label, endpoint: $0.record.endpoint,
                   fetched_at: ISO8601DateFormatter().string(from: $0.record.fetchedAt), timestamp_osm_base: $0.record.osmBase)
        }
        let g = result.graph
        venue = g.venueName
        path = result.archive.sourcePath
        language = g.language.requested ?? g.language.manifest
        attribution = result.archive.attribution
        bbox = g.bounds.map { BBox(west: $0.min.longitude, south: $0.min.latitude, east: $0.max.longitude, north: $0.max.latitude) }
        levels = g.floors.map { f in
            let c = g.contents(ordinal: f.ordinal)
            return LevelInfo(ordinal: f.ordinal, short_name: g.shortName(ordinal: f.ordinal), name: g.language.text(g.primaryLevel(ordinal: f.ordinal)?.name),
                             levels: f.levelIDs.count, units: c.units.count, openings: c.openings.count, amenities: c.amenities.count, occupants: c.occupants.count,
                             each: g.levels(ordinal: f.ordinal).map { i in
                                 Level(id: g.archive.levels[i].id, short_name: g.shortName(level: i), name: g.name(level: i),
                                       outdoor: g.archive.levels[i].outdoor, buildings: g.buildings(ofLevel: i).map { g.buildingName($0) })
                             })
        }
        counts = Dictionary(uniqueKeysWithValues: result.archive.counts.map { ($0.key.rawValue, $0.value) })
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        diagnostics = DiagnosticCounts(errors: errors, warnings: result.diagnostics.count - errors)
        let zone = VenueTimeZone.choice(for: g, at: nil)
        (time_zone, time_zone_reason) = (zone.zone.identifier, zone.reason)
    }
}

extension String {
    /// The string padded with spaces on the right to a width.
    func rightPad(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    /// The string padded with spaces on the left to a width.
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
