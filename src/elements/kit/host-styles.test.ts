import { describe, expect, it } from 'vitest';
import { toHostCss } from './host-styles';

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
