// The takeover gap (first paint to the app's takeover of the painted screen, issue 30) at 4x CPU, in a browser driven
// only through the Chrome DevTools Protocol's Page, Emulation and DOM domains: as a player's browser runs, with no
// DevTools attached. Playwright (and so the rest of `npm run bench`) enables the Runtime domain, under which V8 records
// a detailed stack for every Error made: React DOM makes one while it loads, and V8 then re-parses React DOM's code for
// its source positions, some 10-30 ms unthrottled. Run alone, each load is measured without and with that domain.
//
//   node scripts/static-host.mjs --dir dist --port 4173 &
//   node --experimental-websocket scripts/takeover-without-devtools.mjs 8 http://127.0.0.1:4173/ [more addresses]
//
// (Node 20 has WebSocket behind that flag.) Prints each address's median (min-max) over the loads, in ms.
// `npm run bench` uses takeoverGap() for its line "the same gap with no DevTools attached".
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const { executablePath, args } = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Runs in the page from its first byte; leaves its times in a <meta> that the DOM domain reads, three seconds after the
// takeover (the work put off until after the first screen runs then): the first paint, the takeover, and the page's
// long tasks (the Long Tasks API: every task of 50 ms or more, with its start), no DevTools needed.
const WATCH = `(() => {
  const times = { longTasks: [] };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) times.painted ??= performance.now();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) times.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const root = document.getElementById('root');
    if (root?.firstElementChild && !root.querySelector(':scope > [data-prerender]')) {
      times.takenOver = performance.now();
      setTimeout(() => {
        const meta = document.createElement('meta');
        meta.id = 'takeover-times';
        meta.content = JSON.stringify(times);
        document.head.append(meta);
      }, 3000);
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`;

/**
 * One fresh load of `address` in a browser of its own at 4x CPU: first paint to takeover (`gap`), and the longest task
 * that starts after the first paint, up to three seconds after the takeover (`longestTask`; 0 where none took 50 ms,
 * the least the browser reports), in ms. With `trace`, the load is traced (the Tracing domain, not the Runtime one) and
 * `tracedLongestTask` is the longest task of the page's main thread from the first contentful paint to that time, of
 * any length: the trace's overhead is in `gap`, so a gap to report is taken in a load of its own.
 */
export async function takeoverGap(address, { runtime = false, trace = false } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'takeover-'));
  const browser = spawn(
    executablePath,
    [...args, '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--window-size=390,844', 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    // The browser picks a free port and writes it into the profile.
    let port = null;
    for (let i = 0; i < 100 && !port; i++) {
      port = existsSync(join(profile, 'DevToolsActivePort'))
        ? readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]
        : await sleep(100).then(() => null);
    }
    let targets = null;
    for (let i = 0; i < 100 && !targets; i++) {
      targets = await fetch(`http://127.0.0.1:${port}/json`)
        .then((r) => r.json())
        .catch(() => sleep(100).then(() => null));
    }
    const socket = new WebSocket(targets.find((t) => t.type === 'page').webSocketDebuggerUrl);
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    const pending = new Map();
    const events = [];
    let traced = () => {};
    const traceComplete = new Promise((resolve) => {
      traced = resolve;
    });
    socket.addEventListener('message', (event) => {
      const { id, result, method, params } = JSON.parse(event.data);
      if (method === 'Tracing.dataCollected') events.push(...params.value);
      if (method === 'Tracing.tracingComplete') traced();
      if (id === undefined) return;
      pending.get(id)?.(result ?? {});
      pending.delete(id);
    });
    let next = 0;
    const send = (method, params = {}) =>
      new Promise((resolve) => {
        next += 1;
        pending.set(next, resolve);
        socket.send(JSON.stringify({ id: next, method, params }));
      });
    if (runtime) await send('Runtime.enable');
    await send('Page.enable');
    await send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: WATCH });
    if (trace) {
      const categories = 'devtools.timeline,disabled-by-default-devtools.timeline,loading';
      await send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    }
    await send('Page.navigate', { url: address });
    for (let i = 0; i < 60; i++) {
      await sleep(250);
      const { root } = await send('DOM.getDocument', { depth: -1 });
      if (!root) continue;
      const { nodeId } = await send('DOM.querySelector', { nodeId: root.nodeId, selector: '#takeover-times' });
      if (!nodeId) continue;
      const { attributes } = await send('DOM.getAttributes', { nodeId });
      const times = JSON.parse(attributes[attributes.indexOf('content') + 1]);
      if (trace) {
        await send('Tracing.end');
        await traceComplete;
      }
      socket.close();
      const after = times.longTasks.filter(([start]) => start >= times.painted).map(([, duration]) => duration);
      return {
        gap: times.takenOver - times.painted,
        longestTask: Math.max(0, ...after),
        tracedLongestTask: trace ? longestTracedTask(events) : null,
      };
    }
    throw new Error(`${address}: no takeover within 15 s`);
  } finally {
    browser.kill();
    await sleep(200);
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The longest task on the first contentful paint's thread from that paint on, in ms (null if the trace lacks it). */
function longestTracedTask(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.pid === paint.pid && e.tid === paint.tid && e.ts >= paint.ts && e.dur,
  );
  return tasks.length === 0 ? null : Math.max(...tasks.map((e) => e.dur)) / 1000;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [loads, ...addresses] = process.argv.slice(2);
  const gaps = new Map(
    addresses.flatMap((a) => [
      [`${a} no DevTools`, []],
      [`${a} Runtime domain on`, []],
    ]),
  );
  for (let i = 0; i < Number(loads); i++) {
    for (const address of addresses) {
      for (const runtime of [false, true]) {
        gaps
          .get(`${address} ${runtime ? 'Runtime domain on' : 'no DevTools'}`)
          .push((await takeoverGap(address, { runtime })).gap);
      }
    }
  }
  for (const [name, values] of gaps) {
    const sorted = values.sort((a, b) => a - b);
    const middle = sorted.length / 2;
    const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
    console.log(`${name}: ${median.toFixed(0)} (${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)}) ms`);
  }
}
