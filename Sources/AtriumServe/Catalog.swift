import Foundation
import Yams

/// The venues one server offers (`atrium serve --catalog FILE`), read from a YAML file:
///
/// ```yaml
/// venues:
///   - slug: c5                     # what visitors type: ssh -t HOST c5
///     name: POSTECH C5
///     venue: imdf/postech-c5       # any VENUE atrium reads (osm: too); relative to this file
///     here: Information Desk       # optional, as --here
///     description: Research building
///     default_level: L1            # optional, as --level
///     status: Lift B out of service # optional, shown in the list; or a live status FILE or URL
/// ```
///
/// An entry that cannot be used (no slug, a slug taken twice, a venue that fails to read) is
/// left out with one line in ``problems``; the others are served. A file that cannot be read
/// or parsed at all throws.
public struct Catalog: Sendable, Equatable {
    /// One venue of the catalogue.
    public struct Entry: Sendable, Equatable {
        /// What visitors type: lower-case letters, digits and `-`, at most 32 characters.
        public var slug: String
        /// The venue's name for people.
        public var name: String
        /// The VENUE argument for the explorer: an absolute path, or an `osm:` source.
        public var venue: String
        /// "You are here" for this venue's sessions (`--here`).
        public var here: String?
        /// A line about the venue.
        public var description: String?
        /// The level the map opens on (`--level`).
        public var defaultLevel: String?
        /// What is not working today (outages), shown in the list.
        public var status: String?
        /// A live status file for this venue's sessions (`--status`): `status:` when it names
        /// an existing file (relative to the catalogue's folder), instead of a line of text.
        public var statusFile: String?
        /// A live status feed for this venue's sessions: `status:` when it is an http(s) URL.
        /// The server polls it (once for all sessions) into ``statusFile``.
        public var statusURL: String?
        /// The venue's own opening hours (OSM syntax), as the check found them in its data.
        public var hours: String?
        /// The time zone its hours are read in (an identifier), as the check found it.
        public var timeZone: String?

        /// The explorer's arguments for this venue, after the executable; opened on a place
        /// (`onPlace`), the map shows that place's level, not ``defaultLevel``.
        public func explorerArguments(onPlace: Bool = false) -> [String] {
            [venue] + (here.map { ["--here", $0] } ?? []) + (onPlace ? [] : defaultLevel.map { ["--level", $0] } ?? [])
                + (statusFile.map { ["--status", $0] } ?? [])
        }
    }

    /// The venues served, in the file's order.
    public var entries: [Entry]
    /// One line for each entry left out, saying why.
    public var problems: [String]

    /// A word that is never a slug: `ssh HOST list` shows the list.
    static let listCommand = "list"

    /// Reads the catalogue at `path`; `check` says why a venue cannot be served (nil: it can),
    /// and may fill in what it learnt of the venue (its hours and time zone).
    public static func load(path: String, check: (inout Entry) -> String?) throws -> Catalog {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ServeError.catalog(path: path, reason: "cannot be read")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(text, folder: folder, path: path, check: check)
    }

    /// Parses the YAML `text` of a catalogue whose relative venue paths start in `folder`.
    static func parse(_ text: String, folder: String, path: String, check: (inout Entry) -> String?) throws -> Catalog {
        let document: Any?
        do {
            document = try Yams.load(yaml: text)
        } catch {
            throw ServeError.catalog(path: path, reason: "is not valid YAML (\(error))")
        }
        guard let top = document as? [String: Any], let list = top["venues"] as? [Any] else {
            throw ServeError.catalog(path: path, reason: "has no list `venues:`")
        }
        var catalog = Catalog(entries: [], problems: [])
        for (index, item) in list.enumerated() {
            switch entry(item, folder: folder) {
            case .failure(let problem):
                catalog.problems.append("entry \(index + 1): \(problem.text); left out")
            case .success(var entry):
                if catalog.entries.contains(where: { $0.slug == entry.slug }) {
                    catalog.problems.append("entry \(index + 1): the slug \(entry.slug) is taken by an earlier entry; left out")
                } else if let problem = check(&entry) {
                    catalog.problems.append("\(entry.slug): \(problem); left out")
                } else {
                    catalog.entries.append(entry)
                }
            }
        }
        return catalog
    }

    private struct Problem: Error {
        let text: String
    }

    private static func entry(_ item: Any, folder: String) -> Result<Entry, Problem> {
        guard let fields = item as? [String: Any] else { return .failure(Problem(text: "not a mapping")) }
        func text(_ key: String) -> String? {
            guard let value = fields[key], !(value is [Any]), !(value is [String: Any]) else { return nil }
            let string = "\(value)".trimmingCharacters(in: .whitespacesAndNewlines)
            return string.isEmpty ? nil : string
        }
        guard let slug = text("slug") else { return .failure(Problem(text: "no slug")) }
        guard isSlug(slug) else {
            return .failure(Problem(text: "the slug \(slug) is not lower-case letters, digits and -, at most 32, nor `list`"))
        }
        guard let venue = text("venue") else { return .failure(Problem(text: "\(slug) has no venue")) }
        let resolved = venue.hasPrefix("osm:") || venue.hasPrefix("/") ? venue : folder + "/" + venue
        var entry = Entry(
            slug: slug, name: text("name") ?? slug, venue: resolved, here: text("here"),
            description: text("description"), defaultLevel: text("default_level"), status: text("status"))
        // `status: feeds/c5.json`: a live status file, when it names one; `status: https://…`
        // a live status feed; otherwise a line of text.
        if let status = entry.status, isFeedURL(status) {
            entry.statusURL = status
            entry.status = nil
        } else if let status = entry.status {
            let path = status.hasPrefix("/") ? status : folder + "/" + status
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                entry.statusFile = path
                entry.status = nil
            }
        }
        return .success(entry)
    }

    /// Whether `text` is an http(s) URL (a status feed), not a line of text.
    static func isFeedURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host else { return false }
        return ["http", "https"].contains(scheme) && !host.isEmpty && !text.contains(" ")
    }

    /// Whether `text` can be a slug.
    static func isSlug(_ text: String) -> Bool {
        guard (1...32).contains(text.count), text != listCommand, text.first != "-" else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The entry for `slug`, if served.
    public func entry(slug: String) -> Entry? {
        entries.first { $0.slug == slug }
    }

    /// The list visitors see: a line per venue (slug, name, description, whether it is open
    /// now as `openNow` says, status), then how to open one.
    public func listing(host: String = "HOST", openNow: (Entry) -> String? = { _ in nil }) -> [String] {
        let width = entries.map(\.slug.count).max() ?? 0
        var lines = entries.map { entry in
            var line = entry.slug.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + entry.name
            if let description = entry.description { line += " — " + description }
            if let open = openNow(entry) { line += " · " + open }
            if let status = entry.status { line += " [" + status + "]" }
            return line
        }
        lines.append("Open one with: ssh -t \(host) SLUG  (or ssh -t \(host) SLUG 'PLACE')")
        return lines
    }
}

/// What a session's command line asks of a catalogue server.
enum CatalogRequest: Equatable {
    /// The list of venues.
    case list
    /// A venue, optionally opened on a place (a search query, see `DeepLinkQuery`).
    case venue(Catalog.Entry, place: String?)
    /// No venue by that name: the slugs there are.
    case unknown(String)
    /// The place part is not a plain query (the reason for the user).
    case refused(String)

    /// Reads `command` (nil: no command, a plain `ssh -t HOST`) against `catalog`.
    init(command: String?, catalog: Catalog) {
        let words = (command ?? "").trimmingCharacters(in: .whitespaces)
        let slug = String(words.prefix { $0 != " " })
        let rest = words.dropFirst(slug.count).trimmingCharacters(in: .whitespaces)
        if slug.isEmpty || slug == Catalog.listCommand {
            self = .list
            return
        }
        guard let entry = catalog.entry(slug: slug) else {
            self = .unknown(slug)
            return
        }
        if rest.isEmpty {
            self = .venue(entry, place: nil)
            return
        }
        switch DeepLinkQuery(command: rest) {
        case .none: self = .venue(entry, place: nil)
        case .place(let query): self = .venue(entry, place: query)
        case .refused(let reason): self = .refused(reason)
        }
    }
}
