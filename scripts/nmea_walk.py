#!/usr/bin/env python3
"""Turn a walk along a route into an NMEA 0183 log that gpsfake can replay into gpsd.

Reads `atrium route VENUE --to PLACE --json` (a file, or standard input with `-`), walks
the legs in order (or only those on `--ordinal`) at `--speed` meters per second, and prints
one $GPRMC and one $GPGGA sentence per `--interval` seconds of walking: position, course
over ground (the walking direction) and speed. `--offset-east`/`--offset-north` shift the
whole walk, for a walk that leaves the route. Nothing here is hand-written data: the
coordinates are the route's.

    atrium route Data/atrium-sample --from "Information Desk" --to toilet --json > route.json
    scripts/nmea_walk.py route.json --ordinal 0 > walk.nmea
    gpsfake -1 -c 0.1 -P 40123 walk.nmea
"""
import argparse
import datetime
import json
import math
import sys

EARTH = 6378137.0


def checksum(body: str) -> str:
    c = 0
    for ch in body:
        c ^= ord(ch)
    return f"{c:02X}"


def sentence(body: str) -> str:
    return f"${body}*{checksum(body)}"


def nmea_angle(value: float, degree_digits: int, positive: str, negative: str):
    hemisphere = positive if value >= 0 else negative
    value = abs(value)
    degrees = int(value)
    minutes = (value - degrees) * 60
    return f"{degrees:0{degree_digits}d}{minutes:08.5f}", hemisphere


def local(origin, point):
    """(east, north) meters of `point` (lon, lat) from `origin`, equirectangular."""
    lat0 = math.radians(origin[1])
    return (math.radians(point[0] - origin[0]) * EARTH * math.cos(lat0), math.radians(point[1] - origin[1]) * EARTH)


def geo(origin, east, north):
    lat0 = math.radians(origin[1])
    return (origin[0] + math.degrees(east / (EARTH * math.cos(lat0))), origin[1] + math.degrees(north / EARTH))


def walk(points, step):
    """Positions every `step` meters along a polyline of (east, north), with the course there."""
    out = []
    carry = 0.0
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        length = math.hypot(bx - ax, by - ay)
        if length == 0:
            continue
        course = math.degrees(math.atan2(bx - ax, by - ay)) % 360
        d = carry
        while d <= length:
            t = d / length
            out.append((ax + (bx - ax) * t, ay + (by - ay) * t, course))
            d += step
        carry = d - length
    if points and (not out or math.hypot(out[-1][0] - points[-1][0], out[-1][1] - points[-1][1]) > 1e-6):
        course = out[-1][2] if out else 0.0
        out.append((points[-1][0], points[-1][1], course))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("route", help="route JSON from `atrium route --json`, or - for standard input")
    parser.add_argument("--ordinal", type=int, help="walk only the legs on this ordinal")
    parser.add_argument("--speed", type=float, default=1.4, help="walking speed, m/s (default 1.4)")
    parser.add_argument("--interval", type=float, default=1.0, help="seconds between fixes (default 1)")
    parser.add_argument("--offset-east", type=float, default=0.0, help="shift the walk east by meters")
    parser.add_argument("--offset-north", type=float, default=0.0, help="shift the walk north by meters")
    parser.add_argument("--hdop", type=float, default=0.2,
                        help="horizontal dilution of precision; gpsd reports about 19 m per unit as eph (default 0.2)")
    parser.add_argument("--start", default="2026-01-01T12:00:00", help="UTC time of the first fix")
    args = parser.parse_args()

    route = json.load(sys.stdin if args.route == "-" else open(args.route))
    legs = [leg for leg in route.get("legs", []) if args.ordinal is None or leg["ordinal"] == args.ordinal]
    coordinates = [c for leg in legs for c in leg["coordinates"]]
    if len(coordinates) < 2:
        print("nmea_walk: the route has no leg to walk" + (f" on ordinal {args.ordinal}" if args.ordinal is not None else ""), file=sys.stderr)
        return 1
    origin = coordinates[0]
    points = [local(origin, c) for c in coordinates]
    points = [(x + args.offset_east, y + args.offset_north) for x, y in points]
    time = datetime.datetime.fromisoformat(args.start)
    knots = args.speed * 3600 / 1852
    for east, north, course in walk(points, args.speed * args.interval):
        lon, lat = geo(origin, east, north)
        hms = time.strftime("%H%M%S") + f".{time.microsecond // 10000:02d}"
        dmy = time.strftime("%d%m%y")
        la, ns = nmea_angle(lat, 2, "N", "S")
        lo, ew = nmea_angle(lon, 3, "E", "W")
        print(sentence(f"GPRMC,{hms},A,{la},{ns},{lo},{ew},{knots:.2f},{course:.1f},{dmy},,,A"))
        print(sentence(f"GPGGA,{hms},{la},{ns},{lo},{ew},1,08,{args.hdop:.1f},410.0,M,48.0,M,,"))
        time += datetime.timedelta(seconds=args.interval)
    return 0


if __name__ == "__main__":
    sys.exit(main())
