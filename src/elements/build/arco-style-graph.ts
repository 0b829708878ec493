import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which CSS an element needs, derived from its sources: every Arco component its adapter reaches
 * (named imports of `@arco-design/web-react`, deep `es/<Component>` imports), closed over Arco's own
 * style dependencies (`es/<Component>/style/css.js`), plus the widgets' own `.css` imports. Node only:
 * run when the element kit is built, and by the test that keeps the generated style lists current.
 */

const ARCO = '@arco-design/web-react';
const MENU_CSS = 'es/Menu/style/index.css';
const IMPORT = /(?:import|export)\s+(type\s+)?(?:([\w*\s{},$]+?)\s+from\s+)?['"]([^'"]+)['"]/g;

const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSource(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|css)$/.test(candidate)) return candidate;
  }
  return null;
}

function namedImports(clause: string): string[] {
  const braces = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
  return braces
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '')
    .filter((name) => /^[A-Z]/.test(name));
}

export interface SourceScan {
  /** Arco component folders (`Button`, `Select`…) used at run time. */
  components: Set<string>;
  /** Absolute paths of the project's own CSS files imported by the sources. */
  ownCss: string[];
  /**
   * Arco CSS files imported directly (`es/Tabs/style/index.css`): markup with Arco's classes but without
   * the component, which needs that one file and not the component's whole style closure.
   */
  arcoCss: Set<string>;
  /** A source imports Menu without Dropdown: a Menu rendered on its own, which needs Menu's CSS. */
  menuAlone: boolean;
}

/** Walks the relative imports from `entries`, collecting Arco components and own CSS files. */
export function scanSources(entries: string[]): SourceScan {
  const seen = new Set<string>();
  const components = new Set<string>();
  const arcoCss = new Set<string>();
  const ownCss: string[] = [];
  let menuAlone = false;
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) {
      ownCss.push(file);
      continue;
    }
    const code = readFileSync(file, 'utf8');
    const fileArco = new Set<string>();
    for (const match of code.matchAll(IMPORT)) {
      const [, typeOnly, clause = '', spec = ''] = match;
      if (typeOnly) continue;
      if (spec === ARCO) for (const name of namedImports(clause)) fileArco.add(name);
      else if (spec.startsWith(`${ARCO}/es/`) && spec.endsWith('.css')) arcoCss.add(spec.slice(ARCO.length + 1));
      else if (spec.startsWith(`${ARCO}/es/`)) {
        const folder = spec.slice(`${ARCO}/es/`.length).split('/')[0] ?? '';
        if (/^[A-Z]/.test(folder) && !/^\s*type\s/.test(clause)) fileArco.add(folder);
      } else if (spec.startsWith('.')) {
        const target = resolveSource(file, spec.split('?')[0] ?? spec);
        if (target && !spec.includes('?')) queue.push(target);
      }
    }
    // A part fetched on first use (`lazyPart`) is styled from the start: its CSS is the element's.
    for (const [, spec = ''] of code.matchAll(DYNAMIC_IMPORT)) {
      const target = spec.startsWith('.') ? resolveSource(file, spec) : null;
      if (target) queue.push(target);
    }
    for (const name of fileArco) components.add(name);
    if (fileArco.has('Menu') && !fileArco.has('Dropdown')) menuAlone = true;
  }
  return { components, ownCss: ownCss.sort(), arcoCss, menuAlone };
}

/**
 * Arco's CSS files for `components`, dependencies first (the order of `style/css.js`).
 *
 * @example arcoCssFiles(root, new Set(['Button'])) // ['es/style/index.css', …, 'es/Button/style/index.css']
 */
export function arcoCssFiles(root: string, components: Set<string>): string[] {
  const es = join(root, 'node_modules', ARCO, 'es');
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (cssJs: string) => {
    if (visiting.has(cssJs)) return;
    visiting.add(cssJs);
    if (!existsSync(cssJs)) return;
    const code = readFileSync(cssJs, 'utf8');
    for (const match of code.matchAll(/import\s+['"]([^'"]+)['"]/g)) {
      const target = resolve(dirname(cssJs), match[1] ?? '');
      if (target.endsWith('css.js')) visit(target);
      else if (target.endsWith('.css')) {
        const rel = relative(join(root, 'node_modules', ARCO), target);
        if (!ordered.includes(rel)) ordered.push(rel);
      }
    }
  };
  for (const name of [...components].sort()) visit(join(es, name, 'style', 'css.js'));
  return ordered;
}

/** The TypeScript module listing an element's CSS as `?inline` strings. */
export function stylesModule(
  root: string,
  moduleFile: string,
  tag: string,
  entries: string[],
  hostCss: string,
): string {
  const scan = scanSources(entries);
  // Arco's Dropdown renders its Menu droplist re-prefixed (`arco-dropdown-menu`, styled by Dropdown's CSS),
  // and Tabs' overflow list is such a Dropdown: Menu's own stylesheet (1.7 KB gzip) styles a lone Menu only.
  const arco = arcoCssFiles(root, scan.components).filter((file) => scan.menuAlone || file !== MENU_CSS);
  for (const file of [...scan.arcoCss].sort()) {
    if (!arco.includes('es/style/index.css')) arco.unshift('es/style/index.css');
    if (!arco.includes(file)) arco.push(file);
  }
  const lines = [
    `// Generated by src/elements/build/generate-styles.ts from the imports of <${tag}>'s sources: do not edit.`,
    `// Arco components: ${[...scan.components].sort().join(', ')}`,
    ...(scan.arcoCss.size > 0
      ? [`// Arco styles without their component: ${[...scan.arcoCss].sort().join(', ')}`]
      : []),
    "import type { ElementStyles } from '../kit/host-styles';",
  ];
  const names: string[] = [];
  arco.forEach((file, index) => {
    names.push(`arco${index}`);
    lines.push(`import arco${index} from '${ARCO}/${file}?inline';`);
  });
  scan.ownCss.forEach((file, index) => {
    names.push(`own${index}`);
    let rel = relative(dirname(moduleFile), file);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    lines.push(`import own${index} from '${rel}?inline';`);
  });
  lines.push(
    '',
    `export const styles: ElementStyles = {`,
    `  key: '${tag}',`,
    `  css: () => [${names.join(', ')}, ${JSON.stringify(hostCss)}].join('\\n'),`,
    '};',
    '',
  );
  return lines.join('\n');
}
