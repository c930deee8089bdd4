/**
 * The guide to writing a game pack (docs/game-packs.md, and in French docs/game-packs.fr.md) as pages of the build,
 * beside the app: game-packs.html and game-packs.fr.html, with the JSON Schema and the example packs they link to, so a
 * player who writes a pack reads it from the app's own host, offline too. The build writes them (vite.config.ts); the
 * packs' page links to the guide in the page's language.
 */
import { readFileSync } from 'node:fs';
import { marked } from 'marked';

const EXAMPLES = ['skirmish', 'odds-columns', 'corbach-1760'];
const GUIDES = [
  { language: 'en', markdown: 'docs/game-packs.md', page: 'game-packs.html' },
  { language: 'fr', markdown: 'docs/game-packs.fr.md', page: 'game-packs.fr.html' },
];

/** A guide's Markdown as a page of the build: its links to the repository's files made links to the build's. */
function pageOf({ language, markdown }) {
  let text = readFileSync(markdown, 'utf8').replaceAll('](../examples/', '](examples/');
  // Each guide links to the other.
  for (const guide of GUIDES) text = text.replaceAll(`](${guide.markdown.slice('docs/'.length)})`, `](${guide.page})`);
  const title = /^# (.+)$/m.exec(text)?.[1] ?? 'Aide de camp';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Aide de camp</title>
<link rel="icon" href="favicon-32x32.png" sizes="32x32" type="image/png">
<link rel="stylesheet" href="game-packs.css">
</head>
<body>
<nav><a href="./">← Aide de camp</a></nav>
<main>
${marked.parse(text, { async: false })}
</main>
</body>
</html>
`;
}

/** Each file of the guides: its name in the build and its text. */
export function packGuideFiles() {
  return [
    ...GUIDES.map((guide) => ({ fileName: guide.page, source: pageOf(guide) })),
    { fileName: 'game-pack.schema.json', source: readFileSync('docs/game-pack.schema.json', 'utf8') },
    ...EXAMPLES.map((name) => ({
      fileName: `examples/${name}.pack.json`,
      source: readFileSync(`examples/${name}.pack.json`, 'utf8'),
    })),
  ];
}
