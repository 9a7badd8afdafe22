import Foundation
import VenueFormats
import MapCore

/// The text mode's interpreter: a line typed and the state before it give the lines to say
/// and the state after. Pure: no I/O, no clock (the venue's directory carries the time), so
/// every answer can be tested; `atrium --text` wires it to standard input and output.
public struct TextInterpreter: Sendable {
    /// The venue the session explores.
    public let venue: TextVenue

    /// An interpreter for a venue.
    public init(venue: TextVenue) {
        self.venue = venue
    }

    /// What is said first: the venue, then where the person is (when known).
    public func start(_ state: TextState) -> (lines: [String], state: TextState) {
        var s = state
        var lines = [TextPhrases.welcome(venue: venue.graph.venueName)]
        lines += s.here == nil ? [TextPhrases.noPosition] : whereLines(&s)
        return (lines.map(TextOutput.clean), s)
    }

    /// The answer to one line of input.
    public func respond(to line: String, _ state: TextState) -> (lines: [String], state: TextState) {
        var s = state
        let lines = dispatch(line, &s)
        return (lines.map(TextOutput.clean), s)
    }

    /// What is said at the end of input.
    public var goodbye: String { TextPhrases.goodbye }

    /// The commands, as typed (for completion and help).
    public static let commands = ["where", "around", "levels", "level", "go", "find", "route", "next", "back", "repeat",
                                  "directory", "info", "directions", "help", "quit"]

    private func dispatch(_ line: String, _ s: inout TextState) -> [String] {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return [] }
        let rest = Array(words.dropFirst())
        let argument = rest.joined(separator: " ")
        switch first.lowercased() {
        case "help", "h", "?", "commands": return TextPhrases.help
        case "where", "here", "whereami": return whereLines(&s)
        case "around", "near", "nearby": return around(rest, &s)
        case "levels", "floors": return levels(s)
        case "level", "floor": return level(argument, &s)
        case "go", "goto": return go(argument, &s)
        case "find", "search": return find(argument, &s)
        case "route", "directions-to": return route(rest, &s)
        case "next", "n": return advance(by: 1, &s)
        case "back", "previous", "prev", "b": return advance(by: -1, &s)
        case "repeat", "again": return advance(by: 0, &s)
        case "directory", "list": return directory(rest, &s)
        case "info", "card", "about": return info(argument, &s)
        case "directions": return directions(argument, &s)
        case "quit", "exit", "bye", "q":
            s.quit = true
            return [TextPhrases.goodbye]
        default: return [TextPhrases.unknownCommand(first)]
        }
    }

    /// `directions clock|compass`.
    private func directions(_ argument: String, _ s: inout TextState) -> [String] {
        guard let words = DirectionWords(rawValue: argument.lowercased()) else { return [TextPhrases.needsArgument(TextPhrases.directionsUsage)] }
        s.directions = words
        return [words == .clock ? TextPhrases.directionsClock : TextPhrases.directionsCompass]
    }

    /// The feature a typed place means: a number from the last list, an id, else the best
    /// search match (nearest first among equals).
    func place(_ text: String, _ s: TextState) -> FeatureHandle? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if let n = Int(t), n >= 1, n <= s.lastList.count { return s.lastList[n - 1] }
        if let h = venue.graph.handle(forID: t) { return h }
        return venue.search.search(t, limit: 10, near: vantage(s)).lazy.compactMap(\.handle).first
    }

    /// Where searches rank from: the person's position, else the level explored.
    func vantage(_ s: TextState) -> SearchVantage? {
        guard let here = s.here else { return nil }
        return SearchVantage(ordinal: here.ordinal, point: venue.model.projection.unproject(here.point))
    }

    /// The directions setting with the way the person faces.
    func directionWords(_ s: TextState) -> Directions { Directions(words: s.directions, facing: s.facing) }
}
