/**
 * The backup file's JSON Schema (docs/backup.schema.json), for other tools, is the file's own schema
 * (src/state/backup/backup.ts) converted: this test fails when the two part, and `UPDATE_BACKUP_SCHEMA=1 npx vitest run
 * tests/unit/backup-schema.test.ts` writes it anew. Each part is read again by the reader storage uses for it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { expect, it } from 'vitest';
import { BackupSchema } from '../../src/state/backup/backup';

const PATH = 'docs/backup.schema.json';

it('docs/backup.schema.json is the backup file’s schema', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...toJsonSchema(BackupSchema, { errorMode: 'ignore' }),
    $id: 'https://github.com/aide-de-camp/aide-de-camp/docs/backup.schema.json',
    title: 'Aide de camp backup, version 1',
  };
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  if (process.env.UPDATE_BACKUP_SCHEMA) writeFileSync(PATH, text);
  expect(readFileSync(PATH, 'utf8')).toBe(text);
  expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['format', 'log', 'packs']) });
});
