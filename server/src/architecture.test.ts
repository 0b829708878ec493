import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = new URL('.', import.meta.url).pathname;
/**
 * What of `src/` the server's code may import (docs/architecture.md): the wire contract and the rules both sides must
 * share. Tests may import more, to prove that the client's encoding and the server's reading agree.
 */
const ALLOWED = [
  /^src\/core\/contract(\/|$)/,
  /^src\/core\/cron(\/|$)/,
  /^src\/core\/validation\//,
  // Which link schemes are unsafe to navigate to: the server refuses to store what the bell would refuse to open.
  /^src\/core\/url\/safe-url$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function clientImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+['"]((?:\.\.\/)+src\/[^'"]+)['"]/g)].map(([, path = '']) =>
    relative(join(serverDir, '..', '..'), join(file, '..', path)),
  );
}

describe('server dependency rules', () => {
  it('imports from src/ only the contract and the shared rule modules', () => {
    const offenders = sourceFiles(serverDir).flatMap((file) =>
      clientImports(file)
        .filter((target) => !ALLOWED.some((allowed) => allowed.test(target)))
        .map((target) => `${relative(serverDir, file)} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('does import the contract (the rule above is not vacuous)', () => {
    const targets = sourceFiles(serverDir).flatMap(clientImports);
    expect(targets).toContain('src/core/contract');
  });
});

const routesDir = join(serverDir, 'routes');
const routePath = (file: string) => relative(routesDir, file).split('\\').join('/');

/** What registers routes: `export function x(api: FastifyInstance, ctx: AppContext)` or `export const x: RouteModule`. */
const ROUTE_MODULE =
  /^export (?:function (\w+)\(\s*api: FastifyInstance,\s*_?ctx: AppContext\s*\)|const (\w+): RouteModule\s*=)/gm;

function routeModulesOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(ROUTE_MODULE)].map(([, fn, constant]) => fn ?? constant ?? '');
}

/** The named relative imports of `file`, each with the file it resolves to. */
function namedImports(file: string): { names: string[]; target: string }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)'/g)].flatMap(
    ([, names = '', spec = '']) => {
      const base = join(file, '..', spec);
      const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!target) return [];
      return [{ names: names.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()), target }];
    },
  );
}

/**
 * Each route module (`file#name`) reached from routes/index.ts, with the file that registers it: a file
 * that imports it and uses it (calls it or lists it), itself reached.
 */
function registrations(): Map<string, string> {
  const registeredBy = new Map<string, string>();
  const entry = join(routesDir, 'index.ts');
  const queue = [entry];
  const seen = new Set(queue);
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = readFileSync(file, 'utf8');
    for (const { names, target } of namedImports(file)) {
      const modules = routeModulesOf(target);
      for (const name of names.filter((candidate) => modules.includes(candidate))) {
        if ((text.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0) < 2) continue;
        registeredBy.set(`${routePath(target)}#${name}`, routePath(file));
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
  }
  return registeredBy;
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '');

describe('route folders (one business area each)', () => {
  const folders = readdirSync(routesDir).filter((name) => statSync(join(routesDir, name)).isDirectory());
  const modules = sourceFiles(routesDir).flatMap((file) =>
    routeModulesOf(file).map((name) => `${routePath(file)}#${name}`),
  );
  const registeredBy = registrations();

  it('keeps no mixed folder of the old layout', () => {
    expect(folders.filter((name) => ['desk', 'trade', 'order-services'].includes(name))).toEqual([]);
  });

  it('reaches every route module from routes/index.ts', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((module) => !registeredBy.has(module))).toEqual([]);
  });

  it('registers each folder from routes/index.ts through its index.ts, and its modules from inside it', () => {
    const unregistered = folders.filter(
      (folder) =>
        ![...registeredBy].some(([module, by]) => module.startsWith(`${folder}/index.ts#`) && by === 'index.ts'),
    );
    expect(unregistered).toEqual([]);
    const foreign = [...registeredBy]
      .filter(([module, by]) => {
        const folder = folderOf(module);
        if (folder === '' || module.startsWith(`${folder}/index.ts#`)) return by !== 'index.ts';
        return folderOf(by) !== folder;
      })
      .map(([module, by]) => `${module} <- ${by}`);
    expect(foreign).toEqual([]);
  });
});
