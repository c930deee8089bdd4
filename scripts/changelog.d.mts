export interface ChangelogVersion {
  readonly version: string;
  readonly date: string;
  readonly lines: { readonly en: readonly string[]; readonly fr?: readonly string[] };
}
export function versionsOf(
  markdown: string,
): { readonly version: string; readonly date: string; readonly lines: readonly string[] }[];
export function readChangelog(english: string, french: string): ChangelogVersion[];
export function changelog(folder?: string): ChangelogVersion[];
