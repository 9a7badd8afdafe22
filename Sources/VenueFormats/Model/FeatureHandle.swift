/// A reference to one selectable feature of a ``VenueGraph``, by type and array index.
public enum FeatureHandle: Hashable, Sendable {
    /// An index into ``IMDFArchive/units``.
    case unit(Int)
    /// An index into ``IMDFArchive/occupants``.
    case occupant(Int)
    /// An index into ``IMDFArchive/amenities``.
    case amenity(Int)
    /// An index into ``IMDFArchive/kiosks``.
    case kiosk(Int)

    /// The IMDF feature type name ("unit", "occupant", ...).
    public var kind: String {
        switch self {
        case .unit: return "unit"
        case .occupant: return "occupant"
        case .amenity: return "amenity"
        case .kiosk: return "kiosk"
        }
    }
}

/// What a place card shows about a feature.
public struct PlaceDetails: Sendable, Equatable {
    /// Display name.
    public var name: String
    /// Feature type ("unit", "occupant", ...).
    public var kind: String
    /// IMDF category, e.g. `restaurant`.
    public var category: String?
    /// Ordinal of its level.
    public var ordinal: Int?
    /// Level name, e.g. "Ground Floor (G)".
    public var levelName: String?
    /// Opening hours.
    public var hours: String?
    /// Phone.
    public var phone: String?
    /// Website.
    public var website: String?
    /// Accessibility features, e.g. `wheelchair`.
    public var accessibility: [String]
    /// The unit it is in, when it is not a unit itself.
    public var inUnit: String?
    /// Other names (alt_name and other languages).
    public var otherNames: [String]
    /// Postal address, when known.
    public var address: String?
    /// Restriction, e.g. `employeesonly`.
    public var restriction: String?
    /// What the place has beside what it is (toilets, a changing table), in declaration order.
    public var facilities: [Facility] = []
}

extension PlaceDetails {
    /// Details with a name and a feature type, everything else unknown.
    public init(name: String, kind: String) {
        self.init(name: name, kind: kind, category: nil, ordinal: nil, levelName: nil, hours: nil, phone: nil, website: nil,
                  accessibility: [], inUnit: nil, otherNames: [], address: nil, restriction: nil)
    }
}

extension VenueGraph {
    /// The feature's id.
    public func id(of handle: FeatureHandle) -> String {
        switch handle {
        case .unit(let i): return archive.units[i].id
        case .occupant(let i): return archive.occupants[i].id
        case .amenity(let i): return archive.amenities[i].id
        case .kiosk(let i): return archive.kiosks[i].id
        }
    }

    /// The handle of a feature id, searching units, occupants, amenities and kiosks.
    public func handle(forID id: String) -> FeatureHandle? {
        if let i = unitIndex[id] { return .unit(i) }
        if let i = occupantIndex[id] { return .occupant(i) }
        if let i = amenityIndex[id] { return .amenity(i) }
        if let i = archive.kiosks.firstIndex(where: { $0.id == id }) { return .kiosk(i) }
        return nil
    }

    /// The unit a feature is in (itself for a unit).
    public func unitIndex(of handle: FeatureHandle) -> Int? {
        switch handle {
        case .unit(let i): return i
        case .occupant(let i): return unitOfOccupant[i]
        case .amenity(let i): return unitOfAmenity[i]
        case .kiosk(let i):
            let levelID = archive.kiosks[i].levelID
            guard let c = archive.kiosks[i].geometry.bounds?.center else { return nil }
            return archive.units.firstIndex { $0.levelID == levelID && $0.geometry.contains(c) }
        }
    }

    /// The ordinal a feature is on.
    public func ordinal(of handle: FeatureHandle) -> Int? {
        if case .kiosk(let i) = handle { return ordinalOfLevel[archive.kiosks[i].levelID] }
        return unitIndex(of: handle).flatMap { ordinal(ofUnit: $0) }
    }

    /// A readable name for a category: `restroom.female` → "Restroom (female)".
    ///
    /// Words for people, not type names: `fast_food` → "Fast food", `restroom.female` →
    /// "Restroom (female)", `foodservice` stays one word as IMDF writes it.
    public static func readableCategory(_ category: String) -> String {
        let parts = category.split(separator: ".").map { $0.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ") }
        guard let head = parts.first, !head.isEmpty else { return category }
        let title = head.prefix(1).uppercased() + head.dropFirst()
        return parts.count > 1 ? "\(title) (\(parts.dropFirst().joined(separator: ", ")))" : title
    }

    /// What a place without a label is called: in English its category written out
    /// ("Restroom (female)"), in another interface language the catalogue's name of the
    /// category (``ui``), else the category written out.
    func unnamed(_ category: String) -> String {
        if ui.language != .en, let name = ui.category(category) { return name }
        return Self.readableCategory(category)
    }

    /// The display name of a feature: its label, else a readable category.
    public func name(of handle: FeatureHandle) -> String {
        switch handle {
        case .unit(let i):
            let u = archive.units[i]
            return language.text(u.name) ?? unnamed(u.category)
        case .occupant(let i):
            return language.text(archive.occupants[i].name) ?? (ui.language == .en ? "Occupant" : unnamed(archive.occupants[i].category ?? "unspecified"))
        case .amenity(let i):
            let a = archive.amenities[i]
            return language.text(a.name) ?? unnamed(a.category)
        case .kiosk(let i):
            return language.text(archive.kiosks[i].name) ?? (ui.language == .en ? "Kiosk" : unnamed("kiosk"))
        }
    }

    /// The feature's category.
    public func category(of handle: FeatureHandle) -> String? {
        switch handle {
        case .unit(let i): return archive.units[i].category
        case .occupant(let i): return archive.occupants[i].category
        case .amenity(let i): return archive.amenities[i].category
        case .kiosk: return "kiosk"
        }
    }

    /// Everything a place card shows about a feature.
    public func details(of handle: FeatureHandle) -> PlaceDetails {
        let ord = ordinal(of: handle)
        let levelName = ord.map { o in
            let full = self.levelName(ordinal: o), short = shortName(ordinal: o)
            return full == short ? full : "\(full) (\(short))"
        }
        var d = PlaceDetails(name: name(of: handle), kind: handle.kind, category: category(of: handle), ordinal: ord, levelName: levelName,
                             hours: nil, phone: nil, website: nil, accessibility: [], inUnit: nil, otherNames: [], address: nil, restriction: nil)
        let primary = d.name
        func others(_ labels: Labels?...) -> [String] {
            var seen = Set([primary]), out: [String] = []
            for l in labels { for t in l?.allTexts ?? [] where !seen.contains(t) { seen.insert(t); out.append(t) } }
            return out
        }
        let containing = unitIndex(of: handle)
        // "In: Chez Nous" on Chez Nous's own card says nothing: only a differently named unit.
        if let u = containing, handle != .unit(u), name(of: .unit(u)) != d.name { d.inUnit = name(of: .unit(u)) }
        switch handle {
        case .unit(let i):
            let u = archive.units[i]
            d.accessibility = u.accessibility
            d.restriction = u.restriction
            d.otherNames = others(u.name, u.altName)
            if let occ = occupantsOfUnit[i]?.first {
                let o = archive.occupants[occ]
                d.hours = o.hours; d.phone = o.phone; d.website = o.website
                d.otherNames.insert(language.text(o.name) ?? "", at: 0)
            }
        case .occupant(let i):
            let o = archive.occupants[i]
            d.hours = o.hours; d.phone = o.phone; d.website = o.website
            d.otherNames = others(o.name)
            if let u = containing { d.accessibility = archive.units[u].accessibility }
            if let ai = anchorIndex[o.anchorID] { d.address = address(archive.anchors[ai].addressID)?.formatted }
        case .amenity(let i):
            let a = archive.amenities[i]
            d.hours = a.hours; d.phone = a.phone; d.website = a.website
            d.accessibility = a.accessibility
            d.otherNames = others(a.name, a.altName)
            d.address = address(a.addressID)?.formatted
        case .kiosk(let i):
            d.otherNames = others(archive.kiosks[i].name, archive.kiosks[i].altName)
        }
        // Read the name first: `d` is captured by `others`, so reading it inside the closure while
        // `removeAll` modifies it is an exclusivity violation (a runtime trap).
        let name = d.name
        d.otherNames.removeAll { $0.isEmpty || $0 == name }
        d.facilities = facilities(of: handle)
        return d
    }

    /// What a feature has beside what it is: its own ``Facility`` list; for a unit with one
    /// occupant (a restaurant's room), the occupant's too, as the card shows its hours; for a
    /// unit (and its one occupant) that is no restroom or corridor, what the IMDF restroom and
    /// baby-changing amenities inside it give (``Facility/ofAmenity(category:)``).
    public func facilities(of handle: FeatureHandle) -> [Facility] {
        var set = Set(archive.facilities[id(of: handle)] ?? [])
        var unit: Int?
        switch handle {
        case .unit(let u): unit = u
        case .occupant(let o): unit = occupantsOfUnit[unitOfOccupant[o] ?? -1]?.count == 1 ? unitOfOccupant[o] : nil
        default: break
        }
        if let u = unit, let occupants = occupantsOfUnit[u], occupants.count == 1 {
            set.formUnion(archive.facilities[archive.occupants[occupants[0]].id] ?? [])
        }
        if let u = unit {
            let category = archive.units[u].category
            if Self.canHoldOccupant(category: category), Facility.ofAmenity(category: category).isEmpty {
                for a in amenitiesOfUnit[u] ?? [] { set.formUnion(Facility.ofAmenity(category: archive.amenities[a].category)) }
            }
        }
        return set.sorted()
    }
}
