import type { TranslateKey } from '../../i18n/use-translation';
import type { PackProblem } from '../../rules/packs/format';

/** The kinds of JSON value as valibot names them in what it expected or met ("number", "Object"). */
const JSON_KINDS: ReadonlySet<string> = new Set(['number', 'string', 'boolean', 'Object', 'Array']);

const kindWords = (token: string, t: TranslateKey): string =>
  JSON_KINDS.has(token) ? t(`packs.jsonKind.${token}`) : token;

/**
 * A pack's problem in the page's words. The format's checks say what they expected and what they met in valibot's
 * notation (`("number" | "flag")`, `Object`, `"3"`): each kind is named in the page's language, the choices listed as
 * the language lists them, a text met is called a text.
 */
export function problemWords(problem: PackProblem, t: TranslateKey, language: string): string {
  const { code, params } = problem;
  if (code !== 'expected' || !params) return t(`packs.problem.${code}`, params);
  const expected = String(params.expected)
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ');
  const list = new Intl.ListFormat(language, { type: 'disjunction' }).format(expected.map((e) => kindWords(e, t)));
  const received = String(params.received);
  return t('packs.problem.expected', {
    expected:
      expected.length > 1 && expected.every((e) => e.startsWith('"')) ? t('packs.jsonKind.oneOf', { list }) : list,
    received: received.startsWith('"') ? t('packs.jsonKind.text', { text: received }) : kindWords(received, t),
  });
}
