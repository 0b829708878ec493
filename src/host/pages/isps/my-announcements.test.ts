import { describe, expect, it } from 'vitest';
import { isUnread, queryParams } from './my-announcements';

describe('my announcements', () => {
  it('sends only the filters the user chose', () => {
    expect(queryParams({ pageNo: 2, pageSize: 10, titile: '  停机 ', readFlag: '', priority: 'H' })).toEqual({
      pageNo: 2,
      pageSize: 10,
      titile: '停机',
      priority: 'H',
    });
  });

  it('reads a missing read flag as unread', () => {
    expect(isUnread({ readFlag: '0' })).toBe(true);
    expect(isUnread({ readFlag: null })).toBe(true);
    expect(isUnread({ readFlag: '1' })).toBe(false);
  });
});
