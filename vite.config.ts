/// <reference types="vitest/config" />

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, minifySync, type Plugin, type ViteDevServer } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildCommit } from './scripts/build-commit.mjs';
import { changelog } from './scripts/changelog.mjs';
import { packGuideFiles } from './scripts/pack-guide.mjs';

/**
 * The production page's Content-Security-Policy: scripts, styles, workers and everything else from the app's own
 * origin only; no inline script. (Only in the build: the dev server's hot reload needs an inline script.)
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const contentSecurityPolicy = (): Plugin => ({
  name: 'aide-de-camp:content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    },
  ],
});

/**
 * The `_headers` file of the build, for the static hosts that read one (Netlify, Cloudflare Pages; GitHub Pages ignores
 * it): the page's Content-Security-Policy as a header too, with what only a header can say (no framing); the hashed
 * files cached for good; the page, the service worker, the manifest and the changelog asked again at each visit, so a new version is
 * found. Paths are from the host's root, where those hosts serve a site.
 */
export function hostHeaders(policy: string): string {
  return [
    '# Made by vite.config.ts at each build: the headers Netlify and Cloudflare Pages send (GitHub Pages ignores it).',
    '/*',
    `  Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/workbox-*',
    '  Cache-Control: public, max-age=31536000, immutable',
    ...['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/changelog.json'].flatMap((path) => [
      path,
      '  Cache-Control: no-cache',
    ]),
    '',
  ].join('\n');
}

interface PrerenderModule {
  readonly LANGUAGES: readonly string[];
  loadTexts(): Promise<unknown>;
  renderFirstScreen(language: string): string;
  defaultLinks(): string[];
  readonly FIRST_GAME: string;
}

/**
 * Renders the first screen into index.html at build time, once per language, so it paints before any script runs;
 * scripts/first-paint.js (emitted with the default set-up's link) shows the one in the page's language, or none when
 * the app is about to show another combat. The app then renders over it the same markup.
 */
const prerender = (): Plugin => {
  let server: ViteDevServer | null = null;
  let module: PrerenderModule | null = null;
  const load = async () => {
    if (module) return module;
    server = await createServer({
      configFile: false,
      plugins: [react()],
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      // It loads the first screen's modules only: no scan of the app's dependencies (which found the PWA plugin's
      // virtual modules missing, this server having no PWA plugin, and said so at some builds).
      optimizeDeps: { noDiscovery: true, include: [] },
      logLevel: 'error',
    });
    module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as unknown as PrerenderModule;
    await module.loadTexts();
    return module;
  };
  let policy: string | null = null;
  let outDir = 'dist';
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  return {
    name: 'aide-de-camp:prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { LANGUAGES, renderFirstScreen, defaultLinks, FIRST_GAME } = await load();
        const screens = LANGUAGES.map(
          // Nothing in it can be used until the app has taken it over: scripts/first-paint.js stops clicks and keys,
          // and aria-disabled says so to assistive technology (which can already read the chart).
          (language) =>
            `<div data-prerender="${language}" lang="${language}" aria-disabled="true">${renderFirstScreen(language)}</div>`,
        ).join('');
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        if (!html.includes('</title>'))
          throw new Error('index.html has no title to put the render-blocking link after');
        // The last element marks the end of the prerendered HTML: the browser draws no frame before it is parsed
        // (rel=expect, blocking=render); where that is not known, the screen is not shown before it (src/index.css).
        // An empty frame drawn while the HTML is parsed would be the page's "first layout" for Lighthouse, which then
        // counts the real first layout as a long task after the first paint.
        let page = html
          .replace('<div id="root"></div>', `<div id="root">${screens}<div id="parsed" data-parsed hidden></div></div>`)
          .replace('</title>', '</title>\n    <link rel="expect" href="#parsed" blocking="render" />');

        // The style sheet goes inline: the first paint then waits for the HTML alone.
        const sheet = /<link rel="stylesheet"[^>]* href="\.\/([^"]+\.css)">/.exec(page);
        const asset = sheet && context.bundle?.[sheet[1] as string];
        if (!sheet || asset?.type !== 'asset') throw new Error('no style sheet to inline');
        const css = String(asset.source);
        // A disabled link to the same sheet stays in its place, fetched by no browser: Vite's loader of a lazy chunk
        // that needs it (the About panel's, among others) finds it there and does not add it a second time, which
        // had the whole page's style worked out again over the inline copy.
        page = page.replace(sheet[0], `<style>${css}</style><link rel="stylesheet" href="./${sheet[1]}" disabled>`);

        // The app's script and the modules it preloads are started by first-paint.js, after the first paint.
        const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>\s*/.exec(page);
        if (!entry) throw new Error('no entry script');
        const preloads = [...page.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">\s*/g)];
        for (const tag of [entry, ...preloads]) page = page.replace(tag[0], '');
        // Each language's first texts (the modules src/i18n/index.ts imports when the app starts, one file per language
        // and part, named "<language>-…"): first-paint.js fetches the page language's with the app's script, not in a
        // second round trip after it.
        const firstTexts = [...readFileSync('src/i18n/index.ts', 'utf8').matchAll(/import\('([^']+)'\)/g)].map((m) =>
          resolve('src/i18n', `${m[1]}.ts`),
        );
        const textsOf = (language: string) =>
          Object.values(context.bundle ?? {}).flatMap((chunk) =>
            chunk.type === 'chunk' &&
            firstTexts.some((module) => module.includes(`/${language}-`) && chunk.facadeModuleId === module)
              ? [`./${chunk.fileName}`]
              : [],
          );
        const texts = Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language)]));
        if (LANGUAGES.some((language) => texts[language]?.length !== 2)) throw new Error('no first texts to preload');
        const app = JSON.stringify({ entry: entry[1], preload: preloads.map((m) => m[1]), texts });
        // Minified like the app's own scripts (its placeholders, two global names, survive), then filled in.
        const minified = minifySync('first-paint.js', readFileSync('scripts/first-paint.js', 'utf8'));
        if (minified.errors.length) throw new Error(`first-paint.js: ${minified.errors[0]?.message}`);
        // The default links' fingerprints, as first-paint.js computes them (Java's String.hashCode).
        const fingerprints = defaultLinks().map((link) => {
          let fingerprint = 0;
          for (let i = 0; i < link.length; i++) fingerprint = (Math.imul(fingerprint, 31) + link.charCodeAt(i)) | 0;
          return fingerprint;
        });
        const script = minified.code
          .replace('__DEFAULT_LINK_FINGERPRINTS__', JSON.stringify(fingerprints))
          .replaceAll('__FIRST_GAME__', JSON.stringify(FIRST_GAME))
          .replace('__APP__', app);
        page = page.replace('</head>', `<script>${script}</script>\n</head>`);

        // The CSP lets exactly these two inline pieces run, by their hashes, and nothing else inline. Hosts that read
        // a headers file send the same policy as a header (writeBundle, below).
        policy = CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${sha256(script)}`).replace(
          "style-src 'self'",
          `style-src 'self' ${sha256(css)}`,
        );
        const attribute = (text: string) => text.replaceAll("'", '&#39;');
        if (!page.includes(attribute(CONTENT_SECURITY_POLICY)))
          throw new Error('no Content-Security-Policy to fill in');
        return page.replace(attribute(CONTENT_SECURITY_POLICY), attribute(policy));
      },
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!policy) throw new Error('index.html was not prerendered: no policy for _headers');
      writeFileSync(resolve(outDir, '_headers'), hostHeaders(policy));
    },
    async closeBundle() {
      await server?.close();
      server = null;
    },
  };
};

/** The app's entry module, where the start-up chunk's modules are found from. */
const ENTRY = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** The modules the entry reaches by static imports alone (what the first screen needs), found once per build. */
let startupModules: Set<string> | null = null;
function startupChunk(moduleId: string, graph: ModuleGraph): string | null {
  if (startupModules === null) {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(ENTRY);
    startupModules = found;
  }
  // The entry stays out: it waits (top-level await) for texts whose chunks import the start-up chunk, which would
  // then wait for the entry in return, and the page would never start.
  return moduleId !== ENTRY && startupModules.has(moduleId) ? 'start' : null;
}

/** The size of code from which a chunk asks to be compiled whole while it downloads. */
const COMPILE_HINT_FROM_BYTES = 4096;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8 compiles a function the first time it is called, on the page's own thread: at start-up, React's and i18next's
 * functions one after another while the app takes the painted screen over, and a screen's own the first time it is
 * shown. This magic comment (Chromium 136 and later; other browsers ignore it) asks it to compile every function of
 * the file on the background thread that streams the file in. V8 reads it only before the file's first line of code,
 * and the bundler writes its list of a chunk's preloads above everything else: the comment is put on top after that.
 * Only on chunks of some size: a small chunk's few functions compile in no time, and every byte of the first visit
 * counts against its budget. The file's name is left as the bundler made it: the comment changes nothing the app does.
 */
const compileHints = (): Plugin => ({
  name: 'aide-de-camp:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.code.length < COMPILE_HINT_FROM_BYTES) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        // A source map's lines move down by one.
        const map = bundle[`${chunk.fileName}.map`];
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        if (map?.type === 'asset') {
          const source = JSON.parse(String(map.source));
          map.source = JSON.stringify({ ...source, mappings: `;${source.mappings}` });
        }
      }
    },
  },
});

/**
 * The fixture game (tests/fixtures/games/skirmish/) added to the app as a real game is: its manifest to the games'
 * list (src/rules/games.ts), its screens' folder to the folders found (src/screens/game-folders.ts).
 */
const WITH_FIFTH_GAME = [
  {
    // As src/ and tests/ import it; the stand-in's own import, four folders up, is left to the real list.
    find: /^(?:\.\.\/){1,2}(?:src\/)?rules\/games$/,
    replacement: fileURLToPath(new URL('./tests/fixtures/games/with-skirmish/games.ts', import.meta.url)),
  },
  {
    find: /^(?:\.\/|(?:\.\.\/){1,2}(?:src\/screens\/)?)game-folders$/,
    replacement: fileURLToPath(new URL('./tests/fixtures/games/with-skirmish/game-folders.ts', import.meta.url)),
  },
];

/**
 * The changelog beside the page (changelog.json, from CHANGELOG.md and CHANGELOG.fr.md): a page offering an update reads
 * the new version's lines from it (src/app/whats-new.ts). Not precached: the page asks the host for the newest.
 */
function changelogFile(): Plugin {
  return {
    name: 'aide-de-camp:changelog',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'changelog.json', source: JSON.stringify(changelog()) });
    },
  };
}

/**
 * The guide to writing a game pack beside the page, with the schema and examples it links to (scripts/pack-guide.mjs),
 * precached with the app.
 */
function packGuide(): Plugin {
  return {
    name: 'aide-de-camp:pack-guide',
    apply: 'build',
    generateBundle() {
      for (const { fileName, source } of packGuideFiles()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

export default defineConfig({
  // Every address the build writes is relative to the page: the same build serves from a domain's root or any
  // sub-path (a GitHub Pages project site), and its manifest and service worker stay inside that folder.
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version),
    __APP_COMMIT__: JSON.stringify(buildCommit()),
  },
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    prerender(),
    compileHints(),
    changelogFile(),
    packGuide(),
    VitePWA({
      // A new version is offered by a prompt (src/app/update-prompt.tsx), never applied under a player mid-combat.
      registerType: 'prompt',
      includeAssets: ['favicon-32x32.png', 'apple-touch-icon-180x180.png', 'robots.txt'],
      manifest: {
        name: 'Aide de camp — combat tables and die rolls',
        short_name: 'Aide de camp',
        description: 'Terrain chart, fire and shock tables with every modifier and its source, in French and English.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#172554',
        background_color: '#fafaf9',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // The first service worker takes the open page at once, so the app works offline after one visit; later
        // versions wait for the player's yes.
        clientsClaim: true,
        // No fallback page for other addresses: the app is one page, which the precache answers at its folder and at
        // index.html. A fallback would answer every address under the worker's scope with this app — at a domain's
        // root, even another app in a folder of the same host, offline or before that app's own worker is in.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    // A lazy chunk's modules are fetched as the browser finds them in it, not announced beforehand by a
    // <link rel=modulepreload> each: adding those links took 15-55 ms at 4x on the page's thread, in the tasks just
    // after the first paint (issue 47). The entry's own list stays (scripts/first-paint.js fetches it); a lazy chunk's
    // style sheet is still added with it.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    rolldownOptions: {
      output: {
        // Everything the first screen needs (the modules the entry imports, at any depth, without a dynamic import on
        // the way) in one chunk: left to itself, the bundler cuts it into a chunk per set of lazy screens that share
        // a piece, and each extra file costs the first visit its own compression.
        codeSplitting: { groups: [{ name: startupChunk, debugName: 'start-up' }] },
      },
    },
  },
  test: {
    // A busy two-core machine (a build running beside the tests) makes a screen test take several times its usual
    // second or two: no test may count on vitest's default 5 s being enough.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every core: vitest's default leaves one to its own process, which has little to do in a run. On two cores that
    // was one worker: the unit and screen tests took 184 s; on both, 131 s.
    maxWorkers: '100%',
    // Worker threads rather than child processes: the unit and screen tests took 155 s instead of 174 on two cores.
    pool: 'threads',
    setupFiles: ['./tests/setup-every-test.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          // Every .test.ts under src/ (beside its code) runs here, every .test.tsx with the screens.
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      // The suites that hold the shape, again with the fixture game added as a real game's one line would add it (its
      // manifest in the games' list, its screens' folder among the folders): no test outside its folders needs an
      // edit for a new game.
      {
        extends: true,
        resolve: { alias: WITH_FIFTH_GAME },
        test: {
          name: 'fifth game: rules',
          environment: 'node',
          include: [
            'tests/unit/rulesets-contract.test.ts',
            'tests/unit/stored-links.test.ts',
            'tests/unit/untrusted-input.test.ts',
            'src/state/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        resolve: { alias: WITH_FIFTH_GAME },
        test: {
          name: 'fifth game: screens',
          environment: 'jsdom',
          include: [
            'tests/screens/stored-state.test.tsx',
            'tests/screens/games.test.tsx',
            'tests/screens/fifth-game.test.tsx',
          ],
          setupFiles: ['./tests/setup-screens.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/screens/**/*.test.tsx'],
          // Played with the fixture game in the registry: in "fifth game: screens" only.
          exclude: ['tests/screens/fifth-game.test.tsx'],
          setupFiles: ['./tests/setup-screens.ts'],
        },
      },
    ],
  },
});
