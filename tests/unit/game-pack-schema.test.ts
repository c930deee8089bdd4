/**
 * The pack format's JSON Schema (docs/game-pack.schema.json), for editors and other tools, is the format's own schema
 * (src/rules/packs/format.ts) converted: this test fails when the two part, and `UPDATE_PACK_SCHEMA=1 npx vitest run
 * tests/unit/game-pack-schema.test.ts` writes it anew. What JSON Schema cannot say (unique ids, rows covering every
 * total, expressions in the subset, worked examples) is checked when a pack loads (src/rules/packs/engine.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { expect, it } from 'vitest';
import { PackSchema } from '../../src/rules/packs/format';

const PATH = 'docs/game-pack.schema.json';

it('docs/game-pack.schema.json is the format’s schema', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...toJsonSchema(PackSchema, { errorMode: 'ignore' }),
    $id: 'https://github.com/aide-de-camp/aide-de-camp/docs/game-pack.schema.json',
    title: 'Aide de camp game pack, format version 1',
  };
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  if (process.env.UPDATE_PACK_SCHEMA) writeFileSync(PATH, text);
  expect(readFileSync(PATH, 'utf8')).toBe(text);
  expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['format', 'rolls']) });
});
