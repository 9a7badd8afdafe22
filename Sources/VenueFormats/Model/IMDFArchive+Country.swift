/// The venue's country written where IMDF keeps it: the venue's address (issue 36).
extension IMDFArchive {
    /// The country the venue's address states, if any.
    public var venueAddressCountry: String? {
        guard let id = venue?.addressID else { return nil }
        return addresses.first { $0.id == id }?.country.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Makes the venue's address state `code` (ISO 3166 alpha-2): the address it has gains the
    /// country when it states none; a venue without an address gets one, its id derived from
    /// the venue's (so converting again gives the same id). Nothing changes without a venue or
    /// when its address states a country already.
    public mutating func stateVenueCountry(_ code: String) {
        guard let v = venues.indices.first, venueAddressCountry == nil else { return }
        if let id = venues[v].addressID, let a = addresses.firstIndex(where: { $0.id == id }) {
            addresses[a].country = code
            return
        }
        let id = StableID.uuid("address \(venues[v].id)")
        addresses.append(Address(id: id, file: venues[v].file, address: nil, unit: nil,
                                 locality: nil, province: nil, country: code, postalCode: nil, postalCodeExt: nil, postalCodeVanity: nil))
        venues[v].addressID = id
    }
}
