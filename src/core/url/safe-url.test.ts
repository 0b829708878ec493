import { describe, expect, it } from 'vitest';
import { isSafeNavigationUrl } from './safe-url';

describe('isSafeNavigationUrl', () => {
  it.each([
    '/order/orderList',
    'order/orderList',
    'modules/announcement/OrderNoticeDetail',
    'https://partner.example.com/orders?id=1',
    'http://127.0.0.1:5174/',
    'mailto:ops@example.com',
    '#/isps/userAnnouncement',
    '',
    'javascript',
    '/javascript:alert(1)',
    'https://example.com/?next=javascript:alert(1)',
  ])('allows %j', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\u0000\u001f javascript:alert(1)',
    '\tjava\nscr\ript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    '\n data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
  ])('refuses %j', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(false);
  });
});
