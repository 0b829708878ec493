import { describe, expect, it } from 'vitest';
import { withoutRtl } from '../../../scripts/vite-kit-slim';

describe('withoutRtl (element kit CSS)', () => {
  it('drops the selectors naming an -rtl class and keeps the rest of their rule', () => {
    expect(withoutRtl('.a-rtl .b,.c{x:1}.d-rtl{y:2}.e{z:3}')).toBe('.c{x:1}.e{z:3}');
  });

  it('keeps media blocks, commas inside :not() and class names merely containing rtl', () => {
    const css = '@media (min-width:1px){.a-rtl{x:1}.b:not(.c,.d){y:2}}.shirtless{z:3}';
    expect(withoutRtl(css)).toBe('@media (min-width:1px){.b:not(.c,.d){y:2}}.shirtless{z:3}');
  });
});
