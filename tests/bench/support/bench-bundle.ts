// A benchmark page built in memory with Vite: its one entry chunk and its CSS, for `openBenchPage`.
import { build, type InlineConfig } from 'vite';

/**
 * Builds `config` (a library build of one entry, `write: false`, no code splitting) and returns the entry
 * chunk's code and all CSS assets joined.
 *
 * @example const files = await buildBenchBundle({ configFile: false, root, build: { write: false, lib: { entry, formats: ['es'] } } });
 */
export async function buildBenchBundle(config: InlineConfig): Promise<{ js: string; css: string }> {
  const result = await build(config);
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk' && o.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('Vite produced no page bundle');
  const css = outputs
    .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => (o.type === 'asset' ? String(o.source) : ''))
    .join('\n');
  return { js: chunk.code, css };
}
