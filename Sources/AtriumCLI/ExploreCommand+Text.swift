import ArgumentParser
import Foundation
import AtriumApp
import MapCore
import TextMode

extension ExploreCommand {
    /// `--text`: the line-by-line explorer for screen readers and braille displays, at
    /// `--here`, else at the place `--select` names (an SSH deep link), else at the venue's
    /// main entrance when it has one; hours are read at `--at`.
    func runText(model: MapModel, source: PositionSource?) throws {
        let graph = model.graph
        let zone = VenueTimeZone.zone(for: graph, at: nil)
        let now = at.flatMap { DirectoryClock.parse($0, zone: zone) } ?? LocalDateTime(Date(), in: zone)
        let status = try live.load(model: model, now: now.instant(in: zone), userAgent: venue.place.userAgent())
        let venue = TextVenue(model: model, now: now, status: status, ui: self.venue.ui)
        var here = try view.herePosition(model: model, search: venue.search)
        var label: String?
        if here == nil, let h = view.selection(in: graph), let p = model.position(of: h) {
            here = p
            label = graph.name(of: h)
        }
        if here == nil, var entrance = try? model.here("entrance", search: venue.search) {
            if entrance.name == graph.language.ui.namesEntrance { entrance.name = self.venue.ui.textMainEntrance }
            here = entrance
            label = entrance.name
        }
        var state = TextState(directions: DirectionWords(rawValue: directions) ?? .compass, here: here,
                              ordinal: view.ordinal(in: graph, here: here))
        state.hereLabel = label
        var feed: LiveFeed?
        if let source {
            let mailbox = LiveFeed(source: source.text(self.venue.ui))
            PositionReader.start(source, feed: mailbox, descriptor: source == .standardInput ? try keysFromTerminal() : nil, ui: self.venue.ui)
            feed = mailbox
        }
        let code = TextSession(interpreter: TextInterpreter(venue: venue, ui: self.venue.ui), feed: feed).run(state)
        if code != 0 { throw ExitCode(code) }
    }
}
