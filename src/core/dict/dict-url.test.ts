import { describe, expect, it } from 'vitest';
import { dictUrl, encodeDictCode } from './dict-url';

describe('encodeDictCode', () => {
  it('encodes each part but keeps the commas JeecgBoot signs', () => {
    expect(encodeDictCode("sys_user,realname,username,status='1'")).toBe("sys_user,realname,username,status%3D'1'");
    expect(encodeDictCode('a b/c#?')).toBe('a%20b%2Fc%23%3F');
    expect(encodeDictCode('性别')).toBe('%E6%80%A7%E5%88%AB');
  });

  it('joins onto the endpoint', () => {
    expect(dictUrl('/sys/dict/getDictItems', 'sex')).toBe('/sys/dict/getDictItems/sex');
  });
});
