import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useGameWords } from '../screens/game-words';
import {
  applyImport,
  backupFileName,
  exportEverything,
  type ImportPlan,
  MAX_BACKUP_CHARS,
  readBackup,
} from '../state/backup/backup';
import { isPackGame, packIdOf } from '../state/game-index';
import { nameIn, usePackNames } from '../state/packs/pack-names';
import { dataPersistence } from '../state/storage/persistence';
import { downloadText } from '../ui/download';
import { JsonFileButton } from '../ui/json-file-button';

type Read = { readonly plan: ImportPlan } | { readonly problems: readonly string[] } | { readonly imported: true };

const button = 'min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 dark:border-blue-300 dark:text-blue-200';

/**
 * What this device keeps of the player's (set-ups, roll log, packs, preferences, checklists): whether the browser keeps
 * it for good, and one file to export it all or import it on another device (after showing what it will add).
 */
export function KeptData() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const wordsOf = useGameWords();
  const [persistence, setPersistence] = useState<'kept' | 'may-clear' | 'unknown' | null>(null);
  const [read, setRead] = useState<Read | null>(null);
  useEffect(() => {
    void dataPersistence().then(setPersistence);
  }, []);
  const language = i18n.resolvedLanguage ?? 'en';
  const list = (items: readonly string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const keptNames = usePackNames((s) => s.names);
  const plan = read && 'plan' in read ? read.plan : null;
  // A pack, and a pack's game, by the pack's name in the page's language, as the picker names them.
  const packNames = new Map([...keptNames, ...(plan?.packNames ?? [])].map((n) => [n.id, n]));
  const packName = (id: string) => {
    const named = packNames.get(id);
    return named ? nameIn(named, language) : id;
  };
  const gameName = (game: string) => (isPackGame(game) ? packName(packIdOf(game)) : wordsOf(game).name);

  const open = (chosen: File) => {
    if (chosen.size > MAX_BACKUP_CHARS * 4) {
      setRead({ problems: [t('about.data.tooLong', { max: MAX_BACKUP_CHARS })] });
      return;
    }
    void chosen.text().then((text) => {
      const backup = readBackup(text);
      if (backup.plan) return setRead({ plan: backup.plan });
      setRead({
        problems: backup.problems.map(({ path, message }) =>
          message === 'not-json'
            ? t('about.data.notJson')
            : message.startsWith('too-long')
              ? t('about.data.tooLong', { max: MAX_BACKUP_CHARS })
              : path
                ? t('about.data.notThere', { path })
                : t('about.data.notABackup'),
        ),
      });
    });
  };

  const adds: string[] = plan
    ? [
        plan.rolls > 0 && t('about.data.rolls', { count: plan.rolls }),
        plan.newPacks.length > 0 && t('about.data.packs', { list: list(plan.newPacks.map(packName)) }),
        plan.newerSetups.length > 0 && t('about.data.setups', { list: list(plan.newerSetups.map(gameName)) }),
        plan.ticks > 0 && t('about.data.ticks', { count: plan.ticks }),
      ].flatMap((line) => (line ? [String(line)] : []))
    : [];
  const leaves: string[] = plan
    ? [
        plan.beforeClear > 0 && t('about.data.beforeClear', { count: plan.beforeClear }),
        plan.unreadRolls > 0 && t('about.data.unreadRolls', { count: plan.unreadRolls }),
        plan.keptPacks.length > 0 && t('about.data.keptPacks', { list: list(plan.keptPacks.map(packName)) }),
        plan.olderSetups.length > 0 && t('about.data.olderSetups', { list: list(plan.olderSetups.map(gameName)) }),
      ].flatMap((line) => (line ? [String(line)] : []))
    : [];

  return (
    <div className="flex flex-col gap-2" data-testid="kept-data">
      <h3 className="font-semibold">{t('about.data.title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('about.kept')}</p>
      {persistence && <p data-persistence={persistence}>{t(`about.data.persistence.${persistence}`)}</p>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          onClick={() => downloadText(backupFileName(), exportEverything(), 'application/json')}
        >
          {t('about.data.export')}
        </button>
        <JsonFileButton label={t('about.data.import')} className={button} onFile={open} testId="import-file" />
      </div>
      {read && 'problems' in read && (
        <div role="alert" className="text-red-800 dark:text-red-300" data-testid="import-problems">
          <p>{t('about.data.problems')}</p>
          <ul className="list-disc pl-5 text-sm">
            {read.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {plan && (
        <section
          aria-labelledby={`${id}-plan`}
          className="flex flex-col gap-2 rounded-md border p-2"
          data-testid="import-plan"
        >
          <p id={`${id}-plan`} className="font-semibold">
            {t('about.data.planTitle', { time: new Date(plan.file.exported).toLocaleString(language) })}
          </p>
          {adds.length > 0 ? (
            <ul className="list-disc pl-5">
              {adds.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>{t('about.data.nothing')}</p>
          )}
          {leaves.length > 0 && (
            <ul className="list-disc pl-5 text-sm text-slate-600 dark:text-slate-300">
              {leaves.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p className="text-sm">{t('about.data.preferences')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="min-h-11 rounded-md bg-blue-900 px-4 font-semibold text-white"
              onClick={() => {
                applyImport(plan);
                setRead({ imported: true });
              }}
            >
              {t('about.data.confirm')}
            </button>
            <button type="button" className={button} onClick={() => setRead(null)}>
              {t('about.data.cancel')}
            </button>
          </div>
        </section>
      )}
      {read && 'imported' in read && <p role="status">{t('about.data.imported')}</p>}
    </div>
  );
}
