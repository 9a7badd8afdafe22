import Localization
import VenueFormats

extension Facility {
    /// The words a place card uses, in `ui`'s language: "toilets", "wheelchair toilet",
    /// "baby change".
    public func words(_ ui: UIText) -> String {
        switch self {
        case .toilets: return ui.facilityToilets
        case .wheelchairToilets: return ui.facilityWheelchairToilets
        case .changingTable: return ui.facilityChangingTable
        }
    }
}
