#!/usr/bin/env python3
"""Builds the date corpus of the transformations quality test from sources.tsv (real date strings
written from public sources, each with its meaning) and from the CLDR date formats of many locales
(via Babel, pinned in tools/cldr-dates/requirements.txt).

Each line of tuning.jsonl / held_aside.jsonl: {"lang", "group", "text", "right", "wrong_day",
"wrong_month", "source"}. Every third entry of each group goes to held_aside.jsonl; entries
of sources_more.tsv (added later) come after the CLDR ones, so earlier entries keep their part.
Run from the repository root: python3 tests/cases/transformations/corpus/build.py
"""
import datetime
import json
import random

from babel.dates import format_date, format_datetime

HERE = "tests/cases/transformations/corpus/"

# Locales whose CLDR date formats join the corpus, with their language group.
CLDR_LOCALES = {
    "english": ["en_US", "en_GB", "en_IN"],
    "germanic": ["de", "nl", "da", "sv", "nb", "is"],
    "romance": ["fr", "es", "it", "pt", "pt_BR", "ro", "ca", "gl"],
    "slavic": ["ru", "uk", "pl", "cs", "sk", "sl", "bg", "sr", "hr", "be"],
    "uralic-baltic": ["fi", "et", "hu", "lt", "lv"],
    "other-europe": ["el", "tr", "sq", "ga", "cy", "eu", "hy", "ka", "mt"],
    "turkic-central-asian": ["kk", "uz", "az", "ky", "mn"],
    "east-asian": ["zh", "zh_Hant", "ja", "ko"],
    "southeast-asian": ["vi", "id", "ms", "fil", "lo", "km", "my"],
    "indic": ["hi", "bn", "mr", "gu", "ta", "te", "kn", "ml", "pa", "ne", "or", "si"],
    "semitic-ethiopic": ["ar", "he", "am", "fa_AF", "ur"],
    "african": ["sw", "yo", "ig", "ha", "zu", "xh", "af", "so", "rw"],
}


def shifted(iso):
    """The right date with its day changed, and with its month changed."""
    d = datetime.date.fromisoformat(iso)
    day = d + datetime.timedelta(days=1 if d.day < 28 else -1)
    month_number = d.month + 1 if d.month < 12 else d.month - 1
    month = d.replace(month=month_number, day=min(d.day, 28))
    if month.day != d.day:  # the day moved too: still another date
        month = d.replace(month=month_number, day=min(d.day, 28))
    return day.isoformat(), month.isoformat()


def main():
    entries = []
    with open(HERE + "sources.tsv", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            lang, group, iso, text, source = line.rstrip("\n").split("\t")
            entries.append((lang, group, iso, text, source))
    rng = random.Random(25)
    for group, locales in CLDR_LOCALES.items():
        for locale in locales:
            for fmt in ("full", "long", "medium"):
                day = datetime.date(1950, 1, 1) + datetime.timedelta(days=rng.randrange(0, 365 * 80))
                text = format_date(day, format=fmt, locale=locale)
                entries.append((locale, group, day.isoformat(), text, f"CLDR {fmt} date format ({locale})"))
            moment = datetime.datetime(2000, 1, 1, 8, 30) + datetime.timedelta(
                days=rng.randrange(0, 365 * 30), minutes=rng.randrange(0, 600)
            )
            text = format_datetime(moment, format="medium", locale=locale)
            entries.append(
                (locale, group, moment.date().isoformat(), text, f"CLDR medium date-time format ({locale})")
            )
    # Entries added after the first split come last, so every earlier entry keeps its part.
    with open(HERE + "sources_more.tsv", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            lang, group, iso, text, source = line.rstrip("\n").split("\t")
            entries.append((lang, group, iso, text, source))
    seen = {}
    tuning, aside = [], []
    for lang, group, iso, text, source in entries:
        n = seen.get(group, 0)
        seen[group] = n + 1
        wrong_day, wrong_month = shifted(iso)
        line = json.dumps(
            {
                "lang": lang,
                "group": group,
                "text": text,
                "right": iso,
                "wrong_day": wrong_day,
                "wrong_month": wrong_month,
                "source": source,
            },
            ensure_ascii=False,
        )
        (aside if n % 3 == 2 else tuning).append(line)
    for name, lines in (("tuning.jsonl", tuning), ("held_aside.jsonl", aside)):
        with open(HERE + name, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
