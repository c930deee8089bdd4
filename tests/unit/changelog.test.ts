import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changelog, readChangelog } from '../../scripts/changelog.mjs';
import { isLater, whatsNew } from '../../src/app/whats-new';
import { INHERITED_NAMES } from '../helpers/inherited-names';

const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

describe('the changelog', () => {
  it('names the version in package.json first, and every version in both languages, each with its lines', () => {
    const versions = changelog();
    expect(versions[0]?.version).toBe(VERSION);
    for (const { version, date, lines } of versions) {
      expect(date, version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lines.en.length, version).toBeGreaterThan(0);
      expect(lines.fr?.length, version).toBe(lines.en.length);
    }
    // Newest first, each later than the next.
    for (const [i, v] of versions.slice(1).entries()) expect(isLater(versions[i]?.version ?? '', v.version)).toBe(true);
  });

  it('reads Keep a Changelog: a version’s "- " lines, a line running on, French where the French file has it', () => {
    const english =
      '# Changelog\n\n## [Unreleased]\n\n- not yet\n\n## [1.1.0] - 2026-12-01\n\n### Added\n\n- One,\n  running on.\n- Two.\n\n## [1.0.0] - 2026-11-30\n\n- First.\n';
    const french = '## [1.1.0] - 2026-12-01\n\n### Ajouté\n\n- Un.\n- Deux.\n';
    expect(readChangelog(english, french)).toEqual([
      { version: '1.1.0', date: '2026-12-01', lines: { en: ['One, running on.', 'Two.'], fr: ['Un.', 'Deux.'] } },
      { version: '1.0.0', date: '2026-11-30', lines: { en: ['First.'] } },
    ]);
  });
});

describe('what changed since the version running', () => {
  const log = [
    { version: '0.10.0', lines: { en: ['ten: « x »'], fr: ['dix : « x »'] } },
    { version: '0.9.1', lines: { en: ['nine one'] } },
    { version: '0.6.0', lines: { en: ['six'], fr: ['six fr'] } },
  ];

  it('the versions after it, newest first, in the page’s language where written in it, else English', () => {
    expect(whatsNew(log, '0.6.0', 'fr')).toEqual({
      version: '0.10.0',
      versions: [
        // French lines as the app sets French: no line starts with their colon or ends with their guillemet.
        { version: '0.10.0', lines: ['dix\u00a0: «\u00a0x\u00a0»'] },
        { version: '0.9.1', lines: ['nine one'] },
      ],
    });
    expect(whatsNew(log, '0.10.0', 'en')).toBeNull();
    expect(isLater('0.10.0', '0.9.1')).toBe(true);
    expect(isLater('1.0.0', '1.0.0')).toBe(false);
  });

  it('any text from the host, inherited names as languages and versions among it, never throws and names only later versions', () => {
    const anything = fc.oneof(fc.anything(), fc.constantFrom(...INHERITED_NAMES));
    const version = fc.oneof(
      fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20)).map((parts) => parts.join('.')),
      fc.constantFrom(...INHERITED_NAMES),
      fc.string(),
    );
    const entry = fc.record(
      {
        version: fc.oneof(version, anything),
        lines: fc.oneof(
          fc.dictionary(
            fc.oneof(fc.constantFrom('en', 'fr', ...INHERITED_NAMES), fc.string()),
            fc.oneof(fc.array(fc.oneof(fc.string(), anything)), anything),
          ),
          anything,
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.array(fc.oneof(entry, anything)), anything),
        version,
        fc.constantFrom('en', 'fr', ...INHERITED_NAMES),
        (text, running, language) => {
          const news = whatsNew(text, running, language);
          if (news === null) return;
          expect(news.version).toBe(news.versions[0]?.version);
          for (const { version: v, lines } of news.versions) {
            expect(isLater(v, running)).toBe(true);
            for (const line of lines) expect(typeof line).toBe('string');
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
