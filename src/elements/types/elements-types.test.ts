import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENT_SPECS } from '../build/generate-manifest';
import { COMMON_EVENTS } from '../kit/spec';

const types = readFileSync(join(import.meta.dirname, 'elements.d.ts'), 'utf8');
const eventMap = types.slice(types.indexOf('export interface KitEventMap'));

describe('elements.d.ts', () => {
  it('types every event of every element spec in KitEventMap', () => {
    const events = new Set([
      ...Object.keys(COMMON_EVENTS),
      ...ELEMENT_SPECS.flatMap((spec) => Object.keys(spec.events)),
    ]);
    for (const name of events) expect(eventMap, name).toContain(`'${name}': CustomEvent<`);
  });

  it('declares every method of every element spec', () => {
    for (const spec of ELEMENT_SPECS) {
      for (const name of Object.keys(spec.methods))
        expect(types, `${spec.tag}.${name}`).toMatch(new RegExp(`\\b${name}\\(`));
    }
  });
});
