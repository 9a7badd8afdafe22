/// Which directory group the OpenStreetMap values of `shop=*`, `amenity=*`, `office=*`,
/// `tourism=*` and `healthcare=*` fall into: the table behind ``CategoryGroup/init(category:)``
/// for OSM venues, whose occupant and amenity categories are these values (`clothes`,
/// `chemist`, `travel_agency`; `e-cigarette` becomes `e_cigarette`).
///
/// Written for Atrium from the value tables of the OpenStreetMap wiki's pages
/// `Key:shop`, `Key:amenity`, `Key:office`, `Key:tourism` and `Key:healthcare` and from
/// taginfo's most used values of those keys (taginfo.openstreetmap.org, read 2026-11): every
/// value in common use has a group here, chosen by what a visitor looks for. Group
/// *identifiers* only: the words shown for a group are ``CategoryGroup/displayName``.
/// `MapCoreTests.OSMTagGroupsTests` checks that none of them falls to ``CategoryGroup/other``.
public enum OSMTagGroups {
    /// `shop=*`: shops, except those that sell a service (hairdresser, laundry, repairs,
    /// travel agents, tickets) or food to eat there (bakery, pastry, coffee).
    public static let shop: [String: CategoryGroup] = table([
        (.shopping, """
            convenience supermarket clothes kiosk mobile_phone hardware butcher furniture car_parts alcohol florist \
            electronics variety_store shoes jewelry mall gift doityourself greengrocer books bicycle chemist \
            department_store sports stationery pet computer tyres beverages cosmetics houseware garden_centre toys \
            motorcycle second_hand art tobacco trade interior_decoration photo dairy outdoor paint wine bag \
            boutique music fabric bed craft newsagent farm appliance agrarian frame curtain carpet baby_goods \
            bathroom_furnishing charity e-cigarette electrical fashion_accessories fishing games gas hifi herbalist \
            health_food hunting lighting musical_instrument nutrition_supplements perfumery party second_hand \
            sewing spices tiles trophy video video_games watches weapons wholesale window_blind anime antiques boat \
            cannabis cheese collector doors flooring nuts pasta pottery pyrotechnics religion water general wool \
            fuel energy caravan golf household_linen printer_ink model camera telecommunication leather \
            swimming_pool frozen_food erotic grocery food outpost vacuum_cleaner car fashion discount duty_free \
            jewellery optician glaziery hairdresser_supply beauty_supply military_surplus candles country_store \
            souvenir souvenirs gift_shop lottery bookmaker cards stamps coins crafts hobby tea_shop yes
            """),
        (.food, "bakery pastry confectionery coffee tea deli chocolate ice_cream cake seafood"),
        (.services, """
            hairdresser beauty laundry dry_cleaning car_repair travel_agency copyshop tattoo massage pawnbroker \
            funeral_directors locksmith money_lender repair rental storage_rental tailor shoe_repair \
            motorcycle_repair tool_hire ticket psychic estate_agent insurance bank phone_repair computer_repair \
            piercing nails cosmetic_treatment photo_studio printing key_cutting
            """),
        (.health, "pharmacy medical_supply hearing_aids orthopaedics"),
    ])

    /// `amenity=*`: places to eat, money, post, health, transport and leisure; street
    /// furniture (`bench`, `waste_basket`) and non-places are in ``notPlaces``.
    public static let amenity: [String: CategoryGroup] = table([
        (.food, """
            restaurant cafe fast_food bar pub food_court ice_cream biergarten drinking_water vending_machine \
            canteen juice_bar
            """),
        (.restrooms, "toilets shower baby_changing"),
        (.services, """
            bank atm post_office post_box bureau_de_change money_transfer payment_terminal payment_centre \
            luggage_locker locker left_luggage parcel_locker device_charging_station telephone internet_cafe \
            photo_booth coworking_space place_of_worship police townhall courthouse social_facility childcare \
            kindergarten school college university language_school driving_school music_school prep_school \
            training veterinary fire_station car_wash letter_box bicycle_repair_station \
            post_depot mailroom funeral_hall reception_desk studio smoking_area
            """),
        (.transport, """
            taxi bus_station ferry_terminal car_rental bicycle_rental car_sharing boat_rental bicycle_sharing \
            ticket_validator fuel charging_station shelter
            """),
        (.info, "information lost_property_office reception meeting_point"),
        (.health, "pharmacy doctors dentist clinic hospital first_aid defibrillator nursing_home baby_hatch"),
        (.parking, "parking bicycle_parking motorcycle_parking parking_entrance"),
        (.leisure, """
            cinema theatre library nightclub arts_centre community_centre casino gambling events_venue \
            conference_centre exhibition_centre public_bookcase planetarium marketplace dojo stripclub \
            karaoke_box music_venue
            """),
    ])

    /// `office=*`: businesses that receive visitors (services), the public ones with
    /// information (`office=government`, `office=tourism`) and travel (`airline`).
    public static let office: [String: CategoryGroup] = table([
        (.services, """
            company government estate_agent insurance lawyer it accountant telecommunication association \
            educational_institution ngo financial tax_advisor notary employment_agency architect political_party \
            religion property_management advertising_agency consulting newspaper research coworking \
            diplomatic logistics energy_supplier water_utility financial_advisor travel_agent quango \
            administrative union foundation moving_company courier yes
            """),
        (.info, "tourism visitor_centre"),
        (.transport, "airline transport"),
        (.health, "physician therapist"),
    ])

    /// `tourism=*`: where to stay (services), sights and exhibitions (leisure), tourist information.
    public static let tourism: [String: CategoryGroup] = table([
        (.info, "information"),
        (.services, "hotel hostel guest_house motel apartment chalet alpine_hut"),
        (.leisure, """
            attraction artwork viewpoint museum gallery picnic_site theme_park zoo aquarium camp_site \
            caravan_site
            """),
    ])

    /// `healthcare=*`: every kind of care is ``CategoryGroup/health``.
    public static let healthcare: [String: CategoryGroup] = table([
        (.health, """
            pharmacy doctor dentist clinic hospital physiotherapist alternative optometrist laboratory \
            psychotherapist centre podiatrist rehabilitation audiologist blood_donation sample_collection \
            vaccination_centre nurse occupational_therapist speech_therapist counselling dialysis midwife \
            birthing_centre hospice yes
            """),
    ])

    /// Values that are no place a visitor looks for in a directory (street furniture, waste,
    /// parking spaces); they stay on the map as what they are.
    public static let notPlaces: [String: Set<String>] = [
        "amenity": ["waste_basket", "waste_disposal", "parking_space", "hunting_stand", "grave_yard", "clock",
                    "loading_dock", "hydrant", "sanitary_dump_station", "table", "grit_bin",
                    "recycling", "compressed_air", "water_point", "bench", "lounger", "fountain"],
        "shop": ["vacant", "no", "disused"],
    ]

    /// Every table by key, in the order tried for a bare value.
    public static let byKey: [(key: String, table: [String: CategoryGroup])] = [
        ("shop", shop), ("amenity", amenity), ("healthcare", healthcare), ("tourism", tourism), ("office", office),
    ]

    /// The group of a bare value (an occupant or amenity category made from a tag), from the
    /// first table that lists it in the order of ``byKey``; nil for a value none lists.
    public static func group(of value: String) -> CategoryGroup? {
        merged[normalized(value)]
    }

    /// The values of every table in one, the first key's group winning (`pharmacy` is a
    /// health place whichever key says it).
    private static let merged: [String: CategoryGroup] = {
        var out: [String: CategoryGroup] = [:]
        for (_, t) in byKey { out.merge(t) { first, _ in first } }
        return out
    }()

    /// A value as the OSM reader writes categories: lower case, `-` and spaces made `_`.
    public static func normalized(_ value: String) -> String {
        String(value.lowercased().map { $0 == "-" || $0 == " " ? "_" : $0 })
    }

    /// A table from space-separated value lists, by group.
    private static func table(_ lists: [(CategoryGroup, String)]) -> [String: CategoryGroup] {
        var out: [String: CategoryGroup] = [:]
        for (group, list) in lists {
            for v in list.split(whereSeparator: { $0 == " " || $0 == "\n" }) { out[normalized(String(v))] = group }
        }
        return out
    }
}
