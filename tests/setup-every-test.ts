import { format } from 'node:util';
import fc from 'fast-check';
import { afterEach } from 'vitest';

// A property whose body never awaits is not stopped by vitest's timeout: a failing case that shrinks slowly over large
// values would hold the whole run. fast-check stops it itself, and fails it, long after any property here needs.
fc.configureGlobal({ interruptAfterTimeLimit: 100_000, markInterruptAsFailure: true });

// What went wrong and was only said on the console (React's: a list without keys, a state set outside act, an error it
// recovered from by drawing again; a store's or a reader's warning) a test would pass over: every test, of the rules,
// the state or the screens, fails on anything said there as an error or a warning, unless it silences the console on
// purpose (vi.spyOn(console, 'error').mockImplementation(...)), as the tests of a screen that fails to draw do. The
// browser tests fail on a page's likewise (tests/browser/no-page-errors.ts).
const saidOnConsole: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const say = console[level];
  console[level] = (...args: unknown[]) => {
    saidOnConsole.push(`console.${level}: ${format(...args)}`);
    say(...args);
  };
}
afterEach(() => {
  const said = saidOnConsole.splice(0);
  if (said.length > 0) throw new Error(`the test said on the console:\n${said.join('\n').slice(0, 2000)}`);
});
