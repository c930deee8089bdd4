import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { options } from '../../src/screens/shared/options';

const IDS = ['clear', 'woods'] as const;
const english = ((key: string) => `en:${key}`) as unknown as TFunction;
const french = ((key: string) => `fr:${key}`) as unknown as TFunction;

describe('select options', () => {
  it('are labelled from the group, one per id, in order', () => {
    expect(options(IDS, english, 'jdg:terrain')).toEqual([
      { value: 'clear', label: 'en:jdg:terrain.clear' },
      { value: 'woods', label: 'en:jdg:terrain.woods' },
    ]);
  });

  it('come back as the very same list for the same language, ids and group (a select then skips them)', () => {
    expect(options(IDS, english, 'jdg:terrain')).toBe(options(IDS, english, 'jdg:terrain'));
    expect(options(IDS, english, 'jdg:terrain')).not.toBe(options(IDS, english, 'jdg:hexes'));
    expect(options(IDS, french, 'jdg:terrain')).not.toBe(options(IDS, english, 'jdg:terrain'));
    expect(options(IDS, french, 'jdg:terrain')[1]?.label).toBe('fr:jdg:terrain.woods');
  });
});
