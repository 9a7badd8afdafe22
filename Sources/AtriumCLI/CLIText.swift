import Localization
import MapCore
import VenueFormats

/// Words of the commands' human output that come from values (feature types, kinds of
/// place, connectors, durations, sizes), in the interface language.
extension UIText {
    /// An IMDF feature type as `info` and `convert` list it ("unit", "Raum", "ユニット").
    func featureTypeName(_ type: FeatureType) -> String { type.name(self) }

    /// What kind of place a search result is (the last column of `atrium search`).
    func searchKindName(_ kind: SearchKind) -> String {
        switch kind {
        case .occupant: return cardKindBusiness
        case .unit: return cardKindSpace
        case .kiosk: return cardKindKiosk
        case .opening: return cardKindDoor
        case .amenity: return cardKindAmenity
        case .level: return cardKindLevel
        }
    }

    /// A level connector with its article, as a route's total names it ("the stairs", "die Treppe").
    func connectorName(_ kind: String) -> String {
        switch kind {
        case "elevator": return connectorElevator
        case "escalator": return connectorEscalator
        case "ramp": return connectorRamp
        case "movingwalkway": return connectorMovingWalkway
        default: return connectorStairs
        }
    }

    /// A walk's duration as people say it, rounded as ``WalkingTime/phrase(seconds:)`` rounds:
    /// "45 s", "12 min", "1 h 5 min" (and the language's words for them).
    func walkingTime(seconds s: Double) -> String {
        guard s.isFinite, s > 0 else { return durationSeconds(count: 0) }
        if s < 57.5 { return durationSeconds(count: max(5, Int((s / 5).rounded()) * 5)) }
        let minutes = max(1, Int((min(s, 1e9) / 60).rounded()))
        if minutes < 60 { return durationMinutes(count: minutes) }
        return minutes % 60 == 0 ? durationHours(count: minutes / 60)
            : durationHoursMinutes(hours: number(minutes / 60), minutes: number(minutes % 60))
    }

    /// A size in bytes, as ``formatBytes(_:)`` rounds it, with the language's decimal separator.
    func bytes(_ n: Int64) -> String {
        if n >= 1_000_000 { return decimal(Double(n) / 1_000_000, digits: 1) + " MB" }
        if n >= 1_000 { return number(Int(n / 1_000)) + " kB" }
        return number(Int(n)) + " B"
    }

}
