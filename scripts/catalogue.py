#!/usr/bin/env python3
"""The interface catalogue: reads Sources/Localization/Catalogue/<language>.yaml, checks it and
writes Sources/Localization/Catalogue+Tables.swift (the texts as Swift source, so the `atrium`
binary needs no resource file at run time; see docs/i18n.md).

A catalogue file maps flat dotted keys to a text or, for a plural, to its forms:
    status.help: "? help"
    directory.open_count: {one: "{count} open", other: "{count} open"}
Placeholders are `{name}`; `{count}` is the number a plural is chosen by. Keys under
`category.` name IMDF categories (and the OSM values Atrium maps to them); they are looked up
by value (UIText.category) and get no accessor. Every other key `a.b_c` gets one, `aBC`.

Checks (all fail the run): every language has exactly English's keys (none missing, none
extra); the same placeholders in every language and form; a plural has `one` and `other` in
en, de, es and fr and `other` only in ja (CLDR: Japanese has no plural); every accessor is used
somewhere in Sources/ (no unused key); the generated file equals what is written.

usage: scripts/catalogue.py [--check]
  --check   write nothing; exit 1 and say what differs or fails
"""
import os
import re
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOGUE = os.path.join(ROOT, "Sources", "Localization", "Catalogue")
OUTPUT = os.path.join(ROOT, "Sources", "Localization", "Catalogue+Tables.swift")
LANGUAGES = ["en", "de", "fr", "es", "ja"]
PLURAL_FORMS = {"en": ["one", "other"], "de": ["one", "other"], "fr": ["one", "other"],
                "es": ["one", "other"], "ja": ["other"]}
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


class _UniqueKeyLoader(yaml.SafeLoader):
    """A loader that refuses a key given twice (plain YAML keeps the last one silently, so two
    branches adding the same key would merge into one that hides the other's words)."""


def _unique_mapping(loader, node, deep=False):
    seen = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise SystemExit(f"catalogue: key {key} is given twice (line {key_node.start_mark.line + 1})")
        seen.add(key)
    return loader.construct_mapping(node, deep)


_UniqueKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _unique_mapping)


def load(language):
    with open(os.path.join(CATALOGUE, language + ".yaml"), encoding="utf-8") as f:
        data = yaml.load(f, Loader=_UniqueKeyLoader) or {}
    if not isinstance(data, dict):
        raise SystemExit(f"catalogue: {language}.yaml is not a map of keys")
    return data


def identifier(key):
    """`help.keys_title` → `helpKeysTitle`."""
    words = re.split(r"[._]", key)
    return words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])


def placeholders(text):
    return set(PLACEHOLDER.findall(text))


def check(catalogues):
    """The problems found, as lines."""
    problems = []
    en = catalogues["en"]
    for language in LANGUAGES:
        c = catalogues[language]
        for key in sorted(set(en) - set(c)):
            problems.append(f"{language}.yaml: missing key {key}")
        for key in sorted(set(c) - set(en)):
            problems.append(f"{language}.yaml: key {key} is not in en.yaml")
        for key in sorted(set(en) & set(c)):
            value, english = c[key], en[key]
            if isinstance(english, dict) != isinstance(value, dict):
                problems.append(f"{language}.yaml: {key} is {'a plural' if isinstance(english, dict) else 'plain'} in en.yaml")
                continue
            expected = placeholders(next(iter(english.values())) if isinstance(english, dict) else english)
            forms = value if isinstance(value, dict) else {"text": value}
            if isinstance(value, dict) and sorted(value) != sorted(PLURAL_FORMS[language]):
                problems.append(f"{language}.yaml: {key} has forms {sorted(value)}, {language} needs {PLURAL_FORMS[language]}")
            for form, text in forms.items():
                if not isinstance(text, str) or not text:
                    problems.append(f"{language}.yaml: {key} ({form}) is empty or not text")
                    continue
                found = placeholders(text)
                if isinstance(value, dict):
                    found.discard("count")
                    expected_here = expected - {"count"}
                else:
                    expected_here = expected
                if found != expected_here:
                    problems.append(f"{language}.yaml: {key} ({form}) has placeholders {sorted(found)}, en.yaml {sorted(expected_here)}")
    return problems


def swift_string(text):
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + out + '"'


def generate(catalogues):
    en = catalogues["en"]
    keys = sorted(k for k in en if not k.startswith("category."))
    categories = sorted(k for k in en if k.startswith("category."))
    slots, accessors = {}, []
    n = 0
    for key in keys:
        slots[key] = n
        n += 2 if isinstance(en[key], dict) else 1
    category_base = n
    lines = ["// Generated by scripts/catalogue.py from Sources/Localization/Catalogue/*.yaml: edit those,",
             "// then run the script. scripts/test runs it with --check.", "",
             "extension UIText {"]
    for key in keys:
        value = en[key]
        english = value["other"] if isinstance(value, dict) else value
        names = sorted(placeholders(english) - ({"count"} if isinstance(value, dict) else set()))
        doc = english.replace("\n", " ")
        lines.append(f"    /// `{key}`: \"{doc}\"")
        args = ", ".join(f"{p}: String" for p in names)
        pairs = "[" + ", ".join(f'"{p}": {p}' for p in names) + "]" if names else ""
        ident = identifier(key)
        if isinstance(value, dict):
            params = "count: Int" + (", " + args if args else "")
            extra = f", {pairs}" if pairs else ""
            lines.append(f"    public func {ident}({params}) -> String {{ plural({slots[key]}, count: count{extra}) }}")
        elif names:
            lines.append(f"    public func {ident}({args}) -> String {{ entry({slots[key]}, {pairs}) }}")
        else:
            lines.append(f"    public var {ident}: String {{ entry({slots[key]}) }}")
        accessors.append(ident)
    lines += ["}", "",
              "/// The texts of every language, slot by slot (a plural takes two: one, other; in Japanese",
              "/// both hold `other`), then the category names in ``categoryKeys`` order.",
              "enum CatalogueTables {",
              f"    /// The first category slot.",
              f"    static let categoryBase = {category_base}", "",
              "    /// The categories named, sorted (binary search in ``categorySlot(_:)``).",
              "    static let categoryKeys: [String] = ["]
    lines += [f"        {swift_string(k[len('category.'):])}," for k in categories]
    lines += ["    ]", "",
              "    /// The slot of a category's name, nil when the catalogue has none.",
              "    static func categorySlot(_ category: String) -> Int? {",
              "        var lo = 0, hi = categoryKeys.count",
              "        while lo < hi {",
              "            let mid = (lo + hi) / 2",
              "            if categoryKeys[mid] < category { lo = mid + 1 } else { hi = mid }",
              "        }",
              "        return lo < categoryKeys.count && categoryKeys[lo] == category ? categoryBase + lo : nil",
              "    }", "",
              "    /// One language's table.",
              "    static func table(_ language: UILanguage) -> [String] {",
              "        switch language {"]
    lines += [f"        case .{lang}: return {lang}" for lang in LANGUAGES]
    lines += ["        }", "    }"]
    for lang in LANGUAGES:
        c = catalogues[lang]
        lines += ["", f"    static let {lang}: [String] = ["]
        for key in keys + categories:
            value = c[key]
            if isinstance(value, dict):
                one = value.get("one", value["other"])
                lines.append(f"        {swift_string(one)}, {swift_string(value['other'])},")
            else:
                lines.append(f"        {swift_string(value)},")
        lines.append("    ]")
    lines += ["}", ""]
    return "\n".join(lines), accessors


def unused(accessors):
    """Accessors no Swift file in Sources/ (but the generated one) names."""
    text = []
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in files:
            path = os.path.join(folder, name)
            if name.endswith(".swift") and path != OUTPUT:
                with open(path, encoding="utf-8") as f:
                    text.append(f.read())
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", "\n".join(text)))
    return [a for a in accessors if a not in words]


def main():
    check_only = "--check" in sys.argv[1:]
    catalogues = {language: load(language) for language in LANGUAGES}
    problems = check(catalogues)
    if problems:
        print("\n".join("catalogue: " + p for p in problems), file=sys.stderr)
        sys.exit(1)
    source, accessors = generate(catalogues)
    if check_only:
        with open(OUTPUT, encoding="utf-8") as f:
            if f.read() != source:
                print("catalogue: Sources/Localization/Catalogue+Tables.swift differs from the catalogue; "
                      "run scripts/catalogue.py", file=sys.stderr)
                sys.exit(1)
        missing = unused(accessors)
        if missing:
            print("catalogue: keys no source uses: " + ", ".join(missing), file=sys.stderr)
            sys.exit(1)
        print(f"catalogue: {len(catalogues['en'])} keys in {len(LANGUAGES)} languages OK", file=sys.stderr)
        return
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(source)


if __name__ == "__main__":
    main()
