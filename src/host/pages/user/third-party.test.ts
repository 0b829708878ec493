import { describe, expect, it } from 'vitest';
import { casUrl, isThirdLoginMessage, thirdPartyProviders } from './third-party';

describe('thirdPartyProviders', () => {
  it('reads thirdType[:label] entries and skips malformed ones', () => {
    expect(thirdPartyProviders('oauth2:企业账号, github ,bad type,')).toEqual([
      { type: 'oauth2', label: '企业账号' },
      { type: 'github', label: 'github' },
    ]);
    expect(thirdPartyProviders(undefined)).toEqual([]);
  });
});

describe('casUrl', () => {
  it('drops trailing slashes; unset means off', () => {
    expect(casUrl('https://cas.example.com/cas/')).toBe('https://cas.example.com/cas');
    expect(casUrl(undefined)).toBe('');
  });
});

describe('isThirdLoginMessage', () => {
  it('accepts only the popup answer for the provider that was opened', () => {
    expect(isThirdLoginMessage({ type: 'thirdLogin', thirdType: 'oauth2', token: 't' }, 'oauth2')).toBe(true);
    expect(isThirdLoginMessage({ type: 'thirdLogin', thirdType: 'oauth2', error: '未绑定' }, 'oauth2')).toBe(true);
    expect(isThirdLoginMessage({ type: 'thirdLogin', thirdType: 'github', token: 't' }, 'oauth2')).toBe(false);
    expect(isThirdLoginMessage({ type: 'thirdLogin', thirdType: 'oauth2' }, 'oauth2')).toBe(false);
    expect(isThirdLoginMessage('thirdLogin', 'oauth2')).toBe(false);
  });
});
