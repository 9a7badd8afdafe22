#!/usr/bin/env python3
"""Compares the bytes per interaction of two `atrium bench --json` runs (before and after a
change to the screen writer), venue by venue and size by size, as a Markdown table.

Bytes sent for a scripted tour do not depend on the machine's speed or load, so two runs made
one after the other compare exactly. A figure over its "before" is marked; the exit status is
1 when any is, so a script can hold a change to "no more bytes than before".

usage: scripts/bench_bytes.py BEFORE.json AFTER.json
"""
import json
import sys

KINDS = ["pan", "zoom", "rotate", "pitch", "level", "select", "idle", "full_redraw"]


def results(path):
    with open(path, encoding="utf-8") as file:
        run = json.load(file)
    return {(r["venue"], r["size"]): r["bytes_per_interaction"] for r in run["results"]}


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    before, after = results(argv[1]), results(argv[2])
    missing = sorted(set(before) ^ set(after))
    if missing:
        print(f"bench_bytes: runs differ in venues/sizes: {missing}", file=sys.stderr)
        return 1
    print("| venue | size | " + " | ".join(KINDS) + " |")
    print("|---|---|" + "---:|" * len(KINDS))
    worse = 0
    for key in sorted(before):
        cells = []
        for kind in KINDS:
            old, new = before[key].get(kind, 0), after[key].get(kind, 0)
            if new > old:
                worse += 1
                cells.append(f"**{old:,} → {new:,}** ✗")
            else:
                cells.append(f"{old:,} → {new:,}")
        print(f"| {key[0]} | {key[1]} | " + " | ".join(cells) + " |")
    if worse:
        print(f"\nbench_bytes: {worse} figure(s) above before", file=sys.stderr)
        return 1
    print("\nbench_bytes: no interaction costs more bytes than before", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
