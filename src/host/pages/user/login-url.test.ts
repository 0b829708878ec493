import { describe, expect, it } from 'vitest';
import { HOME_PATH, loginTarget, serviceProviderParams, urlParams } from './login-url';

describe('loginTarget', () => {
  it('keeps an in-app path with its query', () => {
    expect(loginTarget('/isps/userAnnouncement?x=1')).toBe('/isps/userAnnouncement?x=1');
  });

  it('refuses other sites, the public pages and nothing at all', () => {
    for (const redirect of [
      '//evil.example.com/a',
      'https://evil.example.com',
      '/user/register',
      '',
      null,
      undefined,
    ]) {
      expect(loginTarget(redirect)).toBe(HOME_PATH);
    }
  });
});

describe('urlParams and serviceProviderParams', () => {
  it('reads the real query and the hash route query, the route winning', () => {
    const params = urlParams({ search: '?ticket=ST-1&source=a', hash: '#/user/login?redirect=%2Fa&source=b' });
    expect(params.get('ticket')).toBe('ST-1');
    expect(params.get('redirect')).toBe('/a');
    expect(params.get('source')).toBe('b');
  });

  it('needs all three hand-over parameters', () => {
    expect(serviceProviderParams(new URLSearchParams('app_auth_code=c&app_id=i&source=s'))).toEqual({
      app_auth_code: 'c',
      app_id: 'i',
      source: 's',
    });
    expect(serviceProviderParams(new URLSearchParams('app_auth_code=c&app_id=i'))).toBeNull();
    expect(serviceProviderParams(new URLSearchParams('app_auth_code=%20&app_id=i&source=s'))).toBeNull();
  });
});
