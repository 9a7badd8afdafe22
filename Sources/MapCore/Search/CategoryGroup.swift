import Localization

/// The groups of the category filter: every unit, amenity, occupant, kiosk and opening
/// category falls into one of them.
public enum CategoryGroup: String, CaseIterable, Sendable, Codable, Comparable {
    /// Restaurants, cafés, food stalls, drinking fountains.
    case food
    /// Shops of every kind.
    case shopping
    /// Restrooms, baby changing, parents' rooms, showers.
    case restrooms
    /// ATMs, banks, repairs, hairdressers, Wi-Fi, charging, lockers.
    case services
    /// Elevators, stairs, escalators, ramps, entrances and exits, buses and taxis.
    case transport
    /// Information desks, lost and found, meeting points.
    case info
    /// First aid, pharmacies, doctors, defibrillators.
    case health
    /// Parking for cars and bicycles, EV charging.
    case parking
    /// Cinemas, gyms, play areas, libraries.
    case leisure
    /// Everything else: rooms, corridors, offices.
    case other

    /// The name shown in the filter and the directory, in `ui`'s language.
    public func name(_ ui: UIText) -> String {
        switch self {
        case .food: return ui.groupFood
        case .shopping: return ui.groupShopping
        case .restrooms: return ui.groupRestrooms
        case .services: return ui.groupServices
        case .transport: return ui.groupTransport
        case .info: return ui.groupInfo
        case .health: return ui.groupHealth
        case .parking: return ui.groupParking
        case .leisure: return ui.groupLeisure
        case .other: return ui.groupOther
        }
    }

    /// The English name, for machine-readable output (`--json`'s `group_name`) and matching.
    public var displayName: String { name(.english) }

    /// The folded names of the group in every interface language, and their telling words
    /// ("essen" and "trinken" for "Essen & Trinken"), for ``isNamed(_:)``.
    private static let foldedNames: [CategoryGroup: Set<String>] = Dictionary(uniqueKeysWithValues: allCases.map { g in
        let names = UILanguage.allCases.map { SearchText.fold(g.name(UIText(UILocale(language: $0)))) }
        return (g, Set(names + names.flatMap(SearchText.telling)))
    })

    /// Whether a folded word names the group in some interface language: the whole name or
    /// one of its words (a German visitor types `einkaufen`, a French one `restauration`).
    public func isNamed(_ folded: String) -> Bool {
        Self.foldedNames[self]?.contains(folded) ?? false
    }

    /// Groups order as declared, the order of the filter.
    public static func < (a: CategoryGroup, b: CategoryGroup) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The group of an IMDF category of any feature type (`restroom.female`, `foodservice`,
    /// `clothing.womens`, `pedestrian.principal`…) or of an OpenStreetMap value the OSM reader
    /// made a category (`clothes`, `travel_agency`: ``OSMTagGroups``, tried first, whole);
    /// unknown or missing categories are ``other``.
    public init(category: String?) {
        guard let category, !category.isEmpty else {
            self = .other
            return
        }
        let folded = category.lowercased()
        if let group = OSMTagGroups.group(of: folded) {
            self = group
            return
        }
        let segments = folded.split(separator: ".").map(String.init)
        for (group, rule) in CategoryGroupRules.ordered where rule.matches(folded, segments) {
            self = group
            return
        }
        self = .other
    }
}
