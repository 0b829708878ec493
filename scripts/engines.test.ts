// package.json's `engines.node` is a promise to whoever installs the project: every installed package
// (dependencies, dev dependencies, their own) must accept every Node version it allows, or `npm ci` on the
// stated minimum prints EBADENGINE and may meet code that needs a newer Node.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const ours: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;

/** Every installed package's name, version and `engines.node` (nested node_modules included). */
function installed(dir: string, found: { name: string; version: string; node: string }[] = []) {
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (entry.startsWith('@')) {
      installed(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof engines?.node === 'string') found.push({ name, version, node: engines.node });
    }
    if (existsSync(join(path, 'node_modules'))) installed(join(path, 'node_modules'), found);
  }
  return found;
}

describe('engines', () => {
  it('states a Node range every installed package accepts', () => {
    expect(semver.validRange(ours)).not.toBeNull();
    const packages = installed(join(root, 'node_modules'));
    expect(packages.length).toBeGreaterThan(50);
    const refusing = packages
      .filter(({ node }) => semver.validRange(node) !== null && !semver.subset(ours, node))
      .map(({ name, version, node }) => `${name}@${version} wants node ${node}`);
    expect(refusing).toEqual([]);
  });

  it('is met by the Node running the tests', () => {
    expect(semver.satisfies(process.version, ours)).toBe(true);
  });
});
