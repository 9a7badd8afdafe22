import ArgumentParser
import Foundation
import MapCore

/// `--status FILE`: the live status (closed lifts, escalators, stairs and doors) a command
/// works with. The time it is read at is the command's (`--at`, else now).
struct StatusOptions: ParsableArguments {
    @Option(help: "Live status: a JSON array of records {\"id\" (or \"kind\", \"lat\", \"lon\", \"level\"), \"status\": closed|open|limited, \"reason\", \"until\", \"updated\"}. Closed lifts, escalators, stairs and doors are left out of routes, and the route says why.")
    var status: String?

    /// The instant `--at TEXT` names (read in the venue's time zone), else now.
    static func now(at: String?, model: MapModel) -> Date {
        let zone = VenueTimeZone.zone(for: model.graph, at: nil)
        return at.flatMap { DirectoryClock.parse($0, zone: zone) }?.instant(in: zone) ?? Date()
    }

    /// The status in force at `now`: the file's records over the venue's OSM access tags.
    /// - Throws: `ExitCode(1)` after one line on stderr when the file cannot be read.
    func load(model: MapModel, now: Date) throws -> VenueStatus {
        guard let status else { return VenueStatus.at(now, records: [], model: model) }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: status)) } catch {
            printError("atrium: cannot read the status file \(status): \((error as NSError).localizedDescription)")
            throw ExitCode(1)
        }
        do {
            let (records, _) = try StatusRecord.parse(data)
            return VenueStatus.at(now, records: records, model: model)
        } catch {
            printError("atrium: the status file \(status) is \(error.description)")
            throw ExitCode(1)
        }
    }
}
