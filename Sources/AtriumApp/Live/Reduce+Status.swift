import Foundation
import Localization
import MapCore

extension AppState {
    /// A live status feed's records at a wall-clock instant (`--status`): the status in force
    /// changes what routes may use; a change is said once on the status line, and the route
    /// shown is found again under it.
    mutating func receiveStatus(_ records: [StatusRecord], at time: Date) -> [Effect] {
        let model = env.model
        let new = VenueStatus.at(time, records: records, model: model)
        let before = route.status
        route.status = new
        guard new.features != before.features else { return [] }
        let zone = VenueTimeZone.zone(for: model.graph, at: nil), ui = env.ui
        let added = new.features.keys.filter { before.features[$0] != new.features[$0] }
            .sorted { VenueStatus.name(of: $0, graph: model.graph) < VenueStatus.name(of: $1, graph: model.graph) }
        let notice: Notice
        if let first = added.first, let sentence = new.sentence(for: first, model: model, now: time, zone: zone, ui: ui) {
            notice = Notice(added.count > 1 ? ui.liveStatusNoteMore(count: added.count - 1, sentence: sentence) : ui.liveStatusNote(sentence: sentence), alert: true)
        } else {
            notice = Notice(new.isEmpty ? ui.liveStatusAllOpen : ui.liveStatusInForce(count: new.features.count))
        }
        status.post(notice)
        let effects = replanShown()
        route.statusNote = effects.isEmpty ? nil : notice
        return effects
    }
}
