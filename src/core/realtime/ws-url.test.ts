import { describe, expect, it } from 'vitest';
import { noticeSocketUrl, toWebSocketBase } from './ws-url';

describe('toWebSocketBase', () => {
  it('maps http to ws and https to wss', () => {
    expect(toWebSocketBase('http://127.0.0.1:8080/jeecg-boot')).toBe('ws://127.0.0.1:8080/jeecg-boot');
    expect(toWebSocketBase('https://erp.example.com/jeecg-boot/')).toBe('wss://erp.example.com/jeecg-boot');
  });

  it('resolves a relative base against the page location, dropping query and hash', () => {
    expect(toWebSocketBase('/jeecg-boot', 'https://erp.example.com/admin/#/dashboard/analysis')).toBe(
      'wss://erp.example.com/jeecg-boot',
    );
    expect(toWebSocketBase('api', 'http://localhost:5173/admin/index.html?x=1')).toBe('ws://localhost:5173/admin/api');
    expect(toWebSocketBase('/', 'http://localhost:5173/')).toBe('ws://localhost:5173');
  });

  it('keeps ws and wss bases and refuses other schemes', () => {
    expect(toWebSocketBase('wss://push.example.com/ws?token=1')).toBe('wss://push.example.com/ws');
    expect(() => toWebSocketBase('ftp://example.com/')).toThrow(/ftp:/);
  });

  it('needs a base for a relative address when there is no location', () => {
    expect(() => toWebSocketBase('/jeecg-boot', undefined)).toThrow();
  });
});

describe('noticeSocketUrl', () => {
  it('appends /websocket/{username}, encoded', () => {
    expect(noticeSocketUrl('http://127.0.0.1:8080/jeecg-boot', 'tenant1')).toBe(
      'ws://127.0.0.1:8080/jeecg-boot/websocket/tenant1',
    );
    expect(noticeSocketUrl('/jeecg-boot', '张 三', 'https://a.example/')).toBe(
      'wss://a.example/jeecg-boot/websocket/%E5%BC%A0%20%E4%B8%89',
    );
  });
});
