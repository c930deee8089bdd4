/**
 * A pack's conditions and values: JSON Logic (jsonlogic.com), evaluated by json-logic-js — an interpreter, no code
 * compiled, so it runs under the page's CSP — on a subset checked when the pack loads: known operators only, and every
 * `var` names a field the pack declares (in a unit list's `map`, `filter`, `all`, `some`, `none` and `reduce`, a field
 * of its units), so no path can reach what every object inherits. Five operators are the app's, for unit lists and
 * tables: `count` (how many), `sum_of`, `max_of` and `min_of` (over a `map`), and `lookup` [table, row, column].
 */
import jsonLogic from 'json-logic-js';
import { isRecord, ownValue } from '../core/own';
import type { GamePack, PackField, PackProblem, PackProblemCode } from './format';

const OPERATORS = new Set([
  'var',
  '==',
  '!=',
  '===',
  '!==',
  '!',
  '!!',
  'and',
  'or',
  'if',
  '>',
  '>=',
  '<',
  '<=',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
  'in',
  'map',
  'filter',
  'reduce',
  'all',
  'some',
  'none',
  'count',
  'sum_of',
  'max_of',
  'min_of',
  'lookup',
]);
const OVER_A_LIST = new Set(['map', 'filter', 'all', 'some', 'none', 'reduce']);
/** The deepest an expression may nest, and the most nodes it may hold. */
const MAX_DEPTH = 16;
const MAX_NODES = 400;

type UnitsField = Extract<PackField, { kind: 'units' }>;
/** What a `var` may name where it stands: the pack's fields, a unit's fields, or a `reduce`'s two. */
type Scope =
  | { readonly kind: 'setup'; readonly fields: ReadonlyMap<string, PackField> }
  | { readonly kind: 'unit'; readonly units: UnitsField }
  | { readonly kind: 'reduce'; readonly units: UnitsField };

/** The fields a pack's rules may read, by id. */
export const fieldsOf = (pack: Pick<GamePack, 'fields'>): ReadonlyMap<string, PackField> =>
  new Map(pack.fields.map((field) => [field.id, field]));

/**
 * Checks an expression of a pack (at `path`, for its problems) against the subset above, in the pack's fields.
 * Appends what is wrong; never throws.
 */
export function checkLogic(
  logic: unknown,
  pack: Pick<GamePack, 'fields' | 'lookups'>,
  path: string,
  problems: PackProblem[],
): void {
  let nodes = 0;
  const problem = (at: string, code: PackProblemCode, params?: PackProblem['params']): void => {
    problems.push(params ? { path: at, code, params } : { path: at, code });
  };
  const varPath = (name: unknown, scope: Scope, at: string) => {
    if (typeof name !== 'string') {
      problem(at, 'varName');
      return;
    }
    const ok =
      scope.kind === 'setup'
        ? scope.fields.has(name)
        : scope.kind === 'unit'
          ? scope.units.fields.some((f) => f.id === name)
          : name === 'accumulator' ||
            (name.startsWith('current.') && scope.units.fields.some((f) => `current.${f.id}` === name));
    if (!ok) problem(at, scope.kind === 'setup' ? 'notAVar' : 'notAUnitVar', { name: name.slice(0, 40) });
  };
  // The unit list an operator over a list walks: a units field, or a `filter` of one.
  const listOf = (node: unknown, scope: Scope, at: string, depth: number): UnitsField | null => {
    if (isRecord(node) && Object.keys(node).length === 1 && Object.hasOwn(node, 'var') && scope.kind === 'setup') {
      const field = typeof node.var === 'string' ? scope.fields.get(node.var) : undefined;
      if (field?.kind === 'units') return field;
    }
    if (
      isRecord(node) &&
      Object.keys(node).length === 1 &&
      Object.hasOwn(node, 'filter') &&
      Array.isArray(node.filter)
    ) {
      const units = listOf(node.filter[0], scope, `${at}.filter[0]`, depth + 1);
      if (units) walk(node.filter[1], { kind: 'unit', units }, `${at}.filter[1]`, depth + 1);
      return units;
    }
    problem(at, 'unitList');
    return null;
  };
  const walk = (node: unknown, scope: Scope, at: string, depth: number): void => {
    nodes += 1;
    if (nodes > MAX_NODES) {
      if (nodes === MAX_NODES + 1) problem(path, 'expressionSize', { n: MAX_NODES });
      return;
    }
    if (depth > MAX_DEPTH) {
      problem(at, 'expressionDepth', { n: MAX_DEPTH });
      return;
    }
    if (node === null || typeof node === 'boolean') return;
    if (typeof node === 'number') {
      if (!Number.isFinite(node) || Math.abs(node) > 1_000_000) problem(at, 'logicNumber');
      return;
    }
    if (typeof node === 'string') {
      if (node.length > 200) problem(at, 'atMostCharacters', { n: 200 });
      return;
    }
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, scope, `${at}[${i}]`, depth + 1);
      return;
    }
    if (!isRecord(node)) {
      problem(at, 'valueOrOperation');
      return;
    }
    const keys = Object.keys(node);
    const op = keys[0];
    if (keys.length !== 1 || op === undefined) {
      problem(at, 'operation');
      return;
    }
    if (!OPERATORS.has(op)) {
      problem(at, 'operator', { op: op.slice(0, 20) });
      return;
    }
    const args = node[op];
    const list = Array.isArray(args) ? args : [args];
    if (op === 'var') {
      varPath(list[0], scope, `${at}.var`);
      return;
    }
    if (OVER_A_LIST.has(op)) {
      const units = listOf(list[0], scope, `${at}.${op}[0]`, depth + 1);
      if (!units) return;
      walk(list[1], { kind: op === 'reduce' ? 'reduce' : 'unit', units }, `${at}.${op}[1]`, depth + 1);
      if (op === 'reduce') walk(list[2], scope, `${at}.${op}[2]`, depth + 1);
      return;
    }
    if (op === 'lookup') {
      const [table, row, column] = list;
      const rows =
        typeof table === 'string' && pack.lookups && Object.hasOwn(pack.lookups, table)
          ? pack.lookups[table]
          : undefined;
      if (!rows) {
        problem(`${at}.lookup[0]`, 'lookupId');
        return;
      }
      walk(row, scope, `${at}.lookup[1]`, depth + 1);
      if (typeof column !== 'string') problem(`${at}.lookup[2]`, 'columnId');
      return;
    }
    for (const [i, item] of list.entries()) walk(item, scope, `${at}.${op}[${i}]`, depth + 1);
  };
  walk(logic, { kind: 'setup', fields: fieldsOf(pack) }, path, 0);
}

/** The lookups of the pack being evaluated: `lookup` reads them (json-logic-js gives an operation no context). */
let lookups: GamePack['lookups'];
const numbers = (list: unknown): number[] =>
  Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : [];

jsonLogic.add_operation('count', (list: unknown) => (Array.isArray(list) ? list.length : 0));
jsonLogic.add_operation('sum_of', (list: unknown) => numbers(list).reduce((sum, n) => sum + n, 0));
jsonLogic.add_operation('max_of', (list: unknown) => (numbers(list).length ? Math.max(...numbers(list)) : null));
jsonLogic.add_operation('min_of', (list: unknown) => (numbers(list).length ? Math.min(...numbers(list)) : null));
jsonLogic.add_operation('lookup', (table: unknown, row: unknown, column: unknown) => {
  if (typeof table !== 'string' || typeof row !== 'string' || typeof column !== 'string') return null;
  return ownValue(ownValue(ownValue(lookups, table), row), column) ?? null;
});

/** A set-up's values as JSON Logic reads them: objects without a prototype, so no name reaches an inherited one. */
export function packData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(packData);
  if (isRecord(value)) {
    const data: Record<string, unknown> = Object.create(null);
    for (const [key, item] of Object.entries(value)) data[key] = packData(item);
    return data;
  }
  return value;
}

/**
 * Works out an expression checked by `checkLogic` over a set-up's `packData`. Whatever it gives is returned as it is
 * (the engine checks a value is a whole number, a condition is read as true or false); null when it throws.
 */
export function evaluate(logic: unknown, data: unknown, pack: Pick<GamePack, 'lookups'>): unknown {
  lookups = pack.lookups;
  try {
    return jsonLogic.apply(logic as never, data as never);
  } catch {
    return null;
  } finally {
    lookups = undefined;
  }
}

/** JSON Logic's own reading of a value as true or false (an empty list is false). */
export const truthy = (value: unknown): boolean => jsonLogic.truthy(value);
