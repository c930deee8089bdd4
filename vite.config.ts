/// <reference types="vitest/config" />

import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

interface PrerenderModule {
  readonly LANGUAGES: readonly string[];
  loadTexts(): Promise<unknown>;
  renderFirstScreen(language: string): string;
  defaultLink(): string;
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
      logLevel: 'error',
    });
    module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as unknown as PrerenderModule;
    await module.loadTexts();
    return module;
  };
  return {
    name: 'aide-de-camp:prerender',
    apply: 'build',
    async generateBundle() {
      const { defaultLink } = await load();
      const source = readFileSync('scripts/first-paint.js', 'utf8').replace('__DEFAULT_LINK__', defaultLink());
      this.emitFile({ type: 'asset', fileName: 'first-paint.js', source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { LANGUAGES, renderFirstScreen } = await load();
        const screens = LANGUAGES.map(
          (language) => `<div data-prerender="${language}" lang="${language}">${renderFirstScreen(language)}</div>`,
        ).join('');
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        return {
          // The last element marks the end of the prerendered HTML: nothing shows before it is parsed (src/index.css).
          html: html.replace('<div id="root"></div>', `<div id="root">${screens}<div data-parsed hidden></div></div>`),
          tags: [{ tag: 'script', attrs: { src: '/first-paint.js' }, injectTo: 'head' }],
        };
      },
    },
    async closeBundle() {
      await server?.close();
      server = null;
    },
  };
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    prerender(),
    VitePWA({
      // A new version is offered by a prompt (src/app/update-prompt.tsx), never applied under a player mid-combat.
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png', 'robots.txt'],
      manifest: {
        id: '/',
        name: 'Aide de camp — combat tables and die rolls',
        short_name: 'Aide de camp',
        description: 'Terrain chart, fire and shock tables with every modifier and its source, in French and English.',
        lang: 'en',
        start_url: '/',
        scope: '/',
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
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { target: 'es2022' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['src/rules/**/*.test.ts', 'src/state/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/screens/**/*.test.tsx'],
          setupFiles: ['./tests/setup-screens.ts'],
        },
      },
    ],
  },
});
