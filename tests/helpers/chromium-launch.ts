import { readFileSync } from 'node:fs';

const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('../../scripts/chromium.json', import.meta.url), 'utf8'),
);

/** Debian's chromium, started with the flags every tool here gives it. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_BIN ?? chromium.executablePath,
  args: chromium.args,
};

/**
 * The same, for tests that play several pages of one browser at once (the installed app beside a tab from a chat
 * link, as on a tablet's split screen): headless chromium draws only its newest page at full rate, and an older one
 * it is left on a frame a second after a few seconds, so each click there waits a second or two for the page to hold
 * still. Drawn unthrottled, as two windows side by side are.
 */
export const pagesSideBySide = { ...launchOptions, args: [...launchOptions.args, '--disable-frame-rate-limit'] };
