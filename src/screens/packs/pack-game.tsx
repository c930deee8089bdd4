import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { formatRatio, signed, usePercent } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import {
  type EntryOutcome,
  type LoadedPack,
  type PackSetup,
  readPack,
  type StrengthChange,
  strengthChanges,
} from '../../rules/packs/engine';
import { useKeptPacks } from '../../state/kept-packs';
import { packCombatKey, usePackCombat } from '../../state/pack-combat';
import { openPackLink, packLink } from '../../state/pack-link';
import { usePackInPlay, usePendingPackLink } from '../../state/pack-link-address';
import { packHash, readPackLink } from '../../state/pack-link-parts';
import { usePackLog } from '../../state/pack-log';
import { replaceAddress } from '../../state/page-address';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Icon } from '../../ui/icons';
import { undoKeyOf } from '../../ui/undo-key';
import { ChangesLine } from '../shared/odds-changes';
import { BarUndo } from '../shared/undo-buttons';
import { PackChart } from './pack-chart';
import { PackCompare } from './pack-compare';
import { PackLogView } from './pack-log-view';
import { PackRollSection } from './pack-roll';
import { creditsOf, usePackWords } from './pack-words';
import './packs-texts';

const BUTTON =
  'min-h-11 min-w-11 rounded-md border border-slate-400 px-2 font-medium disabled:cursor-not-allowed disabled:opacity-40 sm:px-3 dark:border-slate-500';

/** A link to a pack's combat read against the packs kept here: the combat, or why it cannot open (in words). */
function openLink(
  link: string,
  texts: ReadonlyMap<string, string>,
): {
  id: string;
  /** The pack's name as the link gives it (older links give none). */
  name: string | null;
  combat?: { setup: PackSetup; roll: string; die: number | null };
  message: [string, Record<string, unknown>];
} {
  const parts = readPackLink(link);
  if (!parts) return { id: '', name: null, message: ['packs.linkUnreadable', {}] };
  const text = texts.get(parts.id);
  const loaded = text === undefined ? null : readPack(text).loaded;
  const named = { id: parts.id, name: parts.name, version: parts.version };
  const base = { id: parts.id, name: parts.name };
  if (text === undefined || !loaded) return { ...base, message: ['packs.linkMissing', named] };
  const opened = openPackLink(parts, loaded, text);
  if (opened.status !== 'open') {
    const key = { 'other-version': 'linkOtherVersion', 'other-text': 'linkOtherText', 'no-roll': 'linkNoRoll' }[
      opened.status
    ];
    return { ...base, message: [`packs.${key}`, { ...named, kept: loaded.pack.version }] };
  }
  return {
    ...base,
    combat: opened,
    message:
      opened.dropped.length > 0
        ? ['packs.linkDropped', { fields: opened.dropped.join(', ') }]
        : [opened.die === null ? 'packs.linkOpenedNoDie' : 'packs.linkOpened', {}],
  };
}

/** Undo and redo of the pack's set-up, as a built-in game's (a roll is never undone: the log keeps it). */
function PackUndo() {
  const { t } = useTranslation();
  const canUndo = usePackCombat((s) => s.past.length > 0);
  const canRedo = usePackCombat((s) => s.future.length > 0);
  const { undo, redo } = usePackCombat.getState();
  // The app's keys, for the pack in play: caught before the built-in games' (src/app/undo-keys.ts) see them.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const asked = undoKeyOf(e);
      if (!asked) return;
      e.preventDefault();
      if (asked === 'redo') usePackCombat.getState().redo();
      else usePackCombat.getState().undo();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
  return (
    <fieldset aria-label={t('combat.changes')} className="flex shrink-0 gap-2">
      <button type="button" disabled={!canUndo} onClick={undo} aria-keyshortcuts="Control+Z Meta+Z" className={BUTTON}>
        <Icon name="undo" className="mr-1.5" />
        {t('combat.undo')}
      </button>
      <button
        type="button"
        disabled={!canRedo}
        onClick={redo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        className={BUTTON}
      >
        <Icon name="redo" className="mr-1.5" />
        {t('combat.redo')}
      </button>
    </fieldset>
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

/** One tab of a pack: a roll, a chart or its log. */
function Tab({
  selected,
  onSelect,
  children,
}: {
  readonly selected: boolean;
  readonly onSelect: () => void;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      onClick={onSelect}
      className={`min-h-11 rounded-md px-4 font-semibold ${selected ? 'bg-blue-900 text-white' : 'border border-slate-400'}`}
    >
      {children}
    </button>
  );
}

/** The combat of one kept pack, roll by roll (tabs), with its log. */
function PackCombat({ loaded, text }: { readonly loaded: LoadedPack; readonly text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { pack } = loaded;
  const words = usePackWords(pack);
  const percent = usePercent();
  const key = packCombatKey(pack.id, text);
  const combat = usePackCombat();
  const [tab, setTab] = useState<{ roll: string } | { chart: string } | 'log'>(() =>
    usePackCombat.getState().openOnLog ? 'log' : { roll: combat.roll ?? pack.rolls[0]?.id ?? '' },
  );
  useEffect(() => {
    if (usePackCombat.getState().openOnLog) usePackCombat.setState({ openOnLog: false });
  }, []);
  const addToLog = usePackLog((s) => s.add);
  // Another pack, or another text of it: its own combat, from its defaults.
  const current = combat.packId === key;
  useEffect(() => {
    if (!current) usePackCombat.getState().start(key, loaded.defaultSetup);
  }, [current, key, loaded]);
  // The address and Share give the combat on show (the roll last rolled or changed, its die if rolled for it).
  useEffect(() => {
    if (!current) return;
    const roll = combat.roll ?? pack.rolls[0]?.id;
    if (!roll) return;
    const rolled = combat.dice.get(roll);
    const hash = `#${packLink(loaded, text, roll, combat.setup, rolled?.setup === combat.setup ? rolled.die : undefined)}`;
    const share = `${window.location.origin}${window.location.pathname}${hash}`;
    replaceAddress(hash);
    usePackInPlay.setState({ share });
  }, [current, combat.roll, combat.setup, combat.dice, loaded, text, pack]);
  if (!current) return null;
  const credits = creditsOf(pack, words.say).join(' · ');
  const chart = typeof tab === 'object' && 'chart' in tab ? pack.charts?.find((c) => c.id === tab.chart) : undefined;
  const rollIndex = typeof tab === 'object' && 'roll' in tab ? pack.rolls.findIndex((r) => r.id === tab.roll) : -1;
  const shownIndex = tab === 'log' || chart ? -1 : Math.max(0, rollIndex);
  const roll = pack.rolls[shownIndex];
  const resolution = loaded.rolls[shownIndex];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold">
            {words.say(pack.name)}
          </h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('packs.version', { version: pack.version })}
            {credits && ` · ${credits}`}
          </p>
        </div>
        <PackUndo />
      </div>
      <div role="tablist" aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
        {pack.rolls.map((r, i) => (
          <Tab key={r.id} selected={i === shownIndex} onSelect={() => setTab({ roll: r.id })}>
            {words.say(r.name)}
          </Tab>
        ))}
        {pack.charts?.map((c) => (
          <Tab key={c.id} selected={c === chart} onSelect={() => setTab({ chart: c.id })}>
            {words.say(c.name)}
          </Tab>
        ))}
        <Tab selected={tab === 'log'} onSelect={() => setTab('log')}>
          {t('packs.log')}
        </Tab>
      </div>
      {chart ? (
        <PackChart pack={pack} chart={chart} />
      ) : tab === 'log' || !roll || !resolution ? (
        <PackLogView
          loaded={loaded}
          text={text}
          headingLevel={2}
          onOpen={(entry, setup) => {
            combat.change(entry.roll, setup);
            combat.rolled(entry.roll, entry.die, entry.by);
            setTab({ roll: entry.roll });
          }}
        />
      ) : (
        <PackRollSection
          key={roll.id}
          headingLevel={2}
          loaded={loaded}
          index={shownIndex}
          setup={combat.setup}
          die={(() => {
            const rolled = combat.dice.get(roll.id);
            return rolled?.setup === combat.setup ? rolled.die : undefined;
          })()}
          earlierDie={(() => {
            const rolled = combat.dice.get(roll.id);
            return rolled && rolled.setup !== combat.setup
              ? { die: rolled.die, undone: combat.future.includes(rolled.setup) }
              : undefined;
          })()}
          onChange={(setup) => combat.change(roll.id, setup)}
          onDie={(die, by) => {
            const assessment = resolution.assess(combat.setup);
            if (assessment.status !== 'allowed') return;
            combat.rolled(roll.id, die, by);
            addToLog({
              at: new Date().toISOString(),
              pack: pack.id,
              version: pack.version,
              hash: packHash(text),
              roll: roll.id,
              link: packLink(loaded, text, roll.id, combat.setup, die),
              die,
              total: assessment.total,
              result: resolution.result(assessment.total, die).id,
              by,
            });
          }}
          rolledBy={combat.dice.get(roll.id)?.by ?? null}
          bar={{ undo: <BarUndo canUndo={combat.past.length > 0} undo={combat.undo} /> }}
          actions={
            <button
              type="button"
              onClick={() => combat.setCompare(combat.compare ? null : { roll: roll.id, setup: combat.setup })}
              className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 dark:border-blue-300 dark:text-blue-200"
            >
              {t(combat.compare ? 'packs.compareEnd' : 'packs.compare')}
            </button>
          }
        >
          <StrengthChangesLine loaded={loaded} index={shownIndex} setup={combat.setup} />
          {combat.compare?.roll === roll.id && (
            <PackCompare
              loaded={loaded}
              index={shownIndex}
              a={combat.compare.setup}
              b={combat.setup}
              percent={percent}
            />
          )}
        </PackRollSection>
      )}
    </div>
  );
}

/**
 * A kept game pack played in place of a built-in game (the game picker's choice, or a link to one of its combats):
 * every roll of it with its lines, die, chances and table, undo and redo, what would change the odds, a comparison,
 * its log, and Share and the QR code giving its combat's link. Loaded when first played.
 */
/** To the packs' page, where a pack that cannot be played is kept, mended or opened again. */
function OpenPacksButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => usePendingPackLink.setState({ link: '' })}
      className="min-h-11 rounded-md bg-blue-900 px-4 font-semibold text-white"
    >
      {t('packs.openPacks')}
    </button>
  );
}

export function PackGame() {
  const { t } = useTranslation();
  const id = usePackInPlay((s) => s.id);
  const link = usePackInPlay((s) => s.link);
  const texts = useKeptPacks((s) => s.texts);
  const [message, setMessage] = useState<[string, Record<string, unknown>] | null>(null);
  useEffect(() => {
    if (link === null) return;
    const opened = openLink(link, useKeptPacks.getState().texts);
    if (opened.combat) {
      const text = useKeptPacks.getState().texts.get(opened.id) ?? '';
      usePackCombat.getState().start(packCombatKey(opened.id, text), opened.combat.setup, opened.combat);
    }
    usePackInPlay.setState({ id: opened.id, link: null, name: opened.name });
    setMessage(opened.message);
  }, [link]);
  const text = id === null ? undefined : texts.get(id);
  const loaded = useMemo(() => (text === undefined ? null : readPack(text).loaded), [text]);
  // A link waiting to be opened: the combat it names, drawn once it is.
  if (link !== null) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="pack-game">
      {message && (
        <p
          role="alert"
          className="rounded-md border-2 border-amber-700 bg-amber-50 p-2 text-amber-950"
          data-testid="pack-link"
        >
          {byKey(t)(message[0], {
            ...message[1],
            pack: t(message[1].name ? 'packs.packNamed' : 'packs.packById', {
              name: String(message[1].name ?? ''),
              id: String(message[1].id ?? ''),
            }),
          })}
        </p>
      )}
      {loaded && text !== undefined ? (
        // A pack that fails to draw keeps the page: the picker, the other games and the packs' page stay in reach.
        <ErrorBoundary
          key={`${id}-${text.length}`}
          fallback={(error) => (
            <div role="alert" className="flex flex-col items-start gap-3" data-testid="pack-failure">
              <p>{t('packs.failed', { error: error.message })}</p>
              <OpenPacksButton />
            </div>
          )}
        >
          <PackCombat loaded={loaded} text={text} />
        </ErrorBoundary>
      ) : (
        <div className="flex flex-col items-start gap-3">
          {!message && <p role="alert">{t('packs.notKept', { id: id ?? '' })}</p>}
          <OpenPacksButton />
        </div>
      )}
    </div>
  );
}
