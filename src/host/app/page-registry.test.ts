import { describe, expect, it } from 'vitest';
import { hasPage, MOVED_PAGES, pageKeys, resolvePage } from './page-registry';

describe('page registry', () => {
  it('finds the widget showcase under pages/showcase/', () => {
    for (const key of ['showcase/Overview', 'showcase/Pickers', 'showcase/Editors']) {
      expect(hasPage(key), key).toBe(true);
    }
  });

  it('opens a moved page under its old key, as a menu stored before the move names it', () => {
    expect(hasPage('test/Home')).toBe(true);
    expect(hasPage('/test/Test01.vue')).toBe(true);
    expect(resolvePage('test/Test04')).toBe(resolvePage('showcase/Editors'));
  });

  it('moves pages only to pages the host has, from keys no page file has any more', () => {
    const pages = new Set(pageKeys());
    for (const [from, to] of Object.entries(MOVED_PAGES)) {
      expect(pages.has(to), to).toBe(true);
      expect(pages.has(from), from).toBe(false);
    }
  });

  it('has no page for an unknown component', () => {
    expect(hasPage('test/Test02')).toBe(false);
    expect(resolvePage('toString')).toBeNull();
  });
});
