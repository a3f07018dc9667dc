"""Seeds every fuzz target's corpus from the repository's tests: the request bodies of the
data-driven cases in tests/cases (for `requests`, prefixed with the selector byte of their
endpoint) and every string in them (for the text parsers). Run from the repository root:
python3 fuzz/seed.py"""

import hashlib
import json
import pathlib

ROUTES = [
    "/validate/boundaries", "/validate/metadata", "/validate/plan", "/verify-facts",
    "/terms/protect", "/terms/restore", "/validate/transformations", None,
    "/verify-citations", "/feedback", "/validate/tool-calls", "/prompts/plan", "/prompts/facts",
    "/prompts/citations",
]
TEXT_TARGETS = ["dates", "amounts", "times", "citations", "markers", "accounts"]


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)


def write(target, data):
    folder = pathlib.Path("fuzz/corpus") / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def main():
    counts = {}
    for case in sorted(pathlib.Path("tests/cases").rglob("*.json")):
        spec = json.loads(case.read_text())
        request = spec.get("request")
        endpoint = spec.get("endpoint")
        if endpoint in ROUTES and request is not None:
            write("requests", bytes([ROUTES.index(endpoint)]) + json.dumps(request).encode())
            counts["requests"] = counts.get("requests", 0) + 1
        for text in strings(request):
            for target in TEXT_TARGETS:
                write(target, text.encode())
                counts[target] = counts.get(target, 0) + 1
    for target, n in sorted(counts.items()):
        print(f"  {target}: {n} seeds")


main()
