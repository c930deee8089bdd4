import { useEffect, useRef, useState } from 'react';
import { addTexts } from '../i18n';
import { commonNoticesEn } from '../i18n/locales/en-common-notices';
import { commonNoticesFr } from '../i18n/locales/fr-common-notices';
import { byKey, useTranslation } from '../i18n/use-translation';
import { ownValue } from '../rules/core/own';
import { loadNoticeWords, useGameWords } from '../screens/game-words';
import { GAME_OF } from '../state/game-index';
import type { LinkProblem } from '../state/links/share-link';
import { type Notice, noticeKey, useNoticeStore } from '../state/notices';
import { PassingNote } from '../ui/passing-note';
// Its classes are not in the first screen's inline sheet (src/index.css): the full sheet loads before the banner shows.
import '../screens/shared/screens.css';

// The notices' words come with this banner, which loads when there is a first notice to show.
addTexts('common', { en: commonNoticesEn, fr: commonNoticesFr });

/** Whether this page can read its storage at all (a write it refused then says storage is full). */
function storageReadable(): boolean {
  try {
    localStorage.getItem('adc-combat');
    return true;
  } catch {
    return false;
  }
}

/** The most fields a notice names one by one. */
const MAX_NAMED = 6;

/** How long the banner stays in sight before a notice just added counts as seen. */
const SEEN_AFTER_MS = 2000;

/**
 * A notice added while the banner is out of sight, or scrolled out of it a moment later (storage refused the roll
 * just made, on a phone scrolled to the result): its first words under the header, where the player is looking, with
 * a way up to it. A notice counts as seen once the banner has stayed in sight a moment, or comes back into sight after
 * the pointer showed, or when dismissed.
 */
function useNoticeOutOfSight(count: number) {
  const banner = useRef<HTMLDivElement>(null);
  // From none: the banner is drawn with its first notice (at start-up, in sight at the top of the page).
  const before = useRef(0);
  const [unseen, setUnseen] = useState(false);
  const [outOfSight, setOutOfSight] = useState(false);
  useEffect(() => {
    const added = count > before.current;
    before.current = count;
    if (added) setUnseen(true);
  }, [count]);
  useEffect(() => {
    if (!unseen) return;
    let pointed = false;
    let seen: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const out = (banner.current?.getBoundingClientRect().bottom ?? 0) < 0;
      clearTimeout(seen);
      if (out) pointed = true;
      else if (pointed) setUnseen(false);
      else seen = setTimeout(() => setUnseen(false), SEEN_AFTER_MS);
      setOutOfSight(out);
    };
    look();
    window.addEventListener('scroll', look, { passive: true });
    return () => {
      clearTimeout(seen);
      window.removeEventListener('scroll', look);
    };
  }, [unseen]);
  return { banner, outOfSight: unseen && outOfSight, hide: () => setUnseen(false) };
}

/** What the app could not do as asked (a link it could not read, storage it cannot use), in words, dismissable. */
export function NoticeBanner() {
  const { t, i18n } = useTranslation();
  const gameName = useGameWords();
  const notices = useNoticeStore((s) => s.notices);
  const dismiss = useNoticeStore((s) => s.dismiss);
  const { banner, outOfSight, hide } = useNoticeOutOfSight(notices.length);
  // A notice about a game not yet shown: its words load, then the notice names its fields.
  const games = [...new Set(notices.flatMap((n) => ('game' in n && n.game ? [n.game] : [])))].join(' ');
  const [, wordsLoaded] = useState(0);
  useEffect(() => {
    if (games) void loadNoticeWords(games.split(' ')).then(() => wordsLoaded((n) => n + 1));
  }, [games]);
  if (notices.length === 0) return null;

  // A game's fields are named in its own words (a pack's labels, a built-in game's linkFields), the fields every game
  // shares in common.
  const fieldName = (game: string | undefined, key: string) => {
    const named = ownValue(gameName(game ?? '').fields, key);
    if (named) return named;
    const own = `${GAME_OF.get(game ?? '')?.namespace}:linkFields.${key}`;
    return i18n.exists(own) ? byKey(t)(own) : i18n.exists(`linkFields.${key}`) ? byKey(t)(`linkFields.${key}`) : key;
  };
  // Option B's fields of a comparison are named "b." and the field's own key.
  const fieldNames = (game: string | undefined, problems: readonly LinkProblem[]) =>
    problems.flatMap((p) =>
      p.code !== 'field'
        ? []
        : [
            p.field.startsWith('b.')
              ? t('notices.optionB', { field: fieldName(game, p.field.slice(2)) })
              : fieldName(game, p.field),
          ],
    );
  // A link missing most of its fields would make a paragraph of names: the first few, and how many more.
  const listed = (names: readonly string[]) =>
    names.length <= MAX_NAMED
      ? names.join(', ')
      : t('notices.andMore', { names: names.slice(0, MAX_NAMED - 1).join(', '), count: names.length - MAX_NAMED + 1 });
  const message = (notice: Notice): string[] => {
    switch (notice.id) {
      case 'link': {
        const fields = fieldNames(notice.game, notice.problems);
        const whole = notice.problems
          .filter((p) => p.code !== 'field')
          .map((p) => t(`notices.${p.code as 'too-long'}`));
        return [...whole, ...(fields.length ? [t('notices.fields', { fields: listed(fields) })] : [])];
      }
      case 'stored-setup': {
        const game = gameName(notice.game).name;
        const fields = fieldNames(notice.game, notice.problems);
        return fields.length === notice.problems.length
          ? [t('notices.storedSetupFields', { game, fields: listed(fields) })]
          : [t('notices.storedSetupWhole', { game })];
      }
      case 'other-text-setup': {
        const game = gameName(notice.game).name;
        const fields = fieldNames(notice.game, notice.problems);
        return [
          fields.length > 0
            ? t('notices.otherTextSetup', { game, fields: listed(fields) })
            : t('notices.otherTextGoesOn', { game }),
          ...(notice.dieNotCarried ? [t('notices.otherTextDie')] : []),
        ];
      }
      case 'storage-corrupt':
        return [t(`notices.storageCorrupt.${notice.key}`)];
      case 'stored-part':
        return [t(`notices.storedPart.${notice.key}`)];
      case 'log-entries-dropped':
      case 'undo-steps-dropped':
        return [t(`notices.${notice.id}`, { count: notice.count })];
      case 'log-entries-over-cap':
        return [t('notices.log-entries-over-cap', { count: notice.count, max: notice.max })];
      // Storage that can be read refused a write: it is full (the page keeps what it holds until it closes).
      case 'storage-unavailable':
        return [t(storageReadable() ? 'notices.storage-full' : 'notices.storage-unavailable')];
      case 'stored-place':
        return [t(`notices.${notice.id}`)];
    }
  };

  const newest = notices.at(-1);
  const pointer = outOfSight && newest && (
    <PassingNote
      tone="notice"
      data-notice-above
      action={{
        label: t('notices.readIt'),
        onClick: () => {
          window.scrollTo({ top: 0 });
          // The keyboard and a screen reader go on from the notice itself.
          banner.current?.querySelector<HTMLElement>('[data-notice]:last-child')?.focus({ preventScroll: true });
          hide();
        },
      }}
      dismissLabel={t('notices.dismiss')}
      onDismiss={hide}
    >
      <p className="line-clamp-2 flex-1">{message(newest)[0]}</p>
    </PassingNote>
  );

  return (
    <div ref={banner} className="mx-auto flex max-w-7xl flex-col gap-2 px-3 pt-3">
      {pointer}
      {notices.map((notice) => (
        <div
          key={noticeKey(notice)}
          role="status"
          data-notice={notice.id}
          tabIndex={-1}
          className="flex items-start justify-between gap-3 rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <div>
            {message(notice).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <button
            type="button"
            onClick={() => dismiss(notice)}
            className="min-h-11 shrink-0 rounded-md border border-amber-800 px-3"
          >
            {t('notices.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
