/**
 * The texts of a language load in parts: the shell's and the first screen's at start-up or on a switch, the other
 * screens' with those screens. A screen loaded first must not stop the language's own texts from loading (its own
 * file, so that no other test has loaded French before).
 */
import { expect, it } from 'vitest';
import { loadLanguage } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';

it('switching to a language after a later screen added its part still loads the shell’s words', async () => {
  await loadLanguage('en');
  await import('../../src/screens/shared/play-texts');
  await loadLanguage('fr');
  const i18n = initI18n('fr');
  expect(i18n.t('nav.terrain')).toBe('Table des terrains');
  expect(i18n.t('jdg:columns.infantry')).toBe('Infanterie');
  expect(i18n.t('combat.total')).toBe('Modificateur total');
});
