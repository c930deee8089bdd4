/**
 * The layers' fences hold: lint (biome.json) refuses a game importing another game, rules/core importing a game, the
 * rules importing React or the app's state, ui/ importing the store, and the shared screens, ui/, the store or the
 * app shell importing a game.
 * Each case is a small module written where it would live, linted, and removed; some cases are allowed, so a linter
 * that refused everything would fail too. The fences name folders by pattern, never a game: a game folder made for
 * the test is fenced like the others.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const PROBE = `__boundary-probe-${process.pid}__.ts`;

/** A module importing `name` from `from`, and using it. */
const importing = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const x = ${name};\n`;

/** A game folder no game has yet: made for the test, and removed. */
const NEW_GAME = `zz-new-game-${process.pid}`;

const CASES = [
  ['src/rules/corbach', importing('PG_RULE_IDS', '../prussias-glory'), 'refused'],
  ['src/rules/jours-de-gloire', importing('CORBACH', '../corbach/manifest'), 'refused'],
  ['src/rules/prussias-glory', importing('JOURS_DE_GLOIRE', '../jours-de-gloire/manifest'), 'refused'],
  ['src/rules/core', importing('CORBACH', '../corbach/manifest'), 'refused'],
  ['src/rules/corbach', importing('useState', 'react'), 'refused'],
  ['src/rules/corbach', importing('GAME_IDS', '../../state/game-index'), 'refused'],
  ['src/ui', importing('useCombatStore', '../state/combat-store'), 'refused'],
  // Shared screens and ui/ serve every game: no game's rules, words or screens (the app's own words are shared).
  ['src/screens/shared', importing('jdgPlayEn', '../jours-de-gloire/locales/en-jdg-play'), 'refused'],
  ['src/screens/shared', importing('CORBACH', '../../rules/corbach/manifest'), 'refused'],
  ['src/screens/shared', importing('ui', '../prussias-glory/game'), 'refused'],
  ['src/ui', importing('PG_RULE_IDS', '../rules/prussias-glory'), 'refused'],
  ['src/ui', importing('pgEn', '../screens/prussias-glory/locales/en-pg'), 'refused'],
  // The store and the app shell reach the games through the registries only.
  ['src/state', importing('JDG_DEFAULT_SETUP', '../rules/jours-de-gloire/setup'), 'refused'],
  ['src/app', importing('card2006Texts', '../screens/jours-de-gloire/card-2006-texts'), 'refused'],
  ['src/state', importing('GAMES', '../rules/games'), 'allowed'],
  ['src/app', importing('GAME_UIS', '../screens/games'), 'allowed'],
  ['src/screens/shared', importing('commonPlayEn', '../../i18n/locales/en-common-play'), 'allowed'],
  ['src/rules/corbach', importing('D6', '../core/dice'), 'allowed'],
  ['src/rules/corbach/data', importing('CORBACH_LIMITS', '../setup'), 'allowed'],
  ['src/rules/corbach/data', importing('PG_RULE_IDS', '../../prussias-glory'), 'refused'],
  // The fences are written per folder, not per game: a game added today is fenced with no edit of biome.json.
  [`src/rules/${NEW_GAME}`, importing('CORBACH', '../corbach/manifest'), 'refused'],
  [`src/rules/${NEW_GAME}`, importing('D6', '../core/dice'), 'allowed'],
  ['src/rules/corbach', importing('NEW', `../${NEW_GAME}/setup`), 'refused'],
  ['src/screens/shared', importing('ui', `../${NEW_GAME}/game`), 'refused'],
  ['src/state', importing('NEW', `../rules/${NEW_GAME}/setup`), 'refused'],
  ['src/ui', importing('newEn', `../screens/${NEW_GAME}/locales/en`), 'refused'],
] as const;

const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
  rmSync(join(ROOT, 'src/rules', NEW_GAME), { recursive: true, force: true });
});

describe('lint fences', () => {
  it('refuses every import across a fence, and allows one within', { timeout: 60_000 }, () => {
    mkdirSync(join(ROOT, 'src/rules', NEW_GAME), { recursive: true });
    const files = CASES.map(([folder, text], i) => {
      const file = join(ROOT, folder, `${i}-${PROBE}`);
      writeFileSync(file, text);
      written.push(file);
      return file;
    });
    let diagnostics: { category: string; location: { path: string } }[];
    try {
      const run = spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['lint', '--reporter=json', ...files], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      diagnostics = JSON.parse(run.stdout).diagnostics;
    } finally {
      for (const file of files) rmSync(file, { force: true });
      rmSync(join(ROOT, 'src/rules', NEW_GAME), { recursive: true, force: true });
    }
    const refused = (i: number) =>
      diagnostics.some(
        (d) => d.category === 'lint/style/noRestrictedImports' && d.location.path.endsWith(`${i}-${PROBE}`),
      );
    expect(CASES.map(([folder], i) => `${folder} ${refused(i) ? 'refused' : 'allowed'}`)).toEqual(
      CASES.map(([folder, , expected]) => `${folder} ${expected}`),
    );
  });
});
