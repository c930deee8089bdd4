/**
 * Each game's samples (src/rules/<game>/samples.ts, and the fixture game's), found in the games' folders and keyed by
 * the id they name: the tests ask them of every game in src/rules/games.ts, so a new game's samples are found with no
 * edit here. Read from the disk (not `import.meta.glob`): the browser tests, which vite does not build, use them too.
 */
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { GameSamples } from '../../src/rules/core/game';

// The repository's root: where every test runner is started (a jsdom test's module URL is no file URL).
const ROOT = `${process.cwd()}/`;
const FOLDERS = [
  ...readdirSync(`${ROOT}src/rules`).map((game) => `${ROOT}src/rules/${game}/samples.ts`),
  ...readdirSync(`${ROOT}tests/fixtures/games`).map((game) => `${ROOT}tests/fixtures/games/${game}/rules/samples.ts`),
].filter((path) => existsSync(path));

const modules: Record<string, unknown>[] = await Promise.all(FOLDERS.map((path) => import(pathToFileURL(path).href)));

const FOUND: ReadonlyMap<string, GameSamples<unknown>> = new Map(
  modules
    .flatMap((module) => Object.values(module))
    .filter((value): value is GameSamples<unknown> => typeof value === 'object' && value !== null && 'setups' in value)
    .map((samples) => [samples.game, samples]),
);

/** A game's samples; a game without them fails here, by name. */
export function samplesOf(game: string): GameSamples<unknown> {
  const samples = FOUND.get(game);
  if (!samples) throw new Error(`no samples.ts beside the manifest of '${game}'`);
  return samples;
}
