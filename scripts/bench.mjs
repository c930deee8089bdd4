// npm run bench: builds the app, serves the production build on 127.0.0.1 with gzip, and measures in Debian's
// chromium what a player feels: the first visit's JS and CSS (raw and gzip -9), Lighthouse mobile and desktop
// (median of 3), the offline reload (first paint after the service worker is active, median of 3), the latency
// from a set-up change or a Roll to the new result painted under 4x CPU throttling (median and worst of 20), and
// the rules engine alone. Prints a table and writes bench/results.json. Timings vary with the machine's load:
// nothing here is a test; the byte sizes are deterministic.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { firstVisit } from './first-visit.mjs';

const chromiumSettings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const CHROMIUM = process.env.CHROMIUM_BIN ?? chromiumSettings.executablePath;
const FLAGS = chromiumSettings.args;
const PORT = 4175;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

execSync('bash scripts/setup-browser.sh', { stdio: 'inherit' });
execSync('npx vite build', { stdio: 'inherit' });

// A static server for dist/ with gzip, as a real host would serve it.
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', BASE).pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join('dist', path);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join('dist', 'index.html');
  const body = readFileSync(file);
  const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /\.(html|js|css|svg|webmanifest|txt)$/.test(file)) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    res.end(gzipSync(body, { level: 9 }));
  } else {
    res.writeHead(200, headers);
    res.end(body);
  }
});
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
};
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });

// 1. What the first visit loads, in English (scripts/first-visit.mjs: the same count as the budget test).
{
  const sizes = firstVisit('dist', 'en').sizes;
  results.firstVisit = {
    files: sizes,
    count: sizes.length,
    raw: sizes.reduce((s, f) => s + f.raw, 0),
    gzip: sizes.reduce((s, f) => s + f.gzip, 0),
  };
}

// 2. Lighthouse, mobile (its defaults) and desktop, median of 3 runs each.
results.lighthouse = {};
for (const [preset, config] of [
  ['mobile', undefined],
  ['desktop', desktopConfig],
]) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(
        BASE,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        config,
      );
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  results.lighthouse[preset] = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
}

// 3. Offline reload once the service worker is active: time to the first paint of text.
{
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(BASE);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    // The first contentful paint is reported a moment after the frame: wait for it, not just for the heading.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    times.push(
      await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          response: navigation?.responseEnd,
          parsed: navigation?.domInteractive,
        };
      }),
    );
    await context.close();
  }
  results.offlineReloadFcpMs = median(times.map((t) => t.fcp));
  // Where the time goes: the page answered by the service worker, then parsed; the rest is style, layout and paint.
  results.offlineReloadResponseMs = median(times.map((t) => t.response));
  results.offlineReloadParsedMs = median(times.map((t) => t.parsed));
}

// 4. Input or Roll to the new result painted, with the CPU slowed 4 times.
{
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(BASE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByRole('button', { name: 'Shock', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Shock and charge table' }).waitFor();
  // The control is found before the clock starts: finding it is the bench's work, not the app's. "Painted" is the
  // next frame's callback and the task after it. The frame floor is the same wait with nothing changed: no answer
  // can be painted sooner than it, whatever the app does.
  const measure = (action) =>
    page.evaluate(async (what) => {
      const select = [...document.querySelectorAll('select')].find(
        (s) => s.labels?.[0]?.textContent === 'Defender’s hex',
      );
      const roll = [...document.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === 'Roll the die',
      );
      const start = performance.now();
      if (what === 'input') {
        select.value = select.value === 'woods' ? 'clear' : 'woods';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (what === 'roll') {
        roll.click();
      }
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    }, action);
  for (const action of ['frameFloor', 'input', 'roll']) {
    const times = [];
    for (let i = 0; i < 20; i++) times.push(await measure(action));
    results[action === 'frameFloor' ? 'frameFloorMs' : `${action}ToPaintMs`] = {
      median: median(times),
      worst: Math.max(...times),
    };
  }
  await context.close();
}
await browser.close();
server.close();

// 5. The rules engine alone: assessments with their exact chances, per second.
{
  const { module: jdg } = await runnerImport('./src/rules/jours-de-gloire/index.ts');
  const { module: corbach } = await runnerImport('./src/rules/corbach/index.ts');
  const rate = (fn) => {
    const start = performance.now();
    let n = 0;
    while (performance.now() - start < 1000) {
      fn(n);
      n++;
    }
    return Math.round(n / ((performance.now() - start) / 1000));
  };
  const setup = { ...jdg.JDG_DEFAULT_SETUP, terrain: { ...jdg.JDG_DEFAULT_SETUP.terrain, hex: 'woods' } };
  results.engine = {
    jdgShockPerSecond: rate(() => {
      const a = jdg.assessShock(setup);
      if (a.status === 'allowed') jdg.shockChances(a.total);
    }),
    jdgFirePerSecond: rate(() => {
      const a = jdg.assessFire(setup);
      if (a.status === 'allowed') jdg.fireChances(a.total);
    }),
    corbachCombatPerSecond: rate(() =>
      corbach.corbachCombatChances(corbach.assessCorbachCombat(corbach.CORBACH_DEFAULT_SETUP).total),
    ),
  };
}

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
const m = results.lighthouse.mobile;
const d = results.lighthouse.desktop;
console.log(`
| measure | value |
| --- | --- |
| first visit: JS + CSS files | ${results.firstVisit.count} |
| first visit: JS + CSS raw / gzip -9 | ${kb(results.firstVisit.raw)} KB / ${kb(results.firstVisit.gzip)} KB |
| Lighthouse mobile: performance, accessibility, best practices | ${m.performance}, ${m.accessibility}, ${m.bestPractices} |
| mobile FCP / LCP / TBT / CLS | ${Math.round(m.fcp)} ms / ${Math.round(m.lcp)} ms / ${Math.round(m.tbt)} ms / ${m.cls} |
| Lighthouse desktop: performance, accessibility, best practices | ${d.performance}, ${d.accessibility}, ${d.bestPractices} |
| desktop FCP / LCP / TBT / CLS | ${Math.round(d.fcp)} ms / ${Math.round(d.lcp)} ms / ${Math.round(d.tbt)} ms / ${d.cls} |
| offline reload, first paint (page from the service worker / parsed) | ${Math.round(results.offlineReloadFcpMs)} ms (${Math.round(results.offlineReloadResponseMs)} / ${Math.round(results.offlineReloadParsedMs)} ms) |
| set-up change to painted result, 4x CPU (median / worst of 20) | ${results.inputToPaintMs.median.toFixed(1)} / ${results.inputToPaintMs.worst.toFixed(1)} ms |
| Roll to painted result, 4x CPU (median / worst of 20) | ${results.rollToPaintMs.median.toFixed(1)} / ${results.rollToPaintMs.worst.toFixed(1)} ms |
| frame floor: nothing changed to next paint, 4x CPU (median / worst of 20) | ${results.frameFloorMs.median.toFixed(1)} / ${results.frameFloorMs.worst.toFixed(1)} ms |
| engine: JdG shock / fire / Corbach combat with exact chances, per second | ${results.engine.jdgShockPerSecond} / ${results.engine.jdgFirePerSecond} / ${results.engine.corbachCombatPerSecond} |

${results.date} · ${results.machine} · written to bench/results.json`);
process.exit(0);
