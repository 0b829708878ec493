import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HERE = new URL('.', import.meta.url).pathname;
const ROUTES = join(HERE, '..', '..', 'routes');
/** Files that seed no area of their own: the seeder list and the helpers every seeder may use. */
const SHARED = new Set(['index.ts', 'rows.ts']);

describe('business seed files', () => {
  it('are named for the route area (server/src/routes/<area>/) whose tables they fill', () => {
    const areas = readdirSync(ROUTES).filter((name) => statSync(join(ROUTES, name)).isDirectory());
    expect(areas.length).toBeGreaterThan(10);
    const unnamed = readdirSync(HERE)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !SHARED.has(name))
      .filter((name) => !areas.some((area) => name === `${area}.ts` || name.startsWith(`${area}-`)));
    expect(unnamed).toEqual([]);
  });
});
