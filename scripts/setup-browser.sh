#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests when /usr/bin/chromium is missing, then checks that
# Playwright can drive it. Playwright's own browser download cannot work on machines that reach only the npm
# registry and Debian's packages. Idempotent: about a second when already set up.
set -euo pipefail

CHROMIUM_BIN="${CHROMIUM_BIN:-/usr/bin/chromium}"
FLAGS=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
       --disable-background-networking --disable-component-update --disable-sync)
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if ! [ -x "$CHROMIUM_BIN" ] || ! "$CHROMIUM_BIN" --version >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "setup-browser: installing chromium needs root or sudo" >&2; exit 1; }
    SUDO="sudo"
  fi
  echo "setup-browser: installing Debian chromium..."
  export DEBIAN_FRONTEND=noninteractive
  APT_OPTS=(-o DPkg::Lock::Timeout=300 -o Acquire::Retries=3)
  ok=""
  for attempt in 1 2 3; do
    if $SUDO apt-get "${APT_OPTS[@]}" update -qq &&
       $SUDO apt-get "${APT_OPTS[@]}" install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null; then
      ok=1; break
    fi
    echo "setup-browser: apt attempt $attempt failed, retrying in 10 s" >&2; sleep 10
  done
  [ -n "$ok" ] || { echo "setup-browser: apt-get install chromium failed" >&2; exit 1; }
fi

# Debian's wrapper may print "[: …: unexpected operator" from its /dev/shm check: harmless.
PROFILE="$(mktemp -d)"
trap 'rm -rf "$PROFILE"' EXIT
OUT="$(timeout 60 "$CHROMIUM_BIN" "${FLAGS[@]}" --user-data-dir="$PROFILE" \
  --dump-dom 'data:text/html,<p id="ok">browser-ok</p>' 2>/dev/null || true)"
grep -q 'browser-ok' <<<"$OUT" || { echo "setup-browser: headless chromium smoke test FAILED" >&2; exit 1; }
echo "setup-browser: OK ($("$CHROMIUM_BIN" --version 2>/dev/null))"
