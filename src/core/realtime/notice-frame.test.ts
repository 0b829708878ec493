import { describe, expect, it } from 'vitest';
import { isHeartbeatReply, isReloadFrame, parseNoticeFrame } from './notice-frame';

describe('notice frames', () => {
  it('recognises heartbeat replies in both dialects', () => {
    expect(isHeartbeatReply('pong')).toBe(true);
    expect(isHeartbeatReply('{"cmd":"heartcheck","msgTxt":"心跳响应"}')).toBe(true);
    expect(isHeartbeatReply('{"cmd":"user","msgId":"1"}')).toBe(false);
  });

  it('parses cmd frames and ignores the rest', () => {
    expect(parseNoticeFrame('{"cmd":"topic","msgId":"7","msgTxt":"系统升级"}')).toEqual({
      cmd: 'topic',
      msgId: '7',
      msgTxt: '系统升级',
    });
    expect(parseNoticeFrame('pong')).toBeNull();
    expect(parseNoticeFrame('{"cmd":"heartcheck"}')).toBeNull();
    expect(parseNoticeFrame('{"msgId":"7"}')).toBeNull();
    expect(parseNoticeFrame('[1,2]')).toBeNull();
    expect(parseNoticeFrame('{not json')).toBeNull();
  });

  it('reloads on topic and user only', () => {
    expect(isReloadFrame({ cmd: 'topic' })).toBe(true);
    expect(isReloadFrame({ cmd: 'user' })).toBe(true);
    expect(isReloadFrame({ cmd: 'other' })).toBe(false);
  });
});
