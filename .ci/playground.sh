#!/usr/bin/env bash
# The playground in a real browser: installs Debian's chromium and chromedriver and PyPI's
# selenium when missing, starts the release binary, and lets .ci/playground.py drive the page
# (every endpoint's example sent, its verdict badge and highlighted words checked). Screenshots
# go to target/playground-screenshots/ (the README names it). Needs target/release/verity.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    chromium chromium-driver fonts-dejavu-core >/dev/null
fi
if ! python3 -c 'import selenium' 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check --user selenium
fi

source .ci/lib.sh
start_verity
mkdir -p target/playground-screenshots
# Arguments are passed on: `bash .ci/playground.sh docs/playground-citations.png` also rewrites
# the README's screenshot.
python3 .ci/playground.py "http://127.0.0.1:$api_port" target/playground-screenshots "$@"
