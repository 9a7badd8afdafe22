#!/usr/bin/env python3
"""Tests of the two package checks (scripts/check_imports.py, scripts/architecture_diagram.py)
on a small made-up package in a temporary folder: each kind of finding is found, and a clean
package passes. Run by scripts/test before the checks themselves.

usage: scripts/test_checks.py
"""
import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check_imports = load("check_imports")
architecture_diagram = load("architecture_diagram")


def target(name, deps, kind="regular"):
    return {"name": name, "type": kind, "dependencies": [{"byName": [dep, None]} for dep in deps]}


class PackageFolder:
    """A temporary package root with the given files; the working folder while in use."""

    def __init__(self, files):
        self.files = files

    def __enter__(self):
        self.previous = os.getcwd()
        self.folder = tempfile.TemporaryDirectory()
        os.chdir(self.folder.name)
        for path, text in self.files.items():
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
        return self

    def __exit__(self, *exc):
        os.chdir(self.previous)
        self.folder.cleanup()


BASE = {
    "Sources/Low/Low.swift": "public struct Ground {\n    public var depth = 0\n}\n"
                             "extension String {\n    public func shouted() -> String { uppercased() }\n}\n",
    "Sources/CLow/include/clow.h": "int clow_answer(void);\n#define CLOW_LIMIT 4\n",
    "Sources/CLow/clow.c": "int clow_answer(void) { return 42; }\n",
}


class CheckImportsTests(unittest.TestCase):
    def findings(self, files, targets):
        with PackageFolder({**BASE, **files}):
            return check_imports.check({"targets": targets})

    def test_a_clean_package_has_no_findings(self):
        found = self.findings(
            {"Sources/High/High.swift": "import Low\nimport CLow\nlet g = Ground()\nlet n = clow_answer()\n"},
            [target("Low", []), target("CLow", []), target("High", ["Low", "CLow"])])
        self.assertEqual(found, [])

    def test_an_undeclared_import_is_found(self):
        found = self.findings({"Sources/High/High.swift": "import Low\nlet g = Ground()\n"},
                              [target("Low", []), target("High", [])])
        self.assertTrue(any("imports Low, which Package.swift does not declare" in f for f in found), found)

    def test_a_declared_dependency_nothing_imports_is_found(self):
        found = self.findings({"Sources/High/High.swift": "let x = 1\n"},
                              [target("Low", []), target("High", ["Low"])])
        self.assertTrue(any("High declares a dependency on Low, which none of its files imports" in f
                            for f in found), found)

    def test_an_import_whose_symbols_are_never_named_is_found(self):
        found = self.findings({"Sources/High/High.swift": "import Low\nlet x = 1\n",
                               "Sources/High/Other.swift": "import Low\nlet g = Ground()\n"},
                              [target("Low", []), target("High", ["Low"])])
        self.assertEqual([f for f in found if "names none of its symbols" in f],
                         ["Sources/High/High.swift:1: High imports Low but names none of its symbols"])

    def test_extension_members_and_c_functions_count_as_uses(self):
        found = self.findings({"Sources/High/High.swift": "import Low\nlet s = \"a\".shouted()\n",
                               "Sources/High/C.swift": "import CLow\nlet n = CLOW_LIMIT\n"},
                              [target("Low", []), target("CLow", []), target("High", ["Low", "CLow"])])
        self.assertEqual(found, [])

    def test_a_testable_import_may_use_internal_symbols(self):
        files = {"Sources/Low/Hidden.swift": "struct Secret {}\n",
                 "Tests/LowTests/T.swift": "@testable import Low\nlet s = Secret()\n"}
        self.assertEqual(self.findings(files, [target("Low", []), target("LowTests", ["Low"], "test")]), [])
        plain = {"Sources/Low/Hidden.swift": "struct Secret {}\n",
                 "Tests/LowTests/T.swift": "import Low\nlet s = Secret()\n"}
        self.assertEqual(len(self.findings(plain, [target("Low", []), target("LowTests", ["Low"], "test")])), 1)


class ArchitectureDiagramTests(unittest.TestCase):
    def test_implied_arrows_are_left_out(self):
        graph = {"App": ["Render", "Core"], "Render": ["Core"], "Core": []}
        self.assertEqual(architecture_diagram.transitive_reduction(graph),
                         {"App": ["Render"], "Render": ["Core"], "Core": []})

    def test_the_table_lists_every_declared_dependency(self):
        with PackageFolder(BASE):
            text = architecture_diagram.generate({"targets": [
                target("Low", []), target("CLow", []), target("High", ["Low", "CLow"]),
                target("HighTests", ["High", "Low"], "test")]})
        self.assertIn("High --> Low", text)
        self.assertIn('CLow[("CLow (C)")]', text)
        self.assertIn("| `HighTests` | test | High, Low |", text)
        self.assertNotIn("HighTests -->", text)


if __name__ == "__main__":
    unittest.main(verbosity=1)
