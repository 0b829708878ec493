import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stylesModule } from './arco-style-graph';

/** Per element: the adapter (whose imports decide the CSS) and the host's display. */
export const ELEMENT_STYLES = [
  {
    tag: 'cron-builder',
    adapter: 'CronBuilderElement.tsx',
    hostCss: ':host{display:inline-block;min-width:280px}:host([variant="inline"]){display:block}',
  },
  { tag: 'user-picker', adapter: 'UserPickerElement.tsx', hostCss: ':host{display:inline-block}' },
  {
    tag: 'notice-bell',
    adapter: 'NoticeBellElement.tsx',
    hostCss: ':host{display:inline-block}.wk-root{color:inherit}',
  },
  { tag: 'import-dialog', adapter: 'ImportDialogElement.tsx', hostCss: ':host{display:inline}' },
  { tag: 'editable-table', adapter: 'EditableTableElement.tsx', hostCss: ':host{display:block}' },
] as const;

/** The text as the project's formatter and import sorting leave it (Biome), so lint stays clean. */
function formatted(root: string, file: string, text: string): string {
  const biome = join(root, 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['check', '--write', `--stdin-file-path=${file}`], { input: text, encoding: 'utf8' });
  return run.status === 0 && run.stdout ? run.stdout : text;
}

/** The generated `styles.generated.ts` text of every element, keyed by path. */
export function generatedStyles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const kit = join(root, 'src/elements/kit/WidgetShell.tsx');
  for (const { tag, adapter, hostCss } of ELEMENT_STYLES) {
    const dir = join(root, 'src/elements', tag);
    const file = join(dir, 'styles.generated.ts');
    out.set(file, formatted(root, file, stylesModule(root, file, tag, [join(dir, adapter), kit], hostCss)));
  }
  return out;
}

/** Writes the files that changed; returns their paths. */
export function writeGeneratedStyles(root: string): string[] {
  const written: string[] = [];
  for (const [file, text] of generatedStyles(root)) {
    let before = '';
    try {
      before = readFileSync(file, 'utf8');
    } catch {
      // new file
    }
    if (before !== text) {
      writeFileSync(file, text);
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  const root = resolve(import.meta.dirname ?? '.', '../../..');
  const written = writeGeneratedStyles(root);
  console.info(
    written.length ? `[elements] styles regenerated: ${written.length} file(s)` : '[elements] styles current',
  );
}
