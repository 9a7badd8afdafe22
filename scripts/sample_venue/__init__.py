"""Atrium's sample venue, "Atrium Galleria", in four modules: `schema` (what builder and
checker agree on: IMDF properties, unit classes, projection), `plan` (the building as
data), `builder` (plan -> exact file bytes) and `checker` (reads the files back and
verifies them on its own). `scripts/make_sample_venue.py` is the command line."""
