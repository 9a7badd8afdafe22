#!/usr/bin/env python3
"""Prints the budget table of an `atrium bench --json` run as Markdown, marking figures over
the budgets of issues 23 and 27 (frame p50 <= 0.3 ms, p99 <= 2 ms, one-step pan <= 2,000 B and
<= 2x its lower bound, OSM GeoJSON load <= 1.0x CPython, walking graph <= 50 ms, route p99 <= 20 ms).

Usage: scripts/bench_table.py BENCH.json   (exit status 1 when a budget is missed)
"""
import json
import sys

BUDGETS = {
    "frame_p50_ms": 0.3, "frame_p99_ms": 2.0, "pan": 2000, "pan_ratio": 2.0,
    "load_ratio": 1.0, "route_graph_ms": 50.0, "route_p99": 20.0,
}


def cell(value, budget, fmt):
    if value is None:
        return "-", False
    text = fmt.format(value)
    over = budget is not None and value > budget
    return (f"**{text}** ✗" if over else text), over


def main(path):
    run = json.load(open(path))
    print(f"{run.get('date')} · {run.get('build')} · {run.get('cores')} cores · load average {run.get('load_average', 0):.2f}\n")
    print("| venue | units | frame p50 ms | frame p99 ms | CPU p99 ms | pan B | pan ÷ bound | load ÷ CPython | graph ms | route p99 ms | routed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    missed = []
    for r in run["results"]:
        venue = r["venue"]
        route = r.get("route_ms") or {}
        geojson = venue.endswith(".geojson")
        cols = [
            cell(r.get("frame_p50_ms"), BUDGETS["frame_p50_ms"], "{:.3f}"),
            cell(r.get("frame_p99_ms"), BUDGETS["frame_p99_ms"], "{:.2f}"),
            cell(r.get("frame_cpu_p99_ms"), None, "{:.2f}"),
            cell((r.get("bytes_per_interaction") or {}).get("pan"), BUDGETS["pan"], "{:,}"),
            cell((r.get("bytes_to_lower_bound") or {}).get("pan"), BUDGETS["pan_ratio"], "{:.2f}"),
            cell(r.get("load_ratio_to_python"), BUDGETS["load_ratio"] if geojson else None, "{:.2f}"),
            cell(r.get("route_graph_ms"), BUDGETS["route_graph_ms"], "{:.1f}"),
            cell(route.get("p99"), BUDGETS["route_p99"], "{:.2f}"),
        ]
        names = ["frame p50", "frame p99", "", "pan bytes", "pan/bound", "load ratio", "graph", "route p99"]
        missed += [f"{venue}: {n}" for n, (_, over) in zip(names, cols) if over]
        routed = f"{route.get('routed', '-')}/{route.get('pairs', '-')}" if route else "-"
        print(f"| {venue} | {r.get('units', '-'):,} | " + " | ".join(c for c, _ in cols) + f" | {routed} |")
    print()
    print("Every budget met." if not missed else "Over budget: " + "; ".join(missed) + ".")
    return 1 if missed else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
