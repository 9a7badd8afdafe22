#!/usr/bin/env python3
"""Generate Atrium's own sample IMDF 1.0.0 venue, "Atrium Galleria".

The building is invented. Everything is designed in local metres on a grid of
axis-aligned rectangles (x east, y north, origin at the building's south-west
corner) and converted to WGS 84 with a local tangent plane. Longitude depends
only on x and latitude only on y, so edges shared in metres stay exactly
shared after rounding to 7 decimals.

    python3 scripts/make_sample_venue.py            # write Data/atrium-sample/
    python3 scripts/make_sample_venue.py --check    # verify the files on disk
    python3 scripts/make_sample_venue.py --check --categories imdf-categories.json

Standard library only. Output is deterministic (uuid5 ids, fixed timestamp),
so regenerating gives byte-identical files.
"""

import argparse
import heapq
import json
import math
import re
import sys
import uuid
from pathlib import Path

OUT_DIR = Path(__file__).resolve().parent.parent / "Data" / "atrium-sample"

# Building south-west corner (fictional building).
LON0, LAT0 = 8.5417, 47.3769
WIDTH, DEPTH = 120, 70  # building footprint in metres
VENUE_RECT = (-24, -30, 144, 100)  # plaza, drop-off and surface parking around it
BUILDING_RECT = (0, 0, WIDTH, DEPTH)

CREATED = "2025-01-01T00:00:00Z"
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://atrium.example/sample-venue")
ATTRIBUTION = "© Atrium contributors (sample data, CC0)\n"

# Every property of every feature type we write, in OGC 20-094 table order.
PROPERTIES = {
    "address": ["address", "unit", "locality", "province", "country", "postal_code",
                "postal_code_ext", "postal_code_vanity"],
    "venue": ["category", "restriction", "name", "alt_name", "hours", "phone", "website",
              "display_point", "address_id"],
    "building": ["name", "alt_name", "category", "restriction", "display_point", "address_id"],
    "footprint": ["category", "name", "building_ids"],
    "level": ["category", "restriction", "outdoor", "ordinal", "name", "short_name",
              "display_point", "address_id", "building_ids"],
    "unit": ["category", "restriction", "accessibility", "name", "alt_name", "level_id",
             "display_point"],
    "opening": ["category", "accessibility", "access_control", "door", "name", "alt_name",
                "display_point", "level_id"],
    "amenity": ["category", "accessibility", "name", "alt_name", "hours", "phone", "website",
                "unit_ids", "address_id", "correlation_id"],
    "anchor": ["address_id", "unit_id"],
    "occupant": ["name", "category", "anchor_id", "hours", "phone", "website", "validity",
                 "correlation_id"],
    "kiosk": ["name", "alt_name", "anchor_id", "level_id", "display_point"],
    "fixture": ["category", "name", "alt_name", "anchor_id", "level_id", "display_point"],
    "section": ["category", "restriction", "accessibility", "name", "alt_name", "display_point",
                "level_id", "address_id", "correlation_id", "parents"],
}
FILE_ORDER = list(PROPERTIES)

# Which property refers to which feature type (lists end in _ids or are "parents").
REFERENCES = {
    "address_id": "address", "building_ids": "building", "level_id": "level",
    "unit_id": "unit", "unit_ids": "unit", "anchor_id": "anchor",
}

# Units one walks through freely (shared edges connect them without a door).
OPEN_PLAN = {"walkway", "lobby"}
# Units that carry people between ordinals (same footprint on each level).
VERTICAL = {"elevator", "stairs", "escalator"}
# Units a router may pass through on the way somewhere else.
TRAVERSABLE = OPEN_PLAN | VERTICAL | {"parking"}
# Back-of-house units: employees only, doors with key access.
STAFF_ONLY = {"nonpublic", "storage", "serverroom"}
# Units nobody walks into.
SOLID = {"opentobelow", "structure", "column"}

# ---------------------------------------------------------------------------
# Projection: local tangent plane on WGS 84 (meridian / prime-vertical radii).

_A = 6378137.0
_F = 1 / 298.257223563
_E2 = _F * (2 - _F)
_PHI0 = math.radians(LAT0)
_W = 1 - _E2 * math.sin(_PHI0) ** 2
M_RADIUS = _A * (1 - _E2) / _W ** 1.5
N_RADIUS = _A / math.sqrt(_W)


def lon_of(x):
    return round(LON0 + math.degrees(x / (N_RADIUS * math.cos(_PHI0))), 7)


def lat_of(y):
    return round(LAT0 + math.degrees(y / M_RADIUS), 7)


def to_metres(lon, lat):
    x = math.radians(lon - LON0) * N_RADIUS * math.cos(_PHI0)
    y = math.radians(lat - LAT0) * M_RADIUS
    return x, y


def point(x, y):
    return {"type": "Point", "coordinates": [lon_of(x), lat_of(y)]}


def polygon(rect):
    x0, y0, x1, y1 = rect
    ring = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)]  # counter-clockwise
    return {"type": "Polygon", "coordinates": [[[lon_of(x), lat_of(y)] for x, y in ring]]}


def centre(rect):
    x0, y0, x1, y1 = rect
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def labels(en, de=None):
    return {"en": en, "de": de if de is not None else en}


def mirror(rect):
    """Mirror a rectangle across the building's north-south centre line."""
    x0, y0, x1, y1 = rect
    return (WIDTH - x1, y0, WIDTH - x0, y1)


def shared_segment(a, b):
    """The segment two touching rectangles share, as ((x0, y0), (x1, y1)), or None."""
    ax0, ay0, ax1, ay1 = a
    bx0, by0, bx1, by1 = b
    for xa, xb in ((ax1, bx0), (ax0, bx1)):
        if xa == xb:
            lo, hi = max(ay0, by0), min(ay1, by1)
            if hi > lo:
                return (xa, lo), (xa, hi)
    for ya, yb in ((ay1, by0), (ay0, by1)):
        if ya == yb:
            lo, hi = max(ax0, bx0), min(ax1, bx1)
            if hi > lo:
                return (lo, ya), (hi, ya)
    return None


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


def door_object(category, room_cat, style):
    if style == "open":
        return {"type": "open", "automatic": False, "material": None}
    if category == "pedestrian.principal":
        return {"type": "sliding", "automatic": True, "material": "glass"}
    if category == "emergencyexit":
        return {"type": "swinging", "automatic": False, "material": "metal"}
    if room_cat == "elevator":
        return {"type": "sliding", "automatic": True, "material": "metal"}
    if room_cat in ("room", "foodservice"):
        return {"type": "sliding", "automatic": True, "material": "glass"}
    return {"type": "swinging", "automatic": False, "material": "wood"}


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


# ---------------------------------------------------------------------------
# Building the features.

class Archive:
    def __init__(self):
        self.features = {t: [] for t in FILE_ORDER}
        self.ids = {}

    def add(self, ftype, key, geometry, **props):
        fid = str(uuid.uuid5(NAMESPACE, "%s/%s" % (ftype, key)))
        if fid in self.ids:
            raise ValueError("duplicate feature key %s/%s" % (ftype, key))
        unknown = set(props) - set(PROPERTIES[ftype])
        if unknown:
            raise ValueError("%s: unknown properties %s" % (ftype, sorted(unknown)))
        self.ids[fid] = ftype
        self.features[ftype].append({
            "type": "Feature", "id": fid, "feature_type": ftype, "geometry": geometry,
            "properties": {p: props.get(p) for p in PROPERTIES[ftype]},
        })
        return fid


def build():
    ar = Archive()
    address_id = ar.add("address", "main", None, address="Atriumplatz 1", locality="Zürich",
                        province="CH-ZH", country="CH", postal_code="8001")
    ar.add("venue", "main", polygon(VENUE_RECT), category="shoppingcenter",
           name=labels("Atrium Galleria"), hours="Mo-Sa 09:00-20:00", phone="+41445550100",
           website="https://atrium-galleria.example", display_point=point(*centre(BUILDING_RECT)),
           address_id=address_id)
    building_id = ar.add("building", "main", None, name=labels("Atrium Galleria"),
                         category="unspecified", display_point=point(*centre(BUILDING_RECT)),
                         address_id=address_id)
    ar.add("footprint", "main", polygon(BUILDING_RECT), category="ground",
           name=labels("Atrium Galleria"), building_ids=[building_id])

    phone_no = iter(range(101, 200))
    for ordinal, (en, de, short_en, short_de) in sorted(LEVELS.items()):
        level_id = ar.add("level", ordinal, polygon(BUILDING_RECT), category="unspecified",
                          outdoor=False, ordinal=ordinal, name=labels(en, de),
                          short_name=labels(short_en, short_de),
                          display_point=point(*centre(BUILDING_RECT)), building_ids=[building_id])
        units = level_units(ordinal)
        rects, unit_ids, cats = {}, {}, {}
        for key, cat, rect, u_en, u_de, *extra in units:
            extra = extra[0] if extra else {}
            restriction = "employeesonly" if cat in STAFF_ONLY else None
            rects[key], cats[key] = rect, cat
            unit_ids[key] = ar.add("unit", (ordinal, key), polygon(rect), category=cat,
                                   restriction=restriction, name=labels(u_en, u_de),
                                   level_id=level_id, display_point=point(*centre(rect)), **extra)
            if cat in UNIT_AMENITIES:
                ar.add("amenity", (ordinal, key, cat), point(*centre(rect)), category=cat,
                       accessibility=extra.get("accessibility"), name=labels(u_en, u_de),
                       unit_ids=[unit_ids[key]])

        for room, other, opt in level_doors(ordinal, units):
            if other is None:
                seg = outline_segment(rects[room], opt["side"])
            else:
                seg = shared_segment(rects[room], rects[other])
            (sx0, sy0), (sx1, sy1) = seg
            half = opt.get("width", 2.0) / 2
            if sx0 == sx1:
                at = opt.get("at", (sy0 + sy1) / 2)
                line = [(sx0, at - half), (sx0, at + half)]
            else:
                at = opt.get("at", (sx0 + sx1) / 2)
                line = [(at - half, sy0), (at + half, sy0)]
            category = opt.get("category", "pedestrian")
            locked = cats[room] in STAFF_ONLY
            ar.add("opening", (ordinal, room, other, at), {
                "type": "LineString", "coordinates": [[lon_of(x), lat_of(y)] for x, y in line]},
                category=category,
                accessibility=["wheelchair"] if category == "pedestrian.principal" else None,
                access_control=["keyaccess"] if locked else None,
                door=door_object(category, cats[room], opt.get("door")), name=opt.get("name"),
                display_point=point(at if sy0 == sy1 else sx0, at if sx0 == sx1 else sy0),
                level_id=level_id)

        for key, cat in OCCUPANTS.get(ordinal, {}).items():
            row = next(u for u in units if u[0] == key)
            anchor_id = ar.add("anchor", (ordinal, key), point(*centre(rects[key])),
                               unit_id=unit_ids[key])
            default = FOOD_HOURS if cats[key] == "foodservice" else SHOP_HOURS
            ar.add("occupant", (ordinal, key), None, name=labels(row[3], row[4]), category=cat,
                   anchor_id=anchor_id, hours=SPECIAL_HOURS.get(key, default),
                   phone="+41445550%d" % next(phone_no), website="https://%s.example" % slug(row[3]))

        for k_ord, key, rect, in_unit, k_en, k_de, occ_cat in KIOSKS:
            if k_ord != ordinal:
                continue
            anchor_id = None
            if occ_cat:
                anchor_id = ar.add("anchor", (ordinal, "kiosk", key), point(*centre(rect)),
                                   unit_id=unit_ids[in_unit])
                ar.add("occupant", (ordinal, "kiosk", key), None, name=labels(k_en, k_de),
                       category=occ_cat, anchor_id=anchor_id, hours=SHOP_HOURS,
                       phone="+41445550%d" % next(phone_no),
                       website="https://%s.example" % slug(k_en))
            ar.add("kiosk", (ordinal, key), polygon(rect), name=labels(k_en, k_de),
                   anchor_id=anchor_id, level_id=level_id, display_point=point(*centre(rect)))

        for i, (f_ord, cat, rect, f_en, f_de) in enumerate(FIXTURES):
            if f_ord == ordinal:
                ar.add("fixture", (ordinal, i), polygon(rect), category=cat,
                       name=labels(f_en, f_de), level_id=level_id,
                       display_point=point(*centre(rect)))

        for s_ord, cat, rect, s_en, s_de in SECTIONS:
            if s_ord == ordinal:
                ar.add("section", (ordinal, cat), polygon(rect), category=cat,
                       name=labels(s_en, s_de), level_id=level_id,
                       display_point=point(*centre(rect)))

        for a_ord, cat, key, xy, a_en, a_de, hours in AMENITIES:
            if a_ord == ordinal:
                ar.add("amenity", (ordinal, key, cat), point(*xy), category=cat,
                       name=labels(a_en, a_de), hours=hours, unit_ids=[unit_ids[key]])
    return ar


def slug(text):
    ascii_text = text.translate(str.maketrans("éèêàäöüÄÖÜ", "eeeaaouAOU"))
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def render(ar):
    """File name -> exact bytes. One feature per line keeps diffs readable."""
    def dump(obj):
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))

    files = {
        "manifest.json": json.dumps({
            "version": "1.0.0", "created": CREATED, "language": "en",
            "generated_by": "atrium make_sample_venue.py", "extensions": None,
        }, ensure_ascii=False, indent=2) + "\n",
        "attribution.txt": ATTRIBUTION,
    }
    for ftype in FILE_ORDER:
        lines = ",\n".join(dump(f) for f in ar.features[ftype])
        files[ftype + ".geojson"] = (
            '{"type":"FeatureCollection","features":[\n' + lines + "\n]}\n")
    return {name: text.encode("utf-8") for name, text in files.items()}


def write(out_dir):
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, data in render(build()).items():
        (out_dir / name).write_bytes(data)
    print("wrote %s" % out_dir)


# ---------------------------------------------------------------------------
# --check: verify the archive on disk, independently of how it was built.

UUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
LONG_DECIMAL_RE = re.compile(r"\d\.\d{8,}")
EPS = 1e-9


def ring_area(ring):
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:])) / 2


def on_segment(p, a, b, tol=EPS):
    (px, py), (ax, ay), (bx, by) = p, a, b
    cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
    if abs(cross) > tol * max(1.0, math.hypot(bx - ax, by - ay)):
        return False
    return min(ax, bx) - tol <= px <= max(ax, bx) + tol and \
        min(ay, by) - tol <= py <= max(ay, by) + tol


def strictly_inside(p, ring):
    """Ray casting; points on the boundary do not count as inside."""
    if any(on_segment(p, a, b) for a, b in zip(ring, ring[1:])):
        return False
    x, y = p
    inside = False
    for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def as_rect(geometry):
    """(minlon, minlat, maxlon, maxlat) of an axis-aligned rectangle, else None."""
    ring = geometry["coordinates"][0]
    xs = sorted({c[0] for c in ring})
    ys = sorted({c[1] for c in ring})
    if geometry["type"] != "Polygon" or len(ring) != 5 or len(xs) != 2 or len(ys) != 2:
        return None
    corners = {(x, y) for x in xs for y in ys}
    if {tuple(c) for c in ring} != corners:
        return None
    return xs[0], ys[0], xs[1], ys[1]


def rect_inside(inner, outer):
    return outer[0] <= inner[0] and outer[1] <= inner[1] and \
        inner[2] <= outer[2] and inner[3] <= outer[3]


def rect_overlap(a, b):
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w > EPS and h > EPS


def rect_area(r):
    return (r[2] - r[0]) * (r[3] - r[1])


def segment_on_rect_boundary(seg, rect):
    x0, y0, x1, y1 = rect
    edges = [((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)),
             ((x0, y1), (x0, y0))]
    return any(on_segment(seg[0], a, b) and on_segment(seg[1], a, b) for a, b in edges)


class Checker:
    def __init__(self, folder):
        self.folder = folder
        self.errors = []

    def fail(self, msg):
        self.errors.append(msg)

    def load(self):
        manifest = json.loads((self.folder / "manifest.json").read_text("utf-8"))
        if manifest.get("version") != "1.0.0" or manifest.get("language") != "en" \
                or not manifest.get("created") \
                or manifest.get("generated_by") != "atrium make_sample_venue.py":
            self.fail("manifest: bad version/created/language/generated_by")
        if (self.folder / "attribution.txt").read_text("utf-8") != ATTRIBUTION:
            self.fail("attribution.txt: wrong text")
        self.by_type, self.by_id = {}, {}
        for ftype in FILE_ORDER:
            text = (self.folder / (ftype + ".geojson")).read_text("utf-8")
            if LONG_DECIMAL_RE.search(text):
                self.fail("%s: a number with more than 7 decimals" % ftype)
            fc = json.loads(text)
            if fc.get("type") != "FeatureCollection":
                self.fail("%s: not a FeatureCollection" % ftype)
            self.by_type[ftype] = fc["features"]
            for f in fc["features"]:
                fid = f.get("id", "")
                if not UUID_RE.match(fid):
                    self.fail("%s: bad id %r" % (ftype, fid))
                if fid in self.by_id:
                    self.fail("duplicate id %s" % fid)
                self.by_id[fid] = f
        for ftype in FILE_ORDER:
            for f in self.by_type[ftype]:
                self.check_feature(ftype, f)

    def check_feature(self, ftype, f):
        fid, props = f["id"], f["properties"]
        if f.get("feature_type") != ftype or f.get("type") != "Feature":
            self.fail("%s: wrong type/feature_type" % fid)
        if list(props) != PROPERTIES[ftype]:
            self.fail("%s %s: properties %s" % (ftype, fid, list(props)))
        geom = f["geometry"]
        if geom is not None and geom["type"] == "Polygon":
            for ring in geom["coordinates"]:
                if ring[0] != ring[-1] or ring_area(ring) <= 0:
                    self.fail("%s %s: ring not closed or not counter-clockwise" % (ftype, fid))
        if props.get("display_point") is not None:
            self.check_display_point(ftype, f, props["display_point"]["coordinates"])
        for prop, target in REFERENCES.items():
            value = props.get(prop)
            for ref in (value if isinstance(value, list) else [value] if value else []):
                if self.by_id.get(ref, {}).get("feature_type") != target:
                    self.fail("%s %s: %s %s does not resolve to a %s" % (
                        ftype, fid, prop, ref, target))
        for key in ("name", "short_name"):
            name = props.get(key)
            if name is not None and not (isinstance(name, dict) and name.get("en")):
                self.fail("%s %s: %s is not LABELS with an en entry" % (ftype, fid, key))

    def check_display_point(self, ftype, f, p):
        geom = f["geometry"]
        if geom is None:  # building: display point must lie in its footprint
            rings = [fp["geometry"]["coordinates"][0] for fp in self.by_type["footprint"]]
            ok = any(strictly_inside(p, r) for r in rings)
        elif geom["type"] == "LineString":
            ok = on_segment(p, *geom["coordinates"])
        else:
            ok = strictly_inside(p, geom["coordinates"][0])
        if not ok:
            self.fail("%s %s: display_point outside its geometry" % (ftype, f["id"]))

    def run(self, categories=None):
        self.load()
        t = self.by_type
        if len(t["venue"]) != 1:
            self.fail("expected exactly one venue")
        venue = as_rect(t["venue"][0]["geometry"])
        footprint = as_rect(t["footprint"][0]["geometry"])
        if not (rect_inside(footprint, venue) and rect_area(venue) > rect_area(footprint)):
            self.fail("venue polygon must contain and be larger than the footprint")
        self.levels = {f["id"]: f for f in t["level"]}
        ordinals = sorted(f["properties"]["ordinal"] for f in t["level"])
        if ordinals != list(range(ordinals[0], ordinals[-1] + 1)) or ordinals[0] >= 0:
            self.fail("ordinals must be contiguous and include a basement: %s" % ordinals)
        for lvl in t["level"]:
            if as_rect(lvl["geometry"]) != footprint:
                self.fail("level %s polygon differs from the footprint" % lvl["id"])
        self.units = {f["id"]: f for f in t["unit"]}
        self.rects = {}
        for uid, u in self.units.items():
            r = as_rect(u["geometry"])
            if r is None:
                self.fail("unit %s is not an axis-aligned rectangle" % uid)
                continue
            self.rects[uid] = r
            if not rect_inside(r, footprint):
                self.fail("unit %s outside its level" % uid)
        self.check_tiling(footprint)
        self.check_points()
        self.check_polygons_in_units()
        self.check_openings(footprint)
        self.check_vertical()
        self.check_reachability()
        if categories:
            self.check_categories(categories)
        return self.errors

    def units_on(self, level_id):
        return [uid for uid, u in self.units.items()
                if u["properties"]["level_id"] == level_id and uid in self.rects]

    def check_tiling(self, footprint):
        for level_id in self.levels:
            ids = self.units_on(level_id)
            for i, a in enumerate(ids):
                for b in ids[i + 1:]:
                    if rect_overlap(self.rects[a], self.rects[b]):
                        self.fail("units overlap: %s %s" % (a, b))
            covered = sum(rect_area(self.rects[u]) for u in ids)
            if abs(covered - rect_area(footprint)) > 1e-6 * rect_area(footprint):
                self.fail("level %s: units do not tile the level" % level_id)

    def check_points(self):
        for ftype, prop in (("amenity", "unit_ids"), ("anchor", "unit_id")):
            for f in self.by_type[ftype]:
                refs = f["properties"][prop]
                for uid in (refs if isinstance(refs, list) else [refs]):
                    if uid not in self.units:
                        continue  # already reported as a dangling reference
                    ring = self.units[uid]["geometry"]["coordinates"][0]
                    if not strictly_inside(f["geometry"]["coordinates"], ring):
                        self.fail("%s %s not inside unit %s" % (ftype, f["id"], uid))

    def check_polygons_in_units(self):
        for ftype in ("kiosk", "fixture", "section"):
            for f in self.by_type[ftype]:
                r = as_rect(f["geometry"])
                level_id = f["properties"]["level_id"]
                if not any(rect_inside(r, self.rects[u]) for u in self.units_on(level_id)):
                    self.fail("%s %s is not inside a single unit" % (ftype, f["id"]))
        for level_id in self.levels:
            things = [as_rect(f["geometry"]) for ftype in ("kiosk", "fixture")
                      for f in self.by_type[ftype] if f["properties"]["level_id"] == level_id]
            for i, a in enumerate(things):
                if any(rect_overlap(a, b) for b in things[i + 1:]):
                    self.fail("kiosks/fixtures overlap on level %s" % level_id)

    def check_openings(self, footprint):
        self.door_units = {}
        for f in self.by_type["opening"]:
            coords = f["geometry"]["coordinates"]
            if f["geometry"]["type"] != "LineString" or len(coords) != 2:
                self.fail("opening %s is not a 2-point LineString" % f["id"])
                continue
            (ax, ay), (bx, by) = (to_metres(*c) for c in coords)
            length = math.hypot(bx - ax, by - ay)
            if not 0.99 <= length <= 2.01:
                self.fail("opening %s is %.2f m long" % (f["id"], length))
            level_id = f["properties"]["level_id"]
            touching = [u for u in self.units_on(level_id)
                        if segment_on_rect_boundary(coords, self.rects[u])]
            on_outline = segment_on_rect_boundary(coords, footprint)
            cat = f["properties"]["category"]
            if on_outline:
                if len(touching) != 1 or cat not in ("pedestrian.principal", "emergencyexit"):
                    self.fail("outline opening %s: %d units, category %s" % (
                        f["id"], len(touching), cat))
            elif len(touching) != 2:
                self.fail("opening %s lies on the edge of %d units, not 2" % (
                    f["id"], len(touching)))
            self.door_units[f["id"]] = touching

    def vertical_groups(self):
        groups = {}
        for uid, u in self.units.items():
            if u["properties"]["category"] in VERTICAL:
                key = (u["properties"]["category"], self.rects[uid])
                groups.setdefault(key, []).append(uid)
        return groups

    def check_vertical(self):
        ordinal_of = {lid: lv["properties"]["ordinal"] for lid, lv in self.levels.items()}
        all_ordinals = set(ordinal_of.values())
        counts = {}
        for (cat, _), uids in self.vertical_groups().items():
            ords = sorted(ordinal_of[self.units[u]["properties"]["level_id"]] for u in uids)
            if ords != list(range(ords[0], ords[-1] + 1)) or len(ords) < 2:
                self.fail("%s shaft not on consecutive ordinals: %s" % (cat, ords))
            if cat in ("elevator", "stairs") and set(ords) != all_ordinals:
                self.fail("%s shaft does not reach every ordinal: %s" % (cat, ords))
            if cat == "escalator" and not {0, 1} <= set(ords):
                self.fail("escalator does not link ordinals 0 and 1")
            counts[cat] = counts.get(cat, 0) + 1
        if counts.get("elevator", 0) < 2 or counts.get("stairs", 0) < 2 \
                or counts.get("escalator", 0) < 1:
            self.fail("too few vertical connections: %s" % counts)

    def adjacency(self):
        """Unit graph: openings, shared edges between open-plan units, shafts."""
        graph = {u: set() for u in self.units}
        for touching in self.door_units.values():
            if len(touching) == 2:
                a, b = touching
                graph[a].add(b)
                graph[b].add(a)
        for level_id in self.levels:
            open_units = [u for u in self.units_on(level_id)
                          if self.units[u]["properties"]["category"] in OPEN_PLAN]
            for i, a in enumerate(open_units):
                for b in open_units[i + 1:]:
                    if self.shared_edge(a, b):
                        graph[a].add(b)
                        graph[b].add(a)
        for uids in self.vertical_groups().values():
            for a in uids:
                graph[a].update(set(uids) - {a})
        return graph

    def shared_edge(self, a, b):
        return shared_segment(self.rects[a], self.rects[b])

    def check_reachability(self):
        graph = self.adjacency()
        entrances = [u for oid, us in self.door_units.items() for u in us
                     if self.by_id[oid]["properties"]["category"] == "pedestrian.principal"]
        seen, todo = set(entrances), list(entrances)
        while todo:
            u = todo.pop()
            for v in graph[u]:
                # Only walk on through units a visitor may pass through.
                if v not in seen:
                    seen.add(v)
                    if self.units[v]["properties"]["category"] in TRAVERSABLE:
                        todo.append(v)
        for uid, u in self.units.items():
            if u["properties"]["category"] not in SOLID and uid not in seen:
                self.fail("unit %s (%s) is not reachable from an entrance" % (
                    uid, u["properties"]["name"]["en"]))

    def check_categories(self, path):
        known = json.loads(Path(path).read_text("utf-8"))
        for ftype in ("venue", "building", "footprint", "level", "unit", "opening", "amenity",
                      "fixture", "section", "occupant"):
            for f in self.by_type[ftype]:
                if f["properties"]["category"] not in known[ftype]:
                    self.fail("%s %s: category %r is not an IMDF value" % (
                        ftype, f["id"], f["properties"]["category"]))
        for f in self.by_type["opening"]:
            door = f["properties"]["door"]
            if door and door["type"] not in known["door_type"]:
                self.fail("opening %s: door type %r" % (f["id"], door["type"]))

    # -- reporting -----------------------------------------------------------

    def route_length(self, start, goal):
        """Shortest door-to-door path (metres) from a door of `start` to a door of
        `goal`, walking straight between the doors and shared-edge midpoints of
        each traversable unit, switching floors inside a shaft at no cost."""
        portals = {}  # unit -> [(node, (x, y))]

        def add(node, xy, units):
            for u in units:
                portals.setdefault(u, []).append((node, xy))

        for oid, touching in self.door_units.items():
            coords = self.by_id[oid]["geometry"]["coordinates"]
            (ax, ay), (bx, by) = (to_metres(*c) for c in coords)
            add(oid, ((ax + bx) / 2, (ay + by) / 2), touching)
        for level_id in self.levels:
            open_units = [u for u in self.units_on(level_id)
                          if self.units[u]["properties"]["category"] in OPEN_PLAN]
            for i, a in enumerate(open_units):
                for b in open_units[i + 1:]:
                    seg = self.shared_edge(a, b)
                    if seg:
                        (ax, ay), (bx, by) = (to_metres(*c) for c in seg)
                        add((a, b), ((ax + bx) / 2, (ay + by) / 2), (a, b))
        rooms = {u: [u] for u in self.units}
        for uids in self.vertical_groups().values():
            for u in uids:
                rooms[u] = uids
        edges = {}
        for u, cat in ((u, f["properties"]["category"]) for u, f in self.units.items()):
            if cat not in TRAVERSABLE:
                continue
            nodes = [p for member in rooms[u] for p in portals.get(member, [])]
            for n1, p1 in nodes:
                for n2, p2 in nodes:
                    if n1 != n2:
                        edges.setdefault(n1, []).append((n2, math.dist(p1, p2)))
        sources = {n for n, _ in portals.get(start, [])}
        targets = {n for n, _ in portals.get(goal, [])}
        best = {n: 0.0 for n in sources}
        queue = [(0.0, repr(n), n) for n in sources]
        while queue:
            d, _, n = heapq.heappop(queue)
            if n in targets:
                return d
            if d > best.get(n, math.inf):
                continue
            for m, w in edges.get(n, []):
                if d + w < best.get(m, math.inf):
                    best[m] = d + w
                    heapq.heappush(queue, (d + w, repr(m), m))
        return None

    def summary(self):
        ordinal_of = {lid: lv["properties"]["ordinal"] for lid, lv in self.levels.items()}
        print("features per type:")
        for ftype in FILE_ORDER:
            print("  %-9s %4d" % (ftype, len(self.by_type[ftype])))
        per_level = {}
        for ftype in ("unit", "opening", "kiosk", "fixture", "section"):
            for f in self.by_type[ftype]:
                o = ordinal_of[f["properties"]["level_id"]]
                per_level.setdefault(o, {}).setdefault(ftype, 0)
                per_level[o][ftype] += 1
        level_of_unit = {u: ordinal_of[f["properties"]["level_id"]] for u, f in self.units.items()}
        anchors = {a["id"]: a for a in self.by_type["anchor"]}
        for ftype, unit_of in (("amenity", lambda f: f["properties"]["unit_ids"][0]),
                               ("occupant", lambda f: anchors[f["properties"]["anchor_id"]]
                                ["properties"]["unit_id"])):
            for f in self.by_type[ftype]:
                o = level_of_unit[unit_of(f)]
                per_level[o][ftype] = per_level[o].get(ftype, 0) + 1
        print("per level:")
        for o in sorted(per_level):
            print("  %2d  %s" % (o, ", ".join("%s %d" % kv for kv in sorted(per_level[o].items()))))
        named = {(ordinal_of[f["properties"]["level_id"]], f["properties"]["name"]["en"]): uid
                 for uid, f in self.units.items()}
        start, goal = named[ROUTE[0]], named[ROUTE[1]]
        print("route %s (%s) -> %s (%s): %.2f m door to door via shared-edge midpoints" % (
            self.units[start]["properties"]["name"]["en"], start,
            self.units[goal]["properties"]["name"]["en"], goal, self.route_length(start, goal)))


def check(out_dir, categories):
    expected = render(build())
    stale = [n for n, data in expected.items()
             if not (out_dir / n).exists() or (out_dir / n).read_bytes() != data]
    extra = sorted(p.name for p in out_dir.iterdir() if p.name not in expected)
    checker = Checker(out_dir)
    errors = checker.run(categories)
    if stale:
        errors.append("files differ from a fresh generation: %s" % ", ".join(stale))
    if extra:
        errors.append("unexpected files: %s" % ", ".join(extra))
    if not errors:
        checker.summary()
    for e in errors:
        print("ERROR:", e)
    print("check: %s" % ("OK" if not errors else "%d problem(s)" % len(errors)))
    return 0 if not errors else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="verify the archive on disk instead of writing it")
    parser.add_argument("--categories", metavar="JSON",
                        help="with --check: also validate categories against this file "
                             "(an object of lists keyed by feature type)")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="archive folder")
    args = parser.parse_args()
    if args.check:
        return check(args.out, args.categories)
    write(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
