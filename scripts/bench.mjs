// npm run bench: builds the app, serves the production build on 127.0.0.1 with gzip, and measures in Debian's
// chromium what a player feels, as issue 17 defines it: the first visit's JS and CSS (raw and gzip -9); Lighthouse
// mobile (6 runs) and desktop (3 runs), each figure as its min–max and median; the offline reload (first paint after
// the service worker is active, median of 6); a real (trusted) click on Roll and on a set-up change, from the click
// event's time stamp to the frame after the DOM changed, under 4x CPU throttling (median and worst of 20; and the same
// click on a bare page, the machine's floor for that measure at the time), and the
// main thread's CPU time those clicks cost to their frame (from a trace, without throttling); the tap
// gap after the first paint at 4x (how long a tap on the painted screen waits for the app) and the longest task after
// that paint (from a trace without DevTools' Runtime domain, and from the Long Tasks API); and the rules engine
// alone. Prints a table with the machine's load and writes bench/results.json. Timings vary with the load: nothing
// here is a test; the byte sizes are deterministic.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { runnerImport } from 'vite';
import { firstVisit } from './first-visit.mjs';
import { takeoverGap } from './takeover-without-devtools.mjs';

const chromiumSettings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const CHROMIUM = process.env.CHROMIUM_BIN ?? chromiumSettings.executablePath;
const FLAGS = chromiumSettings.args;
const PORT = 4175;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
const MOBILE_RUNS = 6;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** A figure over several runs: its median, its least and its most. */
const spread = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs.length });
const loadAtStart = os.loadavg();
const BUSY = process.argv.includes('--busy');
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

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
// The browser's build too: what DevTools' Runtime domain costs React DOM's start (docs/performance.md) moved between
// runs of one commit on one machine, across a reinstall of Chromium.
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${browser.version()}`,
};

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

/**
 * The timings, written into `results`: Lighthouse, the offline reload, real clicks at 4x CPU with the machine's floor
 * and their CPU time, and the tap gap. Run once on a quiet machine, and again beside a CPU burner with --busy.
 */
// Inside a timed window the page is looked up with plain DOM queries, never with Playwright's role queries: these
// compute accessible names over the whole page on its main thread, which at 4x CPU took some 60 ms of the tap gap
// that they were timing.
/** A tab's box, found by its text among the header's buttons. */
const tabBox = (page, name) =>
  page.evaluate((name) => {
    const tab = [...document.querySelectorAll('nav button')].find((b) => b.textContent === name);
    const { x, y, width, height } = tab.getBoundingClientRect();
    return { x, y, width, height };
  }, name);
/**
 * Clicks the middle of `box` and gives the time from the click event's own time stamp to the frame after the page's
 * heading came to read `heading`: the new screen laid out and painted, not only in the DOM. The page times it itself.
 */
const clickToScreen = async (page, box, heading) => {
  await page.evaluate((heading) => {
    window.benchScreen = new Promise((resolve) => {
      let clickedAt = null;
      window.addEventListener('click', (e) => (clickedAt = e.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent !== heading) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, heading);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => window.benchScreen);
};

/** The trace events of `categories` recorded while `run` runs, through the page's DevTools session. */
async function traceOf(cdp, categories, run) {
  const events = [];
  const collect = (e) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/**
 * Runs in the page from its first byte: notes the first paint (and says where `tab` is then, for a tap), the first
 * touch, the app's takeover of the prerendered screen and, if asked, the frame drawn with the heading reading
 * `heading`, in `window.benchTimes`; says "bench:done" by the console once it has them all.
 */
function watchTakeover({ tab, heading }) {
  const times = {};
  window.benchTimes = times;
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length || times.painted !== undefined) return;
    times.painted = performance.now();
    const button = tab && [...document.querySelectorAll('nav button')].find((b) => b.textContent === tab);
    const box = button?.getBoundingClientRect();
    console.log(box ? `bench:painted ${box.x + box.width / 2} ${box.y + box.height / 2}` : 'bench:painted');
  }).observe({ type: 'paint', buffered: true });
  addEventListener(
    'touchstart',
    () => {
      times.tapped ??= performance.now();
    },
    { capture: true, passive: true },
  );
  const watch = () => {
    const root = document.getElementById('root');
    if (times.takenOver === undefined && root?.firstElementChild && !root.querySelector(':scope > [data-prerender]')) {
      times.takenOver = performance.now();
    }
    if (heading && !times.headingSeen && document.querySelector('h1')?.textContent === heading) {
      times.headingSeen = true;
      // The frame that lays out and paints the new screen follows this callback: the time after that frame.
      setTimeout(() => {
        times.answered = performance.now();
      }, 0);
    }
    if (times.painted !== undefined && times.takenOver !== undefined && (!heading || times.answered !== undefined)) {
      console.log('bench:done');
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function measureTimings(results) {
  // 2. Lighthouse, mobile (its defaults, 6 runs) and desktop (3 runs): every figure's median and min–max.
  results.lighthouse = {};
  for (const [preset, config, count] of [
    ['mobile', undefined, MOBILE_RUNS],
    ['desktop', desktopConfig, RUNS],
  ]) {
    const runs = [];
    for (let i = 0; i < count; i++) {
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
    results.lighthouse[preset] = Object.fromEntries(
      Object.keys(runs[0]).map((k) => [k, spread(runs.map((r) => r[k]))]),
    );
  }

  // 3. Offline reload once the service worker is active: time to the first paint of text, median of 6.
  {
    const times = [];
    for (let i = 0; i < MOBILE_RUNS; i++) {
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
    results.offlineReloadFcpMs = spread(times.map((t) => t.fcp));
    // Where the time goes: the page answered by the service worker, then parsed; the rest is style, layout and paint.
    results.offlineReloadResponseMs = median(times.map((t) => t.response));
    results.offlineReloadParsedMs = median(times.map((t) => t.parsed));
  }

  // 4. A real click on Roll or on a set-up change (the defender's hex) to the new result painted, with the CPU slowed 4
  // times: from the click event's time stamp (the browser's, as the input arrived) to the frame after the DOM changed.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(BASE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Shock and charge table' }).waitFor();
    const hexes = page.getByRole('group', { name: 'Defender’s hex' });
    const targets = {
      input: [hexes.getByRole('radio', { name: 'Woods' }), hexes.getByRole('radio', { name: 'Clear' })],
      roll: [page.getByRole('button', { name: 'Roll the die' })],
    };
    // The time from the click to the frame after the DOM changed, or null when the click changed nothing (the same
    // die twice in a row draws nothing new).
    const clickToPaint = async (page, target) => {
      // In the middle of the screen: at its edge, the bar at the bottom (with its own Roll) may stand over it.
      await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = await target.boundingBox();
      await page.evaluate(() => {
        window.benchLatency = new Promise((resolve) => {
          let clickedAt = null;
          window.addEventListener(
            'click',
            (e) => {
              clickedAt = e.timeStamp;
            },
            { capture: true, once: true },
          );
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
          });
          // The app's root (the service worker's "ready offline" note is drawn apart, whenever it comes), or the bare page.
          observer.observe(document.getElementById('root') ?? document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, 2000);
        });
      });
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return page.evaluate(() => window.benchLatency);
    };
    for (const action of ['input', 'roll']) {
      const times = [];
      for (let i = 0; times.length < 20 && i < 40; i++) {
        const list = targets[action];
        const ms = await clickToPaint(page, list[i % list.length]);
        if (ms !== null) times.push(ms);
      }
      results[`${action}ToPaintMs`] = spread(times);
    }
    // The machine's floor for the same measure, taken at the same time: a bare page whose button changes one line of
    // text, clicked 20 times the same way at 4x. What the app's clicks take beyond it is the app's; the floor's worst
    // is the machine's own pauses, which no page can avoid.
    {
      const bare = await context.newPage();
      const bareCdp = await context.newCDPSession(bare);
      await bareCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await bare.setContent(
        '<button style="margin:200px;padding:12px 24px">Roll</button><p>0</p>' +
          '<script>let n = 0; document.querySelector("button").onclick = () => { document.querySelector("p").textContent = String(++n); };</script>',
      );
      const times = [];
      for (let i = 0; i < 20; i++) {
        const ms = await clickToPaint(bare, bare.getByRole('button', { name: 'Roll' }));
        if (ms !== null) times.push(ms);
      }
      results.bareClickToPaintMs = spread(times);
      await bare.close();
    }
    // The same clicks' cost in the main thread's own CPU time (a trace's thread time, without throttling), from the
    // task holding the click to the end of the frame after it: what the app and the browser spend on a tap, which
    // the machine's other load hardly moves (the timings above move with it).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    for (const action of ['input', 'roll']) {
      const events = await traceOf(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline', async () => {
        for (let i = 0; i < 20; i++) {
          const target = targets[action][i % targets[action].length];
          await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          const box = await target.boundingBox();
          await page.waitForTimeout(100);
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await page.waitForTimeout(400);
        }
      });
      const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
      const thread = events.filter((e) => e.pid === clicks[0]?.pid && e.tid === clicks[0]?.tid && e.ph === 'X');
      thread.sort((a, b) => a.ts - b.ts);
      const tasks = [];
      for (const e of thread) if (e.ts >= (tasks.at(-1)?.ts ?? 0) + (tasks.at(-1)?.dur ?? 0)) tasks.push(e);
      const cpu = clicks.flatMap((click) => {
        const frame = thread.find((e) => e.name === 'Commit' && e.ts > click.ts + click.dur);
        if (!frame) return [];
        const end = frame.ts + frame.dur;
        const spent = tasks
          .filter((t) => t.ts + t.dur >= click.ts && t.ts <= end)
          .reduce((sum, t) => sum + (t.tdur ?? t.dur), 0);
        return [spent / 1000];
      });
      results[`${action}CpuToFrameMs`] = spread(cpu);
    }
    await context.close();
    // The first clicks after a fresh load (issue 30), each on a new page at 4x, a second after the app took the
    // screen over: a tab to its screen (its code loaded then, or before), then the first set-up change and the first
    // Roll on it, each to the frame after the DOM changed.
    const first = { tabMs: [], inputMs: [], rollMs: [] };
    for (let i = 0; i < MOBILE_RUNS; i++) {
      const fresh = await browser.newContext();
      const page = await fresh.newPage();
      const freshCdp = await fresh.newCDPSession(page);
      await freshCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(BASE);
      await page.waitForFunction(() => !document.querySelector('#root > [data-prerender]'));
      await page.waitForTimeout(1000);
      first.tabMs.push(await clickToScreen(page, await tabBox(page, 'Shock'), 'Shock and charge table'));
      const hexes = page.getByRole('group', { name: 'Defender’s hex' });
      const input = await clickToPaint(page, hexes.getByRole('radio', { name: 'Woods' }));
      if (input !== null) first.inputMs.push(input);
      const roll = await clickToPaint(page, page.getByRole('button', { name: 'Roll the die' }));
      if (roll !== null) first.rollMs.push(roll);
      await fresh.close();
    }
    results.firstClicks = {
      tabMs: spread(first.tabMs),
      inputMs: spread(first.inputMs),
      rollMs: spread(first.rollMs),
    };
  }

  // 5. The tap gap (issue 16): the screen is painted from the HTML before the app's script has run; a tap then waits
  // (shown waiting) until the app takes the screen over. At 4x CPU, six fresh loads: from the first paint to the
  // takeover, and from a tap on the Fire tab made at the first paint to the frame drawn with the Fire screen's
  // heading. The page's own script (`watchTakeover`) notes the times and says by the console when it has them: no
  // Playwright query or wait runs in the page while it is timed (the first one compiles Playwright's injected script
  // there, some 20 ms at 4x).
  {
    const gaps = [];
    const answers = [];
    for (let i = 0; i < MOBILE_RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(watchTakeover, { tab: 'Fire', heading: 'Artillery fire DRM table' });
      const painted = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('bench:painted ') });
      const done = page.waitForEvent('console', { predicate: (m) => m.text() === 'bench:done', timeout: 60_000 });
      await page.goto(BASE, { waitUntil: 'commit' });
      const [x, y] = (await painted).text().split(' ').slice(1).map(Number);
      await page.touchscreen.tap(x, y);
      await done;
      const times = await page.evaluate(() => window.benchTimes);
      gaps.push(times.takenOver - times.painted);
      answers.push(times.answered - times.tapped);
      await context.close();
    }
    // The same gap on a return visit (the app as a player has it at the table, installed or visited before): the
    // service worker answers, and the browser has the app's compiled code cached. Three reloads in each of two
    // contexts, after the first load.
    const warm = [];
    for (let c = 0; c < 2; c++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(watchTakeover, { tab: null, heading: null });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(BASE);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      for (let i = 0; i < 3; i++) {
        await page.waitForTimeout(500);
        const done = page.waitForEvent('console', { predicate: (m) => m.text() === 'bench:done', timeout: 60_000 });
        await page.reload({ waitUntil: 'commit' });
        await done;
        const times = await page.evaluate(() => window.benchTimes);
        warm.push(times.takenOver - times.painted);
      }
      await context.close();
    }
    // The first visit's gap again, with no DevTools attached: Playwright keeps the Runtime domain on, under which V8
    // re-parses React DOM's code for the stack of an Error it makes as it loads (scripts/takeover-without-devtools.mjs).
    const plain = [];
    const plainLongest = [];
    for (let i = 0; i < MOBILE_RUNS; i++) {
      const { gap, longestTask } = await takeoverGap(`${BASE}/`);
      plain.push(gap);
      plainLongest.push(longestTask);
    }
    // The longest task of the page's main thread after the first paint, on a first visit at 4x CPU (issue 47): from a
    // trace of the load, its takeover and the three seconds after it (the work put off until after the first screen),
    // the longest "RunTask" that starts after the first contentful paint. Traced with no Runtime domain: through
    // Playwright, 100-155 ms of that task were React DOM's re-parse (docs/performance.md, run Z), which a player's
    // browser does not do.
    const longest = [];
    for (let i = 0; i < MOBILE_RUNS; i++)
      longest.push((await takeoverGap(`${BASE}/`, { trace: true })).tracedLongestTask);
    results.tapGap = {
      longestTaskAfterPaintMs: spread(longest.filter((ms) => ms !== null)),
      noDevToolsLongestTaskAfterPaintMs: spread(plainLongest),
      paintToTakeoverMs: spread(gaps),
      noDevToolsPaintToTakeoverMs: spread(plain),
      tapAtPaintToAnswerMs: spread(answers),
      returnVisitPaintToTakeoverMs: spread(warm),
    };
  }
}
await measureTimings(results);
// --busy: the same timings with every core kept busy beside the browser, a CPU burner on each (a phone with other tabs,
// a battery saver; issue 47: one burner left the browser a core of its own).
if (BUSY) {
  const burners = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  results.busy = { loadAtStart: os.loadavg(), burners: burners.length };
  try {
    await measureTimings(results.busy);
  } finally {
    for (const burner of burners) burner.kill();
  }
  results.busy.loadAtEnd = os.loadavg();
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
results.load = { atStart: loadAtStart, atEnd: os.loadavg() };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
const ms = (x) => `${Math.round(x)}`;
/** "905 (880–960)": the median, then the least and the most of the runs. */
const range = (f, fmt = ms) => `${fmt(f.median)} (${fmt(f.min)}–${fmt(f.max)})`;
const worst = (f) => `${f.median.toFixed(1)} / ${f.max.toFixed(1)} ms`;
const load = (l) => l.map((x) => x.toFixed(2)).join(', ');
/** The timings of one run of measureTimings, as the table's rows: [measure, figure]. */
const timingRows = (r) => {
  const m = r.lighthouse.mobile;
  const d = r.lighthouse.desktop;
  return [
    [`Lighthouse mobile (${m.performance.runs} runs): performance`, range(m.performance)],
    ['mobile accessibility, best practices', `${range(m.accessibility)}, ${range(m.bestPractices)}`],
    ['mobile FCP / LCP, ms', `${range(m.fcp)} / ${range(m.lcp)}`],
    ['mobile TBT, ms / CLS', `${range(m.tbt)} / ${range(m.cls, (x) => x.toFixed(3))}`],
    [`Lighthouse desktop (${d.performance.runs} runs): performance`, range(d.performance)],
    [
      'desktop FCP / LCP / TBT, ms / CLS',
      `${range(d.fcp)} / ${range(d.lcp)} / ${range(d.tbt)} / ${range(d.cls, (x) => x.toFixed(3))}`,
    ],
    [`offline reload, first paint, ms (${r.offlineReloadFcpMs.runs} reloads)`, range(r.offlineReloadFcpMs)],
    [
      `real click on a set-up change to painted result, 4x CPU (median / worst of ${r.inputToPaintMs.runs})`,
      worst(r.inputToPaintMs),
    ],
    [
      `real click on Roll to painted result, 4x CPU (median / worst of ${r.rollToPaintMs.runs})`,
      worst(r.rollToPaintMs),
    ],
    [
      `the machine's floor: the same click on a bare page changing one line, 4x CPU (median / worst of ${r.bareClickToPaintMs.runs})`,
      worst(r.bareClickToPaintMs),
    ],
    [
      `main thread's CPU per click to its frame, no throttling (trace): set-up change / Roll, ms (${r.rollCpuToFrameMs.runs} each)`,
      `${range(r.inputCpuToFrameMs, (x) => x.toFixed(1))} / ${range(r.rollCpuToFrameMs, (x) => x.toFixed(1))}`,
    ],
    [
      `first clicks after a fresh load, 4x CPU (${r.firstClicks.tabMs.runs} loads): Shock tab to its screen / first set-up change / first Roll, ms`,
      `${range(r.firstClicks.tabMs)} / ${range(r.firstClicks.inputMs)} / ${range(r.firstClicks.rollMs)}`,
    ],
    [
      `longest main-thread task after the first paint, first visit at 4x CPU (trace, no Runtime domain), ms (${r.tapGap.longestTaskAfterPaintMs.runs} loads)`,
      range(r.tapGap.longestTaskAfterPaintMs),
    ],
    [
      `the same longest task with no DevTools attached (Long Tasks API: 0 where none took 50 ms), ms (${r.tapGap.noDevToolsLongestTaskAfterPaintMs.runs} loads)`,
      range(r.tapGap.noDevToolsLongestTaskAfterPaintMs),
    ],
    [
      `tap gap at 4x CPU: first paint to takeover, ms (${r.tapGap.paintToTakeoverMs.runs} loads)`,
      range(r.tapGap.paintToTakeoverMs),
    ],
    [
      `the same gap with no DevTools attached (the protocol's Page, Emulation and DOM domains only), ms (${r.tapGap.noDevToolsPaintToTakeoverMs.runs} loads)`,
      range(r.tapGap.noDevToolsPaintToTakeoverMs),
    ],
    ['a tap on a tab at first paint, to its screen, 4x CPU, ms', range(r.tapGap.tapAtPaintToAnswerMs)],
    [
      `the same gap on a return visit (service worker, cached code), ms (${r.tapGap.returnVisitPaintToTakeoverMs.runs} reloads)`,
      range(r.tapGap.returnVisitPaintToTakeoverMs),
    ],
  ];
};
const quiet = timingRows(results);
const busy = BUSY ? timingRows(results.busy) : null;
const header = busy
  ? `| measure | quiet: median (min–max) | busy, a burner on each of ${results.busy?.burners} cores: median (min–max) |\n| --- | --- | --- |`
  : '| measure | value: median (min–max) |\n| --- | --- |';
const row = (cells) => `| ${cells.join(' | ')} |`;
console.log(`
${header}
${row(['first visit: JS + CSS files', results.firstVisit.count, ...(busy ? [''] : [])])}
${row([
  'first visit: JS + CSS raw / gzip -9',
  `${kb(results.firstVisit.raw)} KB / ${kb(results.firstVisit.gzip)} KB`,
  ...(busy ? [''] : []),
])}
${quiet.map(([label, value], i) => row([label, value, ...(busy ? [busy[i]?.[1] ?? ''] : [])])).join('\n')}
${row([
  'engine: JdG shock / fire / Corbach combat with exact chances, per second',
  `${results.engine.jdgShockPerSecond} / ${results.engine.jdgFirePerSecond} / ${results.engine.corbachCombatPerSecond}`,
  ...(busy ? [''] : []),
])}

${results.date} · ${results.machine} · load average (1, 5, 15 min) at start ${load(results.load.atStart)}, at end ${load(results.load.atEnd)}${busy ? ` · busy part from ${load(results.busy.loadAtStart)} to ${load(results.busy.loadAtEnd)}` : ''} · written to bench/results.json`);
process.exit(0);
