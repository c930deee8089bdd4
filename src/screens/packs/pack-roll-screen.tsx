import { type ReactNode, useMemo, useState } from 'react';
import { formatRatio, signed } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import type { ResultBand } from '../../rules/core/types';
import {
  columnOf,
  type EntryOutcome,
  type LoadedPack,
  type PackSetup,
  type StrengthChange,
  strengthChanges,
} from '../../rules/packs/engine';
import { glossaryCodesIn } from '../../rules/packs/format';
import { setupOf } from '../../state/combat/combat-selectors';
import { useCombatStore } from '../../state/combat/combat-store';
import { type PackGameId, type RollKey, rollKey } from '../../state/game-index';
import { packOwnLinks } from '../../state/links/pack-link';
import { addressOfLink } from '../../state/links/page-address';
import { withGame } from '../../state/links/share-link';
import { ChangesLine } from '../shared/odds-changes';
import { type BandWords, RollingScreenLayout } from '../shared/rolling-screen';
import { totalsLabel } from '../shared/totals-label';
import { type RollingScreenFigures, useResolution, useRollFigures } from '../shared/use-resolution';
import { PackForm } from './pack-form';
import { packRulesText, packSetupLine } from './pack-log-words';
import { usePackWords } from './pack-words';

/** The card's codes the results shown use, each with what it means in the pack's words. */
function Glossary({ loaded, cells }: { readonly loaded: LoadedPack; readonly cells: readonly string[] }) {
  const { t } = useTranslation();
  const words = usePackWords(loaded.pack);
  const glossary = loaded.pack.glossary;
  const codes = glossaryCodesIn(glossary, cells);
  if (!glossary || codes.length === 0) return null;
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
      aria-label={t('packs.glossary')}
      data-testid="pack-glossary"
    >
      {codes.map((code) => (
        <div key={code} className="contents">
          <dt className="font-semibold">{code}</dt>
          <dd>{words.say(glossary[code])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Beside a table entered by odds or columns: the least change of each side's strength that would give another
 * outcome, and that outcome — the column read after its shifts, the odds step and its DRM, or not allowed — as the
 * rules give it for the changed set-up (strengthChanges), with the odds' rounding said.
 */
function StrengthChangesLine({
  loaded,
  index,
  setup,
}: {
  readonly loaded: LoadedPack;
  readonly index: number;
  readonly setup: PackSetup;
}) {
  const { t } = useTranslation();
  const words = usePackWords(loaded.pack);
  const roll = loaded.pack.rolls[index];
  // Each hint assesses changed set-ups: worked out again only when the set-up changes, not at a roll.
  const changes = useMemo(() => strengthChanges(loaded, index, setup), [loaded, index, setup]);
  if (!roll || !changes) return null;
  const { entry } = roll;
  const say = (outcome: EntryOutcome): string => {
    if (outcome.kind === 'not-allowed') return t('combat.notAllowed');
    if (outcome.kind === 'step') {
      return t('packs.columnChanges.step', {
        step: formatRatio(outcome.attacker, outcome.defender),
        drm: signed(outcome.drm),
      });
    }
    return words.say(roll.results.columns[outcome.column]?.label);
  };
  return (
    <ChangesLine
      lead={t(entry.kind === 'columns' ? 'packs.columnChanges.lead' : 'oddsChanges.lead')}
      changes={changes}
      say={(side, c: StrengthChange) =>
        t(`packs.columnChanges.${side}`, { change: signed(c.change), outcome: say(c.outcome) })
      }
      after={entry.kind === 'odds' ? t(`packs.oddsRounding.${entry.favour}`) : undefined}
      testId={entry.kind === 'columns' ? 'column-changes' : 'odds-changes'}
    />
  );
}

interface PackRollProps {
  readonly loaded: LoadedPack;
  readonly index: number;
  readonly setup: PackSetup;
  readonly onChange: (setup: PackSetup) => void;
  readonly figures: RollingScreenFigures<PackSetup, ResultBand>;
}

/**
 * One roll of a pack on the rolling screen every game's rolls share (src/screens/shared/rolling-screen.tsx), with the
 * pack's form, table and words — its lines with their sources and the pack's readings, the total, the die rolled or
 * typed, the row landed on — and, for a table entered by columns, the column read and its cells alone (each option's,
 * while two are compared); what would change the odds or the column; the codes of its cells.
 */
function PackRoll({
  loaded,
  index,
  setup,
  onChange,
  figures,
  ...layout
}: PackRollProps &
  Pick<
    Parameters<typeof RollingScreenLayout<PackSetup, ResultBand>>[0],
    'rollKey' | 'tryOut' | 'heading' | 'afterRoll' | 'lead'
  >) {
  const { t } = useTranslation();
  const { pack } = loaded;
  const words = usePackWords(pack);
  const roll = pack.rolls[index];
  const { assessment, shownSetup, compared } = figures;
  // A table entered by columns: the column read after the shifts, whose cells alone are the results; while two options
  // are compared, the column each reads (from their figures).
  if (!roll) return null;
  const column = assessment ? columnOf(roll, assessment) : null;
  const columnIn = (option: { readonly assessment: typeof assessment } | undefined) =>
    option?.assessment ? columnOf(roll, option.assessment) : null;
  const [columnA, columnB] = [columnIn(compared?.a), columnIn(compared?.b)];
  const rows = new Map(roll.results.rows.map((row) => [row.id, row]));
  const cellsIn = (id: string, at: number | null) => {
    const cells = rows.get(id)?.cells ?? [];
    return (at === null ? cells : cells.slice(at, at + 1)).map((cell) => words.say(cell));
  };
  const columns = column === null ? roll.results.columns : roll.results.columns.slice(column, column + 1);
  const columnLabel = (at: number | null) => (at === null ? null : words.say(roll.results.columns[at]?.label));
  const orLess = t('combat.orLess');
  const bands: BandWords<ResultBand> = {
    label: (band) => totalsLabel(band, orLess),
    name: (band) => words.result(roll, band.id, column),
    cells: (band) => cellsIn(band.id, column),
    meaning: (band) =>
      glossaryCodesIn(pack.glossary, cellsIn(band.id, column)).map((code) =>
        t('packs.lineWithFigure', { label: code, figure: words.say(pack.glossary?.[code]) }),
      ),
    // Two options read in two columns: each option's cells.
    ...(compared && columnA !== columnB
      ? {
          comparedName: (band: ResultBand) =>
            `${words.result(roll, band.id, columnA)} / ${words.result(roll, band.id, columnB)}`,
        }
      : {}),
  };
  return (
    <RollingScreenLayout
      {...layout}
      resolution={figures}
      title={words.say(roll.name)}
      form={<PackForm loaded={loaded} roll={roll} setup={setup} onChange={onChange} />}
      table={{ caption: words.say(roll.results.name), headers: columns.map((c) => words.say(c.label)) }}
      bands={bands}
      afterModifiers={
        <>
          {column !== null && assessment?.status === 'allowed' && (
            <p className="text-lg">
              {t('packs.column')} <strong data-testid="pack-column">{columnLabel(column)}</strong>
            </p>
          )}
          {shownSetup && <StrengthChangesLine loaded={loaded} index={index} setup={shownSetup} />}
        </>
      }
      afterTable={<Glossary loaded={loaded} cells={roll.results.rows.flatMap((row) => cellsIn(row.id, column))} />}
      {...(compared && roll.entry.kind === 'columns'
        ? { comparedAfterTotals: { label: t('packs.column'), a: columnLabel(columnA), b: columnLabel(columnB) } }
        : {})}
    />
  );
}

/**
 * One roll of a pack played: its combat the store's, as a built-in game's, with undo, comparison, the bottom bar, the
 * keys and the roll log.
 */
export function PackRollScreen({
  loaded,
  game,
  index,
  lead,
}: {
  readonly loaded: LoadedPack;
  readonly game: PackGameId;
  readonly index: number;
  /** Under the screen's title. */
  readonly lead: ReactNode;
}) {
  const resolution = loaded.rolls[index] as NonNullable<(typeof loaded.rolls)[number]>;
  const key = rollKey(game, resolution.id) as RollKey;
  const setup = useCombatStore((s) => setupOf(s, game)) as PackSetup;
  const figures = useResolution(key, setup, resolution);
  return (
    <PackRoll
      loaded={loaded}
      index={index}
      setup={setup}
      onChange={(changed) => useCombatStore.getState().updateSetup(game, () => changed)}
      figures={figures}
      rollKey={key}
      lead={lead}
    />
  );
}

/**
 * One roll of a pack being written, tried out beside its text on the packs' page: the same screen, its die kept here
 * (never logged, nothing kept), and a link to the combat to copy.
 */
export function PackTryOut({
  loaded,
  text,
  index,
  setup,
  onChange,
}: {
  readonly loaded: LoadedPack;
  readonly text: string;
  readonly index: number;
  readonly setup: PackSetup;
  readonly onChange: (setup: PackSetup) => void;
}) {
  const { t, i18n } = useTranslation();
  const resolution = loaded.rolls[index] as NonNullable<(typeof loaded.rolls)[number]>;
  const [rolled, setRolled] = useState<{
    readonly die: number;
    readonly by: 'app' | 'player';
    readonly at: number;
    readonly setup: PackSetup;
  } | null>(null);
  const [copied, setCopied] = useState<'linkCopied' | 'linkCopiedWithPack' | 'linkCopyFailed' | null>(null);
  const figures = {
    ...useRollFigures(setup, resolution, {
      kept: rolled?.die ?? null,
      rolledFor: rolled?.setup ?? null,
      info: rolled ?? undefined,
      comparison: null,
      undone: false,
      record: (die, by, outcome) => setRolled({ die, by, at: Math.floor(Date.now() / 1000), setup: outcome.setup }),
    }),
    die: resolution.die,
    rolledBy: rolled?.by ?? null,
  };
  const language = i18n.resolvedLanguage ?? 'en';
  const tryOut = useMemo(
    () => ({
      text: packRulesText(loaded, resolution.id, language, byKey(t)),
      summary: (shown: PackSetup) => packSetupLine(loaded, resolution.id, shown, language, byKey(t)),
    }),
    [loaded, resolution.id, language, t],
  );
  // The links of the game the pack makes, as Share writes them once it is kept: the pack in the link where it fits.
  const links = useMemo(() => packOwnLinks(loaded, text), [loaded, text]);
  const copyLink = () => {
    const roll = rolled?.setup === setup ? { die: rolled.die, by: rolled.by, at: rolled.at } : undefined;
    const combat = links.write({ screen: resolution.id, setup, ...(roll ? { roll } : {}) }, true);
    void (links.carry?.() ?? Promise.resolve(null))
      .catch(() => null)
      .then((pack) =>
        navigator.clipboard.writeText(addressOfLink(withGame(pack, combat))).then(
          () => setCopied(pack === null ? 'linkCopied' : 'linkCopiedWithPack'),
          () => setCopied('linkCopyFailed'),
        ),
      );
  };
  return (
    <PackRoll
      loaded={loaded}
      index={index}
      setup={setup}
      onChange={(changed) => {
        onChange(changed);
        setCopied(null);
      }}
      figures={figures}
      tryOut={tryOut}
      heading={{ level: 'h3' }}
      afterRoll={
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={copyLink}
            className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 dark:border-blue-300 dark:text-blue-200"
          >
            {t('packs.copyLink')}
          </button>
          {copied && <p role="status">{t(`packs.${copied}`)}</p>}
        </div>
      }
    />
  );
}
