import VenueFormats

extension VenueGraph {
    /// Whether nothing is mapped on an ordinal: no unit, opening, amenity, occupant or kiosk.
    public func isEmptyFloor(ordinal: Int) -> Bool {
        let c = contents(ordinal: ordinal)
        return c.units.isEmpty && c.openings.isEmpty && c.amenities.isEmpty && c.occupants.isEmpty && c.kiosks.isEmpty
    }

    /// How the explorer's status line names a floor: "G Ground Floor"; "C+ C Indoor, C Outdoor"
    /// when several levels share the ordinal; with the building(s) it shows when the venue has several.
    public func levelDescription(ordinal: Int) -> String {
        var text = "\(pickerLabel(ordinal: ordinal)) \(levelNames(ordinal: ordinal))"
        if archive.buildings.count > 1 {
            let names = buildingNames(ordinal: ordinal)
            if !names.isEmpty { text += " · " + (names.count > 3 ? "\(names.count) buildings" : names.joined(separator: ", ")) }
        }
        return text
    }
}
