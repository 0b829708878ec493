import { describe, expect, it } from 'vitest';
import { cspHash, httpOriginOf, inlineHashes, pagePolicy, sourceListOf, withSocketOrigins } from './content-security';

/** A policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('sourceListOf', () => {
  it('takes keywords, schemes and origins, space- or comma-separated, and falls back when empty', () => {
    expect(sourceListOf('X', "'self' https://portal.example.com, https://*.partner.cn:8443", [])).toEqual([
      "'self'",
      'https://portal.example.com',
      'https://*.partner.cn:8443',
    ]);
    expect(sourceListOf('X', "'SELF' https:", [])).toEqual(["'self'", 'https:']);
    expect(sourceListOf('X', '  ', ["'self'"])).toEqual(["'self'"]);
    expect(sourceListOf('X', undefined, ["'none'"])).toEqual(["'none'"]);
  });

  it('refuses what could smuggle a directive or is no source, naming the setting', () => {
    for (const bad of [
      "'self'; script-src *",
      'https://a.example.com/path',
      '*',
      "'unsafe-inline'",
      'javascript:',
      'self',
    ]) {
      expect(() => sourceListOf('FRAME_ANCESTORS', bad, [])).toThrow(/^FRAME_ANCESTORS: /);
    }
    expect(() => sourceListOf('FRAME_ANCESTORS', "'none' https://a.example.com", [])).toThrow(/'none' stands alone/);
  });
});

describe('inline hashes', () => {
  it('hash the exact text as browsers do (the value Chromium names in its report)', () => {
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('cover inline scripts and styles, not scripts with a src', () => {
    const html = `<head><script src="a.js"></script><script>alert(1)</script><style>p{}</style>
      <SCRIPT type="module">alert(1)</SCRIPT><script
        src='b.js' defer></script></head>`;
    expect(inlineHashes(html)).toEqual({ scripts: [cspHash('alert(1)')], styles: [cspHash('p{}')] });
  });
});

describe('pagePolicy', () => {
  const options = {
    frameAncestors: ["'self'"],
    connectSources: ['https://api.example.com'],
    frameSources: ["'self'", 'https:'],
  };

  it("allows scripts from 'self' and the page's own inline code only, never eval", () => {
    const policy = directives(pagePolicy('<script>alert(1)</script><style>p{}</style>', options));
    expect(policy['script-src']).toEqual(["'self'", cspHash('alert(1)')]);
    expect(policy['style-src-elem']).toEqual(["'self'", cspHash('p{}')]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it("connects to its own origin and the API's, sockets included, and is framed as configured", () => {
    const policy = directives(pagePolicy('', { ...options, frameAncestors: ['https://portal.example.com'] }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
    expect(policy['frame-ancestors']).toEqual(['https://portal.example.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https:']);
  });
});

describe('origins', () => {
  it('of absolute http(s) URLs only', () => {
    expect(httpOriginOf('https://api.example.com:8443/jeecg-boot')).toBe('https://api.example.com:8443');
    expect(httpOriginOf('/jeecg-boot')).toBeUndefined();
    expect(httpOriginOf('javascript:alert(1)')).toBeUndefined();
    expect(httpOriginOf(42)).toBeUndefined();
  });

  it('with their socket twins', () => {
    expect(withSocketOrigins(["'self'", 'http://10.0.0.5:8080', 'https:'])).toEqual([
      "'self'",
      'http://10.0.0.5:8080',
      'https:',
      'ws://10.0.0.5:8080',
    ]);
  });
});
