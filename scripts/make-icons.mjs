// Renders the app icons (PNG) from scripts/icon.svg with Debian's chromium. Run once after changing the SVG:
//   node scripts/make-icons.mjs
// The maskable icon keeps the artwork inside the 80 % safe zone on the theme colour. The page's icon is a small PNG, not
// the SVG: Chromium fetches the icon again at every change of the address (each set-up change), and an SVG is drawn
// as a document on the page's own thread then.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync(new URL('./icon.svg', import.meta.url), 'utf8');
const icons = [
  { file: 'favicon-32x32.png', size: 32, padding: 0, transparent: true },
  { file: 'pwa-192x192.png', size: 192, padding: 0 },
  { file: 'pwa-512x512.png', size: 512, padding: 0 },
  { file: 'maskable-icon-512x512.png', size: 512, padding: 0.2 },
  { file: 'apple-touch-icon-180x180.png', size: 180, padding: 0.1 },
];
const settings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const browser = await chromium.launch(settings);
for (const { file, size, padding, transparent = false } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = Math.round(size * (1 - padding));
  await page.setContent(
    `<body style="margin:0;background:${transparent ? 'transparent' : '#172554'};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: new URL(`../public/${file}`, import.meta.url).pathname, omitBackground: transparent });
  await page.close();
}
await browser.close();
console.log('icons written to public/');
