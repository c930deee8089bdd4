#!/usr/bin/env bash
# npm test: every check a change must pass, in order: lint, dead exports (knip), copied code in the app (jscpd), types, unit and screen tests (the
# import graph's cycles among them), build, browser tests in Debian's chromium. Runs them all even when one fails, then prints one line "N passed, N failed" with the
# totals of both test runners (a failed lint, type check or build counts as one failure), and exits non-zero on
# any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p test-reports
rm -f test-reports/vitest.json test-reports/playwright.json

failed_steps=()
step() {
  local name="$1"; shift
  local started=$SECONDS
  echo "── $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  echo "── $name: $((SECONDS - started)) s"
}

step "browser setup" bash scripts/setup-browser.sh
step "lint" npx biome check --error-on-warnings .
step "dead exports and files" npx knip --no-progress
step "copied code" npm run -s lint:copies
step "types" npx tsc --noEmit
step "types (pure rules, no DOM)" npx tsc --noEmit -p src/rules/tsconfig.json
step "unit and screen tests" npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json
step "build" npx vite build
step "browser tests" env PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/playwright.json npx playwright test --reporter=list,json

node scripts/count-tests.mjs "${#failed_steps[@]}" "${failed_steps[@]}"
