// Where host code lives: pages/<area>/ holds an area's pages (every .tsx there outside parts/ is a menu
// component, app/page-registry.ts), pages/<area>/parts/ what only that area's pages use, and shared/ (data,
// ui, charts, pickers) what several areas use. shared/ sits below the pages: it never imports one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const HOST = new URL('.', import.meta.url).pathname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('host folders', () => {
  it('name no file with a leading underscore: a page part lives in its area’s parts/', () => {
    const underscored = filesUnder(HOST)
      .filter((file) => /^_/.test(file.slice(file.lastIndexOf('/') + 1)))
      .map((file) => relative(HOST, file));
    expect(underscored).toEqual([]);
  });

  it('keep shared/ below the pages: nothing in it imports code from pages/ (a type may be named)', () => {
    const upward = filesUnder(join(HOST, 'shared'))
      .filter(
        (file) =>
          /\.tsx?$/.test(file) && /^import (?!type\b)[^;]*from\s+['"][^'"]*\/pages\//m.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(HOST, file));
    expect(upward).toEqual([]);
  });
});
