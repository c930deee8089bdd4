import { useTranslation } from '../../i18n/use-translation';
import { CheckboxField } from '../../ui/checkbox-field';
import { ChoiceField } from '../../ui/choice-field';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { options } from './options';
import { withMinusSign } from './totals-label';

type Options<V extends string> = readonly { readonly value: V; readonly label: string }[];
interface Common {
  readonly label: string;
  readonly error?: string | undefined;
  /** A line under the field: what to count, when it holds. */
  readonly help?: string | undefined;
}
type NumberSpec<K> = Common & {
  readonly number: K;
  readonly limits: { readonly min: number; readonly max: number };
};
type FlagSpec<K> = Common & { readonly flag: K };
/**
 * A choice in a list, or (`chips`) a short one, each choice one tap away: its choices labelled, or their ids and the
 * group of words that names them ('corbach:terrain').
 */
type SelectSpec<K, V extends string> = Common & { readonly select: K; readonly chips?: true } & (
    | { readonly options: Options<V> }
    | { readonly ids: readonly V[]; readonly words: string }
  );
/** A field of a set-up whose values are known only as it runs (a game pack's): any of the three kinds. */
type AnySpec<K> = NumberSpec<K> | FlagSpec<K> | SelectSpec<K, string>;
type SpecOf<K, V> = [V] extends [number]
  ? NumberSpec<K>
  : [V] extends [boolean]
    ? FlagSpec<K>
    : [V] extends [string]
      ? SelectSpec<K, V>
      : AnySpec<K>;

/** One field of a part of a set-up, named by the key it sets and drawn by the kind of value that key holds. */
export type SetupField<P> = { [K in keyof P & string]: SpecOf<K, P[K]> }[keyof P & string];

/**
 * The fields of one part of a set-up (a side's unit, the terrain, the fire), drawn one way for every game, a game
 * pack's too: a whole number with its range said where the text typed is not one, a tick, a choice. A field given as
 * `false` is not shown (the rules ask for it only in some set-ups).
 */
export function SetupFields<P extends object>({
  values,
  onChange,
  fields,
}: {
  readonly values: P;
  readonly onChange: (patch: Partial<P>) => void;
  readonly fields: readonly (SetupField<P> | false)[];
}) {
  const { t } = useTranslation();
  const held = (key: string): unknown => (values as Readonly<Record<string, unknown>>)[key];
  const set = (key: string, value: unknown) => onChange({ [key]: value } as Partial<P>);
  return fields.map((field) => {
    if (!field) return null;
    const spec = field as AnySpec<string>;
    const { label, error, help } = spec;
    if ('number' in spec) {
      const { min, max } = spec.limits;
      return (
        <NumberField
          key={spec.number}
          label={label}
          value={held(spec.number) as number}
          min={min}
          max={max}
          help={help}
          error={error}
          invalidMessage={t('errors.integer-range', { min: withMinusSign(min), max: withMinusSign(max) })}
          onCommit={(value) => set(spec.number, value)}
        />
      );
    }
    if ('flag' in spec) {
      return (
        <CheckboxField
          key={spec.flag}
          label={label}
          checked={held(spec.flag) === true}
          error={error}
          help={help}
          onChange={(value) => set(spec.flag, value)}
        />
      );
    }
    const choices = 'options' in spec ? spec.options : options(spec.ids, t, spec.words);
    const Choice = spec.chips ? ChoiceField : SelectField;
    return (
      <Choice
        key={spec.select}
        label={label}
        value={held(spec.select) as string}
        options={choices}
        error={error}
        help={help}
        onChange={(value: string) => set(spec.select, value)}
      />
    );
  });
}
