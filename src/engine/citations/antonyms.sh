#!/bin/sh
# Regenerates antonyms.txt from Debian's wordnet-base (WordNet 3.0, Princeton University; its
# licence, which asks that the notice travel with every copy, is in synonyms.LICENSE): the pairs
# of adjectives and adverbs WordNet marks as each other's direct antonyms (`harmful`/`harmless`,
# `usual`/`unusual`, `liked`/`disliked`), both words of common_words.txt, single words of three
# letters or more, neither a stop word of the citation rules (config/default.toml).
# Left out, as the hand-written `citations.antonyms` leaves converses out: words that place or
# order or rank one thing against another rather than say the opposite of it (`north`/`south`,
# `first`/`last`, `inner`/`outer`, `former`/`latter`, `old`/`new`), amounts (`more`/`less`,
# `all`/`some`), and sizes and measures, which a claim states of another part than its source
# does (`at most 11 metres deep` against `very shallow`, `a large crater` beside `a small comet`).
# One line per pair, its two words in byte order, separated by a space; lines sorted bytewise.
# Needs apt-get (Debian) and python3 (3.11 or later); run from this folder: sh antonyms.sh
set -eu
tmp=$(mktemp -d)
(cd "$tmp" && apt-get download wordnet-base >/dev/null && dpkg-deb -x wordnet-base_*.deb x)
python3 - "$tmp/x/usr/share/wordnet" > antonyms.txt <<'PY'
import sys
import tomllib

folder = sys.argv[1]
common = set(open("common_words.txt").read().split())
with open("../../../config/default.toml", "rb") as f:
    stop = set(tomllib.load(f)["citations"]["stop_words"])
LEFT_OUT = set("""
    above below ahead back front bottom top side center left right inside outside inner outer
    inward outward incoming outgoing indoor outdoor indoors outdoors here there away home
    overhead surface downstairs upstairs downstream upstream downtown uptown downward upward
    downwards upwards horizontal vertical parallel perpendicular oblique inclined
    north south northern southern east west eastern western easterly westerly
    better worse best worst alternate opposite
    first second last former latter preceding succeeding following leading primary secondary
    early late middle past present future ever never old new young
    all some few many fewer fewest more most less least little much half whole multiple single
    double plural singular minus plus greater lesser major minor maximum minimum even odd
    big small large long short tall high low deep shallow wide narrow broad thick thin heavy
    light full same other different general specific local national international common
    individual male female maternal paternal brotherly sisterly heterosexual homosexual bisexual
    con pro forte piano dry sweet flat sharp natural running standing seated passing live
    recorded sonic supersonic subscript superscript linear planar cubic acute obtuse concave
    convex annual biennial perennial autumnal wintry asleep awake direct inverse indirect
    retrograde dominant subordinate insubordinate out safe lost won saved found
""".split())
PARTS = {"a": "adj", "s": "adj", "r": "adv"}
lemmas = {}
antonyms = []
for part in ["adj", "adv"]:
    for line in open(f"{folder}/data.{part}", encoding="latin-1"):
        if line.startswith("  "):
            continue  # the licence header
        fields = line.split("|")[0].split()
        offset, count = fields[0], int(fields[3], 16)
        # An adjective's lemma may carry its position, `(a)`, `(p)`, `(ip)`.
        lemmas[(part, offset)] = [fields[4 + 2 * i].split("(")[0].lower() for i in range(count)]
        at = 4 + 2 * count
        for i in range(int(fields[at])):
            symbol, target, pos, words = fields[at + 1 + 4 * i : at + 5 + 4 * i]
            # A lexical pointer: the source and target word numbers, in hex.
            if symbol == "!" and pos in PARTS:
                antonyms.append(((part, offset), int(words[:2], 16), (PARTS[pos], target),
                                 int(words[2:], 16)))
pairs = set()
for offset, source, target, word in antonyms:
    a, b = lemmas[offset][source - 1], lemmas[target][word - 1]
    if all(w.isalpha() and len(w) >= 3 and w in common and w not in stop and w not in LEFT_OUT
           for w in (a, b)):
        pairs.add(tuple(sorted((a, b))))
for a, b in sorted(pairs):
    print(a, b)
PY
rm -rf "$tmp"
