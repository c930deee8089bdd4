import { type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
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
import { chartScreen } from '../../rules/packs/game';
import { comparisonOf, setupOf } from '../../state/combat-selectors';
import { useCombatStore } from '../../state/combat-store';
import { isPackGame, type PackGameId, packIdOf, type RollKey, rollKey } from '../../state/game-index';
import { useKeptPacks } from '../../state/kept-packs';
import { openPackLink, packLink } from '../../state/pack-link';
import { usePackInPlay, usePendingPackLink } from '../../state/pack-link-address';
import { type PackLinkParts, packHash, readPackLink } from '../../state/pack-link-parts';
import { usePackLog } from '../../state/pack-log';
import { useSetupHistory } from '../../state/setup-history-store';
import type { Comparison } from '../../state/share-link';
import { ErrorBoundary } from '../../ui/error-boundary';
import { ChangesLine } from '../shared/odds-changes';
import { BarUndoButton, TitleWithUndo } from '../shared/undo-buttons';
import { PackChart } from './pack-chart';
import { PackCompare } from './pack-compare';
import { PackLogView } from './pack-log-view';
import { PackRollSection } from './pack-roll';
import { creditsOf, usePackWords } from './pack-words';
import { gameOfPack } from './play-pack';
import './packs-texts';

// The pack in play and the game on show kept together, from the moment a pack can be played (this code loaded): a
// pack's game shown by any way (a link pasted, an undo, the roll log) is the pack in play; a built-in game shown after
// a pack's ends it.
useCombatStore.subscribe((s, prev) => {
  if (s.game === prev.game) return;
  if (isPackGame(s.game)) usePackInPlay.setState({ id: packIdOf(s.game) });
  else if (isPackGame(prev.game)) usePackInPlay.setState({ id: null, link: null, name: null });
});

/** A link to a pack's combat read against the packs kept here: the combat, or why it cannot open (in words). */
function openLink(
  link: string,
  texts: ReadonlyMap<string, string>,
): {
  id: string;
  /** The pack's name as the link gives it (older links give none). */
  name: string | null;
  combat?: {
    setup: PackSetup;
    roll: string;
    die: number | null;
    compare: Comparison<PackSetup> | null;
    rolled: PackLinkParts['rolled'];
  };
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
    combat: { ...opened, rolled: parts.rolled },
    message:
      opened.dropped.length > 0
        ? ['packs.linkDropped', { fields: opened.dropped.join(', ') }]
        : [opened.die === null ? 'packs.linkOpenedNoDie' : 'packs.linkOpened', {}],
  };
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

/** The set-up of the pack on show, and its changes: the combat store's, as a built-in game's. */
function usePackSetup(game: PackGameId): PackSetup {
  return useCombatStore((s) => setupOf(s, game)) as PackSetup;
}

/**
 * The combat of one kept pack, screen by screen (its rolls, its charts, its log: the store's screen, as a built-in
 * game's tabs), with undo and redo, the address and storage of the built-in games.
 */
function PackCombat({
  loaded,
  text,
  game,
}: {
  readonly loaded: LoadedPack;
  readonly text: string;
  readonly game: PackGameId;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { pack } = loaded;
  const words = usePackWords(pack);
  const percent = usePercent();
  const setup = usePackSetup(game);
  const screen = useCombatStore((s) => s.screen);
  const compare = useCombatStore((s) => comparisonOf(s, game)) as Comparison<PackSetup> | null;
  const setScreen = useCombatStore((s) => s.setScreen);
  const addToLog = usePackLog((s) => s.add);
  const credits = creditsOf(pack, words.say).join(' · ');
  const chart = pack.charts?.find((c) => chartScreen(c.id) === screen);
  const rollIndex = pack.rolls.findIndex((r) => r.id === screen);
  const shownIndex = screen === 'log' || chart ? -1 : Math.max(0, rollIndex);
  const roll = pack.rolls[shownIndex];
  const resolution = loaded.rolls[shownIndex];
  const key = rollKey(game, roll?.id ?? '') as RollKey;
  const kept = useCombatStore((s) => s.rolls[key] ?? null);
  const rolledFor = useCombatStore((s) => s.rolledFor[key] ?? null);
  const rolledBy = useCombatStore((s) => s.rollInfo[key]?.by ?? null);
  const undone = useSetupHistory((s) =>
    (s.games.get(game)?.future ?? []).some((step) => typeof step === 'object' && step.setup === rolledFor),
  );
  const die = kept !== null && rolledFor === setup ? kept : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <TitleWithUndo id={`${id}-title`}>{words.say(pack.name)}</TitleWithUndo>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('packs.version', { version: pack.version })}
          {credits && ` · ${credits}`}
        </p>
      </div>
      <div role="tablist" aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
        {pack.rolls.map((r, i) => (
          <Tab key={r.id} selected={i === shownIndex} onSelect={() => setScreen(r.id)}>
            {words.say(r.name)}
          </Tab>
        ))}
        {pack.charts?.map((c) => (
          <Tab key={c.id} selected={c === chart} onSelect={() => setScreen(chartScreen(c.id))}>
            {words.say(c.name)}
          </Tab>
        ))}
        <Tab selected={screen === 'log'} onSelect={() => setScreen('log')}>
          {t('packs.log')}
        </Tab>
      </div>
      {chart ? (
        <PackChart pack={pack} chart={chart} />
      ) : screen === 'log' || !roll || !resolution ? (
        <PackLogView
          loaded={loaded}
          text={text}
          headingLevel={2}
          onOpen={(entry, opened) =>
            useCombatStore.getState().open(
              {
                game,
                screen: entry.roll,
                setup: opened,
                roll: { die: entry.die, by: entry.by, at: Math.floor(Date.parse(entry.at) / 1000) },
              },
              {},
              'own',
            )
          }
        />
      ) : (
        <PackRollSection
          key={roll.id}
          headingLevel={2}
          loaded={loaded}
          index={shownIndex}
          setup={setup}
          die={die}
          earlierDie={kept !== null && die === undefined ? { die: kept, undone } : undefined}
          onChange={(changed) => useCombatStore.getState().updateSetup(game, () => changed)}
          onDie={(rolled, by) => {
            const assessment = resolution.assess(setup);
            if (assessment.status !== 'allowed') return;
            const at = Math.floor(Date.now() / 1000);
            useCombatStore.getState().setRoll(key, rolled, setup, { by, at });
            addToLog({
              at: new Date().toISOString(),
              pack: pack.id,
              version: pack.version,
              hash: packHash(text),
              roll: roll.id,
              link: packLink(loaded, text, roll.id, setup, rolled),
              die: rolled,
              total: assessment.total,
              result: resolution.result(assessment.total, rolled).id,
              by,
            });
          }}
          rolledBy={die === undefined ? null : rolledBy}
          bar={{ undo: <BarUndoButton /> }}
          actions={
            <button
              type="button"
              onClick={() => {
                const store = useCombatStore.getState();
                if (compare) store.stopComparing(compare.editing);
                else store.startComparing();
              }}
              className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 dark:border-blue-300 dark:text-blue-200"
            >
              {t(compare ? 'packs.compareEnd' : 'packs.compare')}
            </button>
          }
        >
          <StrengthChangesLine loaded={loaded} index={shownIndex} setup={setup} />
          {compare && (
            <PackCompare
              loaded={loaded}
              index={shownIndex}
              a={compare.editing === 'b' ? compare.other : setup}
              b={compare.editing === 'b' ? setup : compare.other}
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
    const text = useKeptPacks.getState().texts.get(opened.id);
    const loaded = text === undefined ? null : readPack(text).loaded;
    if (opened.combat && loaded && text !== undefined) {
      const { roll, setup, die, compare, rolled } = opened.combat;
      const at = Math.floor(Date.now() / 1000);
      // Its game added, with the combat kept here by an earlier visit.
      const game = gameOfPack(loaded, text);
      // A die this page already holds for the combat (a reload on its own link) is its own roll, not a sender's.
      const own = die !== null && useCombatStore.getState().rolls[rollKey(game, roll) as RollKey] === die;
      // The sender's combat, with the sender's die: shown as theirs, as a built-in game's link shows it.
      useCombatStore.getState().open(
        {
          game,
          screen: roll,
          setup,
          ...(compare ? { compare } : {}),
          ...(die === null ? {} : { roll: { die, by: rolled?.by ?? 'app', at: rolled?.at ?? at } }),
        },
        {},
        own ? 'own' : undefined,
      );
    }
    const missing = opened.message[0] === 'packs.linkMissing';
    usePackInPlay.setState({ id: opened.id, link: null, name: opened.name, awaiting: missing ? link : null });
    setMessage(opened.message);
  }, [link]);
  // The pack of a link kept at last (from the packs' page): the link's combat, as if it were opened now.
  const awaiting = usePackInPlay((s) => s.awaiting ?? null);
  useEffect(() => {
    if (awaiting !== null && id !== null && texts.has(id)) usePackInPlay.setState({ link: awaiting, awaiting: null });
  }, [awaiting, id, texts]);
  const text = id === null ? undefined : texts.get(id);
  const loaded = useMemo(() => (text === undefined ? null : readPack(text).loaded), [text]);
  // The pack asked for, one of the games the app runs, on show (its combat kept by an earlier visit comes back then).
  const onShow = useCombatStore((s) => s.game);
  const [game, setGameOfPack] = useState<PackGameId | null>(null);
  // Before the page is painted: the pack's combat is drawn with the page that names it, never a frame later.
  useLayoutEffect(() => {
    // A link waiting to be opened (or its pack to be kept) names the combat to show, not the pack's defaults.
    if (!loaded || text === undefined || link !== null || awaiting !== null) return;
    const played = gameOfPack(loaded, text);
    setGameOfPack(played);
    const store = useCombatStore.getState();
    if (store.game !== played) store.setGame(played);
    // Asked from the roll log: the pack's own log.
    const { screen } = usePackInPlay.getState();
    if (screen) {
      store.setScreen(screen);
      usePackInPlay.setState({ screen: null });
    }
  }, [loaded, text, link, awaiting]);
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
          {game !== null && onShow === game && <PackCombat loaded={loaded} text={text} game={game} />}
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
