/**
 * What changed between the version running and the one the host now has: the host's changelog.json (made from
 * CHANGELOG.md and CHANGELOG.fr.md at build time, scripts/changelog.mjs), read when an update is offered.
 */
import { setIn } from '../i18n/french-spacing';
import { ownField } from '../rules/core/own';

/** The versions after the one running, newest first, each with its lines in the page's language. */
export interface WhatsNew {
  readonly version: string;
  readonly versions: readonly { readonly version: string; readonly lines: readonly string[] }[];
}

const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;
const numbers = (version: string) => version.split('.').map(Number) as [number, number, number];

/** Whether version `a` comes after `b`, part by part ("0.10.0" after "0.9.1"). */
export function isLater(a: string, b: string): boolean {
  const [x, y] = [numbers(a), numbers(b)];
  const differs = ([0, 1, 2] as const).find((i) => x[i] !== y[i]);
  return differs !== undefined && x[differs] > y[differs];
}

/**
 * The versions of a changelog after `running`, with their lines in `language` where they are written in it (else in
 * English). Null where there is none, or the text is not a changelog: the offer then names no version.
 */
export function whatsNew(changelog: unknown, running: string, language: string): WhatsNew | null {
  if (!Array.isArray(changelog) || !VERSION.test(running)) return null;
  const texts = (lines: unknown) =>
    Array.isArray(lines) ? lines.filter((l): l is string => typeof l === 'string') : [];
  const versions = changelog
    .filter((entry) => {
      const version = ownField(entry, 'version');
      return typeof version === 'string' && VERSION.test(version);
    })
    .map((entry) => {
      const lines = ownField(entry, 'lines');
      const own = texts(ownField(lines, language));
      return {
        version: ownField(entry, 'version') as string,
        lines: own.length > 0 ? own.map((line) => setIn(language, line)) : texts(ownField(lines, 'en')),
      };
    })
    .filter((entry) => isLater(entry.version, running))
    .sort((a, b) => (isLater(a.version, b.version) ? -1 : 1));
  const [newest] = versions;
  return newest ? { version: newest.version, versions } : null;
}

/** The host's changelog, asked of the host itself (never an older copy kept for offline use); null offline. */
export async function hostChangelog(): Promise<unknown> {
  try {
    const response = await fetch('changelog.json', { cache: 'no-store' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
