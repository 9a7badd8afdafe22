import ArgumentParser
import Foundation
import VenueFormats
import Localization
import MapCore
import TerminalKit

/// `atrium directory`: every place of a venue by category group and floor, with its hours and
/// whether it is open.
struct DirectoryCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "directory",
            abstract: CLILanguage.ui.abstractDirectory,
            discussion: CLILanguage.ui.discussionDirectory
        )
    }

    @OptionGroup var options: VenueOptions

    @OptionGroup var live: StatusOptions

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionDirectoryCategory))
    var category: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionDirectoryLevel))
    var level: String?

    @Flag(name: .customLong("open-now"), help: ArgumentHelp(CLILanguage.ui.helpOptionDirectoryOpenNow))
    var openNow = false

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionDirectoryAt))
    var at: String?

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionJson))
    var json = false

    func validate() throws {
        if let at, DirectoryClock.parse(at, zone: .current) == nil {
            throw ValidationError(CLILanguage.ui.cliNotIsoTime(value: String(at.prefix(60))))
        }
    }

    func run() throws {
        let graph = try options.load().graph
        let choice = VenueTimeZone.choice(for: graph, at: nil), zone = choice.zone
        let now = at.flatMap { DirectoryClock.parse($0, zone: zone) } ?? LocalDateTime(Date(), in: zone)
        var ordinal: Int?
        if let level {
            if let i = graph.level(named: level) { ordinal = graph.archive.levels[i].ordinal }
            else if let n = Int(level), graph.ordinals.contains(n) { ordinal = n }
            else {
                let names = graph.archive.levels.indices.map { graph.shortName(level: $0) }
                printError("atrium: " + options.ui.cliNoLevel(level: String(level.prefix(60)), levels: names.joined(separator: ", ")))
                throw ExitCode(64)
            }
        }
        // People read the interface language; `--json` stays English, whatever the locale.
        let ui = json ? UIText.english : options.ui
        let search = SearchIndex(graph: graph, ui: ui)
        let directory = Directory(graph: graph, search: search, at: now, ui: ui)
        let places = directory.filtered(categoryWord: category, ordinal: ordinal, openNow: openNow, search: search)
        // Live status (--status, and OSM access tags): what is closed now, said first.
        let model = MapModel(graph: graph)
        let status = try live.load(model: model, now: now.instant(in: zone), userAgent: options.place.userAgent())
        let closures = status.closedPlaces(model: model).map(\.target).reduce(into: [StatusTarget]()) { if !$0.contains($1) { $0.append($1) } }
            .compactMap { status.sentence(for: $0, model: model, now: status.time, zone: zone, ui: ui) }
        if json {
            var report = DirectoryReport(venue: graph.venueName, zone: zone, now: now, places: places)
            if live.status != nil || !closures.isEmpty { report.closures = closures }
            try printJSON(report)
        } else {
            print("\(graph.venueName) · \(now.description.replacingOccurrences(of: "T", with: " ")) · " + ui.directoryCommandTimeZone(reason: choice.basis.text(ui), zone: choice.zone.identifier))
            if !closures.isEmpty {
                print("\n" + ui.directoryCommandClosedNow)
                for c in closures { print("  ✕ \(c)") }
            }
            printSections(places, graph: graph, ui: ui)
        }
        if places.isEmpty {
            let time = now.description.replacingOccurrences(of: "T", with: " ")
            switch (openNow, category.map { String($0.prefix(60)) }) {
            case (false, nil): printError(ui.directoryCommandNone)
            case (true, nil): printError(ui.directoryCommandNoneOpen(time: time))
            case (false, let c?): printError(ui.directoryCommandNoneIn(category: c))
            case (true, let c?): printError(ui.directoryCommandNoneOpenIn(category: c, time: time))
            }
            throw ExitCode(1)
        }
    }

    /// Group headings, floor headings, then one aligned line per place.
    private func printSections(_ places: [DirectoryEntry], graph: VenueGraph, ui: UIText) {
        // Columns in terminal cells: Korean, Japanese and Chinese names take two a character.
        let nameWidth = min(36, places.map(\.name.terminalWidth).max() ?? 0)
        let categoryWidth = min(24, places.map(\.categoryName.terminalWidth).max() ?? 0)
        func column(_ text: String, _ width: Int) -> String {
            let cut = text.truncated(toWidth: width, ellipsis: "…")
            return cut + String(repeating: " ", count: max(0, width - cut.terminalWidth))
        }
        var group: CategoryGroup?, ordinal: Int?
        for p in places {
            if p.group != group {
                print("\n\(p.group.name(ui))")
                group = p.group
                ordinal = nil
            }
            if p.place.ordinal != ordinal {
                print("  \(graph.pickerLabel(ordinal: p.place.ordinal)) · \(p.levelName)")
                ordinal = p.place.ordinal
            }
            var line = "    \(column(p.name, nameWidth))  \(column(p.categoryName, categoryWidth))"
            if let s = p.status { line += "  " + s.text }
            if let h = p.hours, p.status?.isOpen != nil { line += " (\(h))" }
            if let phone = p.phone { line += "  ☎ \(phone)" }
            if let web = p.website { line += "  \(web)" }
            print(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        }
    }
}

/// Reading `--at`.
enum DirectoryClock {
    /// `2026-11-24T10:00` (seconds optional) as a wall-clock time; with an offset (`Z`, `+01:00`,
    /// `-0500`), that instant as the clock reads in `zone`.
    static func parse(_ text: String, zone: TimeZone) -> LocalDateTime? {
        if let local = LocalDateTime(iso: text) { return local }
        var body = Substring(text), offsetMinutes = 0
        if body.hasSuffix("Z") || body.hasSuffix("z") {
            body = body.dropLast()
        } else if let sign = body.lastIndex(where: { $0 == "+" || $0 == "-" }), body[..<sign].contains("T") || body[..<sign].contains(" ") {
            let digits = body[body.index(after: sign)...].filter { $0 != ":" }
            guard digits.count == 4, digits.allSatisfy(\.isASCII), let hh = Int(digits.prefix(2)), let mm = Int(digits.suffix(2)),
                  hh <= 14, mm < 60 else { return nil }
            offsetMinutes = (hh * 60 + mm) * (body[sign] == "-" ? -1 : 1)
            body = body[..<sign]
        } else {
            return nil
        }
        guard let wall = LocalDateTime(iso: String(body)) else { return nil }
        let utc = LocalDateTime(date: wall.date, minute: wall.minute - offsetMinutes)
        return LocalDateTime(utc.instant(in: TimeZone(identifier: "UTC")!), in: zone)
    }
}

/// The JSON shape of `atrium directory --json`.
struct DirectoryReport: Encodable {
    /// One place.
    struct Place: Encodable {
        var id: String
        var name: String
        var kind: String
        var category: String
        var category_name: String
        var group: String
        var group_name: String
        var ordinal: Int
        var level: String
        var level_name: String
        var hours: String?
        /// true or false; null without hours or when they are not understood.
        var open_now: Bool?
        var status: String?
        var next_change: String?
        var phone: String?
        var website: String?
        var lat: Double?
        var lon: Double?

        enum CodingKeys: String, CodingKey {
            case id, name, kind, category, category_name, group, group_name, ordinal, level, level_name
            case hours, open_now, status, next_change, phone, website, lat, lon
        }

        /// Every key, with `null` for what is unknown (so `open_now` is always there).
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
            try c.encode(kind, forKey: .kind)
            try c.encode(category, forKey: .category)
            try c.encode(category_name, forKey: .category_name)
            try c.encode(group, forKey: .group)
            try c.encode(group_name, forKey: .group_name)
            try c.encode(ordinal, forKey: .ordinal)
            try c.encode(level, forKey: .level)
            try c.encode(level_name, forKey: .level_name)
            let optionals: [(CodingKeys, (any Encodable)?)] = [(.hours, hours), (.open_now, open_now), (.status, status),
                (.next_change, next_change), (.phone, phone), (.website, website), (.lat, lat), (.lon, lon)]
            for (key, value) in optionals {
                if let value { try c.encode(value, forKey: key) } else { try c.encodeNil(forKey: key) }
            }
        }
    }

    var venue: String
    var time_zone: String
    var at: String
    var places: [Place]
    /// With `--status` (or OSM tags that close something now): what is closed, in words.
    var closures: [String]?

    init(venue: String, zone: TimeZone, now: LocalDateTime, places: [DirectoryEntry]) {
        self.venue = venue
        time_zone = zone.identifier
        at = now.description
        self.places = places.map { p in
            Place(id: p.id, name: p.name, kind: p.place.kind.rawValue, category: p.place.category, category_name: p.categoryName,
                  group: p.group.rawValue, group_name: p.group.displayName, ordinal: p.place.ordinal, level: p.place.levelShortName,
                  level_name: p.levelName, hours: p.hours, open_now: p.isOpen, status: p.status?.text,
                  next_change: p.status?.nextChange?.description, phone: p.phone, website: p.website,
                  lat: p.place.location?.latitude, lon: p.place.location?.longitude)
        }
    }
}
