"""Verifies the sample venue on disk, independently of how it was built: it reads the
GeoJSON back and checks ids, properties, references, geometry, tiling, doors, shafts,
reachability and (optionally) categories, then reports a door-to-door route length found
with its own Dijkstra."""

import heapq
import json
import math
import re
from pathlib import Path

from .schema import (ATTRIBUTION, FILE_ORDER, GENERATED_BY, OPEN_PLAN, PROPERTIES, REFERENCES,
                     SOLID, TRAVERSABLE, VERTICAL, shared_segment, to_metres)
from .plan import ROUTE

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
                or manifest.get("generated_by") != GENERATED_BY:
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
