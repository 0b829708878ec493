import { describe, expect, it } from 'vitest';
import { withoutRtl, withoutUnusedCustomProperties } from '../../../scripts/vite-kit-slim';
import { toHostCss, withThemeTokens } from '../kit/host-styles';

describe('withoutRtl (element kit CSS)', () => {
  it('drops the selectors naming an -rtl class and keeps the rest of their rule', () => {
    expect(withoutRtl('.a-rtl .b,.c{x:1}.d-rtl{y:2}.e{z:3}')).toBe('.c{x:1}.e{z:3}');
  });

  it('keeps media blocks, commas inside :not() and class names merely containing rtl', () => {
    const css = '@media (min-width:1px){.a-rtl{x:1}.b:not(.c,.d){y:2}}.shirtless{z:3}';
    expect(withoutRtl(css)).toBe('@media (min-width:1px){.b:not(.c,.d){y:2}}.shirtless{z:3}');
  });
});

describe('withoutUnusedCustomProperties (element kit CSS)', () => {
  it('drops declarations nothing reads, keeps those read by var() or named in script, last ones included', () => {
    const code =
      'const css=`:host{--red-1:1;--red-6:2;--gold-1:3}:host([theme="dark"]){--red-6:4;--gold-1:5}.x{color:var(--red-6)}`;' +
      "el.style.getPropertyValue('--gold-1');";
    expect(withoutUnusedCustomProperties(code)).toBe(
      'const css=`:host{--red-6:2;--gold-1:3}:host([theme="dark"]){--red-6:4;--gold-1:5}.x{color:var(--red-6)}`;' +
        "el.style.getPropertyValue('--gold-1');",
    );
  });

  it('keeps the public --wk- tokens working: the sheet reads them when built, after the bundle was slimmed', () => {
    const bundled = withoutUnusedCustomProperties(
      'const css=`body{--arcoblue-6:22,93,255;--primary-6:var(--arcoblue-6);--gold-1:1}.b{color:rgb(var(--primary-6))}`;',
    );
    const sheet = withThemeTokens(toHostCss(/`(.*)`/.exec(bundled)?.[1] ?? ''));
    expect(sheet).toBe(
      ':host{--arcoblue-6:var(--wk-arcoblue-6,22,93,255);--primary-6:var(--wk-primary-6,var(--arcoblue-6));}.b{color:rgb(var(--primary-6))}',
    );
  });

  it('leaves script alone: a decrement in a conditional is not a declaration', () => {
    const code = 'n=c?--i:j;for(;--k;);';
    expect(withoutUnusedCustomProperties(code)).toBe(code);
  });
});
