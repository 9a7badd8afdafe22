#!/usr/bin/env python3
"""Writes the picture and the table of the package's targets into docs/architecture.md, from
Package.swift, so that the document cannot drift from the manifest.

The part between the markers `<!-- targets:begin -->` and `<!-- targets:end -->` is generated:
- a Mermaid flowchart of the source targets (tests left out), one arrow per dependency that no
  longer path already implies (the transitive reduction: AtriumApp → MapCore is not drawn when
  AtriumApp → Render → MapCore is), C modules and other packages' products drawn apart;
- a table of every declared dependency of every target, tests included.

usage: scripts/architecture_diagram.py [--check] [--manifest FILE] [--doc FILE]
  --check     write nothing; exit 1 (and say where) when the document differs from the manifest
  --manifest  read `swift package dump-package` output from FILE instead of running it
  --doc       the document (default docs/architecture.md)
"""
import argparse
import json
import os
import subprocess
import sys

BEGIN = "<!-- targets:begin -->"
END = "<!-- targets:end -->"


def dependencies(target):
    """(name, is a product of another package) for each declared dependency, in order."""
    result = []
    for dep in target["dependencies"]:
        if "product" in dep:
            result.append((dep["product"][0], True))
        else:
            for key in ("byName", "target"):
                if key in dep:
                    result.append((dep[key][0], False))
    return result


def is_c_module(target):
    """Whether a target is C: a system library, or a folder of C sources without Swift."""
    if target["type"] == "system":
        return True
    root = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources",
                                              target["name"])
    names = [name for _, _, files in os.walk(root) for name in files]
    return any(n.endswith((".c", ".h")) for n in names) and not any(n.endswith(".swift") for n in names)


def transitive_reduction(graph):
    """The edges of a DAG that no longer path implies."""
    reach = {}

    def reachable(node):
        if node not in reach:
            seen = set()
            for nxt in graph.get(node, ()):
                seen.add(nxt)
                seen |= reachable(nxt)
            reach[node] = seen
        return reach[node]

    kept = {}
    for node, targets in graph.items():
        kept[node] = [t for t in targets
                      if not any(t in reachable(other) for other in targets if other != t)]
    return kept


def generate(manifest):
    targets = manifest["targets"]
    kinds = {t["name"]: t["type"] for t in targets}
    sources = [t for t in targets if t["type"] not in ("test",) and t["name"] != "TestSupport"]
    graph, products = {}, set()
    for target in sources:
        deps = dependencies(target)
        graph[target["name"]] = [name for name, _ in deps]
        products |= {name for name, is_product in deps if is_product}
    reduced = transitive_reduction(graph)
    c_modules = {t["name"] for t in targets if is_c_module(t)}

    def node(name):
        if name in products:
            return f'{name}(["{name}"])'          # another package's product: rounded
        if name in c_modules:
            return f'{name}[("{name} (C)")]'     # a C module: a cylinder
        return f"{name}[{name}]"

    lines = ["```mermaid", "flowchart TD"]
    names = [t["name"] for t in sources]
    names += sorted({d for t in sources for d in reduced[t["name"]]} - set(names))
    lines += [f"    {node(name)}" for name in names]
    for target in sources:
        for dep in reduced[target["name"]]:
            lines.append(f"    {target['name']} --> {dep}")
    lines.append("```")
    lines.append("")
    lines.append("Every arrow, as `Package.swift` declares it (generated; each test target imports "
                 "the target it tests, the ones below, and `TestSupport`):")
    lines.append("")
    lines.append("| target | kind | imports |")
    lines.append("|---|---|---|")
    for target in targets:
        name = target["name"]
        kind = ("C module" if name in c_modules else "test support" if name == "TestSupport"
                else {"regular": "library", "test": "test", "executable": "executable"}.get(
                    target["type"], target["type"]))
        deps = ", ".join(dep for dep, _ in dependencies(target)) or "—"
        lines.append(f"| `{name}` | {kind} | {deps} |")
    return "\n".join(lines)


def main(argv):
    parser = argparse.ArgumentParser(description="the targets picture in docs/architecture.md")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--manifest")
    parser.add_argument("--doc", default="docs/architecture.md")
    args = parser.parse_args(argv[1:])
    if args.manifest:
        with open(args.manifest, encoding="utf-8") as file:
            manifest = json.load(file)
    else:
        manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True,
                                             capture_output=True, text=True).stdout)
    with open(args.doc, encoding="utf-8") as file:
        document = file.read()
    if BEGIN not in document or END not in document:
        print(f"architecture_diagram: {args.doc} has no {BEGIN} … {END} section", file=sys.stderr)
        return 1
    head, rest = document.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    updated = f"{head}{BEGIN}\n{generate(manifest)}\n{END}{tail}"
    if args.check:
        if updated != document:
            print(f"architecture_diagram: {args.doc}'s targets section differs from Package.swift; "
                  f"run scripts/architecture_diagram.py and commit the result", file=sys.stderr)
            return 1
        print("architecture_diagram: docs/architecture.md matches Package.swift", file=sys.stderr)
        return 0
    if updated != document:
        with open(args.doc, "w", encoding="utf-8") as file:
            file.write(updated)
        print(f"architecture_diagram: {args.doc} updated", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
