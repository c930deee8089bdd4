/**
 * The share link: a small, pure, versioned codec between a combat set-up and the text after the page's "#".
 * Stable ids only (never translated labels or option positions), every field by name, so a link made today keeps
 * opening after later versions change the set-up: old versions are migrated, unknown future ones refused.
 *
 * A link holds one game's set-up; `sys` names the game and edition, and each game brings its own list of
 * fields (src/state/link-fields/). Decoding never throws. A field that cannot be read keeps the value it had (the
 * current set-up of that game) and is reported; a link that cannot be read at all (garbage, too long, an unknown
 * game, a future version) changes nothing.
 */
import type { GameManifest } from '../../rules/core/game';
import { field, type LinkField, oneOf } from '../../rules/core/link-codec';
import { GAMES } from '../../rules/games';
import { setupOf, withCombat } from '../combat/combat-selectors';
import type { CombatState } from '../combat/combat-state';
import type { SharedCombat } from '../combat-types';
import { type BuiltInGameId, GAME_OF, type GameId, rollOf, screensOf } from '../game-index';

export { MAX_UNITS_PER_SIDE } from '../../rules/core/validation';

/**
 * The version this build writes. Bump it, and add a migration, whenever a field is added or its meaning changes.
 * 1: Jours de Gloire 2016. 2: the 2006 edition (sys=jdg-2006) and the fire target being artillery (f.art).
 * 3: Corbach 1760 (sys=corbach-1760) and Prussia's Glory (sys=pg-leuthen). 4: the movement helper (m.*).
 * 5: two options compared (cmp, and option B's own fields prefixed "b."). 6: the roll on the screen shared (roll).
 * 7: compact links: a field at its game's default is left out and reads as that default; a link shared from a screen
 * (only=1) carries only the parts of the set-up that screen is about, and leaves the reader's other parts alone; the
 * last field, end, counts the fields before it, so a link cut short is refused rather than read as defaults.
 */
export const LINK_VERSION = 7;
/** The version that brought compact links: an absent field is the default, and `end` closes the link. */
const COMPACT_SINCE = 7;
/** The version that brought the roll: `roll` in an older link is not ours, and is ignored. */
const ROLL_SINCE = 6;
/** The version that brought comparisons: `cmp` in an older link is not ours, and is ignored. */
const COMPARE_SINCE = 5;
/**
 * Longer than any set-up a player can make: the longest, a comparison of two options differing in every field with
 * every list full, is about 3,600 characters (share-link.test.ts holds each game to it). Longer text is refused
 * unread.
 */
export const MAX_LINK_LENGTH = 8000;

/** What a `sys` id of a link stands for: the game, its fields, and the values the id itself fixes. */
interface LinkCard {
  readonly game: BuiltInGameId;
  readonly fields: readonly LinkField[];
  /** Each field's value in the game's default set-up, and its text: what a compact link leaves out. */
  readonly defaults: ReadonlyMap<string, { readonly value: unknown; readonly text: string }>;
  /** The first link version that knew this id: an older link naming it is not one of ours. */
  readonly since: number;
  readonly fixed?: Readonly<Record<string, unknown>>;
}

/** A game's link fields: the screen shared first, then the set-up's own, as its manifest lists them. */
const linkFieldsOf = (game: GameManifest): LinkField[] => [
  field('screen', oneOf(game.screens.map((s) => s.id)), 'screen'),
  ...game.linkFields,
];

/**
 * Every `sys` id by its text, from the games' manifests. A Map, not an object: the id comes from the link, and a
 * link naming "constructor" or "__proto__" must find nothing, not a property every object inherits.
 */
export const LINK_CARDS: ReadonlyMap<string, LinkCard> = new Map<string, LinkCard>(
  GAMES.flatMap((game) =>
    game.linkIds.map((link): [string, LinkCard] => [
      link.id,
      {
        game: game.id,
        fields: linkFieldsOf(game as GameManifest),
        defaults: new Map(
          (game as GameManifest).linkFields.map((f) => {
            const value = valueAt({ setup: game.defaultSetup } as SharedCombat, f.path);
            return [f.key, { value, text: f.write(value) }];
          }),
        ),
        since: link.since,
        ...('fixed' in link ? { fixed: link.fixed } : {}),
      },
    ]),
  ),
);

/** A game's set-up on the card a link id names (the values the id fixes, "setup.edition"), the rest unchanged. */
export function onCardOf<Setup>(linkId: string, setup: Setup): Setup {
  const draft: Draft = { setup: structuredClone(setup) };
  for (const [path, value] of Object.entries(LINK_CARDS.get(linkId)?.fixed ?? {})) setAt(draft, path, value);
  return draft.setup as Setup;
}

/** The `sys` id of a combat: its game, and for a game with several cards the card. */
export function linkCardId(combat: SharedCombat): string {
  const game = GAME_OF.get(combat.game) as GameManifest<SharedCombat['setup']>;
  return game.linkIdOf(combat.setup);
}

export type LinkProblem =
  | { readonly code: 'too-long' | 'not-a-link' | 'future-version' | 'unknown-game' | 'cut-short' }
  /** One field could not be read: it keeps its current value. `field` is the link's key, e.g. 't.hex'. */
  | { readonly code: 'field'; readonly field: string };

export interface DecodedLink {
  /** The combat to show, or null when nothing in the link could be used. */
  readonly combat: SharedCombat | null;
  readonly problems: readonly LinkProblem[];
}

type Draft = Record<string, unknown>;

function valueAt(combat: SharedCombat, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], combat);
}

function setAt(draft: Draft, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, draft);
  parent[last] = value;
}

/** The parts of its game's set-up a screen is about, or undefined for the whole set-up. */
function aboutOf(game: GameId, screen: string): readonly string[] | undefined {
  return GAME_OF.get(game)?.screens.find((s) => s.id === screen)?.about;
}

/** Whether a field (its path, "setup.fire.kind") belongs to the parts a screen is about. */
const isAbout = (path: string, about: readonly string[] | undefined): boolean =>
  !about || path === 'screen' || about.includes(path.split('.')[1] ?? '');

/** Every field of one set-up with its text, as the link writes it. */
function fieldTexts(combat: SharedCombat, fields: readonly LinkField[]): [LinkField, string][] {
  return fields.map((f) => [f, f.write(valueAt(combat, f.path))]);
}

/** A combat's link led by its game, where the game travels in it (a pack, for a reader who does not keep it). */
export const withGame = (game: string | null, link: string): string => (game === null ? link : `${game}&${link}`);

/**
 * The link text (without "#") for a combat: the fields away from their game's defaults (the screen always), and
 * with `shared`, only those of the parts of the set-up its screen is about. A comparison writes option A, `cmp`
 * (the option being edited) and, prefixed "b.", only the fields where option B differs from A. `end` closes it.
 */
export function encodeCombat(combat: SharedCombat, shared = false): string {
  const own = GAME_OF.get(combat.game)?.ownLinks;
  if (own) return own.write(combat, shared);
  const { compare } = combat;
  const [a, b] = !compare
    ? [combat.setup]
    : compare.editing === 'a'
      ? [combat.setup, compare.other]
      : [compare.other, combat.setup];
  const combatA = { ...combat, setup: a } as SharedCombat;
  const sys = linkCardId(combatA);
  const linkCard = LINK_CARDS.get(sys);
  const fields = linkCard?.fields ?? [];
  const about = shared ? aboutOf(combat.game, combat.screen) : undefined;
  const textsA = fieldTexts(combatA, fields);
  const params: [string, string][] = [
    ['v', String(LINK_VERSION)],
    ['sys', sys],
    ...(about ? [['only', '1'] as [string, string]] : []),
    ...textsA
      .filter(
        ([f, text]) => isAbout(f.path, about) && (f.key === 'screen' || linkCard?.defaults.get(f.key)?.text !== text),
      )
      .map(([f, text]): [string, string] => [f.key, text]),
  ];
  if (combat.roll) params.push(['roll', `${combat.roll.die}.${combat.roll.by}.${combat.roll.at}`]);
  if (compare) {
    params.push(['cmp', compare.editing]);
    const combatB = { ...combat, setup: b } as SharedCombat;
    // B on another card of the game (the other edition): its own id.
    if (linkCardId(combatB) !== sys) params.push(['b.sys', linkCardId(combatB)]);
    fieldTexts(combatB, fields).forEach(([f, text], i) => {
      if (isAbout(f.path, about) && textsA[i]?.[1] !== text) params.push([`b.${f.key}`, text]);
    });
  }
  params.push(['end', String(params.length)]);
  return new URLSearchParams(params).toString();
}

type Current = Pick<CombatState, 'combats' | 'screen'>;

/**
 * Reads the link text (with or without its leading "#"). `current` supplies every field the link cannot: the set-up
 * of the link's own game, and the screen. Option B of a comparison falls back on option A.
 */
export function decodeCombat(linkText: string, current: Current): DecodedLink {
  const raw = linkText.startsWith('#') ? linkText.slice(1) : linkText;
  if (raw.length > MAX_LINK_LENGTH) return { combat: null, problems: [{ code: 'too-long' }] };
  if (OWN_LINK.test(raw)) return decodeOwnLink(raw, current);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { combat: null, problems: [{ code: 'not-a-link' }] };
  }
  const versionText = params.get('v');
  if (versionText === null || !/^\d{1,4}$/.test(versionText) || Number(versionText) < 1) {
    return { combat: null, problems: [{ code: 'not-a-link' }] };
  }
  const version = Number(versionText);
  if (version > LINK_VERSION) return { combat: null, problems: [{ code: 'future-version' }] };
  if (version >= COMPACT_SINCE) {
    // An absent field reads as its default: a link cut short must not pass for a combat of defaults.
    const entries = [...params];
    const last = entries.at(-1);
    if (last?.[0] !== 'end' || last[1] !== String(entries.length - 1)) {
      return { combat: null, problems: [{ code: 'cut-short' }] };
    }
  }
  const decoded = withComparison(decodeSetup(params, version, current), params, version, current);
  return version >= ROLL_SINCE && params.has('roll') ? withRoll(decoded, params.get('roll') ?? '') : decoded;
}

/** A link in a game's own format (a game pack's): "pk=" first. */
const OWN_LINK = /^pk=/;

/** A link in its game's own format, read by the game it names among those running; another is an unknown game's. */
function decodeOwnLink(raw: string, current: Current): DecodedLink {
  for (const game of GAME_OF.values()) {
    const read = game.ownLinks?.read(raw, setupOf(current, game.id as GameId));
    if (read) {
      const combat = { ...read.combat, game: game.id } as SharedCombat;
      return { combat, problems: read.dropped.map((field) => ({ code: 'field', field })) };
    }
  }
  return { combat: null, problems: [{ code: 'unknown-game' }] };
}

/** Option B of a link's comparison (`cmp`, the `b.` fields) over option A, as read. */
function withComparison(decoded: DecodedLink, params: URLSearchParams, version: number, current: Current): DecodedLink {
  const editing = version >= COMPARE_SINCE ? params.get('cmp') : null;
  if (!decoded.combat || editing === null) return decoded;
  const a = decoded.combat;
  const problems = [...decoded.problems];
  if (editing !== 'a' && editing !== 'b')
    return { combat: a, problems: [...problems, { code: 'field', field: 'cmp' }] };

  // Option B: A's text with B's own fields over it, read with A as what it falls back on.
  const paramsB = new URLSearchParams(
    [...params].filter(([key]) => key !== 'cmp' && key !== 'end' && !key.startsWith('b.')),
  );
  for (const [key, value] of params) if (key.startsWith('b.')) paramsB.set(key.slice(2), value);
  const decodedB = decodeSetup(paramsB, version, { ...withCombat(current, a.game, a.setup, null), screen: a.screen });
  if (decodedB.combat?.game !== a.game)
    return { combat: a, problems: [...problems, { code: 'field', field: 'b.sys' }] };
  for (const p of decodedB.problems) {
    if (p.code === 'field' && params.has(`b.${p.field}`)) problems.push({ code: 'field', field: `b.${p.field}` });
  }
  const b = decodedB.combat.setup;
  const combat = {
    ...a,
    setup: editing === 'a' ? a.setup : b,
    compare: { other: editing === 'a' ? b : a.setup, editing },
  } as SharedCombat;
  return { combat, problems };
}

/** The most a link's time can be ahead of the reader's clock: clocks differ, a roll from the future does not. */
const CLOCK_SLACK_S = 24 * 3600;

/**
 * A link's `roll` ("4.app.1764165600") over its combat: a face of the die of the screen shared, who rolled it, and
 * when. One that does not read, or a roll on a screen that does not roll, is reported and left out. So is the roll
 * of a link that lost any field in the reading: the combat read is then not the one the die was rolled for, and the
 * die must not show another set-up's result as the sender's.
 */
function withRoll(decoded: DecodedLink, text: string): DecodedLink {
  const { combat } = decoded;
  if (!combat) return decoded;
  const [dieText = '', by = '', atText = ''] = text.split('.');
  const rolling = rollOf(combat.game, combat.screen);
  const die = /^\d{1,2}$/.test(dieText) ? Number(dieText) : Number.NaN;
  const at = /^\d{1,11}$/.test(atText) ? Number(atText) : Number.NaN;
  const readable =
    rolling !== undefined &&
    text.split('.').length === 3 &&
    rolling.die.faces.includes(die) &&
    (by === 'app' || by === 'player') &&
    at <= Date.now() / 1000 + CLOCK_SLACK_S;
  if (!readable || decoded.problems.length > 0)
    return { combat, problems: [...decoded.problems, { code: 'field', field: 'roll' }] };
  return { combat: { ...combat, roll: { die, by, at } }, problems: decoded.problems };
}

/** One set-up from a link's fields (no comparison). */
function decodeSetup(params: URLSearchParams, version: number, current: Current): DecodedLink {
  const linkCard = LINK_CARDS.get(params.get('sys') ?? '');
  if (!linkCard || version < linkCard.since) return { combat: null, problems: [{ code: 'unknown-game' }] };

  const { game } = linkCard;
  // The current screen may be one the link's game does not have (a Corbach "artillery" under a Jours de Gloire
  // link): the game's first screen stands in for it.
  const screen = screensOf(game).includes(current.screen) ? current.screen : screensOf(game)[0];
  const draft: Draft = { game: game, screen, setup: structuredClone(setupOf(current, game)) };
  for (const [path, value] of Object.entries(linkCard.fixed ?? {})) setAt(draft, path, value);
  const problems: LinkProblem[] = [];
  const compact = version >= COMPACT_SINCE;
  for (const f of linkCard.fields) {
    if (f.added && version < f.added.since) {
      setAt(draft, f.path, f.added.before);
      continue;
    }
    const text = params.get(f.key);
    if (text === null && compact) {
      // Left out: its default, unless the link is about other parts of the set-up than this field's (the screen is
      // read first, so its parts are known here).
      // The screen is always written: without it, the current one stands.
      const about = params.get('only') === '1' ? aboutOf(game, draft.screen as string) : undefined;
      const fallback = linkCard.defaults.get(f.key);
      if (fallback && isAbout(f.path, about)) setAt(draft, f.path, fallback.value);
      continue;
    }
    const value = text === null ? undefined : f.read(text);
    if (value === undefined) problems.push({ code: 'field', field: f.key });
    else setAt(draft, f.path, value);
  }
  return { combat: draft as unknown as SharedCombat, problems };
}

/** Every field key of every game's links, for messages naming what could not be read. */
export const LINK_FIELDS: readonly string[] = [
  ...new Set([...LINK_CARDS.values()].flatMap((s) => s.fields.map((f) => f.key))),
  'cmp',
  'roll',
];
