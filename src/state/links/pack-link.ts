/**
 * A share link to a combat of a game pack: it names the pack (its id, its version and a hash of its text), the roll,
 * the fields set away from the pack's defaults, and the die rolled for them. The reader opens the combat only with the
 * very pack it names; with none, another version or another text, it is told so — never shown another table's result.
 *
 * `pk=1&id=<pack id>&ver=<version>&n=<its name>&h=<hash>&r=<roll id>&s=<the set-up's changes, JSON>&d=<die>`, read as
 * untrusted (`n`, since it was added, is a claim shown as text: older links have none). Later additions, which older
 * readers leave aside: `r` may name any screen of the pack (a chart, the log); `w=<app|player>.<seconds>` says who
 * rolled the die and when; `c=<a|b>&o=<the other option's changes>` carry a comparison; `n.<language>=<its name>`
 * names the pack in each of its other languages where its name differs.
 */

import type { LinkedCombat, OwnLinks } from '../../rules/core/game';
import { ownValue } from '../../rules/core/own';
import { type LoadedPack, type PackSetup, setupFrom } from '../../rules/packs/engine';
import { chartScreen } from '../../rules/packs/game';
import { MAX_LINK_NAME, PACK_LINK_VERSION, type PackLinkParts, packHash, readPackLink } from './pack-link-parts';

/** A set-up's fields away from a pack's defaults. */
export const changesFrom = (defaults: PackSetup, setup: PackSetup) =>
  Object.fromEntries(
    Object.entries(setup).filter(([id, value]) => JSON.stringify(value) !== JSON.stringify(ownValue(defaults, id))),
  );

/**
 * The link to a screen of a pack (a roll's, usually) with this set-up (only its fields away from the defaults) and, if
 * rolled, the die; `more`: who rolled it and when, and the option compared with the set-up.
 */
export function packLink(
  loaded: LoadedPack,
  text: string,
  rollId: string,
  setup: PackSetup,
  die?: number,
  more: {
    readonly by?: 'app' | 'player';
    readonly at?: number;
    readonly compare?: LinkedCombat<PackSetup>['compare'];
  } = {},
): string {
  const changes = changesFrom(loaded.defaultSetup, setup);
  const { pack } = loaded;
  const [first = '', ...others] = pack.languages;
  const name = (language: string) => ownValue(pack.name, language)?.slice(0, MAX_LINK_NAME);
  const firstName = name(first) ?? pack.id;
  const params = new URLSearchParams({
    pk: PACK_LINK_VERSION,
    id: pack.id,
    ver: pack.version,
    // Its name, for a reader who does not keep the pack: told which one to ask for, in their language where it has it.
    n: firstName,
    ...Object.fromEntries(
      others.flatMap((language) => {
        const named = name(language);
        return named && named !== firstName ? [[`n.${language}`, named]] : [];
      }),
    ),
    h: packHash(text),
    r: rollId,
    s: JSON.stringify(changes),
    ...(die === undefined ? {} : { d: String(die) }),
    ...(die !== undefined && more.by && more.at !== undefined ? { w: `${more.by}.${more.at}` } : {}),
    ...(more.compare
      ? { c: more.compare.editing, o: JSON.stringify(changesFrom(loaded.defaultSetup, more.compare.other)) }
      : {}),
  });
  return params.toString();
}

/**
 * A pack's own link format, as its game declares it (GameManifest.ownLinks): written and read only for this very
 * text of the pack; a link naming another pack, version or text is not this game's (null).
 */
export function packOwnLinks(loaded: LoadedPack, text: string): OwnLinks<PackSetup> {
  const hash = packHash(text);
  // Compressed once, at the first share: the link that holds the pack, for a reader who does not keep it.
  let carried: Promise<string | null> | undefined;
  return {
    carry: () => {
      carried ??= packFileLink(text);
      return carried;
    },
    write: ({ screen, setup, roll, compare }) =>
      packLink(loaded, text, screen, setup, roll?.die, { ...roll, ...(compare ? { compare } : {}) }),
    read: (link, current) => {
      const parts = readPackLink(link);
      if (!parts || parts.id !== loaded.pack.id || parts.version !== loaded.pack.version || parts.hash !== hash) {
        return null;
      }
      const opened = openPackLink(parts, loaded, text, current);
      if (opened.status !== 'open') return null;
      // A link older than `w` says nothing of who rolled its die, or when: the app, as it opens.
      const by = parts.rolled ?? { by: 'app' as const, at: Math.floor(Date.now() / 1000) };
      const rolled = opened.die === null ? {} : { roll: { die: opened.die, ...by } };
      return {
        combat: {
          screen: opened.roll,
          setup: opened.setup,
          ...rolled,
          ...(opened.compare ? { compare: opened.compare } : {}),
        },
        dropped: opened.dropped,
      };
    },
  };
}

/**
 * The combat a link opens with a pack: the pack's defaults with the link's changes to its own fields (a name the pack
 * does not have is left aside; a value that does not fit its field keeps the one in `current`, as a built-in game's
 * link does, and option B's falls back on A's), the roll, and the die if it is a face of the pack's die; or why it
 * cannot be opened.
 */
export function openPackLink(
  parts: PackLinkParts,
  loaded: LoadedPack,
  text: string,
  current: PackSetup = loaded.defaultSetup,
):
  | {
      readonly status: 'open';
      readonly roll: string;
      readonly setup: PackSetup;
      readonly die: number | null;
      /** The option compared with the set-up, where the link carries one. */
      readonly compare: { readonly other: PackSetup; readonly editing: 'a' | 'b' } | null;
      /** The fields whose value in the link did not fit: at their defaults, and the die left out. */
      readonly dropped: readonly string[];
    }
  | { readonly status: 'other-version' | 'other-text' | 'no-roll' } {
  if (parts.version !== loaded.pack.version) return { status: 'other-version' };
  if (parts.hash !== packHash(text)) return { status: 'other-text' };
  const isRoll = loaded.pack.rolls.some((r) => r.id === parts.roll);
  // A chart's screen or the log, kept with the set-up on show there (never given a die).
  const isScreen = parts.roll === 'log' || (loaded.pack.charts ?? []).some((c) => chartScreen(c.id) === parts.roll);
  if (!isRoll && !isScreen) return { status: 'no-roll' };
  const read = (changes: Readonly<Record<string, unknown>>, fallback: PackSetup) => {
    const { setup, dropped } = setupFrom(loaded, changes);
    const kept = Object.fromEntries(dropped.map((field) => [field, ownValue(fallback, field) ?? setup[field]]));
    return { setup: { ...setup, ...kept } as PackSetup, dropped };
  };
  // The link's set-up is the option edited (`c`), its other the one compared: B falls back on A, A on `current`.
  const editingB = parts.compare?.editing === 'b';
  const a = read(editingB && parts.compare ? parts.compare.changes : parts.changes, current);
  const b = parts.compare && read(editingB ? parts.changes : parts.compare.changes, a.setup);
  const [shown, other] = editingB && b ? [b, a] : [a, b];
  const compare = other && parts.compare ? { other: other.setup, editing: parts.compare.editing } : null;
  // A die only with the roll's set-up it was rolled for, read whole.
  const die =
    isRoll && parts.die !== null && loaded.die.faces.includes(parts.die) && shown.dropped.length === 0
      ? parts.die
      : null;
  return {
    status: 'open',
    roll: parts.roll,
    setup: shown.setup,
    die,
    compare,
    dropped: [...a.dropped, ...(b?.dropped ?? []).map((f) => `b.${f}`)],
  };
}

/** The longest link a pack travels in: what a chat or a mail passes whole. A longer pack travels as a file. */
export const MAX_PACK_FILE_LINK = 6000;

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

/** Bytes through a (de)compression stream, stopping past `limit` bytes out (a small link cannot unpack a huge text). */
async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream, limit: number) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Uint8Array(await new Blob(parts).arrayBuffer());
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
}

/**
 * A link that holds a whole pack, compressed (`pkf=1&z=…`), or null when it would be longer than MAX_PACK_FILE_LINK
 * (the pack then travels as a file).
 */
export async function packFileLink(text: string): Promise<string | null> {
  const packed = await through(
    new TextEncoder().encode(text),
    new CompressionStream('deflate-raw'),
    Number.MAX_SAFE_INTEGER,
  );
  if (!packed) return null;
  const link = `pkf=1&z=${toBase64Url(packed)}`;
  return link.length <= MAX_PACK_FILE_LINK ? link : null;
}

/** The pack text a link holds (still to be read as any pack), or null when it is not one. Never throws. */
export async function readPackFileLink(link: string, limit: number): Promise<string | null> {
  const params = new URLSearchParams(link.replace(/^#/, ''));
  const bytes = params.get('pkf') === '1' ? fromBase64Url(params.get('z') ?? '') : null;
  if (!bytes || link.length > MAX_PACK_FILE_LINK * 2) return null;
  try {
    const text = await through(bytes, new DecompressionStream('deflate-raw'), limit * 3);
    return text ? new TextDecoder('utf-8', { fatal: true }).decode(text) : null;
  } catch {
    return null;
  }
}
