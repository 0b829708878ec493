import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arcoCssFiles, scanSources } from './arco-style-graph';
import { manifest, manifestJson } from './generate-manifest';
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
    expect(bell?.cssProperties.map((property) => property.name)).toContain('--primary-6');
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

  it('includes the widgets own CSS files', () => {
    const scan = scanSources([join(root, 'src/elements/editable-table/EditableTableElement.tsx')]);
    expect(scan.ownCss.some((file) => file.endsWith('editable-table.css'))).toBe(true);
  });
});
