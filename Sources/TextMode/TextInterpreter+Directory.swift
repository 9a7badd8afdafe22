import Foundation
import VenueFormats
import MapCore

extension TextInterpreter {
    /// The most places one `directory` answer reads.
    static let directoryCount = 30

    /// `directory [KIND] [open]`: the kinds with their counts, or the places of a kind
    /// (open now only with `open`), numbered.
    func directory(_ words: [String], _ s: inout TextState) -> [String] {
        let openWords = argumentWords.open
        let open = words.contains { openWords.contains($0.lowercased()) }
        let kind = words.filter { !openWords.contains($0.lowercased()) }.joined(separator: " ")
        let d = venue.directory
        if kind.isEmpty && !open {
            return [phrases.directoryGroups(d.entries.count)]
                + d.groups.map { phrases.groupLine($0.group.name(ui), count: $0.count) } + [phrases.directoryHint]
        }
        let places = d.filtered(categoryWord: kind.isEmpty ? nil : kind, openNow: open, search: venue.search)
        let shown = places.prefix(Self.directoryCount)
        s.lastList = shown.compactMap(\.handle)
        var lines = [phrases.directoryCount(places.count, kind: kind.isEmpty ? nil : kind, open: open)]
        lines += shown.enumerated().map { i, e in
            var parts = Self.nameAndKind(e.name, e.categoryName) + [whereFrom(ordinal: e.place.ordinal, location: e.place.location, s)]
            if let status = e.status { parts.append(Self.statusWords(status)) }
            return phrases.listItem(i + 1, parts)
        }
        if places.count > shown.count { lines.append(phrases.moreNotRead(places.count - shown.count)) }
        return lines
    }

    /// "Open now, closes 20:00": the card's words, with commas for speech.
    static func statusWords(_ status: HoursStatus) -> String {
        status.text.replacingOccurrences(of: " · ", with: ", ")
    }

    /// `info PLACE`: what the place card says, one fact a line.
    func info(_ argument: String, _ s: inout TextState) -> [String] {
        guard !argument.isEmpty else { return [phrases.needsArgument(phrases.infoUsage)] }
        guard let h = place(argument, s) else { return [phrases.noPlace(argument)] }
        let g = venue.graph
        let d = g.details(of: h)
        let entry = venue.entry(h)
        let category = entry?.categoryName ?? d.category.map { CategoryNames.readable($0, ui: ui) } ?? ""
        let ordinal = d.ordinal ?? s.ordinal
        var lines = [phrases.infoTitle(d.name, category: category == d.name ? "" : category,
                                           short: g.shortName(ordinal: ordinal), level: g.levelName(ordinal: ordinal))]
        if let status = entry?.status ?? HoursStatus(hours: d.hours, at: venue.now, ui: ui) { lines.append(phrases.statusLine(Self.statusWords(status))) }
        if let hours = d.hours { lines.append(phrases.hoursLine(hours, now: venue.now)) } else { lines.append(phrases.noHours) }
        if let phone = d.phone { lines.append(phrases.phoneLine(phone)) }
        if let site = d.website { lines.append(phrases.websiteLine(site)) }
        if !d.accessibility.isEmpty { lines.append(phrases.accessibilityLine(AccessibilityWords.words(d.accessibility, ui: ui))) }
        if !d.facilities.isEmpty { lines.append(phrases.hasLine(d.facilities.map { $0.words(ui) })) }
        if let unit = d.inUnit, unit != d.name { lines.append(phrases.insideLine(unit)) }
        if s.here != nil, let p = venue.model.location(of: h) {
            lines.append(phrases.distanceLine(whereFrom(ordinal: ordinal, location: venue.model.projection.unproject(p), s)))
        }
        s.lastList = [h]
        return lines
    }
}
