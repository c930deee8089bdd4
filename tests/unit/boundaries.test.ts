/**
 * The layers' fences hold: lint (biome.json) refuses a game importing another game, rules/core importing a game, the
 * rules importing React or the app's state, ui/ importing the store, and the shared screens or ui/ importing a game.
 * Each case is a small module written where it would live, linted, and removed; some cases are allowed, so a linter
 * that refused everything would fail too.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const PROBE = `__boundary-probe-${process.pid}__.ts`;

const CASES = [
  ['src/rules/corbach', "import { PG_IDS } from '../prussias-glory';\nexport const x = PG_IDS;\n", 'refused'],
  [
    'src/rules/jours-de-gloire',
    "import { CORBACH } from '../corbach/manifest';\nexport const x = CORBACH;\n",
    'refused',
  ],
  [
    'src/rules/prussias-glory',
    "import { JOURS_DE_GLOIRE } from '../jours-de-gloire/manifest';\nexport const x = JOURS_DE_GLOIRE;\n",
    'refused',
  ],
  ['src/rules/core', "import { CORBACH } from '../corbach/manifest';\nexport const x = CORBACH;\n", 'refused'],
  ['src/rules/corbach', "import { useState } from 'react';\nexport const x = useState;\n", 'refused'],
  ['src/rules/corbach', "import { SYSTEMS } from '../../state/screens';\nexport const x = SYSTEMS;\n", 'refused'],
  ['src/ui', "import { useCombatStore } from '../state/combat-store';\nexport const x = useCombatStore;\n", 'refused'],
  // Shared screens and ui/ serve every game: no game's rules, words or screens (the app's own words are shared).
  [
    'src/screens/shared',
    "import { jdgPlayEn } from '../../i18n/locales/en-jdg-play';\nexport const x = jdgPlayEn;\n",
    'refused',
  ],
  [
    'src/screens/shared',
    "import { CORBACH } from '../../rules/corbach/manifest';\nexport const x = CORBACH;\n",
    'refused',
  ],
  ['src/screens/shared', "import { ui } from '../prussias-glory/game';\nexport const x = ui;\n", 'refused'],
  ['src/ui', "import { PG_IDS } from '../rules/prussias-glory';\nexport const x = PG_IDS;\n", 'refused'],
  ['src/ui', "import { pgEn } from '../i18n/locales/en-pg';\nexport const x = pgEn;\n", 'refused'],
  [
    'src/screens/shared',
    "import { commonPlayEn } from '../../i18n/locales/en-common-play';\nexport const x = commonPlayEn;\n",
    'allowed',
  ],
  ['src/rules/corbach', "import { D6 } from '../core/dice';\nexport const x = D6;\n", 'allowed'],
] as const;

const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

describe('lint fences', () => {
  it('refuses every import across a fence, and allows one within', { timeout: 60_000 }, () => {
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
