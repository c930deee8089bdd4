/**
 * Each copy of the app keeps its own data: the keys of a copy under a sub-path carry its folder, so a stable and a test
 * deployment on one host never read each other's set-ups, logs and preferences; at a domain's root the keys are the
 * plain names every earlier version wrote, so nothing kept there is lost. scripts/first-paint.js, which reads the same
 * keys before any module runs, must name them the same way: it is run here on the same paths.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/state/game-index';
import { storageKey } from '../../src/state/storage/storage-key';

const NAMES = [
  'adc-combat',
  'adc-roll-log',
  'adc-preferences',
  'adc-checklists',
  'adc-undo',
  'adc-language',
  'adc-address',
  'adc-pack-draft',
];
const name = fc.constantFrom(...NAMES);
/** A folder of a host: "/", or segments of any characters but "/" (a name an object inherits among them). */
const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('/')),
  fc.constantFrom('__proto__', 'constructor', 'index.html', '%20', '..'),
);
const folder = fc.array(segment, { maxLength: 4 }).map((parts) => (parts.length ? `/${parts.join('/')}/` : '/'));
const page = fc.constantFrom('', 'index.html');

/** The keys scripts/first-paint.js reads at a page's path: run in a bare context with a recording localStorage. */
function keysReadByFirstPaint(pathname: string): string[] {
  const read: string[] = [];
  const code = readFileSync('scripts/first-paint.js', 'utf8')
    .replace('__DEFAULT_LINK_FINGERPRINTS__', '[]')
    .replaceAll('__FIRST_GAME__', JSON.stringify(GAME_IDS[0]))
    .replace('__APP__', '{"entry":"x.js","preload":[],"texts":{"en":[],"fr":[]}}');
  const element = { setAttribute() {}, classList: { toggle() {} }, append() {} };
  runInNewContext(code, {
    location: { pathname, hash: '' },
    localStorage: {
      getItem: (key: string) => {
        read.push(key);
        return null;
      },
    },
    navigator: { languages: [] },
    document: {
      documentElement: element,
      head: element,
      addEventListener() {},
      createElement: () => ({ ...element }),
      visibilityState: 'hidden',
    },
    window: { addEventListener() {} },
    setTimeout() {},
  });
  return read;
}

describe('where each copy of the app keeps its data', () => {
  it('at a domain’s root, the plain names every earlier version kept', () => {
    for (const n of NAMES) {
      expect(storageKey(n, '/')).toBe(n);
      expect(storageKey(n, '/index.html')).toBe(n);
    }
  });

  it('under a sub-path, the name and the folder: one key per copy, the same for the folder and its index.html', () => {
    fc.assert(
      fc.property(name, folder, folder, page, (n, a, b, file) => {
        expect(storageKey(n, `${a}${file}`)).toBe(storageKey(n, a));
        if (a !== '/') expect(storageKey(n, a)).toBe(`${n}@${a}`);
        // Two copies never share a key, nor two names within one copy.
        if (a !== b) expect(storageKey(n, a)).not.toBe(storageKey(n, b));
        for (const other of NAMES) if (other !== n) expect(storageKey(other, a)).not.toBe(storageKey(n, a));
      }),
    );
  });

  it('scripts/first-paint.js reads the keys the app writes, at any path', () => {
    fc.assert(
      fc.property(folder, page, (f, file) => {
        const pathname = `${f}${file}`;
        expect(keysReadByFirstPaint(pathname)).toEqual([
          storageKey('adc-language', pathname),
          storageKey('adc-preferences', pathname),
          storageKey('adc-combat', pathname),
        ]);
      }),
      { numRuns: 50 },
    );
  });
});
