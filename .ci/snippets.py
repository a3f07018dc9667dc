#!/usr/bin/env python3
"""The README's integration snippets run as written.

Every fenced block right after a `<!-- snippet: LANG -->` line is a whole program: `python`
blocks run with the interpreter given by --python (the venv with the built wheel and its
extras), `js` blocks with node from --node-project (a scratch project with the packed
TypeScript client installed). A ```text block right after a snippet is its output: stdout
must equal it. VERITY_URL (which the clients read) points the snippets at the release binary.

Usage: python3 .ci/snippets.py --url URL [--python PY] [--node-project DIR] [README.md]
Exit 1 on any failure or difference.
"""

import argparse
import os
import subprocess
import sys
import tempfile

MARK = "<!-- snippet: "


def snippets(lines):
    """(line number, language, code, expected output or None) of every marked block."""
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if line.startswith(MARK) and line.endswith("-->"):
            lang = line[len(MARK):-3].strip()
            start = i + 1
            assert lines[start].startswith("```"), f"line {start + 1}: a fence must follow {line}"
            end = start + 1
            while not lines[end].startswith("```"):
                end += 1
            code = "".join(lines[start + 1:end])
            expected = None
            j = end + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and lines[j].strip() == "```text":
                k = j + 1
                while not lines[k].startswith("```"):
                    k += 1
                expected = "".join(lines[j + 1:k])
            yield start + 1, lang, code, expected
            i = end + 1
        else:
            i += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--python")
    parser.add_argument("--node-project")
    parser.add_argument("--only", choices=["python", "js"])
    parser.add_argument("readme", nargs="?", default="README.md")
    args = parser.parse_args()
    lines = open(args.readme, encoding="utf-8").readlines()
    env = {**os.environ, "VERITY_URL": args.url}
    failures = ran = 0
    for line, lang, code, expected in snippets(lines):
        if args.only and lang != args.only:
            continue
        if lang == "python" and args.python:
            with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
                f.write(code)
            command, cwd = [args.python, f.name], None
        elif lang == "js" and args.node_project:
            path = os.path.join(args.node_project, f"snippet_{line}.mjs")
            with open(path, "w", encoding="utf-8") as f:
                f.write(code)
            command, cwd = ["node", path], args.node_project
        else:
            continue
        ran += 1
        done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                              timeout=300)
        if done.returncode != 0:
            failures += 1
            print(f"{args.readme}:{line}: {lang} snippet exited {done.returncode}\n"
                  f"{done.stdout}{done.stderr}", file=sys.stderr)
        elif expected is not None and done.stdout != expected:
            failures += 1
            print(f"{args.readme}:{line}: {lang} snippet printed\n{done.stdout}"
                  f"instead of\n{expected}", file=sys.stderr)
        else:
            print(f"  ok  {args.readme}:{line} ({lang})")
    if ran == 0:
        print("no snippet ran", file=sys.stderr)
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
