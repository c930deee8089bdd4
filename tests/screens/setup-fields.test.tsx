/**
 * The one component that draws every game's set-up fields (src/screens/shared/setup-fields.tsx), a pack's too: each
 * kind of field says the rules' error beside it, and a change sets its own key alone.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider } from '../../src/i18n/use-translation';
import { type SetupField, SetupFields } from '../../src/screens/shared/setup-fields';

type Part = { readonly n: number; readonly f: boolean; readonly s: 'a' | 'b'; readonly c: 'a' | 'b' };
const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
] as const;

describe('the set-up fields every game draws', () => {
  it('says each field’s error beside it, chips included, and changes only the key of the field changed', async () => {
    const patches: Partial<Part>[] = [];
    const fields: SetupField<Part>[] = [
      { number: 'n', label: 'Number', limits: { min: -2, max: 3 }, error: 'Number wrong.' },
      { flag: 'f', label: 'Flag', error: 'Flag wrong.' },
      { select: 's', label: 'List', options: OPTIONS, error: 'List wrong.' },
      { select: 'c', label: 'Chips', chips: true, options: OPTIONS, error: 'Chips wrong.' },
    ];
    const values: Part = { n: 1, f: false, s: 'a', c: 'a' };
    render(
      <I18nProvider i18n={initI18n('en')}>
        <SetupFields values={values} onChange={(patch) => patches.push(patch)} fields={fields} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAccessibleDescription('Number wrong.');
    expect(screen.getByRole('checkbox', { name: 'Flag' })).toHaveAccessibleDescription('Flag wrong.');
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveAccessibleDescription('List wrong.');
    expect(screen.getByRole('group', { name: 'Chips' })).toHaveAccessibleDescription('Chips wrong.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flag' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'Beta');
    await user.clear(screen.getByRole('textbox', { name: 'Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '9');
    // Out of its range: said with true minus signs, and nothing set.
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAccessibleDescription(
      'Enter a whole number from −2 to 3.',
    );
    expect(patches).toEqual([{ c: 'b' }, { f: true }, { s: 'b' }]);
  });
});
