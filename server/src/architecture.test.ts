import { readdirSync, readFileSync, statSync } from 'node:fs';
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
