#!/usr/bin/env python3
"""Writes a larger OSM GeoJSON file made of copies of one, side by side: for measuring how the
OSM loader scales (docs/performance.md, issue 39) on a file of real shapes that is N times
bigger, without fetching one.

Copy k (0-based) is the input moved east by k times (its width plus a tenth of it), so no two
copies overlap; every `node/N`, `way/N`, `relation/N` id (the feature's `id` and its
`properties.id`) gets k * 10^d added to N, where 10^d is above every id of the input, so the
ids stay unique and stay OSM ids. Copy 0 is the input unchanged. Written like osmtogeojson's
output (two spaces of indentation), so CPython's json.load reads the same kind of text.

usage: scripts/tile_osm_geojson.py IN.geojson OUT.geojson [--copies 8]
"""
import argparse
import json
import re
import sys

ID = re.compile(r"^(node|way|relation)/(\d+)$")


def positions(coords):
    """Every [lon, lat, ...] position of a GeoJSON coordinates array."""
    if coords and isinstance(coords[0], (int, float)):
        yield coords
    else:
        for c in coords:
            yield from positions(c)


def shifted(coords, dlon):
    if coords and isinstance(coords[0], (int, float)):
        return [coords[0] + dlon] + list(coords[1:])
    return [shifted(c, dlon) for c in coords]


def new_id(value, offset):
    m = ID.match(value) if isinstance(value, str) else None
    return f"{m.group(1)}/{int(m.group(2)) + offset}" if m else value


def geometries(g):
    """A geometry and, for a GeometryCollection, its members."""
    if g is None:
        return
    if g.get("type") == "GeometryCollection":
        for m in g.get("geometries", []):
            yield from geometries(m)
    else:
        yield g


def move(g, dlon):
    if g is None:
        return None
    if g.get("type") == "GeometryCollection":
        return dict(g, geometries=[move(m, dlon) for m in g.get("geometries", [])])
    return dict(g, coordinates=shifted(g["coordinates"], dlon))


def tile(collection, copies):
    features = collection["features"]
    lons = [p[0] for f in features for g in geometries(f.get("geometry")) for p in positions(g["coordinates"])]
    if not lons:
        raise ValueError("no coordinates to lay side by side")
    width = max(lons) - min(lons)
    step = width * 1.1 if width > 0 else 0.001
    ids = [int(m.group(2)) for f in features for v in (f.get("id"), (f.get("properties") or {}).get("id"))
           if isinstance(v, str) for m in [ID.match(v)] if m]
    unit = 10 ** len(str(max(ids, default=0)))
    out = []
    for k in range(copies):
        for f in features:
            g = dict(f)
            if "id" in g:
                g["id"] = new_id(g["id"], k * unit)
            if isinstance(g.get("properties"), dict) and "id" in g["properties"]:
                g["properties"] = dict(g["properties"], id=new_id(g["properties"]["id"], k * unit))
            g["geometry"] = move(f.get("geometry"), k * step)
            out.append(g)
    return dict(collection, features=out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--copies", type=int, default=8)
    a = ap.parse_args()
    if a.copies < 1:
        sys.exit("tile_osm_geojson: --copies must be at least 1")
    with open(a.input, encoding="utf-8") as f:
        collection = json.load(f)
    if collection.get("type") != "FeatureCollection":
        sys.exit(f"tile_osm_geojson: {a.input} is not a GeoJSON FeatureCollection")
    with open(a.output, "w", encoding="utf-8") as f:
        json.dump(tile(collection, a.copies), f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
