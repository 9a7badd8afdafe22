/// Which categories belong to which ``CategoryGroup``: the tables behind ``CategoryGroup/init(category:)``.
enum CategoryGroupRules {
    /// One group's rule: a category belongs when its first segment is listed, when it is
    /// listed whole, or when its first segment ends with a listed suffix.
    struct Rule {
        /// First segments (`restroom` covers `restroom.female`).
        var heads: Set<String>
        /// Whole categories (`parking.ev`), checked before heads.
        var whole: Set<String> = []
        /// Endings of the first segment (`store` covers `shoestore`).
        var suffixes: [String] = []

        /// Whether a lower-case category (and its dot segments) falls under this rule.
        func matches(_ category: String, _ segments: [String]) -> Bool {
            if whole.contains(category) { return true }
            guard let head = segments.first else { return false }
            if heads.contains(head) { return true }
            return suffixes.contains { head.hasSuffix($0) && head != $0 }
        }
    }

    /// Rules in the order they are tried; the first that matches wins.
    static let ordered: [(CategoryGroup, Rule)] = [
        (.restrooms, Rule(heads: ["restroom", "babychanging", "mothersroom", "shower", "toilet", "toilets"])),
        (.parking, Rule(heads: ["parking", "parkandride", "valet", "valetservices", "parkingfacility"],
                        whole: ["auto.evcharge", "auto.evcharge.dcfast", "auto.evcharge.tesla"])),
        (.transport, Rule(heads: ([
            "elevator", "escalator", "stairs", "steps", "ramp", "movingwalkway", "peoplemover", "footbridge",
            "entry", "emergencyexit", "platform", "bus", "busstop", "taxi", "taxistand", "shuttle", "rail",
            "traintrack", "transit", "trainstation", "subwaystation", "publictransport", "groundtransportation",
            "rideshare", "limo", "ferry", "boardinggate", "arrivalgate", "gatearea", "apmstop", "terminal",
        ] as Set<String>).union(moreTransport), whole: ["pedestrian.principal", "pedestrian.transit"])),
        (.info, Rule(heads: [
            "information", "informationdesk", "guestservices", "lostandfound", "meetingpoint", "reception",
            "visitorcenter", "landmark", "concierge",
        ])),
        (.health, Rule(heads: ([
            "firstaid", "defibrillator", "pharmacy", "pharmacystore", "clinic", "healthcare", "healthcarecenter",
            "hospital", "dentistry", "medicalcenter", "physician", "urgentcare", "walkinclinic", "emergencymedicine",
            "healthscreening", "handsanitizerstation", "wheelchairassist", "mobilityrescue", "optometry",
            "familymedicine", "pediatrics", "physicaltherapy", "chiropractic", "dermatology", "blooddonation",
        ] as Set<String>).union(moreHealth))),
        (.food, Rule(heads: foodHeads.union(moreFood), whole: ["kiosk.food"], suffixes: ["restaurant", "bar", "cafe", "food", "foods"])),
        (.shopping, Rule(heads: shoppingHeads.union(moreShopping), suffixes: ["store", "stores", "shop", "shops", "market", "wear"])),
        (.services, Rule(heads: ([
            "atm", "bank", "cashier", "changemachine", "currencyexchange", "coincashingkiosk", "moneytransferservices",
            "copymachine", "copyshop", "mailbox", "postoffice", "locksmith", "haircutsstyling", "barber", "beautysalon",
            "nailsalon", "manicurists", "travelagent", "travelservices", "drycleaning", "drycleaninglaundry",
            "laundryservices", "electronicsrepair", "mobilephonerepair", "shoerepair", "watchrepair", "jewelryrepair",
            "sewingalterations", "wifi", "powerchargingstation", "phonechargingstation", "phone", "payphone",
            "coinlocker", "luggagestorage", "baggagestorage", "packagelocker", "strollerrental", "service",
            "businesscenter", "insurance", "lawyer", "financialservices", "shippingcenters", "photobooth",
            "productreturn", "ticketing", "tickets", "checkin", "security", "police", "policestation",
        ] as Set<String>).union(moreServices))),
        (.leisure, Rule(heads: ([
            "cinema", "movietheater", "theater", "gym", "fitnessroom", "recreation", "playground", "childplayarea",
            "playcenter", "library", "publiclibrary", "arcade", "bowlingalley", "museum", "exhibit", "eventspace",
            "amusementpark", "karaoke", "swimmingpool", "fieldofplay", "escapegame", "virtualreality", "yoga",
            "amphitheater", "auditorium", "entertainmentarea", "gambling", "familyfuncenter", "kidsactivities",
        ] as Set<String>).union(moreLeisure))),
    ]

    /// First segments of food and drink categories, for units, amenities, sections and occupants.
    static let foodHeads: Set<String> = [
        "foodservice", "eatingdrinking", "diningarea", "kitchen", "restaurant", "cafe", "cafeteria", "canteen",
        "coffee", "tea", "bubbletea", "bakedgoods", "bakery", "bagels", "cakes", "cupcakes", "donuts", "desserts",
        "icecream", "gelato", "frozenyogurt", "juicebar", "smoothies", "milkshakes", "bar", "pub", "brewpub",
        "bistro", "diner", "buffet", "pizza", "sushi", "conveyorsushi", "burgers", "hotdogs", "salad", "sandwiches",
        "kebab", "falafel", "crepes", "waffles", "noodles", "dumplings", "soup", "steak", "seafood", "tacos",
        "fastfood", "foodcourt", "foodstand", "foodtruck", "delicatessen", "chickenwings", "chocolate", "candy",
        "popcorn", "pretzels", "poke", "wraps", "barbecue", "breakfastandbrunch", "vendingmachine",
        "drinkingfountain", "concessions", "winebar", "beerbar", "cocktailbar", "izakaya", "tapas", "trattoria",
        "italian", "japanese", "chinese", "indian", "thai", "mexican", "french", "german", "turkish", "korean",
        "vietnamese", "greek", "spanish", "lebanese", "american", "asianfusion", "mediterranean", "middleeastern",
        "vegan", "vegetarian", "halal", "kosher",
    ]

    /// First segments of shop categories.
    static let shoppingHeads: Set<String> = [
        "retail", "retaildepartment", "shopping", "dutyfree", "clothing", "fashion", "fashionaccessories",
        "accessories", "shoes", "books", "usedbooks", "comicbooks", "newspapersandmagazines", "stationery",
        "jewelry", "watches", "toys", "florist", "florists", "flowers", "perfume", "cosmetics", "supermarket",
        "grocery", "hypermarket", "conveniencestore", "departmentstore", "mobilephones", "cellphoneaccessories",
        "computersandaccessories", "electronicappliances", "appliances", "sportinggoods", "sportsgoods", "outdoorgear",
        "homedecor", "homeandgarden", "furniture", "musicalinstruments", "eyewear", "opticians", "giftshops",
        "souvenirs", "luggage", "leathergoods", "lingerie", "hats", "tobaccoshop", "wine", "beerwineandspirits",
        "cheese", "butcher", "fruitandvegetables", "gourmetfood", "specialtyfood", "pets", "artsupplies",
        "videogamesandconsoles", "vinylrecords", "hardware", "outletmall", "popupshops", "tableware",
    ]
}
