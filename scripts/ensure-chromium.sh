#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser): install it when it is missing.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
  echo "Chromium is missing at $chromium: install Debian's 'chromium' package (apt-get install -y chromium)." >&2
  exit 1
fi
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
echo "Installing Debian's chromium for the browser tests (about a minute)…"
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
