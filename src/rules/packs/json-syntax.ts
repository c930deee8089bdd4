/**
 * Where a text stops being JSON, as a pack writer finds it in an editor: line and column of the first character that
 * cannot stand where it is (or the end of a text that stops short). Browsers word JSON.parse's errors each their own
 * way, and some give no position at all, so the grammar is walked here, once JSON.parse has refused the text. And where
 * a value stands in a text that is JSON, found by its path ("rolls[0].results.rows[2].max"), for a problem named at
 * it. Without recursion: a hostile text nested ten thousand deep is walked like any other.
 */

/** A line and column, both from 1, as editors count them (a column counts UTF-16 units, as the text's length does). */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const NUMBER_TOKEN = /[-+.0-9eE]+/y;
const WORD_TOKEN = /[a-zA-Z]+/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const WHITE_SPACE = new Set([' ', '\t', '\n', '\r']);

/** The offset just past a string starting at `start` (its opening quote), or the offset of what breaks it. */
function stringEnd(text: string, start: number): { end: number } | { error: number } {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return { end: i + 1 };
    if (c < 0x20) return { error: i };
    if (c !== 0x5c) {
      i++;
      continue;
    }
    const escaped = text[i + 1];
    // An escape cut short by the end of the text: what is missing is at the end.
    if (escaped === undefined || (escaped === 'u' && /^[0-9a-fA-F]{0,3}$/.test(text.slice(i + 2)))) {
      return { error: text.length };
    }
    if (escaped === 'u') {
      HEX4.lastIndex = i + 2;
      if (!HEX4.test(text)) return { error: i };
      i += 6;
    } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) i += 2;
    else return { error: i };
  }
  return { error: text.length };
}

/** An object or list the walk is in, with the key or index of the value it is at. */
interface Frame {
  readonly kind: '{' | '[';
  key: string;
  index: number;
}

/** A value's path as a problem names it (src/rules/packs/format.ts: issuePath): `rolls[0].name`. */
const pathOf = (frames: readonly Frame[]): string =>
  frames.map((f, i) => (f.kind === '[' ? `[${f.index}]` : `${i === 0 ? '' : '.'}${f.key}`)).join('');

/**
 * The offset of the first character that breaks the JSON grammar, or null where the text is JSON; `onValue` is told
 * where each value starts, how deep, and how to name its path (named only when asked: a text nested a hundred thousand
 * deep would take squares of that to name every value's).
 */
function walk(text: string, onValue?: (depth: number, path: () => string, offset: number) => void): number | null {
  const open: Frame[] = [];
  let state: 'value' | 'key' | 'after' = 'value';
  let i = 0;
  const skip = () => {
    while (i < text.length && WHITE_SPACE.has(text[i] as string)) i++;
  };
  for (;;) {
    skip();
    const c = text[i];
    if (state === 'after') {
      const inside = open.at(-1);
      if (inside === undefined) return i === text.length ? null : i;
      if (c === ',') {
        state = inside.kind === '{' ? 'key' : 'value';
        inside.index++;
        i++;
      } else if ((c === '}' && inside.kind === '{') || (c === ']' && inside.kind === '[')) {
        open.pop();
        i++;
      } else return i;
      continue;
    }
    if (state === 'key') {
      if (c !== '"') return i;
      const read = stringEnd(text, i);
      if ('error' in read) return read.error;
      const inside = open.at(-1);
      if (inside && onValue) inside.key = JSON.parse(text.slice(i, read.end));
      i = read.end;
      skip();
      if (text[i] !== ':') return i;
      i++;
      state = 'value';
      continue;
    }
    onValue?.(open.length, () => pathOf(open), i);
    if (c === '{' || c === '[') {
      open.push({ kind: c, key: '', index: 0 });
      i++;
      skip();
      // An empty object or list closes at once.
      if (text[i] === (c === '{' ? '}' : ']')) {
        open.pop();
        i++;
        state = 'after';
      } else state = c === '{' ? 'key' : 'value';
      continue;
    }
    if (c === '"') {
      const read = stringEnd(text, i);
      if ('error' in read) return read.error;
      i = read.end;
      state = 'after';
      continue;
    }
    // A number or a literal, read whole: a token the grammar does not take is wrong where it starts, unless it is
    // the end of a text cut short, which is wrong at its end.
    const number = c === '-' || (c !== undefined && c >= '0' && c <= '9');
    const token = number ? NUMBER_TOKEN : WORD_TOKEN;
    token.lastIndex = i;
    const read = token.exec(text)?.[0] ?? '';
    const pattern = number ? NUMBER : LITERAL;
    pattern.lastIndex = i;
    if (read === '' || !pattern.test(text) || pattern.lastIndex !== i + read.length) {
      return read !== '' && i + read.length === text.length ? text.length : i;
    }
    i += read.length;
    state = 'after';
  }
}

/** An offset's line and column. */
function positionOf(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Where a text stops being JSON, or null where it is JSON. */
export function jsonErrorAt(text: string): TextPosition | null {
  const offset = walk(text);
  return offset === null ? null : positionOf(text, offset);
}

/** A value's place in a JSON text: its first character's offset, line and column. */
export interface ValuePlace extends TextPosition {
  readonly offset: number;
}

/**
 * Where each path stands in a JSON text: its value's first character (of a key given twice, the last, which JSON.parse
 * reads); a path the text does not hold (a part missing) stands where the nearest value holding it does. None where
 * the text is not JSON. A byte order mark before it, as an editor may save a file, is passed over.
 */
export function jsonPlaces(text: string, paths: readonly string[]): Map<string, ValuePlace> {
  // Each path and those holding it, nearest first, down to the whole text's ('').
  const holders = new Map(paths.map((path) => [path, holdersOf(path)]));
  const wanted = new Set([...holders.values()].flat());
  const deepest = Math.max(0, ...[...holders.values()].map((list) => list.length - 1));
  const starts = new Map<string, number>();
  const skipped = text.startsWith('\uFEFF') ? 1 : 0;
  const found = (depth: number, path: () => string, offset: number) => {
    if (depth > deepest) return;
    const named = path();
    if (wanted.has(named)) starts.set(named, offset + skipped);
  };
  if (walk(text.slice(skipped), found) !== null) return new Map();
  return new Map(
    [...holders].map(([path, list]) => {
      const offset = starts.get(list.find((held) => starts.has(held)) ?? '') ?? skipped;
      return [path, { offset, ...positionOf(text, offset) }];
    }),
  );
}

/** A path and the paths of the values holding it, nearest first: `a[0].b`, `a[0]`, `a`, ''. */
function holdersOf(path: string): string[] {
  const list = [path];
  let held = path;
  while (held !== '') {
    const parent = held.replace(/(?:\[\d+\]|\.?[^.[\]]*)$/, '');
    held = parent === held ? '' : parent;
    list.push(held);
  }
  return list;
}
