#!/usr/bin/env python3
"""Prints an `atrium bench --json` run against the budgets of issue 39, which are ratios to the
bundled sample's frame p50 in the same run (machines differ by 2x, and so does one machine's
load): frame p50 <= 2.5x, frame p99 <= 15x (wall clock and CPU time both shown; the budget is
checked on each), walking graph <= 400x, mean one-step pan <= 2,048 B, OSM GeoJSON load <= 1.0x
CPython's json.load of the same file. Figures over a budget are marked.

Usage: scripts/bench_ratios.py BENCH.json [--size WxH]   (exit status 1 when a budget is missed;
2 when the run holds no venue named atrium-sample at that size)
"""
import json
import sys

P50, P99, GRAPH, PAN, LOAD = 2.5, 15.0, 400.0, 2048, 1.0


def mark(text, over):
    return f"**{text}** ✗" if over else text


def main(argv):
    if not argv or argv[0].startswith("-"):
        sys.exit(__doc__)
    path, size = argv[0], "200x60"
    if len(argv) == 3 and argv[1] == "--size":
        size = argv[2]
    elif len(argv) != 1:
        sys.exit(__doc__)
    run = json.load(open(path))
    results = [r for r in run["results"] if r.get("size") == size]
    sample = next((r for r in results if r["venue"].rstrip("/").endswith("atrium-sample")), None)
    if sample is None:
        print(f"{path}: no atrium-sample at {size}; the ratios need it in the same run", file=sys.stderr)
        return 2
    base = sample["frame_p50_ms"]
    print(f"{run.get('date')} · {run.get('build')} · {run.get('cores')} cores · "
          f"load average {run.get('load_average', 0):.2f} · {size} · sample frame p50 {base:.3f} ms\n")
    print("| venue | frame p50 | frame p99 | CPU p99 | graph | pan B | load ÷ CPython | routed |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    missed = []
    for r in results:
        venue = r["venue"].rstrip("/").split("/")[-1]
        p50 = r["frame_p50_ms"] / base
        p99 = r["frame_p99_ms"] / base
        cpu99 = r.get("frame_cpu_p99_ms", r["frame_p99_ms"]) / base
        graph = r.get("route_graph_ms")
        graph_x = graph / base if graph is not None else None
        pan = (r.get("bytes_per_interaction") or {}).get("pan")
        load = r.get("load_ratio_to_python") if r["venue"].endswith(".geojson") else None
        route = r.get("route_ms") or {}
        checks = [("frame p50", p50, P50), ("frame p99", p99, P99), ("CPU p99", cpu99, P99),
                  ("graph", graph_x, GRAPH), ("pan", pan, PAN), ("load", load, LOAD)]
        over = {name: value is not None and value > budget for name, value, budget in checks}
        missed += [f"{venue}: {name}" for name, flag in over.items() if flag]
        cells = [
            mark(f"{p50:.2f}x", over["frame p50"]),
            mark(f"{p99:.1f}x", over["frame p99"]),
            mark(f"{cpu99:.1f}x", over["CPU p99"]),
            "-" if graph is None else mark(f"{graph:.1f} ms, {graph_x:.0f}x", over["graph"]),
            "-" if pan is None else mark(f"{pan:,}", over["pan"]),
            "-" if load is None else mark(f"{load:.2f}", over["load"]),
            f"{route.get('routed', '-')}/{route.get('pairs', '-')}" if route else "-",
        ]
        print(f"| {venue} | " + " | ".join(cells) + " |")
    print()
    print("Every budget met." if not missed else "Over budget: " + "; ".join(missed) + ".")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
