import { describe, expect, it } from 'vitest';
import { KIT_CSS, toHostCss, withThemeTokens } from './host-styles';

describe('toHostCss', () => {
  it('moves Arco tokens and the dark palette from body to the shadow host', () => {
    expect(toHostCss('body{--red-1:1}body[arco-theme=dark]{--red-1:2}')).toBe(
      ':host{--red-1:1}:host([theme="dark"]){--red-1:2}',
    );
    expect(toHostCss("body[arco-theme='dark'] .arco-btn{color:red}")).toBe(
      ':host([theme="dark"]) .arco-btn{color:red}',
    );
    expect(toHostCss('body,html{margin:0}body div.arco-table-td{x:1}')).toBe(
      ':host,html{margin:0}:host div.arco-table-td{x:1}',
    );
  });

  it('leaves class names that merely contain "body" alone', () => {
    const css = '.arco-table-body-cell .arco-table-td{x:1}.arco-modal-body{y:2}';
    expect(toHostCss(css)).toBe(css);
  });
});

describe('withThemeTokens', () => {
  it('reads every token declared on the host, light and dark, from its --wk- name first', () => {
    const css = toHostCss(
      'body{--arcoblue-6:22,93,255;--primary-6:var(--arcoblue-6);font-size:14px}' +
        'body[arco-theme=dark]{--primary-6:60,126,255}body .x{--y:1}.arco-btn{color:rgb(var(--primary-6))}',
    );
    expect(withThemeTokens(css)).toBe(
      ':host{--arcoblue-6:var(--wk-arcoblue-6,22,93,255);--primary-6:var(--wk-primary-6,var(--arcoblue-6));font-size:14px}' +
        ':host([theme="dark"]){--primary-6:var(--wk-primary-6,60,126,255)}:host .x{--y:1}.arco-btn{color:rgb(var(--primary-6))}',
    );
  });

  it('keeps unminified CSS valid and makes the kit font a token', () => {
    expect(withThemeTokens(':host {\n  --red-1: 1;\n  --red-2: 2\n}')).toBe(
      ':host {\n  --red-1:var(--wk-red-1, 1);\n  --red-2:var(--wk-red-2, 2\n)}',
    );
    expect(withThemeTokens(KIT_CSS)).toContain('--font-size:var(--wk-font-size,14px)');
  });
});
