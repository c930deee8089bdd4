/**
 * Everything this device keeps, in one file a player keeps as a backup or moves to a new tablet: every game's set-up
 * (with when it last changed), the whole roll log, the kept packs, the preferences and the checklists' ticks. JSON,
 * versioned; its JSON Schema is docs/backup.schema.json (made from BackupSchema, as the pack format's is).
 *
 * A file read back is untrusted input: its shape is checked by the schema (valibot, as packs are), then each part by
 * the reader that reads it from storage, and its packs as any pack. An import only adds: rolls the log lacks, packs not
 * kept here, set-ups changed later than this device's, ticks; it never removes what is kept, and a file read twice
 * adds nothing the second time.
 */
import * as v from 'valibot';
import { PACK_LIMITS } from '../../rules/packs/limits';
import { useChecklists } from '../checklists';
import { importCombat, type StoredWithTimes, storedCombatWithTimes } from '../combat/combat-across-tabs';
import type { GameId } from '../game-index';
import { MAX_LINK_LENGTH } from '../links/share-link';
import { MAX_KEPT_PACKS, readStoredPacks, useKeptPacks } from '../packs/kept-packs';
import type { PackName } from '../packs/pack-names';
import { THEMES, usePreferences } from '../preferences';
import { entryId, joinLogs, type KeptLog, readStoredLog, useRollLog } from '../roll-log';

export const BACKUP_FORMAT = 'aide-de-camp-backup';
export const BACKUP_VERSION = 1;
/** The longest file read (12 packs at their longest and a full log fit well within it). */
export const MAX_BACKUP_CHARS = 4_000_000;

const Id = v.pipe(v.string(), v.maxLength(300));
const Time = v.pipe(v.string(), v.isoTimestamp());

/** The file's shape. Each part is read again by its own reader: this says only what the file may hold at all. */
export const BackupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exported: Time,
  /** The app's version that wrote it. */
  app: v.pipe(v.string(), v.maxLength(40)),
  combat: v.object({
    system: Id,
    links: v.record(Id, v.pipe(v.string(), v.maxLength(MAX_LINK_LENGTH))),
    rolls: v.record(Id, v.nullable(v.number())),
    changed: v.record(Id, v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  log: v.object({
    entries: v.pipe(v.array(v.looseObject({})), v.maxLength(10_000)),
    dropped: v.pipe(v.number(), v.integer(), v.minValue(0)),
    droppedUpTo: v.nullable(Time),
    cleared: v.nullable(Time),
  }),
  packs: v.pipe(v.array(v.pipe(v.string(), v.maxLength(PACK_LIMITS.text))), v.maxLength(MAX_KEPT_PACKS)),
  preferences: v.object({ theme: v.picklist(THEMES), keepAwake: v.boolean() }),
  checklists: v.record(Id, v.pipe(v.array(Id), v.maxLength(500))),
});

export type BackupFile = v.InferOutput<typeof BackupSchema>;

/** The name a backup file is saved under: the app's, and the day. */
export const backupFileName = (now = new Date()): string => `aide-de-camp-${now.toISOString().slice(0, 10)}.json`;

/** This device's kept state as a file's text. */
export function exportEverything(now = new Date()): string {
  const { entries, dropped, droppedUpTo, cleared } = useRollLog.getState();
  const { theme, keepAwake } = usePreferences.getState();
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exported: now.toISOString(),
    app: __APP_VERSION__,
    combat: storedCombatWithTimes() as BackupFile['combat'],
    log: { entries: entries as unknown as BackupFile['log']['entries'], dropped, droppedUpTo, cleared },
    packs: [...useKeptPacks.getState().texts.values()],
    preferences: { theme, keepAwake },
    checklists: { ...useChecklists.getState().ticked } as BackupFile['checklists'],
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

/** What an import of a file adds to this device, before it is made. */
export interface ImportPlan {
  readonly file: BackupFile;
  /** The file's rolls this log lacks, read whole. */
  readonly rolls: number;
  /** Its rolls from before this log was last cleared: the clear stands, they are left out. */
  readonly beforeClear: number;
  /** Its rolls that are not read as rolls of the app (set aside). */
  readonly unreadRolls: number;
  /** The packs it keeps that this device does not, by id; and those kept here already (in this copy or another). */
  readonly newPacks: readonly string[];
  readonly keptPacks: readonly string[];
  /** The names of the packs it keeps, to name them and their games' set-ups as the picker does. */
  readonly packNames: readonly PackName[];
  /** The games whose set-up in the file was changed later than this device's (taken), and earlier (left). */
  readonly newerSetups: readonly GameId[];
  readonly olderSetups: readonly GameId[];
  /** Checklist steps it ticks that are not ticked here. */
  readonly ticks: number;
}

export type ReadBackup =
  | { readonly plan: ImportPlan; readonly problems?: undefined }
  | {
      readonly plan?: undefined;
      /** Why the file cannot be read: not JSON (with line and column), too long, or not a backup of this app. */
      readonly problems: readonly { readonly path: string; readonly message: string }[];
    };

/** Reads a file's text as a backup, and works out what importing it would add. Never throws. */
export function readBackup(text: string): ReadBackup {
  if (text.length > MAX_BACKUP_CHARS) return { problems: [{ path: '', message: `too-long:${text.length}` }] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: [{ path: '', message: 'not-json' }] };
  }
  const read = v.safeParse(BackupSchema, json);
  if (!read.success) {
    return {
      problems: read.issues.slice(0, 5).map((issue) => ({
        path: (issue.path ?? []).map((p) => String(p.key)).join('.'),
        message: issue.message,
      })),
    };
  }
  return { plan: planOf(read.output) };
}

/** The file's log as read (the rolls that read whole, the newest of the cap), and how many did not read. */
function fileLog(file: BackupFile): (KeptLog & { unread: number }) | null {
  const read = readStoredLog(file.log);
  if (!read) return null;
  const unread = read.notices.find((n) => n.id === 'log-entries-dropped');
  return { ...read, unread: unread?.id === 'log-entries-dropped' ? unread.count : 0 };
}

function planOf(file: BackupFile): ImportPlan {
  const log = useRollLog.getState();
  const read = fileLog(file);
  const held = new Set(log.entries.map(entryId));
  const cleared = log.cleared === null ? -Infinity : Date.parse(log.cleared);
  const fresh = (read?.entries ?? []).filter((e) => !held.has(entryId(e)));
  const { texts, names } = readStoredPacks({ packs: file.packs });
  const kept = useKeptPacks.getState().texts;
  const { ticked } = useChecklists.getState();
  const setups = importCombat(file.combat as StoredWithTimes, false);
  return {
    file,
    rolls: fresh.filter((e) => Date.parse(e.at) > cleared).length,
    beforeClear: fresh.filter((e) => Date.parse(e.at) <= cleared).length,
    unreadRolls: read ? read.unread : file.log.entries.length,
    newPacks: [...texts.keys()].filter((id) => !kept.has(id)),
    keptPacks: [...texts.keys()].filter((id) => kept.has(id)),
    packNames: [...names.values()],
    newerSetups: setups.newer,
    olderSetups: setups.older,
    ticks: Object.entries(file.checklists).reduce(
      (n, [list, steps]) => n + steps.filter((s) => !(Object.hasOwn(ticked, list) && ticked[list]?.includes(s))).length,
      0,
    ),
  };
}

/** Makes the import a plan describes: everything it adds, into the stores (and so into storage and the other tabs). */
export function applyImport(plan: ImportPlan): void {
  const { file } = plan;
  const read = fileLog(file);
  if (read) {
    // The file's rolls joined to this log: this log's clear stands, the file's own clear and drops do not.
    const joined = joinLogs(useRollLog.getState(), { ...read, cleared: null, droppedUpTo: null, dropped: 0 });
    useRollLog.setState(joined);
  }
  const { texts } = readStoredPacks({ packs: file.packs });
  for (const [id, text] of texts) if (plan.newPacks.includes(id)) useKeptPacks.getState().keep(text);
  importCombat(file.combat as StoredWithTimes, true);
  usePreferences.setState(file.preferences);
  useChecklists.setState((s) => {
    const ticked = Object.assign(Object.create(null), s.ticked) as Record<string, readonly string[]>;
    for (const [list, steps] of Object.entries(file.checklists)) {
      const now = Object.hasOwn(ticked, list) ? (ticked[list] ?? []) : [];
      ticked[list] = [...now, ...steps.filter((step) => !now.includes(step))];
    }
    return { ticked };
  });
}
