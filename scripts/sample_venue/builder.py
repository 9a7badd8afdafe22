"""Builds the sample venue's features from `plan` and renders them as the exact bytes of
each archive file. Deterministic: uuid5 ids, a fixed `created`."""

import json
import re
import uuid

from .schema import (ATTRIBUTION, FILE_ORDER, GENERATED_BY, PROPERTIES, STAFF_ONLY, lat_of, lon_of,
                     shared_segment)
from .plan import (AMENITIES, BUILDING_RECT, FIXTURES, FOOD_HOURS, KIOSKS, LEVELS, OCCUPANTS,
                   SECTIONS, SHOP_HOURS, SPECIAL_HOURS, UNIT_AMENITIES, VENUE_RECT, labels,
                   level_doors, level_units, outline_segment)

CREATED = "2025-01-01T00:00:00Z"
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://atrium.example/sample-venue")


def point(x, y):
    return {"type": "Point", "coordinates": [lon_of(x), lat_of(y)]}


def polygon(rect):
    x0, y0, x1, y1 = rect
    ring = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)]  # counter-clockwise
    return {"type": "Polygon", "coordinates": [[[lon_of(x), lat_of(y)] for x, y in ring]]}


def centre(rect):
    x0, y0, x1, y1 = rect
    return ((x0 + x1) / 2, (y0 + y1) / 2)


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
            "generated_by": GENERATED_BY, "extensions": None,
        }, ensure_ascii=False, indent=2) + "\n",
        "attribution.txt": ATTRIBUTION,
    }
    for ftype in FILE_ORDER:
        lines = ",\n".join(dump(f) for f in ar.features[ftype])
        files[ftype + ".geojson"] = (
            '{"type":"FeatureCollection","features":[\n' + lines + "\n]}\n")
    return {name: text.encode("utf-8") for name, text in files.items()}


def write(out_dir):
    """Writes every file of a fresh generation into `out_dir`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, data in render(build()).items():
        (out_dir / name).write_bytes(data)
    print("wrote %s" % out_dir)


