import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import example from '../../../examples/skirmish.pack.json?raw';
import { byKey, useTranslation } from '../../i18n/use-translation';
import { type LoadedPack, readPack } from '../../rules/packs/engine';
import { PACK_LIMITS, type PackProblem } from '../../rules/packs/format';
import { jsonPlaces, type ValuePlace } from '../../rules/packs/json-syntax';
import { isPackGame, packIdOf } from '../../state/game-index';
import { packFileLink, readPackFileLink } from '../../state/links/pack-link';
import { combatInPackFileLink } from '../../state/links/pack-link-parts';
import { addressOfLink } from '../../state/links/page-address';
import { loadedPacks, MAX_KEPT_PACKS, useKeptPacks } from '../../state/packs/kept-packs';
import { type RemovedPack, readPackDraft, writePackDraft } from '../../state/packs/pack-draft';
import { holdsAPack, usePackInPlay, usePendingPackLink } from '../../state/packs/pack-link-address';
import { useRollLog } from '../../state/roll-log';
import { downloadText } from '../../ui/download';
import { JsonFileButton } from '../../ui/json-file-button';
import { LanguageButton } from '../../ui/language-button';
import { useEscape } from '../../ui/use-escape';
import { PackLinkAlert } from './pack-link-alert';
import { PackPreview, type TriedSetup } from './pack-preview';
import { creditsOf, usePackWords } from './pack-words';
import { problemWords } from './problem-words';
import './packs-texts';

/** A file's text, or null where it is longer than a pack may be (a character is one to four bytes of UTF-8). */
async function fileText(file: File): Promise<string | null> {
  if (file.size > PACK_LIMITS.text * 4) return null;
  const text = await file.text();
  return text.length > PACK_LIMITS.text ? null : text;
}

/** A file's size as a player reads it: 812 KB, 10.2 MB. */
const fileSize = (bytes: number, language: string): string =>
  bytes < 1_000_000
    ? `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(bytes / 1000)} KB`
    : `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;

/** A pack that reads whole, and how many of its worked examples gave what the card says. */
function CleanPack({ examplesChecked }: { readonly examplesChecked: number }) {
  const { t } = useTranslation();
  return (
    <p className="font-semibold text-green-800 dark:text-green-300">
      <span>{t('packs.noProblem')}</span> <span>{t('packs.examplesChecked', { count: examplesChecked })}</span>
    </p>
  );
}

/**
 * A pack's problems (it cannot be played until they are mended) or its warnings, each at its path, with the line it
 * stands on in the text (`text`): a tap on it selects it there.
 */
function Problems({
  kind,
  list,
  text,
  onShow,
}: {
  readonly kind: 'problems' | 'warnings';
  readonly list: readonly PackProblem[];
  readonly text: string;
  readonly onShow: (place: ValuePlace) => void;
}) {
  const { t, i18n } = useTranslation();
  const places = useMemo(
    () =>
      jsonPlaces(
        text,
        list.map((p) => p.path),
      ),
    [text, list],
  );
  return (
    <>
      <h3
        className={
          kind === 'problems'
            ? 'font-semibold text-red-800 dark:text-red-300'
            : 'font-semibold text-amber-900 dark:text-amber-200'
        }
      >
        {t(kind === 'problems' ? 'packs.problemsTitle' : 'packs.warningsTitle', { count: list.length })}
      </h3>
      <ul className="list-disc pl-5 text-sm" data-testid={kind === 'warnings' ? 'pack-warnings' : undefined}>
        {list.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two problems may read alike
          <li key={i}>
            {p.path && <PathOf path={p.path} place={places.get(p.path)} onShow={onShow} />}
            {p.path ? t('packs.pathSeparator') : ''}
            {problemWords(p, byKey(t), i18n.resolvedLanguage ?? 'en')}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A problem's path, and the line of the text it stands on: a button that selects it there. */
function PathOf({
  path,
  place,
  onShow,
}: {
  readonly path: string;
  readonly place: ValuePlace | undefined;
  readonly onShow: (place: ValuePlace) => void;
}) {
  const { t } = useTranslation();
  if (!place) return <code>{path}</code>;
  return (
    <button
      type="button"
      onClick={() => onShow(place)}
      title={t('packs.showInText')}
      className="inline-block py-1 text-left text-blue-900 underline dark:text-blue-200"
    >
      <code>{path}</code> ({t('packs.atLine', { line: place.line })})
    </button>
  );
}

/** One kept pack in the list: its name, version and id, to edit or remove. */
function KeptPack({
  loaded,
  onEdit,
  onPlay,
  onRemove,
}: {
  readonly loaded: LoadedPack;
  readonly onEdit: () => void;
  readonly onPlay: () => void;
  readonly onRemove: (name: string) => void;
}) {
  const { t } = useTranslation();
  const words = usePackWords(loaded.pack);
  const { pack } = loaded;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 p-2 dark:border-slate-600">
      <span>
        <strong>{words.say(pack.name)}</strong> — {t('packs.version', { version: pack.version })} ·{' '}
        <code className="text-sm">{pack.id}</code>
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          onClick={onPlay}
          className="min-h-11 rounded-md bg-blue-900 px-3 font-semibold text-white"
        >
          {t('packs.play')}
        </button>
        <button type="button" onClick={onEdit} className="min-h-11 rounded-md border border-slate-400 px-3">
          {t('packs.edit')}
        </button>
        <button
          type="button"
          onClick={() => onRemove(words.say(pack.name))}
          className="min-h-11 rounded-md border border-red-800 px-3 text-red-800 dark:border-red-300 dark:text-red-200"
        >
          {t('packs.remove')}
        </button>
      </span>
    </li>
  );
}

/** Keep; once this very text is kept on this device, that it is, and Play (an edit brings Keep back). */
function KeepOrPlay({
  keptAsIs,
  onKeep,
  onPlay,
}: {
  readonly keptAsIs: boolean;
  readonly onKeep: () => void;
  readonly onPlay: () => void;
}) {
  const { t } = useTranslation();
  const primary = 'min-h-11 rounded-md bg-blue-900 px-4 font-semibold text-white';
  return keptAsIs ? (
    <>
      <span role="status">{t('packs.kept')}</span>
      <button type="button" onClick={onPlay} className={primary}>
        {t('packs.play')}
      </button>
    </>
  ) : (
    <button type="button" onClick={onKeep} className={primary}>
      {t('packs.keep')}
    </button>
  );
}

/**
 * A pack opened from a link or a file, as an opponent reads it: its name, version and credits, the worked examples it
 * was checked against, and Keep (then Play) at the top; its text one tap away.
 */
function OpenedPack({
  loaded,
  examplesChecked,
  keptAsIs,
  replaces,
  onKeep,
  onPlay,
  onShowText,
  openFile,
  refusal,
}: {
  readonly loaded: LoadedPack;
  readonly examplesChecked: number;
  /** This very text is kept on this device. */
  readonly keptAsIs: boolean;
  /** The version of another copy of this pack kept here, which Keep would replace; null when there is none. */
  readonly replaces: string | null;
  readonly onKeep: () => void;
  readonly onPlay: () => void;
  readonly onShowText: () => void;
  /** Another file to open (a player sent two packs), with what is said of one too large. */
  readonly openFile: React.ReactNode;
  /** Keep refused (this device keeps as many packs as it may): said beside the button. */
  readonly refusal: React.ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const words = usePackWords(loaded.pack);
  const { pack } = loaded;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border-2 border-blue-900 p-3 dark:border-blue-300"
      data-testid="pack-opened"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {words.say(pack.name)}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {[t('packs.version', { version: pack.version }), ...creditsOf(pack, words.say)].join(' · ')}
      </p>
      <CleanPack examplesChecked={examplesChecked} />
      <div className="flex flex-wrap items-center gap-3">
        {!keptAsIs && replaces !== null && (
          <p className="w-full text-sm" data-testid="pack-replaces">
            {t('packs.keepReplaces', { version: replaces })}
          </p>
        )}
        <KeepOrPlay keptAsIs={keptAsIs} onKeep={onKeep} onPlay={onPlay} />
        <button
          type="button"
          onClick={onShowText}
          className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 dark:border-blue-300 dark:text-blue-200"
        >
          {t('packs.showText')}
        </button>
        {openFile}
        {refusal}
      </div>
    </section>
  );
}

/** What a text put in place of the one being written leaves to bring back: that one, unless it was blank or the same. */
const replacedBy = (before: string, next: string): string | null =>
  before.trim() !== '' && before !== next ? before : null;

/**
 * The game packs' page: write or paste a pack and read, as you type, its problems at their paths and the game it
 * makes beside it; open one from a file (the picker, or dropped on the text); download it; keep it on this device.
 * A page over the app, closed by its button or Escape. Loaded when first opened.
 */
export function PackPage({
  onClose,
  link,
}: {
  /** `'a-game'`: closed on the game it shows (a pack played, a link's combat opened). */
  readonly onClose: (showing?: 'a-game') => void;
  readonly link?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The pack being written, as this tab left it: closing the page loses nothing.
  const [draft] = useState(readPackDraft);
  const [text, setText] = useState(draft.text);
  // The text the example, a file, a link's pack or a kept pack's Edit replaced: one tap brings it back, until the next
  // key typed.
  const [replaced, setReplaced] = useState(draft.replaced);
  // A kept pack just removed, with what it takes to keep it again (Undo), and its rolls in the log.
  const [removed, setRemoved] = useState<RemovedPack | null>(draft.removed);
  useEffect(() => writePackDraft({ text, replaced, removed }), [text, replaced, removed]);
  const written = useRef(text);
  written.current = text;
  // A file refused for its size: said beside the buttons, the text left as it was.
  const [tooLong, setTooLong] = useState<string | null>(null);
  // A pack opened from a link or a file is read as an opponent reads it: the game it makes, Keep at the top, and its
  // text one tap away. One typed, pasted or edited is written: its text beside the game.
  const [reading, setReading] = useState(false);
  const remove = useKeptPacks((s) => s.remove);
  // Keep refused: this device keeps as many packs as it may.
  const [keepRefused, setKeepRefused] = useState(false);
  const [shareNote, setShareNote] = useState<'packLinkCopied' | 'packTooLong' | 'linkCopyFailed' | null>(null);
  // A link holding a pack: shown here to be read, tried and kept; and the combat of it a shared link holds too, opened
  // once the pack is kept.
  const [linkMessage, setLinkMessage] = useState<string | null>(null);
  const [linkCombat, setLinkCombat] = useState<string | null>(null);
  useEffect(() => {
    if (link === null || link === undefined) return;
    usePendingPackLink.setState({ link: null });
    // Opened from the game picker: no link to open.
    if (!holdsAPack(link)) return;
    const combat = combatInPackFileLink(link);
    void readPackFileLink(link, PACK_LIMITS.text).then((packText) => {
      // An unreadable link leaves the text being written as it was.
      if (packText !== null) {
        setText(packText);
        setReplaced(replacedBy(written.current, packText));
        setReading(true);
        setLinkCombat(combat);
      }
      const said = packText === null ? 'packLinkUnreadable' : combat ? 'packAndCombatFromLink' : 'packFromLink';
      setLinkMessage(t(`packs.${said}`));
    });
  }, [link, t]);
  // A link to a pack's combat opened meanwhile (pasted into the address): the page makes way for the combat.
  useEffect(
    () =>
      usePackInPlay.subscribe((s, prev) => {
        if (s.link !== null && s.link !== prev.link) onClose('a-game');
      }),
    [onClose],
  );
  // Read as typing pauses: a long pack is read once per pause, not per key.
  const typed = useDeferredValue(text);
  const textArea = useRef<HTMLTextAreaElement>(null);
  /** A value of the text selected, on its line, in sight: where a problem stands. */
  const showInText = (place: ValuePlace) => {
    const area = textArea.current;
    if (!area) return;
    const lineEnd = area.value.indexOf('\n', place.offset);
    const end =
      place.offset + area.value.slice(place.offset, lineEnd === -1 ? undefined : lineEnd).replace(/,?\s*$/, '').length;
    area.focus();
    area.setSelectionRange(place.offset, end);
    area.scrollTop = Math.max(0, (place.line - 3) * (Number.parseFloat(getComputedStyle(area).lineHeight) || 20));
  };
  // A kept pack's Edit, tapped below the text (on a phone, far below it): the text from its first line, in sight with
  // the Undo of the one it replaced.
  const [editedAt, setEditedAt] = useState(0);
  const replacedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const area = textArea.current;
    if (editedAt === 0 || !area) return;
    area.scrollTop = 0;
    (replacedNote.current ?? area).scrollIntoView?.({ block: 'nearest' });
  }, [editedAt]);
  // The set-up tried on the game the pack makes: kept through the edits, and while a text has a problem.
  const [tried, setTried] = useState<TriedSetup | null>(null);
  const read = useMemo(() => (typed.trim() === '' ? null : readPack(typed)), [typed]);
  const texts = useKeptPacks((s) => s.texts);
  // Read when the kept packs change, not at each key typed in the editor.
  const kept = useMemo(() => loadedPacks(texts), [texts]);
  const keep = useKeptPacks((s) => s.keep);
  useEscape(() => onClose());
  /** The text changed: typed, or (`replacing`) put in its place by the example, a file or a kept pack's Edit. */
  const edit = (next: string, replacing = false) => {
    setText(next);
    setReplaced(replacing ? replacedBy(text, next) : null);
    setTooLong(null);
    setReading(false);
    setKeepRefused(false);
    setShareNote(null);
    setLinkMessage(null);
    setLinkCombat(null);
  };
  // The pack the text makes, when it reads whole.
  const fromText = read?.loaded ?? null;
  const download = () => downloadText(`${fromText?.pack.id ?? 'game-pack'}.pack.json`, text, 'application/json');
  const open = (chosen: File) =>
    void fileText(chosen).then((opened) => {
      if (opened !== null) {
        edit(opened, true);
        setReading(true);
      } else {
        setTooLong(
          t('packs.fileTooLong', {
            size: fileSize(chosen.size, i18n.resolvedLanguage ?? 'en'),
            max: new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(PACK_LIMITS.text),
          }),
        );
      }
    });
  // A pack from a link or a file that reads whole: shown as the game it makes.
  const opened = reading ? fromText : null;
  // This very text is kept on this device: said, and played from here.
  const keptAsIs = fromText !== null && texts.get(fromText.pack.id) === text;
  // Another copy of it kept here (another version, or another text of it): Keep would replace it, and says so.
  const keptCopy = opened === null || keptAsIs ? undefined : texts.get(opened.pack.id);
  const replaces =
    keptCopy === undefined ? null : (kept.find((k) => k.pack.id === opened?.pack.id)?.pack.version ?? '?');
  const button =
    'min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 dark:border-blue-300 dark:text-blue-200';
  /** The game the pack makes, tried out beside it. */
  const preview = (
    <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-3">
      <h3 id={`${id}-preview`} className="text-xl font-semibold">
        {t('packs.preview')}
      </h3>
      {fromText ? (
        <PackPreview loaded={fromText} text={typed} tried={tried} onTry={setTried} />
      ) : (
        <p>{t('packs.empty')}</p>
      )}
    </section>
  );
  /** What the page could not do, said beside the button that asked it. */
  const refused = (message: string | null | false, testId: string) =>
    message && (
      <p role="alert" className="w-full font-medium text-red-800 dark:text-red-300" data-testid={testId}>
        {message}
      </p>
    );
  const tooLongAlert = refused(tooLong, 'pack-file-too-long');
  const keepText = () => {
    const { kept } = keep(text);
    setKeepRefused(kept === null);
    // Kept from a shared link to one of its combats: that combat, which the page makes way for.
    if (kept && linkCombat !== null) usePackInPlay.setState({ link: linkCombat, awaiting: null });
  };
  const refusal = refused(keepRefused && t('packs.keepRefused', { n: MAX_KEPT_PACKS }), 'pack-keep-refused');
  const play = (packId: string) => {
    usePackInPlay.setState({ id: packId, link: null });
    onClose('a-game');
  };
  /** The packs kept on this device: to play, edit or remove (and a removal to undo). */
  const keptList = (
    <section aria-labelledby={`${id}-kept`} className="flex flex-col gap-2">
      <h3 id={`${id}-kept`} className="text-lg font-semibold">
        {t('packs.keptTitle')}
      </h3>
      {/* Beside the list where Remove was tapped: what became of the pack, and Undo. */}
      {removed && !texts.has(removed.id) && (
        <p role="status" className="flex flex-wrap items-center gap-3" data-testid="pack-removed">
          <span>{t('packs.removed', { name: removed.name, count: removed.rolls })}</span>
          <button
            type="button"
            onClick={() => {
              keep(removed.text);
              setRemoved(null);
            }}
            className={button}
          >
            {t('combat.undo')}
          </button>
        </p>
      )}
      {texts.size === 0 ? (
        <p>{t('packs.noneKept')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {kept.map((loaded) => (
            <KeptPack
              key={loaded.pack.id}
              loaded={loaded}
              onEdit={() => {
                edit(texts.get(loaded.pack.id) ?? '', true);
                setEditedAt((n) => n + 1);
              }}
              onRemove={(name) => {
                setRemoved({
                  id: loaded.pack.id,
                  text: texts.get(loaded.pack.id) ?? '',
                  name,
                  rolls: useRollLog
                    .getState()
                    .entries.filter(({ game }) => game && isPackGame(game) && packIdOf(game) === loaded.pack.id).length,
                });
                remove(loaded.pack.id);
                setKeepRefused(false);
              }}
              onPlay={() => play(loaded.pack.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="fixed inset-0 z-30 overflow-y-auto bg-stone-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
      data-testid="pack-page"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 p-3">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {t('packs.title')}
          </h2>
          {/* The page covers the header: its language button is here too, to read a pack in its other language. */}
          <div className="flex gap-2">
            <LanguageButton className="border-blue-950 font-semibold text-blue-950 dark:border-slate-300 dark:text-slate-100" />
            <button
              type="button"
              onClick={() => onClose()}
              // biome-ignore lint/a11y/noAutofocus: a page opened on purpose; this button or Escape closes it
              autoFocus
              className="min-h-11 rounded-md bg-blue-950 px-4 font-semibold text-white"
            >
              {t('packs.close')}
            </button>
          </div>
        </div>
        <p>{t('packs.lead')}</p>
        {/* A page of the build beside the app's (scripts/pack-guide.mjs) in the page's language, in a tab of its own: the pack being written stays. */}
        <p>
          <a
            href={i18n.resolvedLanguage === 'fr' ? 'game-packs.fr.html' : 'game-packs.html'}
            target="_blank"
            rel="noopener"
            className="font-semibold text-blue-900 underline dark:text-blue-200"
          >
            {t('packs.guide')}
          </a>
        </p>
        {linkMessage && <PackLinkAlert>{linkMessage}</PackLinkAlert>}
        {replaced !== null && (
          <p ref={replacedNote} role="status" className="flex flex-wrap items-center gap-3" data-testid="pack-replaced">
            <span>{t('packs.replaced')}</span>
            <button type="button" onClick={() => edit(replaced)} className={button}>
              {t('combat.undo')}
            </button>
          </p>
        )}
        {opened ? (
          <>
            <OpenedPack
              loaded={opened}
              examplesChecked={read?.examplesChecked ?? 0}
              keptAsIs={keptAsIs}
              replaces={replaces}
              onKeep={keepText}
              onPlay={() => play(opened.pack.id)}
              onShowText={() => setReading(false)}
              openFile={
                <>
                  <JsonFileButton label={t('packs.open')} className={button} onFile={open} />
                  {tooLongAlert}
                </>
              }
              refusal={refusal}
            />
            {preview}
            {keptList}
          </>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap gap-2">
                <JsonFileButton label={t('packs.open')} className={button} onFile={open} />
                <button type="button" onClick={() => edit(example, true)} className={button}>
                  {t('packs.example')}
                </button>
                <button
                  type="button"
                  disabled={text === ''}
                  onClick={download}
                  className={`${button} disabled:opacity-40`}
                >
                  {t('packs.download')}
                </button>
              </div>
              {tooLongAlert}
              <label htmlFor={`${id}-text`} className="font-semibold">
                {t('packs.text')}
              </label>
              <textarea
                ref={textArea}
                id={`${id}-text`}
                data-own-undo
                value={text}
                spellCheck={false}
                onChange={(e) => edit(e.target.value)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  const dropped = e.dataTransfer.files[0];
                  if (!dropped) return;
                  e.preventDefault();
                  open(dropped);
                }}
                aria-describedby={`${id}-problems`}
                className="min-h-80 rounded-md border border-slate-400 p-2 font-mono text-sm dark:bg-slate-900"
              />
              <section
                id={`${id}-problems`}
                aria-live="polite"
                className="flex flex-col gap-1"
                data-testid="pack-problems"
              >
                {read === null ? (
                  <p>{t('packs.empty')}</p>
                ) : read.problems.length === 0 ? (
                  <CleanPack examplesChecked={read.examplesChecked} />
                ) : (
                  <Problems kind="problems" list={read.problems} text={typed} onShow={showInText} />
                )}
                {read && read.warnings.length > 0 && (
                  <Problems kind="warnings" list={read.warnings} text={typed} onShow={showInText} />
                )}
              </section>
              {fromText && (
                <div className="flex flex-wrap items-center gap-3">
                  <KeepOrPlay keptAsIs={keptAsIs} onKeep={keepText} onPlay={() => play(fromText.pack.id)} />
                  <button
                    type="button"
                    onClick={() =>
                      void packFileLink(text).then((fileLink) => {
                        if (fileLink === null) return setShareNote('packTooLong');
                        navigator.clipboard.writeText(addressOfLink(fileLink)).then(
                          () => setShareNote('packLinkCopied'),
                          () => setShareNote('linkCopyFailed'),
                        );
                      })
                    }
                    className={button}
                  >
                    {t('packs.copyPackLink')}
                  </button>
                  {shareNote && (
                    <span role="status" className="w-full">
                      {t(`packs.${shareNote}`)}
                    </span>
                  )}
                  {refusal}
                </div>
              )}
              {keptList}
            </div>
            {preview}
          </div>
        )}
      </div>
    </div>
  );
}
