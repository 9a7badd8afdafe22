"""What the builder and the checker of the sample venue agree on: the IMDF feature
types and their properties, the classes of units, the manifest's fixed values and the
local projection between metres and WGS 84. Nothing here knows the building."""

import math

# Building south-west corner (fictional building): the origin of the local metres.
LON0, LAT0 = 8.5417, 47.3769

ATTRIBUTION = "© Atrium contributors (sample data, CC0)\n"
GENERATED_BY = "atrium make_sample_venue.py"

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

