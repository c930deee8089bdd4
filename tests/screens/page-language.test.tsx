import { describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n/full-instance';

describe('the page’s language', () => {
  it('is left alone when already right (setting it again restyles the whole page), and follows a switch', async () => {
    document.documentElement.lang = 'fr';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    const changesSoFar = () => [...changes.splice(0), ...observer.takeRecords()].length;

    const i18n = initI18n('fr');
    await Promise.resolve();
    expect(changesSoFar()).toBe(0);

    await i18n.changeLanguage('en');
    await Promise.resolve();
    expect(document.documentElement.lang).toBe('en');
    expect(changesSoFar()).toBe(1);
    observer.disconnect();
  });
});
