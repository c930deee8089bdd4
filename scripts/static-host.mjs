// A static host as the app meets one once deployed: the build's files and nothing else. Like GitHub Pages, it has no
// single-page fallback (a path that is no file is a 404), a folder asked without its "/" is redirected to it, and the
// app can be served under a sub-path only (`--base /aide-de-camp/`; more than one allowed, as copies of one build on
// one origin: a stable and a test deployment, or a site at the root and a project in a folder). With `--headers`, it sends the headers of the build's `_headers` file as Netlify and Cloudflare Pages
// do (rules by path, `*` matching the rest); without it, GitHub Pages' caching (`max-age=600`).
// Files are read at each request: a test may change one (a new sw.js is a new version of the app).
//
// node scripts/static-host.mjs [--dir dist] [--base /] [--base /other/] [--port 4173] [--host 127.0.0.1] [--headers]
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parseArgs } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The rules of a `_headers` file: a path pattern, then its headers indented under it ("Name: value"). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a path, or without a colon: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a `_headers` path pattern matches a path: exact, or up to a `*` that matches the rest (slashes included). */
export function matchesPattern(pattern, path) {
  const star = pattern.indexOf('*');
  return star < 0 ? pattern === path : path.startsWith(pattern.slice(0, star));
}

/** The headers the rules give a path (every rule that matches, in the file's order). */
export function headersFor(rules, path) {
  return rules.filter((rule) => matchesPattern(rule.pattern, path)).flatMap((rule) => rule.headers);
}

export function startStaticHost({ dir = 'dist', bases = ['/'], port = 0, host = '127.0.0.1', headers = false } = {}) {
  for (const base of bases) {
    if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`a base starts and ends with "/": ${base}`);
  }
  const server = createServer((req, res) => {
    const send = (status, body, extra = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const url = new URL(req.url ?? '/', 'http://host');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return send(400, 'Bad request');
    }
    // The deepest base a path is under (a copy in a folder before one at the root), or a base asked without its "/".
    const base = bases.filter((b) => path.startsWith(b)).sort((a, b) => b.length - a.length)[0];
    if (!base) {
      const bare = bases.find((b) => `${path}/` === b);
      return bare ? send(301, '', { Location: `${bare}${url.search}` }) : send(404, 'Not found');
    }
    const relative = normalize(path.slice(base.length));
    if (relative.startsWith('..') || relative.includes(`${sep}..`)) return send(404, 'Not found');
    let file = join(dir, relative);
    let stat;
    try {
      stat = statSync(file);
      if (stat.isDirectory()) {
        if (!path.endsWith('/')) return send(301, '', { Location: `${url.pathname}/${url.search}` });
        file = join(file, 'index.html');
        stat = statSync(file);
      }
    } catch {
      return send(404, 'Not found');
    }
    const body = readFileSync(file);
    const extra = headers
      ? headersFor(parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')), `/${path.slice(base.length)}`)
      : [['Cache-Control', 'max-age=600']];
    res.writeHead(200, [
      ['Content-Type', TYPES[extname(file)] ?? 'application/octet-stream'],
      ['Content-Length', String(body.length)],
      ['Last-Modified', stat.mtime.toUTCString()],
      ...extra,
    ]);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      base: { type: 'string', multiple: true, default: ['/'] },
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      headers: { type: 'boolean', default: false },
    },
  });
  const server = await startStaticHost({
    dir: values.dir,
    bases: values.base,
    port: Number(values.port),
    host: values.host,
    headers: values.headers,
  });
  const { port } = server.address();
  for (const base of values.base) console.log(`serving ${values.dir} at http://${values.host}:${port}${base}`);
}
