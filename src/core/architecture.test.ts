import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const coreDir = new URL('.', import.meta.url).pathname;
const forbidden = /from\s+['"](react|react-dom|@arco-design\/[^'"]*|react\/[^'"]*|react-dom\/[^'"]*|zustand)['"]/;
const upward = /from\s+['"][^'"]*\/(widgets|host|elements)\/[^'"]*['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('src/core dependency rules', () => {
  it('imports neither React, Arco, zustand (only zustand/vanilla) nor the layers above it', () => {
    const offenders = sourceFiles(coreDir)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return forbidden.test(text) || upward.test(text);
      })
      .map((file) => relative(coreDir, file));
    expect(offenders).toEqual([]);
  });

  it('has no .tsx file (no JSX in core)', () => {
    expect(sourceFiles(coreDir).filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });
});
