import NIOCore

/// A session on a catalogue server (`--catalog`): the list, the chooser, or the venue the
/// command line names.
extension SessionChannelHandler {
    /// With a catalogue: the list (`ssh HOST list`, or no command), or the venue the command
    /// names, on a place if one follows (`ssh -t HOST SLUG 'Café'`); an unknown slug gets the
    /// valid ones and exit status 1.
    func open(from catalog: Catalog, command: String?, wantReply: Bool) {
        guard case .setup = phase, chooser == nil else { return reply(false, wantReply: wantReply) }
        switch CatalogRequest(command: command, catalog: catalog) {
        case .list where command == nil && size != nil:
            // `ssh -t HOST`: the venues numbered and a prompt; typing picks one.
            let chooser = VenueChooser(catalog: catalog, openNow: shared.configuration.catalogOpenNow ?? { _ in nil }, ui: ui)
            self.chooser = chooser
            reply(true, wantReply: wantReply)
            tellTerminal(chooser.screen)
            connection.armGraceTimer()  // The login grace, counted from now, to choose.
        case .list:
            phase = .finished
            reply(true, wantReply: wantReply)
            let end = size == nil ? "\n" : "\r\n"
            let openNow = shared.configuration.catalogOpenNow ?? { _ in nil }
            tellTerminal(catalog.listing(openNow: openNow).joined(separator: end) + end)
            endChannel(reporting: .exited(0))
        case .unknown(let slug):
            let slugs = catalog.entries.map(\.slug).joined(separator: ", ")
            refuse("atrium: " + ui.serveNoVenue(slug: LogText.sanitize(slug), slugs: slugs),
                   reason: "unknown venue \(LogText.sanitize(slug))", wantReply: wantReply)
        case .refused(let reason):
            refuse(DeepLinkQuery.refusalLine(reason), reason: "exec request (\(reason))", wantReply: wantReply)
        case .venue(let entry, let place):
            venueArguments = entry.explorerArguments(onPlace: place != nil)
            startExplorer(wantReply: wantReply, select: place, venue: entry.slug)
        }
    }

    /// Feeds what the visitor typed to the chooser: echoes it, starts the chosen venue's
    /// explorer, or ends the session when they leave.
    func choose(_ typed: [UInt8]) {
        guard var chooser else { return }
        for outcome in chooser.type(typed) {
            switch outcome {
            case .echo(let text):
                tellTerminal(text)
            case .chosen(let entry):
                self.chooser = nil
                tellTerminal("\r\n")
                venueArguments = entry.explorerArguments()
                return startExplorer(wantReply: false, venue: entry.slug)
            case .cancelled:
                self.chooser = nil
                phase = .finished
                tellTerminal("\r\n")
                return endChannel(reporting: .exited(0))
            }
        }
        self.chooser = chooser
    }
}
