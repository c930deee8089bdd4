/**
 * A pack combat link's parts, read before the link meets a pack (src/state/links/pack-link.ts opens it with one): light, so
 * that what only checks links (the pack log read back) does without the pack engine.
 */
import { isRecord } from '../../rules/core/own';
import type { PackName } from '../packs/pack-names';

/** The link's own version, and the longest link read. */
export const PACK_LINK_VERSION = '1';
const MAX_PACK_LINK = 8000;

/** A hash of a pack's text (FNV-1a, 32 bits, in hex): two texts that differ give two hashes, but for a rare chance. */
export function packHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What a pack link says, before it meets a pack: the pack it names, the roll, the set-up's changes, the die. */
export interface PackLinkParts {
  readonly id: string;
  readonly version: string;
  readonly hash: string;
  readonly roll: string;
  readonly changes: Readonly<Record<string, unknown>>;
  readonly die: number | null;
  /** Who rolled the die and when (seconds since 1970), where the link says (`w`, "app.1790000000"). */
  readonly rolled: { readonly by: 'app' | 'player'; readonly at: number } | null;
  /** The option compared with the set-up (`o`, its changes) and which of the two is edited (`c`), where there is one. */
  readonly compare: { readonly editing: 'a' | 'b'; readonly changes: Readonly<Record<string, unknown>> } | null;
  /**
   * The pack's name as the sender's pack gives it, by language: its first language's first (`n`, its code unsaid: ''),
   * then its others' (`n.fr`), so that a reader who does not keep the pack is told which it is, in the page's language
   * where the pack has it: a claim of the link, shown as text, never used to find a pack. Null in older links.
   */
  readonly name: PackName['name'] | null;
}

/** The longest pack name a link carries: a name past it is cut. */
export const MAX_LINK_NAME = 80;
/** A language of a pack's name in a link (`n.<language>`): as the pack format writes one ("fr", "pt-BR"). */
const NAME_LANGUAGE = /^n\.([a-z]{2}(-[A-Z]{2})?)$/;
/** The most names in other languages a link's name is read in (a pack has at most eight languages). */
const MAX_LINK_NAMES = 8;
const linkName = (text: string | null) => text?.trim().slice(0, MAX_LINK_NAME) || null;

/** Reads a pack link's parts, or null when it is not one this version reads. Never throws. */
export function readPackLink(text: string): PackLinkParts | null {
  const link = text.replace(/^#/, '');
  if (link.length > MAX_PACK_LINK) return null;
  const params = new URLSearchParams(link);
  const id = params.get('id');
  const version = params.get('ver');
  const hash = params.get('h');
  const roll = params.get('r');
  if (params.get('pk') !== PACK_LINK_VERSION || !id || !version || !hash || !roll) return null;
  const changes = changesIn(params.get('s') ?? '{}');
  if (!changes) return null;
  const dieText = params.get('d');
  const die = dieText === null ? null : Number(dieText);
  if (die !== null && !Number.isInteger(die)) return null;
  const first = linkName(params.get('n'));
  const others = [...params]
    .flatMap(([key, value]): [string, string][] => {
      const language = NAME_LANGUAGE.exec(key)?.[1];
      const text = linkName(value);
      return language && text ? [[language, text]] : [];
    })
    .slice(0, MAX_LINK_NAMES);
  const names: PackName['name'] = first ? [['', first], ...others] : others;
  const name = names.length > 0 ? names : null;
  const [by, atText = ''] = (params.get('w') ?? '').split('.');
  const at = /^\d{1,11}$/.test(atText) ? Number(atText) : null;
  const rolled: PackLinkParts['rolled'] = (by === 'app' || by === 'player') && at !== null ? { by, at } : null;
  const editing = params.get('c');
  const other = changesIn(params.get('o') ?? '{}');
  const compare: PackLinkParts['compare'] =
    (editing === 'a' || editing === 'b') && other ? { editing, changes: other } : null;
  return { id, version, hash, roll, changes, die, name, rolled, compare };
}

/** A link's set-up changes (a JSON object), or null when they are not one. */
function changesIn(text: string): Readonly<Record<string, unknown>> | null {
  try {
    const changes: unknown = JSON.parse(text);
    return isRecord(changes) ? changes : null;
  } catch {
    return null;
  }
}

/**
 * A shared link that holds its pack before one of its combats (`pkf=1&z=…&pk=1&id=…`): the link to that combat, or
 * null when the link holds a pack alone.
 */
export function combatInPackFileLink(link: string): string | null {
  const combat = link
    .replace(/^#/, '')
    .split('&')
    .filter((part) => !/^(pkf|z)=/.test(part))
    .join('&');
  return readPackLink(combat) ? combat : null;
}
