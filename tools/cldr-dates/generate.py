#!/usr/bin/env python3
"""Writes src/engine/text/dates/cldr.txt: the month, weekday and am/pm names of every CLDR locale
(Gregorian calendar), plus the decimal digits of every script, for verity's date reader.

Sources (both pinned in requirements.txt):
- the Unicode CLDR data as shipped by Babel (Unicode License v3);
- dateparser's locale data (`dateparser/data/date_translation_data/*.py`, BSD-3-Clause): CLDR plus
  the month, weekday and am/pm names dateparser adds per locale (Bulgarian `ян`, Zulu `umasingana`,
  Somali `bisha saddexaad`, Vietnamese `tháng một`), merged into the same tables.
Run from the repository root:  pip install -r tools/cldr-dates/requirements.txt && python3 tools/cldr-dates/generate.py
Not run by CI: its output is committed.
"""
import re
import sys
import unicodedata

import babel
import dateparser
from dateparser.data import date_translation_data
from babel import Locale
from babel.core import get_cldr_version
from babel.localedata import locale_identifiers

OUT = "src/engine/text/dates/cldr.txt"
WIDTHS = ("wide", "abbreviated")
CONTEXTS = ("format", "stand-alone")


def clean(name):
    # Names are stored as written (lower case, single spaces); the reader folds case and accents.
    return " ".join(name.replace("\u202f", " ").replace("\u00a0", " ").split()).lower()


def one_letter_name(name):
    # A one-letter month name of a script other than Latin and Han (Burmese `ဧ`): never a
    # common Latin letter or the `月` of a CJK date.
    letter = name.replace(".", "")
    return len(letter) == 1 and not letter.isascii() and not (
        "\u2e80" <= letter <= "\u9fff" or "\uac00" <= letter <= "\ud7af"
    ) and unicodedata.category(letter).startswith("L") and not "LATIN" in unicodedata.name(letter, "")


MONTH_KEYS = ("january", "february", "march", "april", "may", "june", "july", "august",
              "september", "october", "november", "december")
WEEKDAY_KEYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def dateparser_locales():
    """(language, info) for every locale of dateparser's data and each of its locale-specific
    variants (`pt-PT`, `sr-Latn`): the language is the code before `-`, as Babel's before `_`."""
    import importlib
    import pkgutil

    for module in sorted(m.name for m in pkgutil.iter_modules(date_translation_data.__path__)):
        info = importlib.import_module(f"{date_translation_data.__name__}.{module}").info
        language = info["name"].split("-")[0]
        yield language, info
        for variant in info.get("locale_specific", {}).values():
            yield language, variant


def add_month(months, markers, name, number, language):
    """Records one month name (or a month's number with its marker word, `tháng 3`)."""
    name = clean(name)
    digits = re.fullmatch(r"(\D*?)\s*(\d+)\s*(\D*)", name)
    if digits:
        if int(digits.group(2)) == number:
            # One-word markers only (the reader takes a short Latin one, `o10`,
            # only when it touches the number).
            for kind, word in (("prefix", digits.group(1)), ("suffix", digits.group(3))):
                other = digits.group(3) if kind == "prefix" else digits.group(1)
                if kind == "suffix" and word.startswith("-") and " " in word:
                    # Mongolian `4-р сар`: the word the hyphen joins to the number marks it.
                    word = word[1:].split()[0]
                if word and not other and " " not in word and "#" not in word:
                    markers[(kind, word)] = 1
        return
    if len(name.replace(".", "")) < 2 and not one_letter_name(name):
        return
    months.setdefault(name, {}).setdefault(number, set()).add(language)


def main():
    months = {}  # name -> month number -> the languages that write it
    markers = {}  # ("prefix"|"suffix", word) -> count
    weekdays = set()
    periods = set()
    for ident in sorted(locale_identifiers()):
        try:
            loc = Locale.parse(ident)
        except Exception:  # a locale Babel lists but cannot load
            continue
        for ctx in CONTEXTS:
            for width in WIDTHS:
                for number, name in loc.months[ctx][width].items():
                    add_month(months, markers, name, number, ident.split("_")[0])
                for name in loc.days[ctx][width].values():
                    name = clean(name)
                    if len(name.replace(".", "")) >= 2:
                        weekdays.add(name)
                periods_of = loc.day_periods.get(ctx, {}).get(width, {})
                for key in ("am", "pm"):
                    if key in periods_of:
                        name = clean(periods_of[key])
                        if name:
                            periods.add(name)
    cldr_months = {name: dict(by_month) for name, by_month in months.items()}
    for language, info in dateparser_locales():
        for number, key in enumerate(MONTH_KEYS, start=1):
            for name in info.get(key, []):
                # A name CLDR gives to another month keeps CLDR's meaning only (Czech
                # `listopadu` is November; dateparser's Croatian also has it for October).
                if any(n != number for n in cldr_months.get(clean(name), {})):
                    continue
                add_month(months, markers, name, number, language)
        for key in WEEKDAY_KEYS:
            for name in info.get(key, []):
                name = clean(name)
                if len(name.replace(".", "")) >= 2:
                    weekdays.add(name)
        for key in ("am", "pm"):
            for name in info.get(key, []):
                name = clean(name)
                if name:
                    periods.add(name)
    zeros = [
        c
        for c in range(sys.maxunicode + 1)
        if unicodedata.category(chr(c)) == "Nd" and unicodedata.decimal(chr(c)) == 0
    ]
    supers = [
        (chr(c), unicodedata.digit(chr(c)))
        for c in range(sys.maxunicode + 1)
        if unicodedata.category(chr(c)) == "No"
        and ("SUPERSCRIPT" in unicodedata.name(chr(c), "") or "SUBSCRIPT" in unicodedata.name(chr(c), ""))
        and unicodedata.digit(chr(c), None) is not None
    ]
    with open(OUT, "w", encoding="utf-8") as out:
        out.write(
            f"# Generated by tools/cldr-dates/generate.py from Unicode CLDR {get_cldr_version()} "
            f"(via Babel {babel.__version__}; CLDR data: Unicode License v3), the locale data of "
            f"dateparser {dateparser.__version__} (BSD-3-Clause) and the Unicode "
            f"Character Database of Python {sys.version.split()[0]} ({unicodedata.unidata_version}).\n"
            "# m<TAB>month name<TAB>month:languages writing it,... | w<TAB>weekday name | p<TAB>am/pm name |\n"
            "# <prefix|suffix><TAB>word written before/after a month's number | z<TAB>hex zeros | s<TAB>char<TAB>digit\n"
        )
        for name in sorted(months):
            counts = ",".join(f"{m}:{len(langs)}" for m, langs in sorted(months[name].items()))
            out.write(f"m\t{name}\t{counts}\n")
        for name in sorted(weekdays):
            out.write(f"w\t{name}\n")
        for name in sorted(periods):
            out.write(f"p\t{name}\n")
        for kind, word in sorted(markers):
            out.write(f"{kind}\t{word}\n")
        out.write("z\t" + " ".join(f"{z:x}" for z in zeros) + "\n")
        for char, digit in supers:
            out.write(f"s\t{char}\t{digit}\n")


if __name__ == "__main__":
    main()
