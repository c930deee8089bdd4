/**
 * Where a text stops being JSON, as a pack writer finds it in an editor: line and column of the first character that
 * cannot stand where it is (or the end of a text that stops short). Browsers word JSON.parse's errors each their own
 * way, and some give no position at all, so the grammar is walked here, once JSON.parse has refused the text. Without
 * recursion: a hostile text nested ten thousand deep is walked like any other.
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

/** The offset of the first character that breaks the JSON grammar, or null where the text is JSON. */
function errorOffset(text: string): number | null {
  const open: ('{' | '[')[] = [];
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
        state = inside === '{' ? 'key' : 'value';
        i++;
      } else if ((c === '}' && inside === '{') || (c === ']' && inside === '[')) {
        open.pop();
        i++;
      } else return i;
      continue;
    }
    if (state === 'key') {
      if (c !== '"') return i;
      const read = stringEnd(text, i);
      if ('error' in read) return read.error;
      i = read.end;
      skip();
      if (text[i] !== ':') return i;
      i++;
      state = 'value';
      continue;
    }
    if (c === '{' || c === '[') {
      open.push(c);
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

/** Where a text stops being JSON, or null where it is JSON. */
export function jsonErrorAt(text: string): TextPosition | null {
  const offset = errorOffset(text);
  if (offset === null) return null;
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
