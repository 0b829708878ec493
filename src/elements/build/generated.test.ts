import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSS_PARTS } from '../kit/css-parts';
import { CSS_PROPERTIES, THEME_TOKENS } from '../kit/spec';
import { arcoCssFiles, scanSources } from './arco-style-graph';
import { ELEMENT_SPECS, manifest, manifestJson } from './generate-manifest';
import { generatedStyles } from './generate-styles';

const root = join(import.meta.dirname, '..', '..', '..');

describe('generated element files', () => {
  it('keeps every styles.generated.ts in step with the sources (npm run build:lib regenerates them)', () => {
    for (const [file, text] of generatedStyles(root)) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });

  it('keeps custom-elements.json in step with the element specs', () => {
    expect(readFileSync(join(root, 'custom-elements.json'), 'utf8')).toBe(manifestJson());
  });

  it('lists every attribute, event and method of an element in the manifest', () => {
    const bell = manifest().modules.find((module) => module.declarations[0]?.tagName === 'notice-bell')
      ?.declarations[0];
    expect(bell?.attributes.map((attribute) => attribute.name)).toEqual(
      expect.arrayContaining(['poll-interval', 'theme', 'api-base', 'token', 'tenant-id']),
    );
    expect(bell?.events.map((event) => event.name)).toEqual(
      expect.arrayContaining(['wk-open', 'wk-read', 'wk-ready', 'wk-error']),
    );
    expect(bell?.members.filter((member) => member.kind === 'method').map((member) => member.name)).toEqual([
      'show',
      'hide',
      'refresh',
    ]);
    expect(bell?.cssProperties.map((property) => property.name)).toContain('--wk-primary-6');
    expect(bell?.cssParts.map((part) => part.name)).toEqual(['trigger', 'popup', 'header', 'body', 'footer']);
    expect(bell?.cssParts.find((part) => part.name === 'popup')?.description).toContain(
      'wk-portal[data-for="notice-bell"]::part(popup)',
    );
  });

  it('documents the parts the kit exposes, and only those', () => {
    const documented = new Set(ELEMENT_SPECS.flatMap((spec) => Object.keys(spec.cssParts ?? {})));
    expect([...documented].sort()).toEqual(Object.keys(CSS_PARTS).sort());
  });

  it('documents every theme token the portal copies, and only those', () => {
    expect(CSS_PROPERTIES.map((property) => property.name)).toEqual(THEME_TOKENS.map((name) => `--wk-${name}`));
    for (const { name, default: value } of CSS_PROPERTIES) expect(value, name).toBeTruthy();
  });
});

describe('Arco style graph', () => {
  it('finds the Arco components a widget reaches and orders their CSS dependencies first', () => {
    const scan = scanSources([join(root, 'src/widgets/notice-bell/NoticeBell.tsx')]);
    expect([...scan.components]).toEqual(expect.arrayContaining(['Badge', 'Popover', 'Modal']));
    // The bell renders Arco's tab markup itself: Tabs' stylesheet alone, not the component's closure.
    expect(scan.components.has('Tabs')).toBe(false);
    expect([...scan.arcoCss]).toEqual(['es/Tabs/style/index.css']);
    const files = arcoCssFiles(root, new Set(['Popover']));
    expect(files[0]).toBe('es/style/index.css');
    expect(files.indexOf('es/Trigger/style/index.css')).toBeLessThan(files.indexOf('es/Popover/style/index.css'));
  });

  it("leaves out Menu's CSS unless a source renders a Menu on its own (not as a Dropdown's droplist)", () => {
    expect(scanSources([join(root, 'src/widgets/editable-table/view/RowControls.tsx')]).menuAlone).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'wk-menu-'));
    writeFileSync(join(dir, 'alone.tsx'), "import { Menu } from '@arco-design/web-react';\n");
    expect(scanSources([join(dir, 'alone.tsx')]).menuAlone).toBe(true);
    const table = generatedStyles(root).get(join(root, 'src/elements/editable-table/styles.generated.ts'));
    expect(table).toContain('Dropdown/style/index.css');
    expect(table).not.toContain('Menu/style/index.css');
  });

  it('includes the widgets own CSS files', () => {
    const scan = scanSources([join(root, 'src/elements/editable-table/EditableTableElement.tsx')]);
    expect(scan.ownCss.some((file) => file.endsWith('editable-table.css'))).toBe(true);
  });
});
