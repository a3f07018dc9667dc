#!/bin/sh
# Regenerates synonyms.txt from Debian's wordnet-base (WordNet 3.0, Princeton University; its
# licence, which asks that the notice travel with every copy, is in synonyms.LICENSE): for each
# word of common_words.txt, the other words of common_words.txt that share one of its three most
# frequent senses (WordNet lists a word's senses most frequent first) in any part of speech.
# One line per word that has any: the word, then its synonyms, sorted, separated by single
# spaces; lines sorted bytewise. Needs apt-get (Debian) and python3; run from this folder:
# sh synonyms.sh
set -eu
tmp=$(mktemp -d)
(cd "$tmp" && apt-get download wordnet-base >/dev/null && dpkg-deb -x wordnet-base_*.deb x)
python3 - "$tmp/x/usr/share/wordnet" > synonyms.txt <<'PY'
import sys

SENSES = 3
folder = sys.argv[1]
common = set(open("common_words.txt").read().split())
parts = ["noun", "verb", "adj", "adv"]
lemmas = {}
for part in parts:
    for line in open(f"{folder}/data.{part}", encoding="latin-1"):
        if line.startswith("  "):
            continue  # the licence header
        fields = line.split()
        count = int(fields[3], 16)
        # An adjective's lemma may carry its position, `(a)`, `(p)`, `(ip)`.
        words = [fields[4 + 2 * i].split("(")[0].lower() for i in range(count)]
        lemmas[(part, fields[0])] = words
table = {}
for part in parts:
    for line in open(f"{folder}/index.{part}", encoding="latin-1"):
        if line.startswith("  "):
            continue
        fields = line.split()
        word, senses, pointers = fields[0], int(fields[2]), int(fields[3])
        if word not in common:
            continue
        offsets = fields[4 + pointers + 2:][:senses][:SENSES]
        same = table.setdefault(word, set())
        for offset in offsets:
            same.update(w for w in lemmas.get((part, offset), []) if w != word and w in common)
for word in sorted(table):
    if table[word]:
        print(word, " ".join(sorted(table[word])))
PY
rm -rf "$tmp"
