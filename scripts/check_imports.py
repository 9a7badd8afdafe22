#!/usr/bin/env python3
"""Fails when a Swift file imports a module its target does not declare in Package.swift.

SwiftPM's own `--explicit-target-dependency-import-check error` (which scripts/test also
passes) checks library and executable targets against the package's other targets only,
and accepts a module reached through another dependency; it ignores test targets, system-library targets such as CNCursesW, and products of other
packages (NIOCore…). This script reads the manifest as SwiftPM resolves it
(`swift package dump-package`) and checks every import of every target, tests included,
against the target's own declared dependencies (not those of its dependencies) plus the
toolchain's own modules.

usage: scripts/check_imports.py            (from the package root; exit 1 on any finding)
"""
import json
import os
import re
import subprocess
import sys

# Modules every target may import: the standard library, Foundation, the C library,
# the test frameworks. Anything else must be a declared dependency.
TOOLCHAIN = {
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Darwin", "Musl", "Synchronization",
    "Testing", "XCTest", "RegexBuilder", "Observation",
}
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)


def main() -> int:
    manifest = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    findings = []
    for target in manifest["targets"]:
        name, kind = target["name"], target["type"]
        if kind in ("system", "binary", "plugin", "macro"):
            continue
        declared = {name}
        for dep in target["dependencies"]:
            for key in ("byName", "target", "product"):
                if key in dep:
                    declared.add(dep[key][0])
        root = target.get("path") or os.path.join("Tests" if kind == "test" else "Sources", name)
        for folder, _, files in os.walk(root):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(folder, file)
                in_literal = False   # inside a multi-line string ("""): Python scripts, not imports
                with open(path, encoding="utf-8") as source:
                    for number, line in enumerate(source, 1):
                        match = None if in_literal else IMPORT.match(line)
                        if line.count('"""') % 2:
                            in_literal = not in_literal
                        if match and match.group(1) not in declared | TOOLCHAIN:
                            findings.append(f"{path}:{number}: {name} imports {match.group(1)}, "
                                            f"which Package.swift does not declare for it")
    for finding in findings:
        print(finding, file=sys.stderr)
    if findings:
        print(f"check_imports: {len(findings)} undeclared import(s)", file=sys.stderr)
        return 1
    print(f"check_imports: every import of {len(manifest['targets'])} targets is declared", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
