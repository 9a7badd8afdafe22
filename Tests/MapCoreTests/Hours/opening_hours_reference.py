"""Evaluates opening hours with the independent opening-hours-py (PyPI `opening-hours-py`,
module `opening_hours`), for OpeningHoursReferenceTests.

stdin: JSON [{"hours": "...", "max_days": N, "instants": ["2026-11-24T10:00", ...]}, ...]
stdout: JSON [{"error": "..."} or {"results": [[state, next_change or null], ...]}, ...]
where state is "open", "closed" or "unknown" and next_change is "YYYY-MM-DDTHH:MM".
No time zone, no country: wall-clock times, and no public holiday calendar.
"""
import json
import sys
from datetime import datetime

import opening_hours


def evaluate(item):
    try:
        # A state lasting longer than max_days counts as lasting for ever, which keeps the
        # reference from walking to the year 9999 for hours that never open.
        oh = opening_hours.OpeningHours(item["hours"], max_interval_days=item["max_days"])
    except Exception as error:  # the parser's SyntaxError/ParserError: not valid syntax
        return {"error": str(error).splitlines()[-1][:200]}
    results = []
    for text in item["instants"]:
        at = datetime.fromisoformat(text)
        state = str(oh.state(at)[0]).split(".")[-1].lower()
        change = oh.next_change(at)
        results.append([state, change.strftime("%Y-%m-%dT%H:%M") if change else None])
    return {"results": results}


print(json.dumps([evaluate(item) for item in json.load(sys.stdin)]))
