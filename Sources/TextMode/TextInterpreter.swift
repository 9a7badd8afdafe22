import Foundation
import VenueFormats
import MapCore
import Localization

/// The text mode's interpreter: a line typed and the state before it give the lines to say
/// and the state after. Pure: no I/O, no clock (the venue's directory carries the time), so
/// every answer can be tested; `atrium --text` wires it to standard input and output.
public struct TextInterpreter: Sendable {
    /// The venue the session explores.
    public let venue: TextVenue
    /// The interface language: what the text mode says, and the command words it also takes.
    public let ui: UIText

    /// An interpreter for a venue, speaking `ui`'s language.
    public init(venue: TextVenue, ui: UIText = .english) {
        self.venue = venue
        self.ui = ui
    }

    /// What is said first: the venue, then where the person is (when known).
    public func start(_ state: TextState) -> (lines: [String], state: TextState) {
        var s = state
        var lines = [phrases.welcome(venue: venue.graph.venueName)]
        lines += s.here == nil ? [phrases.noPosition] : whereLines(&s)
        return (lines.map(TextOutput.clean), s)
    }

    /// The answer to one line of input.
    public func respond(to line: String, _ state: TextState) -> (lines: [String], state: TextState) {
        var s = state
        let lines = dispatch(line, &s)
        return (lines.map(TextOutput.clean), s)
    }

    /// What is said at the end of input.
    public var goodbye: String { phrases.goodbye }

    /// The sentences, in the session's language.
    var phrases: TextPhrases { TextPhrases(ui: ui) }

    /// The words commands take after them, in the session's language and English.
    var argumentWords: TextArgumentWords { TextArgumentWords(ui) }

    /// The commands, as typed (for completion and help): the English words, then those of
    /// `ui`'s language.
    public static func commands(_ ui: UIText = .english) -> [String] {
        var seen = Set<String>()
        return (TextCommand.allCases.map(\.rawValue) + TextCommand.allCases.flatMap { $0.words(ui) }).filter { seen.insert($0).inserted }
    }

    private func dispatch(_ line: String, _ s: inout TextState) -> [String] {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return [] }
        let rest = Array(words.dropFirst())
        let argument = rest.joined(separator: " ")
        guard let command = TextCommand.parse(first, ui: ui) else { return [phrases.unknownCommand(first)] }
        switch command {
        case .help: return phrases.help
        case .where_: return whereLines(&s)
        case .around: return around(rest, &s)
        case .levels: return levels(s)
        case .level: return level(argument, &s)
        case .go: return go(argument, &s)
        case .find: return find(argument, &s)
        case .route: return route(rest, &s)
        case .next: return advance(by: 1, &s)
        case .back: return advance(by: -1, &s)
        case .repeat: return advance(by: 0, &s)
        case .directory: return directory(rest, &s)
        case .info: return info(argument, &s)
        case .directions: return directions(argument, &s)
        case .quit:
            s.quit = true
            return [phrases.goodbye]
        }
    }

    /// `directions clock|compass` (or the words of the session's language).
    private func directions(_ argument: String, _ s: inout TextState) -> [String] {
        let a = argument.lowercased(), w = argumentWords
        guard let words: DirectionWords = w.clock.contains(a) ? .clock : w.compass.contains(a) ? .compass : nil else {
            return [phrases.needsArgument(phrases.directionsUsage)]
        }
        s.directions = words
        return [words == .clock ? phrases.directionsClock : phrases.directionsCompass]
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
    func directionWords(_ s: TextState) -> Directions { Directions(words: s.directions, facing: s.facing, phrases: phrases) }
}
