#!/usr/bin/env bash
# Makes sure the system Chromium that the browser tests drive is installed (Playwright never
# downloads its own browser here). Installs Debian's chromium when running as root; otherwise
# stops with one line saying how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium not found at $CHROMIUM: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then run npm test again." >&2
exit 1
