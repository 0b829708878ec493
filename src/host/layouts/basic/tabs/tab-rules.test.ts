import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_PATH,
  homeTab,
  type PageTab,
  tabKeyOf,
  withTab,
} from './tab-rules';

const tab = (key: string): PageTab => ({ key, path: key.split('?')[0] ?? key, title: key });
const keys = (tabs: readonly PageTab[]) => tabs.map((t) => t.key);
const four = [homeTab(), tab('/a'), tab('/b'), tab('/c')];

describe('opening tabs', () => {
  it('keys a tab by path and search', () => {
    expect(tabKeyOf({ pathname: '/a', search: '?id=1' })).toBe('/a?id=1');
    expect(keys(withTab([homeTab(), tab('/a?id=1')], tab('/a?id=2')))).toEqual([HOME_PATH, '/a?id=1', '/a?id=2']);
  });

  it("keys a tab without its list page's own state (ls.* parameters)", () => {
    expect(tabKeyOf({ pathname: '/system/user', search: '?ls.page=2&ls.q.username=a' })).toBe('/system/user');
    expect(tabKeyOf({ pathname: '/a', search: '?id=1&ls.page=2' })).toBe('/a?id=1');
  });

  it('adds a tab once, refreshing its title', () => {
    const tabs = withTab([homeTab(), tab('/a')], { key: '/a', path: '/a', title: 'A2' });
    expect(tabs).toHaveLength(2);
    expect(tabs[1]?.title).toBe('A2');
  });

  it('puts home first and always titles it 首页', () => {
    const tabs = withTab([tab('/a')], { key: HOME_PATH, path: HOME_PATH, title: '分析页' });
    expect(tabs[0]).toEqual({ key: HOME_PATH, path: HOME_PATH, title: '首页' });
  });
});

describe('closing one tab', () => {
  it('refuses the last tab', () => {
    expect(closeTab([homeTab()], HOME_PATH, HOME_PATH).refused).toBe('这是最后一页，不能再关闭了啦');
    expect(closeTab([tab('/a')], '/a', '/a').refused).toBe('这是最后一页，不能再关闭了啦');
  });

  it('refuses home', () => {
    const result = closeTab(four, HOME_PATH, '/a');
    expect(result.refused).toBe('首页不能关闭!');
    expect(keys(result.tabs)).toEqual(keys(four));
  });

  it('activates the right neighbour of a closed active tab, else the left one', () => {
    expect(closeTab(four, '/b', '/b').next).toBe('/c');
    expect(closeTab(four, '/c', '/c').next).toBe('/b');
    expect(closeTab(four, '/b', '/a').next).toBeUndefined();
  });
});

describe('closing several tabs', () => {
  it('closes left of a tab, keeping home', () => {
    const result = closeLeft(four, '/b', '/a');
    expect(keys(result.tabs)).toEqual([HOME_PATH, '/b', '/c']);
    expect(result.removed).toEqual(['/a']);
    expect(result.next).toBe('/b');
  });

  it('closes right of a tab', () => {
    const result = closeRight(four, '/a', HOME_PATH);
    expect(keys(result.tabs)).toEqual([HOME_PATH, '/a']);
    expect(result.next).toBeUndefined();
  });

  it('closes the others, keeping home', () => {
    const result = closeOthers(four, '/b', '/c');
    expect(keys(result.tabs)).toEqual([HOME_PATH, '/b']);
    expect(result.next).toBe('/b');
  });
});
