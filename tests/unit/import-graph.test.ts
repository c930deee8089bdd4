/**
 * The import graph of src/ has no cycle: not through a type-only import, not through a lazy `import()`. A cycle blurs
 * the layers (a game's set-up that needs its own rules, the screens' registry that its screens import back) and
 * makes the order modules start in depend on who is imported first.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports (types too), side-effect imports, lazy imports. */
const SPECIFIERS =
  /(?:^|[^\w.])(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIERS)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => {
      const base = resolve(dirname(file), spec);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      return found ?? '';
    })
    .filter((path) => /\.tsx?$/.test(path));
}

/** The cycles of a graph: its strongly connected components of more than one module, or a module importing itself. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowest.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node) ?? 0, indices.get(next) ?? 0));
    }
    if (lowest.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe('the import graph of src/', () => {
  const graph = new Map(sourceFiles(ROOT).map((file) => [file, importsOf(file)]));

  it('is read whole: every relative import of every module is found', () => {
    expect(graph.size).toBeGreaterThan(100);
    for (const [file, imports] of graph)
      for (const path of imports) expect(graph.has(path), `${file} → ${path}`).toBe(true);
  });

  it('finds a cycle where there is one (the test of the test)', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(graph).map((component) => component.map((file) => relative(ROOT, file)))).toEqual([]);
  });
});
