import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One name for test-only code (docs/architecture.md, Conventions): beside the code it is a `<what>-test-kit.ts(x)`
 * file or sits in a `testing/` folder; tests are `*.test.ts(x)`; the browser, e2e and bench suites' own fixtures
 * are under `tests/`. Production code never imports test-only code.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where code and its unit tests live (tests/ holds only test code). */
const CODE_ROOTS = ['src', 'server'];
/** What is checked for imports of test-only code: the code, and the tools of scripts/. */
const IMPORT_ROOTS = [...CODE_ROOTS, 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'coverage']);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

const TEST_FILE = /\.test\.tsx?$/;
const TEST_KIT = /-test-kit\.tsx?$/;
/** Packages only tests use: a module importing one is test-only. */
const TEST_PACKAGES = /^(vitest|@testing-library\/.+|@playwright\/test|s3rver|oauth2-mock-server)$/;
/** A file name that says "test" other than `x.test.ts` and `x-test-kit.ts`: test-support, test-fixtures, test-*. */
const TEST_WORD = /(^|[-_.])tests?([-_.]|$)/i;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const path = (file: string) => relative(ROOT, file).split(sep).join('/');
const inTestingFolder = (file: string) => path(file).split('/').includes('testing');
/** Test code: a test, a test kit, or anything in a testing/ folder. */
const isTestCode = (file: string) => TEST_FILE.test(file) || TEST_KIT.test(file) || inTestingFolder(file);

/** The specifiers a file imports (static, dynamic, re-exports, side-effect imports). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/^\s*(?:import|export)\s+(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map(([, specifier = '']) => specifier);
}

/** The file a relative specifier names: as written, with an extension, or its folder's index. */
function resolved(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** `file -> what` for each import of test-only code by a file that is not test code itself. */
function testImportsOfCode(files: string[]): string[] {
  return files
    .filter((file) => !isTestCode(file))
    .flatMap((file) =>
      specifiers(file).flatMap((specifier) => {
        if (TEST_PACKAGES.test(specifier)) return [`${path(file)} -> ${specifier}`];
        if (!specifier.startsWith('.')) return [];
        const target = resolved(file, specifier);
        return target && isTestCode(target) ? [`${path(file)} -> ${path(target)}`] : [];
      }),
    );
}

describe('test helper names', () => {
  const codeFiles = CODE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)));

  it('names test-only modules beside the code <what>-test-kit.ts, or keeps them in a testing/ folder', () => {
    const misnamed = codeFiles
      .filter((file) => !inTestingFolder(file))
      .map((file) => path(file))
      .filter((file) => {
        const name = file
          .slice(file.lastIndexOf('/') + 1)
          .replace(TEST_FILE, '')
          .replace(TEST_KIT, '');
        return TEST_WORD.test(name);
      });
    expect(misnamed).toEqual([]);
  });

  it('keeps test-only code out of production code: no import of a test kit, a testing/ folder or a test package', () => {
    const files = IMPORT_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)));
    expect(testImportsOfCode(files)).toEqual([]);
  });

  it('has test kits and testing/ folders that tests do import (the rules above are not vacuous)', () => {
    expect(codeFiles.filter((file) => TEST_KIT.test(file)).length).toBeGreaterThan(10);
    expect(codeFiles.filter(inTestingFolder).length).toBeGreaterThan(5);
    const tests = codeFiles.filter((file) => TEST_FILE.test(file));
    const imported = new Set(
      tests.flatMap((file) =>
        specifiers(file).flatMap((specifier) => (specifier.startsWith('.') ? [resolved(file, specifier)] : [])),
      ),
    );
    expect([...imported].some((file) => file && TEST_KIT.test(file))).toBe(true);
    expect([...imported].some((file) => file && inTestingFolder(file))).toBe(true);
  });

  it('sees a misnamed helper and an import of test code by production code', () => {
    const name = (file: string) => TEST_WORD.test(file.replace(TEST_FILE, '').replace(TEST_KIT, ''));
    expect(
      ['test-support.ts', 'test-fixtures.ts', 'test-adapter.ts', 'seed-test-db.ts', 'test-kit.tsx'].map(name),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['session-test-kit.ts', 'cells-test-kit.tsx', 'users.test.ts', 'latest.ts', 'contest-rules.ts'].map(name),
    ).toEqual([false, false, false, false, false]);
    const production = join(ROOT, 'src/core/http/index.ts');
    expect(isTestCode(production)).toBe(false);
    expect(isTestCode(join(ROOT, 'server/src/testing/test-server.ts'))).toBe(true);
    expect(isTestCode(join(ROOT, 'src/core/http/http-test-kit.ts'))).toBe(true);
  });
});
