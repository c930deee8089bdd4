// Adds up the results of vitest and Playwright from their JSON reports and prints the closing line
// "N passed, N failed". Usage: node scripts/count-tests.mjs <number of failed steps> [their names...]
// A failed step with no failing test behind it (lint, types, build, a runner that could not start) counts as
// one failure, so the line never says "0 failed" for a run that failed.
import { existsSync, readFileSync } from 'node:fs';

const [failedStepCount = '0', ...failedSteps] = process.argv.slice(2);
const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

const vitest = read('test-reports/vitest.json');
const playwright = read('test-reports/playwright.json');
const runners = {
  'unit and screen tests': vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests },
  'browser tests': playwright && {
    passed: playwright.stats.expected + playwright.stats.flaky,
    failed: playwright.stats.unexpected,
  },
};

let passed = 0;
let failed = 0;
for (const [name, result] of Object.entries(runners)) {
  console.log(`${name}: ${result ? `${result.passed} passed, ${result.failed} failed` : 'no report'}`);
  if (!result) continue;
  passed += result.passed;
  failed += result.failed;
}
for (const step of failedSteps) {
  const result = runners[step];
  if (!result || result.failed === 0) failed += 1;
}
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(Number(failedStepCount) > 0 || failed > 0 ? 1 : 0);
