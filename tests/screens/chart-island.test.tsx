/**
 * The terrain chart of the first screen stays the HTML the build wrote while the app takes the screen over (issue 47):
 * React does not walk its rows. Its Use buttons work from that HTML, and the first change of what it shows (the set-up,
 * the columns, the language) has React draw it, exactly as a chart the app drew itself.
 */
import { act, fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { renderFirstScreen } from '../../src/app/prerender';
import { LANGUAGES, type Language, switchLanguage } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider } from '../../src/i18n/use-translation';
import { terrainPatch } from '../../src/rules/jours-de-gloire/chart-choice';
import { JDG_TERRAIN_CHART_2016 } from '../../src/rules/jours-de-gloire/data/terrain-chart';
import { JDG_MOVING_UNITS } from '../../src/rules/jours-de-gloire/movement-setup';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { TakingOverPageHtml } from '../../src/ui/html-island';
import { INHERITED_NAMES } from '../helpers/inherited-names';

const drawnByReact = (node: Element | null | undefined) =>
  !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

afterEach(() => vi.restoreAllMocks());

/** The build's first screen in `language`, taken over as the page does. */
async function takeOver(language: Language) {
  useCombatStore.getState().reset();
  const page = document.createElement('div');
  page.innerHTML = renderFirstScreen(language);
  document.body.append(page);
  const rows = [...page.querySelectorAll('tbody tr')];
  const i18n = initI18n(language);
  const root: Root = await act(async () =>
    hydrateRoot(
      page,
      <TakingOverPageHtml>
        <I18nProvider i18n={i18n}>
          <App />
        </I18nProvider>
      </TakingOverPageHtml>,
    ),
  );
  // The screen under the shell is hydrated in its own slices.
  await vi.waitFor(() => expect(drawnByReact(page.querySelector('h1'))).toBe(true), { timeout: 10_000 });
  return {
    page,
    rows,
    i18n,
    close: () => {
      act(() => root.unmount());
      page.remove();
    },
  };
}

describe.each(LANGUAGES)('the first screen taken over in %s', (language) => {
  it('keeps the chart as the HTML, and a Use button of that HTML puts its terrain in the combat', async () => {
    const reported = vi.spyOn(console, 'error');
    const { page, rows, close } = await takeOver(language);
    expect(reported.mock.calls).toEqual([]);
    const table = page.querySelector('table');
    expect([...page.querySelectorAll('tbody tr')]).toEqual(rows);
    expect(rows.some(drawnByReact)).toBe(false);
    expect(drawnByReact(table)).toBe(false);

    await act(async () => fireEvent.click(page.querySelector('button[data-terrain="woods"]') as Element));

    expect(useCombatStore.getState().combats.get('jdg')?.setup).toMatchObject({ terrain: { hex: 'woods' } });
    const inUse = page.querySelectorAll('tbody tr[aria-current="true"]');
    expect(inUse).toHaveLength(1);
    expect(inUse[0]?.querySelector<HTMLElement>('button[data-terrain]')?.dataset.terrain).toBe('woods');
    expect(drawnByReact(page.querySelector('tbody tr'))).toBe(true);
    expect(page.querySelector('[data-testid="chart-status"]')?.textContent).toMatch(
      language === 'fr' ? /^Bois est maintenant dans le combat/ : /^Woods is now in the combat set-up/,
    );
    close();
  });
});

const ROWS: readonly string[] = JDG_TERRAIN_CHART_2016.map((row) => row.id);
const CHOOSABLE: readonly string[] = JDG_TERRAIN_CHART_2016.filter((row) => terrainPatch(row.id)).map((row) => row.id);
type Step =
  | { readonly tap: string }
  | { readonly filter: 'all' | (typeof JDG_MOVING_UNITS)[number] }
  | { readonly language: Language };

describe('the chart taken over, whatever the player does first', () => {
  // Two pages on one store: the build's HTML taken over, and the app drawing the chart itself. After every step, the
  // two show the same chart, the same "in use" and the same status; a tap on a mark naming no terrain the
  // chart can put in the combat (an inherited name, a row with no Use) changes nothing.
  it('shows what the chart the app draws itself shows', async () => {
    const step = fc.oneof(
      fc.record({ tap: fc.constantFrom(...ROWS, ...INHERITED_NAMES, '') }),
      fc.record({ filter: fc.constantFrom('all' as const, ...JDG_MOVING_UNITS) }),
      fc.record({ language: fc.constantFrom(...LANGUAGES) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LANGUAGES),
        fc.array(step, { minLength: 1, maxLength: 4 }),
        async (first, steps: Step[]) => {
          const taken = await takeOver(first);
          const drawnI18n = initI18n(first);
          const drawn = render(
            <I18nProvider i18n={drawnI18n}>
              <App />
            </I18nProvider>,
          );
          // The build's HTML parts adjacent texts with empty comments, which a browser does not show.
          const chartOf = (part: ParentNode) => part.querySelector('table')?.outerHTML.replaceAll('<!-- -->', '');
          const statusOf = (part: ParentNode) => part.querySelector('[data-testid="chart-status"]')?.textContent;
          expect(chartOf(taken.page)).toBe(chartOf(drawn.container));
          for (const s of steps) {
            if ('tap' in s) {
              const host = taken.page.querySelector('table')?.parentElement as Element;
              const mark = document.createElement('button');
              mark.dataset.terrain = s.tap;
              host.append(mark);
              const before = useCombatStore.getState().combats.get('jdg');
              await act(async () => fireEvent.click(mark));
              mark.remove();
              if (!CHOOSABLE.includes(s.tap)) expect(useCombatStore.getState().combats.get('jdg')).toBe(before);
              const inDrawn = drawn.container.querySelector(`button[data-terrain="${s.tap}"]`);
              if (inDrawn) {
                // The same status on both: the drawn page is told of the same choice.
                await act(async () => fireEvent.click(inDrawn));
              }
            } else if ('filter' in s) {
              for (const part of [taken.page, drawn.container]) {
                const select = part.querySelector('select') as HTMLSelectElement;
                await act(async () => fireEvent.change(select, { target: { value: s.filter } }));
              }
            } else {
              await act(async () => {
                await switchLanguage(taken.i18n, s.language);
                await switchLanguage(drawnI18n, s.language);
              });
            }
            expect(chartOf(taken.page)).toBe(chartOf(drawn.container));
            expect(statusOf(taken.page)).toBe(statusOf(drawn.container));
          }
          drawn.unmount();
          taken.close();
        },
      ),
      {
        numRuns: 12,
        // Back to what the build's HTML showed: the chart stays the one the app drew.
        examples: [
          ['en', [{ filter: JDG_MOVING_UNITS[1] }, { filter: 'all' }]],
          ['fr', [{ language: 'en' }, { language: 'fr' }]],
          ['en', [{ tap: 'woods' }, { tap: 'clear' }]],
        ],
      },
    );
  }, 120_000);
});
