/**
 * The guide to writing a game pack (docs/game-packs.md) as a page of the build, beside the app: game-packs.html, with
 * the JSON Schema and the example packs it links to, so a player who writes a pack reads it from the app's own host,
 * offline too. The build writes them (vite.config.ts); the packs' page links to the guide.
 */
import { readFileSync } from 'node:fs';
import { marked } from 'marked';

const EXAMPLES = ['skirmish', 'odds-columns', 'corbach-1760'];

/** Each file of the guide: its name in the build and its text. */
export function packGuideFiles() {
  // In the repository the examples sit one folder up from docs/; in the build, in a folder beside the guide.
  const markdown = readFileSync('docs/game-packs.md', 'utf8').replaceAll('](../examples/', '](examples/');
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Game packs';
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Aide de camp</title>
<link rel="stylesheet" href="game-packs.css">
</head>
<body>
<nav><a href="./">← Aide de camp</a></nav>
<main>
${marked.parse(markdown, { async: false })}
</main>
</body>
</html>
`;
  return [
    { fileName: 'game-packs.html', source: page },
    { fileName: 'game-pack.schema.json', source: readFileSync('docs/game-pack.schema.json', 'utf8') },
    ...EXAMPLES.map((name) => ({
      fileName: `examples/${name}.pack.json`,
      source: readFileSync(`examples/${name}.pack.json`, 'utf8'),
    })),
  ];
}
