// No runtime import cycle in src/: a cycle makes a module's value undefined while the other half of the cycle is
// still being evaluated, depending on which one a page imports first. Type-only imports do not count.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;
/** `import … from './x'`, `export … from './x'` and `import './x'`: what is imported, and from where. */
const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(?:([^'"`;]*?)\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Whether an import clause loads the module when the code runs (not `type …`, not `{ type A, type B }`). */
function isRuntime(clause: string | undefined): boolean {
  if (clause === undefined) return true;
  if (/^type\b/.test(clause)) return false;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return true;
  const names = (braces[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length === 0 || names.some((name) => !name.startsWith('type '));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names: as written, or with .ts/.tsx, or its folder's index. */
function resolved(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && /\.tsx?$/.test(path));
}

/** Each file's runtime imports of other source files (type-only imports and `import type` excluded). */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(RELATIVE_IMPORT)]
        .filter(([, clause]) => isRuntime(clause))
        .map(([, , specifier]) => resolved(file, specifier ?? ''))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** Every cycle found by a depth-first walk, each as its files from the first repeated one. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('src imports', () => {
  it('form no runtime cycle', () => {
    const found = cycles(importGraph(sourceFiles(SRC))).map((cycle) =>
      cycle.map((file) => relative(SRC, file)).join(' → '),
    );
    expect(found).toEqual([]);
  });

  it('the check sees a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
