import Foundation
import VenueFormats
import MapCore

extension TextInterpreter {
    /// The most places one `directory` answer reads.
    static let directoryCount = 30

    /// `directory [KIND] [open]`: the kinds with their counts, or the places of a kind
    /// (open now only with `open`), numbered.
    func directory(_ words: [String], _ s: inout TextState) -> [String] {
        let open = words.contains { $0.lowercased() == "open" }
        let kind = words.filter { $0.lowercased() != "open" }.joined(separator: " ")
        let d = venue.directory
        if kind.isEmpty && !open {
            return [TextPhrases.directoryGroups(d.entries.count)]
                + d.groups.map { TextPhrases.groupLine($0.group.displayName, count: $0.count) } + [TextPhrases.directoryHint]
        }
        let places = d.filtered(categoryWord: kind.isEmpty ? nil : kind, openNow: open, search: venue.search)
        let shown = places.prefix(Self.directoryCount)
        s.lastList = shown.compactMap(\.handle)
        var lines = [TextPhrases.directoryCount(places.count, kind: kind.isEmpty ? TextPhrases.everyKind : kind, open: open)]
        lines += shown.enumerated().map { i, e in
            var parts = [e.name, e.categoryName, whereFrom(ordinal: e.place.ordinal, location: e.place.location, s)]
            if let status = e.status { parts.append(Self.statusWords(status)) }
            return TextPhrases.listItem(i + 1, parts)
        }
        if places.count > shown.count { lines.append(TextPhrases.moreNotRead(places.count - shown.count)) }
        return lines
    }

    /// "Open now, closes 20:00": the card's words, with commas for speech.
    static func statusWords(_ status: HoursStatus) -> String {
        status.text.replacingOccurrences(of: " · ", with: ", ")
    }

    /// `info PLACE`: what the place card says, one fact a line.
    func info(_ argument: String, _ s: inout TextState) -> [String] {
        guard !argument.isEmpty else { return [TextPhrases.needsArgument(TextPhrases.infoUsage)] }
        guard let h = place(argument, s) else { return [TextPhrases.noPlace(argument)] }
        let g = venue.graph
        let d = g.details(of: h)
        let entry = venue.entry(h)
        let category = entry?.categoryName ?? d.category.map { CategoryNames.readable($0) } ?? ""
        let ordinal = d.ordinal ?? s.ordinal
        var lines = [TextPhrases.infoTitle(d.name, category: category == d.name ? "" : category,
                                           short: g.shortName(ordinal: ordinal), level: g.levelName(ordinal: ordinal))]
        if let status = entry?.status ?? HoursStatus(hours: d.hours, at: venue.now) { lines.append(TextPhrases.statusLine(Self.statusWords(status))) }
        if let hours = d.hours { lines.append(TextPhrases.hoursLine(hours)) } else { lines.append(TextPhrases.noHours) }
        if let phone = d.phone { lines.append(TextPhrases.phoneLine(phone)) }
        if let site = d.website { lines.append(TextPhrases.websiteLine(site)) }
        if !d.accessibility.isEmpty { lines.append(TextPhrases.accessibilityLine(d.accessibility.map { VenueGraph.readableCategory($0).lowercased() })) }
        if !d.facilities.isEmpty { lines.append(TextPhrases.hasLine(d.facilities.map(\.words))) }
        if let unit = d.inUnit, unit != d.name { lines.append(TextPhrases.insideLine(unit)) }
        if s.here != nil, let p = venue.model.location(of: h) {
            lines.append(TextPhrases.distanceLine(whereFrom(ordinal: ordinal, location: venue.model.projection.unproject(p), s)))
        }
        s.lastList = [h]
        return lines
    }
}
