// What the app needs to show its first screen in one language, read from the build: the style sheet and the
// first-paint script inlined in index.html, the app's entry script and the modules it preloads (which that script
// starts), and that language's texts (fetched before the app renders; the other language is not). Shared by the
// budget test and `npm run bench`, so both count the same bytes.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export function firstVisit(dist, language) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // first-paint.js holds the app's script and the modules it preloads as JSON, written in by the build.
  const app = JSON.parse(/(\{"entry":"[^"]+","preload":\[[^\]]*\],"texts":\{[^}]*\}\})/.exec(html)?.[1] ?? 'null');
  if (!app) throw new Error('index.html starts no app script');
  // The language's first texts only, as first-paint.js fetches them (en-common, en-jdg): not the parts that come
  // later with their screens (en-jdg-2006, the 2006 card's words).
  const texts = (app.texts[language] ?? []).map((f) => f.replace(/^\.\//, ''));
  // Every path from the app's folder (the build's are relative to it: the app may live under any sub-path).
  const fromApp = (path) => path.replace(/^\.?\//, '');
  const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
  // With every module those import statically: a chunk the bundler splits out of one of them is fetched too.
  const files = [];
  const visit = (file) => {
    if (files.includes(file)) return;
    files.push(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, path] of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      visit(posix.join(posix.dirname(file), path));
    }
  };
  for (const file of [app.entry, ...app.preload, ...texts].map(fromApp)) visit(file);
  const parts = [
    ...files.map((file) => ({ file, body: readFileSync(join(dist, file)) })),
    { file: 'inline style', body: Buffer.from(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '') },
    { file: 'inline script', body: Buffer.from(/<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '') },
  ];
  return {
    files,
    texts,
    sizes: parts.map(({ file, body }) => ({ file, raw: body.length, gzip: gzip(body) })),
    html,
  };
}
