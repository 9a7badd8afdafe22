#!/usr/bin/env python3
"""Checks that Package.swift and the imports of every target agree, both ways.

1. Undeclared: a Swift file imports a module its target does not declare. SwiftPM's own
   `--explicit-target-dependency-import-check error` (which scripts/test also passes) checks
   library and executable targets against the package's other targets only, and accepts a
   module reached through another dependency; it ignores test targets, system-library targets
   such as CNCursesW, and products of other packages (NIOCore…). This script checks every
   import of every target, tests included, against the target's own declared dependencies
   (not those of its dependencies) plus the toolchain's own modules.
2. Unused dependency: a target declares a dependency that none of its files imports, so
   the layer picture in Package.swift says more than the code does.
3. Unused import: a file imports one of the package's own modules (Swift or C) and names
   none of the symbols that module declares (for a plain import its `public`/`open`
   declarations, for `@testable` all of them; for a C module the functions, types and
   macros of its headers). Other packages' products and system libraries are only checked
   by 1 and 2: their symbols are not cheap to list. The symbol test is lenient on purpose
   (a file that names any declared identifier uses the module): it never fails a file that
   uses a module, and catches imports left behind after code moved.

The manifest is read as SwiftPM resolves it (`swift package dump-package`), or from the
JSON file given with `--manifest FILE` (for tests and for scripts that already dumped it).

usage: scripts/check_imports.py [--manifest FILE] [--fix]
  from the package root; exit 1 on any finding. --fix first deletes the imports found unused
  (the other findings are for a person to settle in Package.swift).
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
    r"^\s*(?P<attrs>(?:@\w+(?:\([^)]*\))?\s+)*)(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)
# A Swift declaration's name: `public final class Name`, `public static func name(`, `case a, b`.
DECLARATION = re.compile(
    r"^\s*(?P<mods>(?:@\w+(?:\([^)]*\))?\s+|(?:public|open|package|internal|fileprivate|private"
    r"|final|static|class|override|mutating|nonmutating|nonisolated|indirect|convenience|required"
    r"|lazy|weak|unowned|dynamic|prefix|postfix|infix)(?:\([^)]*\))?\s+)*)"
    r"(?:class|struct|enum|protocol|typealias|func|var|let|actor|associatedtype|macro)\s+"
    r"(?P<name>`?[A-Za-z_][A-Za-z0-9_]*)"
)
C_DECLARATION = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(|;|\[|=)|#\s*define\s+([A-Za-z_][A-Za-z0-9_]*)")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
LINE_COMMENT = re.compile(r"//.*$")


def declared_dependencies(target):
    """The module names a target declares: targets by name and products of other packages."""
    names = []
    for dep in target["dependencies"]:
        for key in ("byName", "target", "product"):
            if key in dep:
                names.append(dep[key][0])
    return names


def target_root(target):
    kind = target["type"]
    return target.get("path") or os.path.join("Tests" if kind == "test" else "Sources", target["name"])


def files_of(root, suffixes):
    for folder, _, files in sorted(os.walk(root)):
        for file in sorted(files):
            if file.endswith(suffixes):
                yield os.path.join(folder, file)


def swift_lines(path):
    """A Swift file's lines with line comments dropped, and whether each is inside a
    multi-line string literal (Python scripts in tests are not imports)."""
    in_literal = False
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source, 1):
            literal = in_literal
            if line.count('"""') % 2:
                in_literal = not in_literal
            yield number, line, literal


def swift_symbols(root):
    """(public names, all names, members) a module offers to its importers: its top-level
    declarations (types, functions, constants), the members of its extensions of other
    modules' types (`extension String { public func truncated… }`), and apart the
    (name, public?) members of its own types, which count only where distinctive (see
    `distinctive_members`)."""
    declared, extensions = [], []   # (name, public?), and (extended type, member name, public?)
    members = []                    # (member name, public?) of the module's own types
    for path in files_of(root, (".swift",)):
        extending, extension_public = None, False
        for _, line, literal in swift_lines(path):
            if literal:
                continue
            stripped = LINE_COMMENT.sub("", line)
            top_level = not stripped[:1].isspace()
            extension = re.match(r"^(?:@\w+\s+)*(public\s+|open\s+)?extension\s+([A-Za-z_][A-Za-z0-9_.]*)", stripped)
            if extension:
                extending, extension_public = extension.group(2).split(".")[0], bool(extension.group(1))
                continue
            if top_level and stripped.startswith("}"):
                extending = None
                continue
            match = DECLARATION.match(stripped)
            if not match:
                continue
            name = match.group("name").strip("`")
            public = bool(re.search(r"\b(public|open)\b", match.group("mods")))
            if top_level:
                declared.append((name, public))
            elif extending is not None and stripped[:4] == "    " and not stripped[4:5].isspace():
                extensions.append((extending, name, public or extension_public))
            elif stripped[:4] == "    " and not stripped[4:5].isspace():
                members.append((name, public or (extending is not None and extension_public)))
    own_types = {name for name, _ in declared}
    public = {name for name, is_public in declared if is_public}
    every = {name for name, _ in declared}
    for extended, name, is_public in extensions:
        if extended not in own_types:
            every.add(name)
            if is_public:
                public.add(name)
        else:
            members.append((name, is_public))
    return public, every, members


def c_symbols(root):
    """Names a C module's headers declare: functions, types, variables, macros."""
    names = set()
    for path in files_of(root, (".h",)):
        with open(path, encoding="utf-8") as header:
            for line in header:
                for match in C_DECLARATION.finditer(LINE_COMMENT.sub("", line)):
                    names.add(match.group(1) or match.group(2))
    return names


# Member names too common to tell one module from another (the standard library's and
# every model's): a file that says `.count` does not use the module that declares one.
COMMON_MEMBERS = {
    "count", "first", "last", "isEmpty", "description", "map", "filter", "contains", "append",
    "index", "value", "values", "keys", "name", "names", "id", "kind", "text", "size", "width",
    "height", "rows", "columns", "row", "column", "start", "end", "min", "max", "draw", "run",
    "load", "read", "write", "reset", "update", "clear", "type", "data", "bytes", "lines",
    "level", "levels", "style", "code", "path", "label", "title", "result", "results", "error",
    "message", "default", "none", "all", "empty", "shared", "state", "key", "item", "items",
}


def distinctive_members(modules):
    """For each module, the member names of its own types that no other module of the
    package declares and that are not common words: naming one of these means using it."""
    owners = {}
    for module, found in modules.items():
        if found is None:
            continue
        for name, _ in found[2]:
            owners.setdefault(name, set()).add(module)
    result = {}
    for module, found in modules.items():
        if found is None:
            continue
        def keep(name):
            return owners.get(name) == {module} and name not in COMMON_MEMBERS and len(name) > 3
        result[module] = ({n for n, is_public in found[2] if is_public and keep(n)},
                          {n for n, _ in found[2] if keep(n)})
    return result


def check(manifest):
    targets = {t["name"]: t for t in manifest["targets"]}
    symbols = {}   # module → (public names, every name, members), for the package's own modules
    for module, target in targets.items():
        root = target_root(target)
        if target["type"] in ("system", "binary", "plugin", "macro"):
            symbols[module] = None            # a system library's headers are not ours to list
        elif any(files_of(root, (".swift",))):
            symbols[module] = swift_symbols(root)
        else:
            names = c_symbols(root)
            symbols[module] = (names, names, [])
    members = distinctive_members(symbols)

    def names_of(module, testable):
        found = symbols[module]
        if found is None:
            return None
        index = 1 if testable else 0
        return found[index] | members[module][index]

    findings = []
    for target in manifest["targets"]:
        name, kind = target["name"], target["type"]
        if kind in ("system", "binary", "plugin", "macro"):
            continue
        deps = declared_dependencies(target)
        declared = {name, *deps}
        imported = set()
        for path in files_of(target_root(target), (".swift",)):
            lines = list(swift_lines(path))
            identifiers = None
            for number, line, literal in lines:
                match = None if literal else IMPORT.match(line)
                if not match:
                    continue
                module = match.group(2)
                imported.add(module)
                if module not in declared | TOOLCHAIN:
                    findings.append(f"{path}:{number}: {name} imports {module}, "
                                    f"which Package.swift does not declare for it")
                    continue
                if module not in targets or module == name:
                    continue
                names = names_of(module, "@testable" in match.group("attrs"))
                if names is None:
                    continue
                if identifiers is None:
                    identifiers = set()
                    for _, other, other_literal in lines:
                        if not other_literal and not IMPORT.match(other):
                            identifiers.update(IDENTIFIER.findall(LINE_COMMENT.sub("", other)))
                if not identifiers & names:
                    findings.append(f"{path}:{number}: {name} imports {module} but names none of its symbols")
        for dep in deps:
            if dep not in imported:
                findings.append(f"Package.swift: {name} declares a dependency on {dep}, "
                                f"which none of its files imports")
    return findings


def remove_unused_imports(findings):
    """Deletes the import lines the findings call unused (`--fix`); returns how many."""
    lines_by_file = {}
    for finding in findings:
        match = re.match(r"^(.+\.swift):(\d+): .* names none of its symbols$", finding)
        if match:
            lines_by_file.setdefault(match.group(1), set()).add(int(match.group(2)))
    for path, numbers in lines_by_file.items():
        with open(path, encoding="utf-8") as file:
            lines = file.readlines()
        with open(path, "w", encoding="utf-8") as file:
            file.writelines(line for number, line in enumerate(lines, 1) if number not in numbers)
    return sum(len(numbers) for numbers in lines_by_file.values())


def main(argv):
    fix = "--fix" in argv
    argv = [arg for arg in argv if arg != "--fix"]
    if len(argv) == 3 and argv[1] == "--manifest":
        with open(argv[2], encoding="utf-8") as file:
            manifest = json.load(file)
    elif len(argv) == 1:
        manifest = json.loads(subprocess.run(
            ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    else:
        print("usage: scripts/check_imports.py [--manifest FILE] [--fix]", file=sys.stderr)
        return 64
    findings = check(manifest)
    if fix:
        print(f"check_imports: removed {remove_unused_imports(findings)} unused import(s)", file=sys.stderr)
        findings = check(manifest)
    for finding in findings:
        print(finding, file=sys.stderr)
    if findings:
        print(f"check_imports: {len(findings)} finding(s)", file=sys.stderr)
        return 1
    print(f"check_imports: the imports of {len(manifest['targets'])} targets and Package.swift agree",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
