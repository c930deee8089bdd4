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

/** Units joined by "_". One unreadable unit makes the whole list unreadable: it keeps its current value. */
const units =
  <U>(read: Reader<U>): Reader<U[]> =>
  (text) => {
    if (text === '') return [];
    const parts = text.split('_');
    if (parts.length > MAX_UNITS_PER_SIDE) return undefined;
    const read_ = parts.map(read);
    return read_.every((u) => u !== undefined) ? (read_ as U[]) : undefined;
  };

type Draft = { screen: string; setup: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/** One field of the link: its key, how its value is read, and where it lives in the combat ("setup.fire.kind"). */
interface LinkField {
  readonly key: string;
  readonly read: Reader<unknown>;
  readonly path: string;
  readonly write: (value: unknown) => string;
  /** A field added in a later version: in an older link it takes `before` (what that version meant), silently. */
  readonly added?: { readonly since: number; readonly before: unknown };
}

/** Ids and numbers as they are; true and false as 1 and 0. */
const plain = (value: unknown) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

const field = (
  key: string,
  read: Reader<unknown>,
  path: string,
  extra: { write?: (value: unknown) => string; added?: LinkField['added'] } = {},
): LinkField => ({ key, read, path, write: extra.write ?? plain, ...(extra.added ? { added: extra.added } : {}) });

function valueAt(combat: SharedCombat, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], combat);
}

function setAt(draft: Draft, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, draft);
  parent[last] = value;
}

const writeAttackers = (units: unknown) =>
  (units as ShockAttacker[]).map((u) => [u.strength, u.cohesion, u.type, u.hex].join('.')).join('_');
const writeDefenders = (units: unknown) =>
  (units as ShockDefender[]).map((u) => [u.strength, u.cohesion, u.type].join('.')).join('_');

/**
 * Every field of a Jours de Gloire link, in the order a link writes them. The fixtures and the round-trip property
 * in share-link.test.ts hold each key, reader and path together.
 */
const FIELDS: readonly LinkField[] = [
  field('screen', oneOf(SCREENS), 'screen'),
  field('t.hex', oneOf(HEX_TERRAINS), 'setup.terrain.hex'),
  field('t.side', oneOf(HEXSIDES), 'setup.terrain.hexside'),
  field('t.bridge', oneOf(BRIDGE_SPANS), 'setup.terrain.bridgeSpans'),
  field('t.lvl', integer(LIMITS.levelDifference), 'setup.terrain.levelDifference'),
  field('t.work', oneOf(WORKS), 'setup.terrain.work'),
  field('t.dir', oneOf(WORK_DIRECTIONS), 'setup.terrain.workDirection'),
  field('s.a', units(attacker), 'setup.shock.attackers', { write: writeAttackers }),
  field('s.d', units(defender), 'setup.shock.defenders', { write: writeDefenders }),
  field('s.mode', oneOf(ATTACK_MODES), 'setup.shock.mode'),
  field('s.from', oneOf(ATTACK_DIRECTIONS), 'setup.shock.direction'),
  field('s.routed', flag, 'setup.shock.defenderRouted'),
  field('s.square', flag, 'setup.shock.defenderInSquare'),
  field('s.exposed', flag, 'setup.shock.attackerRearExposed'),
  field('f.sp', integer(LIMITS.fireStrength), 'setup.fire.strength'),
  field('f.comb', flag, 'setup.fire.combined'),
  field('f.kind', oneOf(FIRE_KINDS), 'setup.fire.kind'),
  field('f.hex', oneOf(HEX_TERRAINS), 'setup.fire.firerHex'),
  field('f.sq', flag, 'setup.fire.firerInSquare'),
  field('f.er', integer(LIMITS.effectiveRange), 'setup.fire.effectiveRange'),
  field('f.dist', integer(LIMITS.distance), 'setup.fire.distance'),
  field('f.mass', flag, 'setup.fire.massedTarget'),
  field('f.tsq', flag, 'setup.fire.targetInSquare'),
  // Version 1 knew no artillery target: point-blank applied to every target, as for a non-artillery one.
  field('f.art', flag, 'setup.fire.targetIsArtillery', { added: { since: 2, before: false } }),
];

/** The link text (without "#") for a combat. */
export function encodeCombat(combat: SharedCombat): string {
  return new URLSearchParams([
    ['v', String(LINK_VERSION)],
    ['sys', systemId(combat.setup.edition)],
    ...FIELDS.map((f): [string, string] => [f.key, f.write(valueAt(combat, f.path))]),
  ]).toString();
}

/** Reads the link text (with or without its leading "#"). `current` supplies every field the link cannot. */
export function decodeCombat(linkText: string, current: SharedCombat): DecodedLink {
  const raw = linkText.startsWith('#') ? linkText.slice(1) : linkText;
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

  const draft = structuredClone(current) as unknown as Draft;
  setAt(draft, 'setup.edition', edition);
  const problems: LinkProblem[] = [];
  for (const f of FIELDS) {
    if (f.added && Number(version) < f.added.since) {
      setAt(draft, f.path, f.added.before);
      continue;
    }
    const text = params.get(f.key);
    const value = text === null ? undefined : f.read(text);
    if (value === undefined) problems.push({ code: 'field', field: f.key });
    else setAt(draft, f.path, value);
  }
  return { combat: draft as unknown as SharedCombat, problems };
}

/** The link's field keys, for messages naming what could not be read. */
export const LINK_FIELDS: readonly string[] = FIELDS.map((f) => f.key);
