/**
 * The share link: a small, pure, versioned codec between a combat set-up and the text after the page's "#".
 * Stable ids only (never translated labels or option positions), every field by name, so a link made today keeps
 * opening after later versions change the set-up: old versions are migrated, unknown future ones refused.
 *
 * Decoding never throws. A field that cannot be read keeps the value it had (the current set-up) and is reported;
 * a link that cannot be read at all (garbage, too long, another system, a future version) changes nothing.
 */
import {
  ATTACK_DIRECTIONS,
  ATTACK_MODES,
  ATTACKER_TYPES,
  BRIDGE_SPANS,
  type CombatSetup,
  DEFENDER_TYPES,
  type Edition,
  FIRE_KINDS,
  HEX_TERRAINS,
  HEXSIDES,
  LIMITS,
  type ShockAttacker,
  type ShockDefender,
  WORK_DIRECTIONS,
  WORKS,
} from '../rules/jours-de-gloire';
import { SCREENS, type Screen } from './screens';

/**
 * The version this build writes. Bump it, and add a migration, whenever a field is added or its meaning changes.
 * 1: Jours de Gloire 2016. 2: the 2006 edition (sys=jdg-2006) and the fire target being artillery (f.art).
 */
export const LINK_VERSION = 2;
/** The game system and edition of a link: Jours de Gloire 2016 or 2006 so far. */
export const SYSTEM_IDS: Readonly<Record<string, Edition>> = { 'jdg-2016': '2016', 'jdg-2006': '2006' };
const systemId = (edition: Edition) => `jdg-${edition}`;
/** Longer than any real set-up (about 400 characters with twelve units a side); longer text is refused unread. */
export const MAX_LINK_LENGTH = 2000;
export const MAX_UNITS_PER_SIDE = 12;

export interface SharedCombat {
  readonly screen: Screen;
  readonly setup: CombatSetup;
}

export type LinkProblem =
  | { readonly code: 'too-long' | 'not-a-link' | 'future-version' | 'unknown-system' }
  /** One field could not be read: it keeps its current value. `field` is the link's key, e.g. 't.hex'. */
  | { readonly code: 'field'; readonly field: string };

export interface DecodedLink {
  /** The combat to show, or null when nothing in the link could be used. */
  readonly combat: SharedCombat | null;
  readonly problems: readonly LinkProblem[];
}

const bool = (b: boolean) => (b ? '1' : '0');

const encodeAttacker = (u: ShockAttacker) => [u.strength, u.cohesion, u.type, u.hex].join('.');
const encodeDefender = (u: ShockDefender) => [u.strength, u.cohesion, u.type].join('.');

/** The link text (without "#") for a combat. */
export function encodeCombat({ screen, setup }: SharedCombat): string {
  const { terrain: t, shock: s, fire: f } = setup;
  const params = new URLSearchParams({
    v: String(LINK_VERSION),
    sys: systemId(setup.edition),
    screen,
    't.hex': t.hex,
    't.side': t.hexside,
    't.bridge': t.bridgeSpans,
    't.lvl': String(t.levelDifference),
    't.work': t.work,
    't.dir': t.workDirection,
    's.a': s.attackers.map(encodeAttacker).join('_'),
    's.d': s.defenders.map(encodeDefender).join('_'),
    's.mode': s.mode,
    's.from': s.direction,
    's.routed': bool(s.defenderRouted),
    's.square': bool(s.defenderInSquare),
    's.exposed': bool(s.attackerRearExposed),
    'f.sp': String(f.strength),
    'f.comb': bool(f.combined),
    'f.kind': f.kind,
    'f.hex': f.firerHex,
    'f.sq': bool(f.firerInSquare),
    'f.er': String(f.effectiveRange),
    'f.dist': String(f.distance),
    'f.mass': bool(f.massedTarget),
    'f.tsq': bool(f.targetInSquare),
    'f.art': bool(f.targetIsArtillery),
  });
  return params.toString();
}

type Reader<T> = (text: string) => T | undefined;

const oneOf =
  <T extends string>(ids: readonly T[]): Reader<T> =>
  (text) =>
    (ids as readonly string[]).includes(text) ? (text as T) : undefined;

const integer =
  (limits: { readonly min: number; readonly max: number }): Reader<number> =>
  (text) => {
    if (!/^-?\d{1,4}$/.test(text)) return undefined;
    const n = Number(text);
    return n >= limits.min && n <= limits.max ? n : undefined;
  };

const flag: Reader<boolean> = (text) => (text === '1' ? true : text === '0' ? false : undefined);

const attacker: Reader<ShockAttacker> = (text) => {
  const [strength, cohesion, type, hex, ...rest] = text.split('.');
  const unit = {
    strength: integer(LIMITS.strength)(strength ?? ''),
    cohesion: integer(LIMITS.cohesion)(cohesion ?? ''),
    type: oneOf(ATTACKER_TYPES)(type ?? ''),
    hex: oneOf(HEX_TERRAINS)(hex ?? ''),
  };
  if (rest.length || Object.values(unit).includes(undefined)) return undefined;
  return unit as ShockAttacker;
};

const defender: Reader<ShockDefender> = (text) => {
  const [strength, cohesion, type, ...rest] = text.split('.');
  const unit = {
    strength: integer(LIMITS.strength)(strength ?? ''),
    cohesion: integer(LIMITS.cohesion)(cohesion ?? ''),
    type: oneOf(DEFENDER_TYPES)(type ?? ''),
  };
  if (rest.length || Object.values(unit).includes(undefined)) return undefined;
  return unit as ShockDefender;
};

/** Units joined by "_". Unreadable units are left out; a list with none readable is unreadable. */
const units =
  <U>(read: Reader<U>): Reader<U[]> =>
  (text) => {
    if (text === '') return [];
    const parts = text.split('_');
    if (parts.length > MAX_UNITS_PER_SIDE) return undefined;
    const read_ = parts.map(read);
    return read_.every((u) => u !== undefined) ? (read_ as U[]) : undefined;
  };

/** Reads the link text (with or without its leading "#"). `current` supplies every field the link cannot. */
export function decodeCombat(text: string, current: SharedCombat): DecodedLink {
  const raw = text.startsWith('#') ? text.slice(1) : text;
  if (raw.length > MAX_LINK_LENGTH) return { combat: null, problems: [{ code: 'too-long' }] };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { combat: null, problems: [{ code: 'not-a-link' }] };
  }
  const version = params.get('v');
  if (version === null || !/^\d{1,4}$/.test(version) || Number(version) < 1) {
    return { combat: null, problems: [{ code: 'not-a-link' }] };
  }
  if (Number(version) > LINK_VERSION) return { combat: null, problems: [{ code: 'future-version' }] };
  const edition = SYSTEM_IDS[params.get('sys') ?? ''];
  if (!edition) return { combat: null, problems: [{ code: 'unknown-system' }] };
  const linkVersion = Number(version);

  const problems: LinkProblem[] = [];
  /** A field added in version `since` takes `before` in an older link: what that version meant, silently. */
  const field = <T>(key: string, read: Reader<T>, fallback: T, added?: { since: number; before: T }): T => {
    if (added && linkVersion < added.since) return added.before;
    const value = params.get(key);
    const parsed = value === null ? undefined : read(value);
    if (parsed === undefined) {
      problems.push({ code: 'field', field: key });
      return fallback;
    }
    return parsed;
  };
  const { terrain: t, shock: s, fire: f } = current.setup;
  const combat: SharedCombat = {
    screen: field('screen', oneOf(SCREENS), current.screen),
    setup: {
      edition,
      terrain: {
        hex: field('t.hex', oneOf(HEX_TERRAINS), t.hex),
        hexside: field('t.side', oneOf(HEXSIDES), t.hexside),
        bridgeSpans: field('t.bridge', oneOf(BRIDGE_SPANS), t.bridgeSpans),
        levelDifference: field('t.lvl', integer(LIMITS.levelDifference), t.levelDifference),
        work: field('t.work', oneOf(WORKS), t.work),
        workDirection: field('t.dir', oneOf(WORK_DIRECTIONS), t.workDirection),
      },
      shock: {
        attackers: field('s.a', units(attacker), s.attackers),
        defenders: field('s.d', units(defender), s.defenders),
        mode: field('s.mode', oneOf(ATTACK_MODES), s.mode),
        direction: field('s.from', oneOf(ATTACK_DIRECTIONS), s.direction),
        defenderRouted: field('s.routed', flag, s.defenderRouted),
        defenderInSquare: field('s.square', flag, s.defenderInSquare),
        attackerRearExposed: field('s.exposed', flag, s.attackerRearExposed),
      },
      fire: {
        strength: field('f.sp', integer(LIMITS.fireStrength), f.strength),
        combined: field('f.comb', flag, f.combined),
        kind: field('f.kind', oneOf(FIRE_KINDS), f.kind),
        firerHex: field('f.hex', oneOf(HEX_TERRAINS), f.firerHex),
        firerInSquare: field('f.sq', flag, f.firerInSquare),
        effectiveRange: field('f.er', integer(LIMITS.effectiveRange), f.effectiveRange),
        distance: field('f.dist', integer(LIMITS.distance), f.distance),
        massedTarget: field('f.mass', flag, f.massedTarget),
        targetInSquare: field('f.tsq', flag, f.targetInSquare),
        // Version 1 knew no artillery target: point-blank applied to every target, as for a non-artillery one.
        targetIsArtillery: field('f.art', flag, f.targetIsArtillery, { since: 2, before: false }),
      },
    },
  };
  return { combat, problems };
}

/** The link's field keys, for messages naming what could not be read. */
export const LINK_FIELDS = [
  'screen',
  't.hex',
  't.side',
  't.bridge',
  't.lvl',
  't.work',
  't.dir',
  's.a',
  's.d',
  's.mode',
  's.from',
  's.routed',
  's.square',
  's.exposed',
  'f.sp',
  'f.comb',
  'f.kind',
  'f.hex',
  'f.sq',
  'f.er',
  'f.dist',
  'f.mass',
  'f.tsq',
  'f.art',
] as const;
