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

The building is data in sample_venue/plan.py, turned into files by
sample_venue/builder.py; --check runs sample_venue/checker.py, which reads the
files back and verifies them independently, and also compares them with a
fresh generation. `scripts/test` runs --check.

Standard library only. Output is deterministic (uuid5 ids, fixed timestamp),
so regenerating gives byte-identical files.
"""

import argparse
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # keep scripts/ free of __pycache__

from sample_venue.builder import build, render, write  # noqa: E402
from sample_venue.checker import Checker  # noqa: E402

OUT_DIR = Path(__file__).resolve().parent.parent / "Data" / "atrium-sample"


def check(out_dir, categories):
    """Runs the checker on `out_dir`, compares it with a fresh generation, prints the
    problems (or a summary) and returns the exit status."""
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
