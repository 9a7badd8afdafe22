#!/usr/bin/env python3
"""A fake Nominatim + Overpass API on 127.0.0.1 for Atrium's tests, and a loopback HTTP proxy.

server mode: serves what the public instances serve, in their shapes:
  GET  /search?q=…&format=jsonv2   Nominatim: a JSON array of places (one per --place)
  GET  /api/status                 Overpass's status page ("Slot available after: …, in N seconds.")
  POST /api/interpreter            Overpass JSON made at start from --osm FILE (OSM XML, or
                                   osmtogeojson GeoJSON) by the small converter below
The interpreter's answers follow a script the test posts to /_script (a JSON list, used up
in order; then "ok"): "ok", "429", "504", "remark", "empty", "truncated", "stall" (headers and
a first chunk, then nothing), "slow" (the body a chunk every 100 ms, 60 s in all), "trickle:N"
(the real body in chunks over N seconds, then complete).
Every request is logged as one JSON line in --log: time, method, path, query, user agent, body,
and the conditional headers (If-None-Match, If-Modified-Since).

A live status feed (issue 38): GET /feed answers the JSON posted to /_feed ({"body": TEXT,
"script": [...]}) with an ETag and a Last-Modified, and 304 to a request whose If-None-Match
or If-Modified-Since matches them; its script steps ("429": with Retry-After: 2, "503") are
used up first, one a request.

proxy mode: an HTTP proxy (absolute-form requests) that sends every request, whatever its
host, to --upstream HOST:PORT and logs it; so endpoints with names no DNS knows work only
through it.

The chosen port is written to --port-file once listening (port 0: the system picks a free one).
Outside data is never copied into the repository: the fixtures are made from ../shared at test time.
"""
import argparse
import email.utils
import hashlib
import http.client
import http.server
import json
import socketserver
import sys
import threading
import time
import urllib.parse
import xml.etree.ElementTree as ET

OSM_BASE = "2026-11-20T08:15:00Z"


def overpass_from_xml(path):
    """OSM XML → Overpass JSON elements (nodes, ways, relations, with tags)."""
    elements = []
    for item in ET.parse(path).getroot():
        if item.tag not in ("node", "way", "relation"):
            continue
        if item.get("action") == "delete":
            continue
        e = {"type": item.tag, "id": int(item.get("id"))}
        if item.tag == "node":
            e["lat"], e["lon"] = float(item.get("lat")), float(item.get("lon"))
        elif item.tag == "way":
            e["nodes"] = [int(nd.get("ref")) for nd in item.findall("nd")]
        else:
            e["members"] = [{"type": m.get("type"), "ref": int(m.get("ref")), "role": m.get("role", "")}
                            for m in item.findall("member")]
        tags = {t.get("k"): t.get("v") for t in item.findall("tag")}
        if tags:
            e["tags"] = tags
        elements.append(e)
    return elements


# osmtogeojson's flat properties that are the element's metadata, not its tags.
METADATA = {"id", "@id", "meta", "relations", "timestamp", "version", "changeset", "user", "uid"}


def overpass_from_geojson(path):
    """osmtogeojson GeoJSON → Overpass JSON: each ring a way over new nodes (shared positions
    share a node), polygons with holes multipolygon relations, points nodes."""
    data = json.load(open(path, encoding="utf-8"))
    nodes, elements, next_id = {}, [], [10**12]

    def new_id():
        next_id[0] += 1
        return next_id[0]

    def node(position):
        key = (round(position[1], 7), round(position[0], 7))
        if key not in nodes:
            nodes[key] = new_id()
            elements.append({"type": "node", "id": nodes[key], "lat": key[0], "lon": key[1]})
        return nodes[key]

    def way(line, tags=None, wid=None):
        e = {"type": "way", "id": wid or new_id(), "nodes": [node(p) for p in line]}
        if tags:
            e["tags"] = tags
        elements.append(e)
        return e["id"]

    for f in data.get("features", []):
        props = f.get("properties") or {}
        tags = props.get("tags") if isinstance(props.get("tags"), dict) else \
            {k: str(v) for k, v in props.items() if k not in METADATA and not isinstance(v, (dict, list))}
        fid = str(f.get("id") or props.get("@id") or props.get("id") or "")
        kind, _, num = fid.partition("/")
        num = int(num) if num.isdigit() else None
        g = f.get("geometry") or {}
        t, c = g.get("type"), g.get("coordinates")
        if t == "Point":
            e = {"type": "node", "id": num if kind == "node" and num else new_id(), "lat": c[1], "lon": c[0]}
            if tags:
                e["tags"] = tags
            elements.append(e)
        elif t == "LineString":
            way(c, tags, num if kind == "way" else None)
        elif t == "Polygon" and len(c) == 1:
            way(c[0], tags, num if kind == "way" else None)
        elif t in ("Polygon", "MultiPolygon"):
            polygons = [c] if t == "Polygon" else c
            members = []
            for polygon in polygons:
                for i, ring in enumerate(polygon):
                    members.append({"type": "way", "ref": way(ring), "role": "outer" if i == 0 else "inner"})
            elements.append({"type": "relation", "id": num if kind == "relation" and num else new_id(),
                             "members": members, "tags": dict(tags, type="multipolygon")})
    return elements


def overpass_json(path):
    with open(path, "rb") as f:
        head = f.read(200).lstrip()
    elements = overpass_from_xml(path) if head.startswith(b"<") else overpass_from_geojson(path)
    return {"version": 0.6, "generator": "Overpass API (fake, for tests)",
            "osm3s": {"timestamp_osm_base": OSM_BASE,
                      "copyright": "The data included in this document is from www.openstreetmap.org. "
                                   "The data is made available under ODbL."},
            "elements": elements}


def named_buildings(elements):
    """Nominatim jsonv2 results for every named building, station or mall among the elements:
    what the geocoder would answer for their names."""
    nodes = {e["id"]: e for e in elements if e["type"] == "node"}
    places = []
    for e in elements:
        tags = e.get("tags", {})
        if e["type"] != "way" or "name" not in tags:
            continue
        if "building" in tags:
            category, kind = "building", tags["building"]
        elif tags.get("railway") == "station" or tags.get("shop") == "mall":
            category, kind = ("railway", "station") if tags.get("railway") == "station" else ("shop", "mall")
        else:
            continue
        points = [nodes[n] for n in e["nodes"] if n in nodes]
        if not points:
            continue
        lat = sum(p["lat"] for p in points) / len(points)
        lon = sum(p["lon"] for p in points) / len(points)
        places.append({"place_id": len(places) + 1, "licence": "Data © OpenStreetMap contributors, ODbL 1.0.",
                       "osm_type": "way", "osm_id": e["id"], "lat": "%.7f" % lat, "lon": "%.7f" % lon,
                       "category": category, "type": kind, "place_rank": 30, "importance": 0.5,
                       "addresstype": category, "name": tags["name"],
                       "display_name": tags["name"] + ", Grenoble, Isère, France"})
    return places


class State:
    def __init__(self, args):
        self.lock = threading.Lock()
        self.script = []
        self.log = open(args.log, "a", encoding="utf-8")
        data = overpass_json(args.osm) if args.osm else {"elements": []}
        self.places = [p for a in args.place for p in (named_buildings(data["elements"]) if a == "auto" else [json.loads(a)])]
        self.body = json.dumps(data).encode()
        self.status_wait = args.status_wait
        self.upstream = args.upstream
        self.feed = None
        self.feed_script = []

    def record(self, handler, body, proxied=False):
        with self.lock:
            self.log.write(json.dumps({"time": time.time(), "method": handler.command, "path": handler.path,
                                       "user_agent": handler.headers.get("User-Agent", ""),
                                       "body": body.decode("utf-8", "replace"), "proxied": proxied,
                                       "if_none_match": handler.headers.get("If-None-Match"),
                                       "if_modified_since": handler.headers.get("If-Modified-Since")}) + "\n")
            self.log.flush()

    def next_step(self):
        with self.lock:
            return self.script.pop(0) if self.script else "ok"


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    state = None

    def log_message(self, *args):
        pass

    def read_body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def send(self, code, body, content_type="application/json", headers=()):
        self.send_response(code)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        self.handle_request(b"")

    def do_POST(self):
        self.handle_request(self.read_body())

    def handle_request(self, body):
        s = self.state
        url = urllib.parse.urlsplit(self.path)
        if url.path == "/_script":
            with s.lock:
                s.script = json.loads(body or b"[]")
            return self.send(200, b"{}")
        if url.path == "/_feed":
            posted = json.loads(body or b"{}")
            with s.lock:
                text = posted["body"].encode()
                s.feed = {"body": text, "etag": '"%s"' % hashlib.sha1(text).hexdigest()[:16],
                          "modified": email.utils.formatdate(time.time(), usegmt=True)}
                s.feed_script = posted.get("script", [])
            return self.send(200, b"{}")
        s.record(self, body)
        if url.path == "/feed":
            return self.answer_feed()
        if url.path == "/search":
            # As Nominatim: the places whose name holds the words asked for (an empty q: all).
            q = urllib.parse.parse_qs(url.query).get("q", [""])[0].casefold()
            return self.send(200, json.dumps([p for p in s.places if q in p.get("name", "").casefold()]).encode())
        if url.path == "/api/status":
            text = ("Connected as: 2130706433\nCurrent time: 2026-11-26T12:00:00Z\nAnnounced endpoint: none\n"
                    "Rate limit: 2\nSlot available after: 2026-11-26T12:00:%02dZ, in %d seconds.\n"
                    "Currently running queries (pid, space limit, time limit, start time):\n") % (s.status_wait, s.status_wait)
            return self.send(200, text.encode(), "text/plain")
        if url.path != "/api/interpreter":
            return self.send(404, b"not found", "text/plain")
        step = s.next_step()
        if step == "ok":
            return self.send(200, s.body)
        if step == "429":
            return self.send(429, b"<html><body><p><strong>Error</strong>: runtime error: Too many requests</p></body></html>", "text/html")
        if step == "504":
            return self.send(504, b"<html><body><p>Gateway Timeout</p></body></html>", "text/html")
        if step == "remark":
            return self.send(200, json.dumps({"version": 0.6, "osm3s": {"timestamp_osm_base": OSM_BASE}, "elements": [],
                                              "remark": "runtime error: Query timed out in \"query\" at line 4 after 26 seconds."}).encode())
        if step == "empty":
            return self.send(200, json.dumps({"version": 0.6, "osm3s": {"timestamp_osm_base": OSM_BASE}, "elements": []}).encode())
        if step == "truncated":
            return self.send(200, s.body[: len(s.body) // 2])
        if step.startswith("trickle:"):
            seconds = float(step.split(":", 1)[1])
            parts = max(1, int(seconds * 10))
            size = -(-len(s.body) // parts)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(s.body)))
            self.end_headers()
            for i in range(0, len(s.body), size):
                try:
                    self.wfile.write(s.body[i:i + size])
                    self.wfile.flush()
                except OSError:
                    return
                time.sleep(0.1)
            return
        if step in ("stall", "slow"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(s.body) * 100))
            self.end_headers()
            self.wfile.write(s.body[:1000])
            self.wfile.flush()
            for _ in range(600):
                time.sleep(0.1)
                if step == "slow":
                    try:
                        self.wfile.write(b" " * 1000)
                        self.wfile.flush()
                    except OSError:
                        return
            return
        return self.send(500, b"unknown script step", "text/plain")


    def answer_feed(self):
        s = self.state
        with s.lock:
            step = s.feed_script.pop(0) if s.feed_script else None
            feed = s.feed
        if step == "429":
            return self.send(429, b"slow down", "text/plain", [("Retry-After", "2")])
        if step == "503":
            return self.send(503, b"unavailable", "text/plain")
        if feed is None:
            return self.send(404, b"no feed posted", "text/plain")
        validators = [("ETag", feed["etag"]), ("Last-Modified", feed["modified"])]
        if self.headers.get("If-None-Match") == feed["etag"]:
            return self.send(304, b"", "application/json", validators)
        since = self.headers.get("If-Modified-Since")
        if since and self.headers.get("If-None-Match") is None and \
                email.utils.parsedate_to_datetime(since) >= email.utils.parsedate_to_datetime(feed["modified"]):
            return self.send(304, b"", "application/json", validators)
        return self.send(200, feed["body"], "application/json", validators)


class ProxyHandler(Handler):
    def handle_request(self, body):
        s = self.state
        s.record(self, body, proxied=True)
        url = urllib.parse.urlsplit(self.path)
        host, port = s.upstream.rsplit(":", 1)
        upstream = http.client.HTTPConnection(host, int(port), timeout=30)
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("proxy-connection", "connection")}
        path = url.path + ("?" + url.query if url.query else "")
        upstream.request(self.command, path, body=body or None, headers=headers)
        answer = upstream.getresponse()
        data = answer.read()
        self.send(answer.status, data, answer.getheader("Content-Type", "application/octet-stream"))


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--mode", choices=["server", "proxy"], default="server")
    p.add_argument("--port-file", required=True)
    p.add_argument("--log", required=True)
    p.add_argument("--osm")
    p.add_argument("--place", action="append", default=[], help="a Nominatim jsonv2 result, as JSON, or `auto`: every named building of --osm")
    p.add_argument("--status-wait", type=int, default=1)
    p.add_argument("--upstream")
    args = p.parse_args()
    handler = ProxyHandler if args.mode == "proxy" else Handler
    handler.state = State(args)
    server = Server(("127.0.0.1", 0), handler)
    with open(args.port_file + ".part", "w") as f:
        f.write(str(server.server_address[1]))
    import os
    os.rename(args.port_file + ".part", args.port_file)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
