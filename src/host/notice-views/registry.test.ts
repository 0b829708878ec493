import { describe, expect, it } from 'vitest';
import { noticeViewKey, noticeViewOf } from './registry';

describe('notice view registry', () => {
  it('finds the order view under the openPage the server seeds, however it is spelled', () => {
    for (const openPage of [
      'modules/announcement/OrderNoticeDetail',
      '/modules/announcement/OrderNoticeDetail',
      'views/modules/announcement/OrderNoticeDetail.vue',
      ' modules/announcement/OrderNoticeDetail.tsx ',
    ]) {
      expect(noticeViewKey(openPage)).toBe('modules/announcement/OrderNoticeDetail');
      expect(noticeViewOf(openPage)?.title).toBe('订单详情');
    }
  });

  it('has no view for an unknown, empty or inherited openPage (the 通知消息 modal shows instead)', () => {
    expect(noticeViewOf('modules/announcement/NoSuchDetail')).toBeUndefined();
    expect(noticeViewOf('')).toBeUndefined();
    expect(noticeViewOf(null)).toBeUndefined();
    expect(noticeViewOf('toString')).toBeUndefined();
  });
});
