"""The building itself, as data: the levels, the units of each level, where the doors go,
occupants, kiosks, fixtures, sections, amenities and the reference route. All in local
metres (x east, y north, origin at the building's south-west corner). `builder` turns
this into features; `checker` never reads it (except the route it reports)."""

import math

from .schema import OPEN_PLAN, SOLID, shared_segment

WIDTH, DEPTH = 120, 70  # building footprint in metres
VENUE_RECT = (-24, -30, 144, 100)  # plaza, drop-off and surface parking around it
BUILDING_RECT = (0, 0, WIDTH, DEPTH)


def labels(en, de=None):
    return {"en": en, "de": de if de is not None else en}


def mirror(rect):
    """Mirror a rectangle across the building's north-south centre line."""
    x0, y0, x1, y1 = rect
    return (WIDTH - x1, y0, WIDTH - x0, y1)


# ---------------------------------------------------------------------------
# The building, level by level. A unit row is
#   (key, category, rect, en, de[, extra properties])
# Keys are unique per level; doors refer to units by key.

def core_west(ordinal):
    """West core: stairs and elevator face the corridor band; a short corridor
    behind them serves restrooms and back rooms. Identical footprint on every
    level, so the stairs and elevator line up across ordinals."""
    if ordinal < 0:
        rooms = [("west_upper", "storage", "Cleaning Supplies", "Reinigungsmittel"),
                 ("west_lower", "nonpublic", "Waste Room", "Entsorgungsraum")]
        corridor = ("Service Corridor West", "Servicegang West")
    else:
        rooms = [("west_upper", "restroom.female", "Women's Restroom", "Damen-WC"),
                 ("west_lower", "restroom.male", "Men's Restroom", "Herren-WC")]
        corridor = ("Restroom Corridor West", "WC-Gang West")
    return [
        ("stairs_w", "stairs", (0, 16, 6, 26), "Stairs West", "Treppe West"),
        ("elevator_w", "elevator", (6, 22, 10, 26), "Elevator West", "Lift West",
         {"accessibility": ["wheelchair"]}),
        ("plant_w", "nonpublic", (6, 16, 10, 22), "Electrical Room West", "Elektroraum West"),
        ("corridor_w", "walkway", (10, 0, 12, 26)) + corridor,
        (rooms[0][0], rooms[0][1], (0, 8, 10, 16), rooms[0][2], rooms[0][3]),
        (rooms[1][0], rooms[1][1], (0, 0, 10, 8), rooms[1][2], rooms[1][3]),
    ]


EAST_BOTTOM = {
    -1: ("serverroom", "Server Room", "Serverraum"),
    0: ("firstaid", "First Aid", "Sanitätsraum"),
    1: ("restroom.family", "Family Restroom", "Familien-WC"),
    2: ("restroom", "Restroom", "WC"),
}


def core_east(ordinal):
    """East core: the west core mirrored, with different back rooms."""
    if ordinal < 0:
        upper = ("east_upper", "office", (0, 8, 10, 16), "Parking Office", "Parkhausbüro")
    else:
        upper = ("east_upper", "restroom.unisex.wheelchair", (0, 8, 10, 16),
                 "Accessible Restroom", "Rollstuhlgerechtes WC", {"accessibility": ["wheelchair"]})
    cat, en, de = EAST_BOTTOM[ordinal]
    rows = [
        ("stairs_e", "stairs", (0, 16, 6, 26), "Stairs East", "Treppe Ost"),
        ("elevator_e", "elevator", (6, 22, 10, 26), "Elevator East", "Lift Ost",
         {"accessibility": ["wheelchair"]}),
        ("plant_e", "storage", (6, 16, 10, 22), "Janitor's Closet East", "Putzraum Ost"),
        ("corridor_e", "walkway", (10, 0, 12, 26), "Service Corridor East", "Servicegang Ost"),
        upper,
        ("east_lower", cat, (0, 0, 10, 8), en, de),
    ]
    return [(r[0], r[1], mirror(r[2])) + tuple(r[3:]) for r in rows]


def corridor_band(ordinal):
    """The east-west mall (y 26..44). On the ground floor the atrium is a court;
    above it is a void ringed by galleries. Escalators sit at the void's west end
    with the same footprint on levels 0, 1 and 2."""
    if ordinal == 0:
        ends = [("hall_w", "lobby", (0, 26, 12, 44), "West Entrance Hall", "Eingangshalle West"),
                ("hall_e", "lobby", (108, 26, 120, 44), "East Entrance Hall", "Eingangshalle Ost")]
        middle = [("atrium_s", "walkway", (40, 26, 80, 31), "Atrium South Walk", "Atrium Süd"),
                  ("atrium_n", "walkway", (40, 39, 80, 44), "Atrium North Walk", "Atrium Nord"),
                  ("atrium_c", "walkway", (52, 31, 80, 39), "Atrium Court", "Atriumhof")]
    else:
        ends = [("hall_w", "walkway", (0, 26, 12, 44), "West Landing", "Podest West"),
                ("hall_e", "walkway", (108, 26, 120, 44), "East Landing", "Podest Ost")]
        middle = [("atrium_s", "walkway", (40, 26, 80, 31), "South Gallery", "Südgalerie"),
                  ("atrium_n", "walkway", (40, 39, 80, 44), "North Gallery", "Nordgalerie"),
                  ("atrium_c", "opentobelow", (52, 31, 80, 39), "Atrium Void", "Luftraum Atrium")]
    return ends + middle + [
        ("galleria_w", "walkway", (12, 26, 40, 44), "Galleria West", "Galerie West"),
        ("galleria_e", "walkway", (80, 26, 108, 44), "Galleria East", "Galerie Ost"),
        ("esc_1", "escalator", (40, 31, 52, 35), "Escalator 1", "Rolltreppe 1"),
        ("esc_2", "escalator", (40, 35, 52, 39), "Escalator 2", "Rolltreppe 2"),
    ]


LEVELS = {
    -1: ("Basement", "Untergeschoss", "B1", "UG"),
    0: ("Ground Floor", "Erdgeschoss", "G", "EG"),
    1: ("First Floor", "1. Obergeschoss", "1", "1. OG"),
    2: ("Second Floor", "2. Obergeschoss", "2", "2. OG"),
}

BASEMENT = [
    ("hall_w", "lobby", (0, 26, 12, 44), "Lift Lobby West", "Liftvorplatz West"),
    ("hall_e", "lobby", (108, 26, 120, 44), "Lift Lobby East", "Liftvorplatz Ost"),
    ("aisle", "parking", (12, 26, 108, 44), "Parking Aisle", "Fahrgasse"),
    ("park_s", "parking", (12, 0, 108, 26), "Parking South", "Parkdeck Süd"),
    ("park_n", "parking", (12, 44, 108, 70), "Parking North", "Parkdeck Nord"),
    ("bikes", "room", (0, 44, 12, 70), "Velostation (Bike Room)", "Velostation"),
    ("tech", "nonpublic", (108, 44, 120, 70), "Technical Room", "Technikraum"),
]

FOOD_STALLS = [("Pizzeria Vesuvio", "Pizzeria Vesuvio"), ("Sushi Sakura", "Sushi Sakura"),
               ("Thai Orchid", "Thai Orchidee"), ("Burger Barn", "Burger Barn"),
               ("Greens Salad Bar", "Grünzeug Salatbar"), ("Anatolia Kebab", "Anatolia Kebab"),
               ("Crêperie Bretonne", "Crêperie Bretonne"), ("Juice Bar", "Saftladen")]

# Rooms beside the mall, per ordinal: (y0, y1) -> rows of
# (key, unit category, x0, x1, en, de). The south band is y 0..26, the north 44..70.
SHOP_BANDS = {
    0: {(0, 26): [
        ("florist", "room", 12, 24, "Flora Flowers", "Blumen Flora"),
        ("optician", "room", 24, 36, "Clearview Opticians", "Optik Klarblick"),
        ("bakery", "foodservice", 36, 48, "Morgenrot Bakery", "Bäckerei Morgenrot"),
        ("teahouse", "foodservice", 48, 60, "Jasmine Tea House", "Teehaus Jasmin"),
        ("toys", "room", 60, 72, "Toyland", "Spielzeugland"),
        ("jeweller", "room", 72, 84, "Aurum Jewellers", "Goldschmiede Aurum"),
        ("phones", "room", 84, 96, "Phone World", "Handywelt"),
        ("perfumery", "room", 96, 108, "Duftwerk Perfumery", "Parfümerie Duftwerk"),
    ], (44, 70): [
        ("pharmacy", "room", 0, 14, "Sonnenhof Pharmacy", "Apotheke Sonnenhof"),
        ("cafe", "foodservice", 14, 28, "Café Lumière", "Café Lumière"),
        ("books", "room", 28, 42, "Bookworm", "Bücherwurm"),
        ("electronics", "room", 42, 56, "Funke Electronics", "Elektro Funke"),
        ("passage_n", "walkway", 56, 62, "North Passage", "Nordpassage"),
        ("market", "room", 62, 84, "Fresh Market", "Frischmarkt"),
        ("fashion", "room", 84, 96, "Atelier Fashion", "Atelier Mode"),
        ("shoes", "room", 96, 108, "Shoe Works", "Schuhwerk"),
        ("bank", "room", 108, 120, "Alpenbank", "Alpenbank"),
    ]},
    1: {(0, 26): [
        ("womens", "room", 12, 30, "Nordlicht Fashion", "Nordlicht Mode"),
        ("mens", "room", 30, 48, "Graf Menswear", "Herrenausstatter Graf"),
        ("kids", "room", 48, 60, "Kids' Chest", "Kinderkiste"),
        ("watches", "room", 60, 72, "Zeitlos Watches", "Uhrenatelier Zeitlos"),
        ("sports", "room", 72, 90, "Summit Sports", "Gipfelsport"),
        ("home", "room", 90, 108, "House & Home", "Haus & Heim"),
    ], (44, 70): [
        ("hair", "room", 0, 14, "Schnittpunkt Hair Salon", "Coiffeur Schnittpunkt"),
        ("travel", "room", 14, 28, "Fernweh Travel", "Reisebüro Fernweh"),
        ("music", "room", 92, 106, "Allegro Music", "Musikhaus Allegro"),
        ("repair", "room", 106, 120, "Computer Clinic", "Computerklinik"),
    ], (44, 62): [
        ("foodcourt", "walkway", 28, 92, "Food Court", "Gastrohalle"),
    ], (62, 70): [
        ("stall_%d" % i, "foodservice", 28 + 8 * i, 36 + 8 * i, en, de)
        for i, (en, de) in enumerate(FOOD_STALLS)
    ]},
    2: {(0, 26): [
        ("fitness", "fitnessroom", 12, 48, "Kraftwerk Fitness", "Kraftwerk Fitness"),
        ("coworking", "office", 48, 72, "Atrium Coworking", "Atrium Coworking"),
        ("management", "office", 72, 90, "Centre Management", "Centermanagement"),
        ("school", "classroom", 90, 108, "Babel Language School", "Sprachschule Babel"),
    ], (44, 70): [
        ("cinema", "movietheater", 0, 40, "Starlight Cinema", "Kino Sternenhimmel"),
        ("conference", "conferenceroom", 40, 56, "Conference Room Zürichsee",
         "Konferenzraum Zürichsee"),
        ("mothers", "mothersroom", 56, 64, "Parents' Room", "Stillraum"),
        ("library", "library", 64, 80, "Atrium Public Library", "Stadtbibliothek Atrium"),
        ("playworld", "recreation", 80, 120, "Kids' Play World", "Kinderspielwelt"),
    ]},
}


def level_units(ordinal):
    units = core_west(ordinal) + core_east(ordinal)
    if ordinal < 0:
        return units + BASEMENT
    units += corridor_band(ordinal)
    for (y0, y1), rows in SHOP_BANDS[ordinal].items():
        units += [(k, cat, (x0, y0, x1, y1), en, de) for k, cat, x0, x1, en, de in rows]
    return units


# Where a room touches several open-plan units, its door goes to this one.
DOOR_TO = {
    "elevator_w": "hall_w", "elevator_e": "hall_e", "market": "atrium_n",
    "electronics": "atrium_n", "travel": "galleria_w", "music": "galleria_e",
}
# Second doors: (room, open-plan unit).
EXTRA_DOORS = {0: [("market", "passage_n")], 1: [("travel", "foodcourt"), ("music", "foodcourt")]}


def level_doors(ordinal, units):
    """Doors as (room, neighbour or None for the building outline, options).
    Options: "at" = door centre along the edge (default: middle of the shared
    edge), "side" for outline doors, "width", "category", "name", "door"."""
    rects = {u[0]: u[2] for u in units}
    open_plan = [u[0] for u in units if u[1] in OPEN_PLAN]

    def neighbour(key):
        """The open-plan unit sharing the longest edge with this room."""
        if key in DOOR_TO:
            return DOOR_TO[key]
        touching = [(_seg_len(seg), other) for other in open_plan
                    for seg in [shared_segment(rects[key], rects[other])] if seg]
        return max(touching)[1]

    doors = []
    for key, cat, *_ in units:
        if cat in OPEN_PLAN or cat in SOLID or key in ("aisle", "esc_1", "esc_2"):
            continue
        if key in ("park_s", "park_n"):
            doors.append((key, "aisle", {"door": "open"}))
        else:
            doors.append((key, neighbour(key), {"at": 8} if key == "bikes" else {}))
    doors += [(room, other, {}) for room, other in EXTRA_DOORS.get(ordinal, [])]
    if ordinal >= 0:
        doors += [(esc, "galleria_w", {"door": "open"}) for esc in ("esc_1", "esc_2")]
    if ordinal == -1:
        doors += [("hall_w", "aisle", {}), ("hall_e", "aisle", {})]
    if ordinal == 0:
        doors += [
            ("hall_w", None, {"side": "w", "at": 35, "category": "pedestrian.principal",
                              "name": labels("West Entrance", "Eingang West")}),
            ("hall_e", None, {"side": "e", "at": 35, "category": "pedestrian.principal",
                              "name": labels("East Entrance", "Eingang Ost")}),
            ("passage_n", None, {"side": "n", "at": 59, "category": "pedestrian.principal",
                                 "name": labels("North Entrance", "Eingang Nord")}),
            ("corridor_w", None, {"side": "s", "at": 11, "width": 1.0, "category": "emergencyexit",
                                  "name": labels("Emergency Exit West", "Notausgang West")}),
            ("corridor_e", None, {"side": "s", "at": 109, "width": 1.0, "category": "emergencyexit",
                                  "name": labels("Emergency Exit East", "Notausgang Ost")}),
        ]
    return doors


def _seg_len(seg):
    (x0, y0), (x1, y1) = seg
    return math.hypot(x1 - x0, y1 - y0)


def outline_segment(rect, side):
    x0, y0, x1, y1 = rect
    return {"w": ((x0, y0), (x0, y1)), "e": ((x1, y0), (x1, y1)),
            "s": ((x0, y0), (x1, y0)), "n": ((x0, y1), (x1, y1))}[side]



# Occupants: unit key -> (category, hours). Names come from the unit.
SHOP_HOURS = "Mo-Sa 09:00-20:00"
FOOD_HOURS = "Mo-Sa 10:00-21:00"
OCCUPANTS = {
    0: {"florist": "florist", "optician": "eyewear.opticians", "bakery": "bakedgoods",
        "teahouse": "tea", "toys": "toys", "jeweller": "jewelry", "phones": "mobilephones",
        "perfumery": "perfume", "pharmacy": "pharmacy", "cafe": "cafe", "books": "books",
        "electronics": "computersandaccessories", "market": "supermarket", "fashion": "clothing",
        "shoes": "shoes", "bank": "bank"},
    1: {"womens": "clothing.womens", "mens": "clothing.mens", "kids": "clothing.childrens",
        "watches": "watches", "sports": "sportinggoods", "home": "homedecor",
        "hair": "haircutsstyling", "travel": "travelagent", "music": "musicalinstruments",
        "repair": "electronicsrepair", "stall_0": "pizza", "stall_1": "sushi", "stall_2": "thai",
        "stall_3": "burgers", "stall_4": "salad", "stall_5": "kebab", "stall_6": "crepes",
        "stall_7": "juicebar"},
    2: {"fitness": "gym", "coworking": "sharedofficespace", "school": "languageschool",
        "cinema": "cinema", "library": "library", "playworld": "playground"},
}
SPECIAL_HOURS = {
    "market": "Mo-Fr 08:00-21:00; Sa 08:00-20:00", "bank": "Mo-Fr 09:00-17:00",
    "cafe": "Mo-Sa 07:30-20:00; Su 09:00-18:00", "bakery": "Mo-Sa 07:00-20:00",
    "fitness": "Mo-Su 06:00-22:00", "cinema": "Mo-Su 12:00-23:30",
    "library": "Tu-Sa 10:00-19:00", "coworking": "Mo-Fr 07:00-22:00",
    "pharmacy": "Mo-Fr 08:00-20:00; Sa 08:00-18:00",
}

# Kiosks: (ordinal, key, rect, unit it stands in, en, de, occupant category or None)
KIOSKS = [
    (0, "info", (55, 33, 59, 37), "atrium_c", "Information Desk", "Informationsschalter", None),
    (0, "keys", (24, 34, 27, 37), "galleria_w", "Blitz Key Service", "Schlüsseldienst Blitz",
     "locksmith"),
    (0, "phonedoc", (92, 34, 95, 37), "galleria_e", "Phone Doctor", "Handy-Doktor",
     "mobilephonerepair"),
    (1, "gelato", (20, 34, 23, 37), "galleria_w", "Gelateria Dolce", "Gelateria Dolce",
     "icecream"),
]

# Fixtures: (ordinal, category, rect, en, de)
FIXTURES = [
    (0, "water", (62, 33, 66, 37), "Atrium Fountain", "Atriumbrunnen"),
    (0, "vegetation", (53, 32, 55, 33), "Planter", "Pflanzkübel"),
    (0, "vegetation", (53, 37, 55, 38), "Planter", "Pflanzkübel"),
    (0, "furniture", (30, 34, 34, 35), "Bench", "Sitzbank"),
    (0, "furniture", (100, 34, 104, 35), "Bench", "Sitzbank"),
    (1, "furniture", (40, 50, 44, 52), "Table", "Tisch"),
    (1, "furniture", (50, 50, 54, 52), "Table", "Tisch"),
    (1, "furniture", (60, 50, 64, 52), "Table", "Tisch"),
    (1, "furniture", (70, 50, 74, 52), "Table", "Tisch"),
    (1, "vegetation", (95, 34, 97, 36), "Planter", "Pflanzkübel"),
    (2, "desk", (58, 3, 62, 4), "Coworking Reception", "Coworking-Empfang"),
    (2, "furniture", (30, 34, 34, 35), "Bench", "Sitzbank"),
    (-1, "equipment", (1, 36, 2, 38), "Parking Pay Station", "Parkautomat"),
    (-1, "equipment", (118, 36, 119, 38), "Parking Pay Station", "Parkautomat"),
]

# Sections: (ordinal, category, rect, en, de)
SECTIONS = [
    (1, "eatingdrinking", (32, 47, 88, 59), "Food Court Seating", "Sitzbereich Gastrohalle"),
    (0, "seating", (68, 32, 78, 38), "Atrium Lounge", "Atrium-Lounge"),
    (-1, "parking.ev", (88, 1, 108, 9), "EV Charging Bays", "E-Ladeplätze"),
    (-1, "parking.bicycle", (1, 50, 11, 68), "Bicycle Racks", "Veloständer"),
]

# Extra amenities: (ordinal, category, unit key, (x, y), en, de, hours)
AMENITIES = [
    (0, "information", "atrium_c", (57, 35), "Information", "Information", SHOP_HOURS),
    (0, "lostandfound", "atrium_c", (58, 34), "Lost and Found", "Fundbüro", SHOP_HOURS),
    (0, "atm", "hall_e", (118, 30), "ATM", "Bancomat", None),
    (0, "defibrillator", "hall_w", (2, 30), "Defibrillator", "Defibrillator", None),
    (0, "handsanitizerstation", "hall_w", (2, 42), "Hand Sanitiser", "Händedesinfektion", None),
    (0, "wifi", "atrium_c", (70, 36), "Free Wi-Fi", "Gratis-WLAN", None),
    (0, "meetingpoint", "atrium_c", (60, 32), "Meeting Point", "Treffpunkt", None),
    (1, "drinkingfountain", "galleria_w", (14, 28), "Drinking Fountain", "Trinkbrunnen", None),
    (1, "babychanging", "east_lower", (118, 6), "Baby Changing", "Wickeltisch", None),
    (2, "powerchargingstation", "coworking", (50, 10), "Charging Station", "Ladestation", None),
    (2, "childplayarea", "playworld", (100, 57), "Play Area", "Spielbereich", "Mo-Sa 10:00-19:00"),
    (-1, "vendingmachine", "hall_w", (2, 30), "Vending Machine", "Verkaufsautomat", None),
    (-1, "parking", "park_s", (60, 13), "Parking", "Parkplätze", "Mo-Su 06:00-24:00"),
    (-1, "parking.ev", "park_s", (98, 5), "EV Charging", "E-Ladestation", None),
    (-1, "parking.bicycle", "bikes", (6, 60), "Bicycle Parking", "Veloparkplatz", None),
]
# Units whose own category is also an amenity category get a point at their centre.
UNIT_AMENITIES = {"restroom", "restroom.male", "restroom.female", "restroom.family",
                  "restroom.unisex.wheelchair", "elevator", "stairs", "escalator", "firstaid",
                  "mothersroom"}

# The reference route the README documents (unit keys on two ordinals).
ROUTE = ((-1, "Velostation (Bike Room)"), (2, "Conference Room Zürichsee"))

