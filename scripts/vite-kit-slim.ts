import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Size plugins of the element kit build (vite.lib.config.ts; issue 9's gzip budgets). Each removes
 * bytes that do nothing in a kit bundle, never behaviour: measured on admin-elements.iife.js, together
 * about 25 KB gzip. The admin host's build does not use them.
 */

const ARCO_ES = '/@arco-design/web-react/es/';

const TS_HELPER = /^var (__\w+) = \(this && this\.\1\) \|\| ((?:function|\(function)[\s\S]*?^}\)?(?:\(\))?\)?);\n/gm;
const TS_HELPER_MODULE = '\0wk-ts-helper:';

/**
 * Arco's modules are compiled by tsc without `importHelpers`: each of ~300 modules carries its own
 * copy of `__assign`, `__read`, `__rest`… (9 KB gzip in the all-in-one bundle). Each helper becomes one
 * shared module holding Arco's own definition (`this` is undefined in a module, so the `this.__x`
 * fallback never applied); a module whose copy differs from the shared one keeps its own helpers.
 */
export function sharedTsHelpers(): Plugin {
  const definitions = new Map<string, string>();
  return {
    name: 'wk-shared-ts-helpers',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(TS_HELPER_MODULE) ? source : null;
    },
    load(id) {
      if (!id.startsWith(TS_HELPER_MODULE)) return null;
      const name = id.slice(TS_HELPER_MODULE.length);
      const definition = definitions.get(name);
      if (!definition) this.error(`no definition of the TypeScript helper ${name}`);
      return `export var ${name} = ${definition};\n`;
    },
    transform(code, id) {
      if (!id.includes('/node_modules/') || !code.includes('(this && this.__')) return null;
      const found = [...code.matchAll(TS_HELPER)].map(([, name = '', body = '']) => ({ name, body }));
      if (found.some(({ name, body }) => definitions.has(name) && definitions.get(name) !== body)) return null;
      const next = code.replace(TS_HELPER, '');
      if (found.length === 0 || next.includes('(this && this.__')) return null;
      for (const { name, body } of found) definitions.set(name, body);
      const imports = found.map(({ name }) => `import { ${name} } from '${TS_HELPER_MODULE}${name}';`);
      return { code: `${imports.join('\n')}\n${next}`, map: null };
    },
  };
}

const OWN_KEYS = /^function ownKeys\(object, enumerableOnly\) \{.*\}\n/m;
const OBJECT_SPREAD = /^function _objectSpread\(target\) \{.*\}\n/m;

/**
 * Arco's icons (Babel-compiled) each inline `ownKeys` and `_objectSpread`: they import Babel's
 * `objectSpread2` helper (the same function) instead.
 */
export function sharedIconHelpers(): Plugin {
  return {
    name: 'wk-shared-icon-helpers',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !code.includes('function _objectSpread(target)')) return null;
      if (!OWN_KEYS.test(code)) return null;
      const next = code.replace(OWN_KEYS, '').replace(OBJECT_SPREAD, '');
      if (next.includes('function _objectSpread(')) return null;
      return { code: `import _objectSpread from '@babel/runtime/helpers/esm/objectSpread2';\n${next}`, map: null };
    },
  };
}

/** Splits a selector list at its top-level commas (not those inside `:not(…)`). */
function selectorList(selectors: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectors.length; index += 1) {
    const char = selectors[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selectors.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selectors.slice(start));
  return parts;
}

/**
 * Arco's right-to-left rules (`.arco-…-rtl`, about 3 KB gzip of the kit's CSS) only apply under
 * `<ConfigProvider rtl>`, which no element sets: the selectors naming an `-rtl` class are dropped.
 *
 * @example withoutRtl('.a-rtl .b,.c{x:1}.d-rtl{y:2}') // '.c{x:1}'
 */
export function withoutRtl(css: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selectors: string, body: string) => {
    if (selectors.trim().startsWith('@') || !selectors.includes('-rtl')) return rule;
    const kept = selectorList(selectors).filter((selector) => !/-rtl\b/.test(selector));
    return kept.length > 0 ? `${kept.join(',')}{${body}}` : '';
  });
}

export function dropRtlCss(): Plugin {
  return {
    name: 'wk-drop-rtl-css',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes(ARCO_ES) || !/\.css\?inline$/.test(id)) return null;
      return { code: withoutRtl(code), map: null };
    },
  };
}

const SIDER_CONTEXT = '\0wk-arco-sider-context';
const SIDER_DEFINITION = /^export var SiderContext = (createContext\(\{[^}]*\}\));\n/m;

/**
 * Arco's Menu (under Dropdown and Tabs) reads one context from `Layout`, which pulls Layout's Sider,
 * ResizeBox and two icons into every bundle with a menu (4.5 KB gzip). The context moves to a module of
 * its own that both Menu and Layout's Sider import, so it stays one context when Layout is used.
 */
export function separateSiderContext(root: string): Plugin {
  const sider = resolve(root, 'node_modules/@arco-design/web-react/es/Layout/sider.js');
  return {
    name: 'wk-separate-sider-context',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === SIDER_CONTEXT) return SIDER_CONTEXT;
      if (source === '../Layout' && importer?.includes(`${ARCO_ES}Menu/`)) return SIDER_CONTEXT;
      return null;
    },
    load(id) {
      if (id !== SIDER_CONTEXT) return null;
      const definition = SIDER_DEFINITION.exec(readFileSync(sider, 'utf8'));
      if (!definition) this.error('@arco-design/web-react/es/Layout/sider.js no longer defines SiderContext');
      return `import { createContext } from 'react';\nexport var SiderContext = ${definition[1]};\n`;
    },
    transform(code, id) {
      if (id !== sider) return null;
      const next = code.replace(
        SIDER_DEFINITION,
        `import { SiderContext } from '${SIDER_CONTEXT}';\nexport { SiderContext };\n`,
      );
      if (next === code) this.error('@arco-design/web-react/es/Layout/sider.js no longer defines SiderContext');
      return { code: next, map: null };
    },
  };
}

const DATE_PICKER_STATICS = /export default Object\.assign\(DatePicker, \{[^}]*\}\);/;
const PICKER_STATIC = /\b(?:DatePicker\.(?:MonthPicker|YearPicker|WeekPicker|QuarterPicker|RangePicker))\b/;

/**
 * Arco's DatePicker module hangs the range, week, month, quarter and year pickers on the DatePicker
 * (5 KB gzip), so a bundle has them all once it has one; the widgets use only `DatePicker`. The build
 * fails if a source starts using one of the others (then drop this plugin).
 */
export function dateOnlyPicker(sourceDir: string): Plugin {
  return {
    name: 'wk-date-only-picker',
    enforce: 'pre',
    transform(code, id) {
      if (id.startsWith(sourceDir) && PICKER_STATIC.test(code)) {
        this.error(`${id} uses a DatePicker static that the kit build drops (scripts/vite-kit-slim.ts)`);
      }
      if (!id.endsWith(`${ARCO_ES}DatePicker/index.js`)) return null;
      const next = code.replace(DATE_PICKER_STATICS, 'export default DatePicker;');
      if (next === code) this.error('@arco-design/web-react/es/DatePicker/index.js changed: update dateOnlyPicker');
      return { code: next, map: null };
    },
  };
}

/** Documentation-only keys of the element specs: the manifest generator reads them, the elements never. */
const DOC_KEYS = new Set(['description', 'summary', 'signature', 'detail', 'default']);
/** Documentation-only fields whose whole value (not only a string) goes. */
const DOC_FIELDS = new Set(['cssParts', 'cssProperties']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isStringValue(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression') return isStringValue(node.left as Node) && isStringValue(node.right as Node);
  return false;
}

/**
 * The element specs (src/elements/<tag>/spec.ts, kit/spec.ts) hold the manifest's prose: in the
 * bundles those strings, and the parts and tokens lists, become `''` (3.7 KB gzip).
 */
export function withoutSpecDocs(elementsDir: string): Plugin {
  return {
    name: 'wk-without-spec-docs',
    transform(code, id) {
      if (!id.startsWith(elementsDir) || !id.endsWith('/spec.ts')) return null;
      const cuts: [number, number][] = [];
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) {
          for (const item of value) visit(item);
          return;
        }
        if (!value || typeof value !== 'object') return;
        const node = value as Node;
        if (node.type === 'Property' && !node.computed) {
          const key = node.key as Node;
          const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
          const inner = node.value as Node;
          if (typeof name === 'string' && (DOC_FIELDS.has(name) || (DOC_KEYS.has(name) && isStringValue(inner)))) {
            cuts.push([inner.start, inner.end]);
            return;
          }
        }
        for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child);
      };
      visit(this.parse(code));
      if (cuts.length === 0) return null;
      let next = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) next = `${next.slice(0, start)}''${next.slice(end)}`;
      return { code: next, map: null };
    },
  };
}

/** A custom-property declaration in CSS text: only after `{` or `;`, where JavaScript never has `--x:`. */
const CUSTOM_PROPERTY_DECLARATION = /(?<=[{;])(--[\w-]+):[^;{}`'"]*(?:;|(?=\}))/g;
const CUSTOM_PROPERTY_USE = /var\(\s*(--[\w-]+)|['"`](--[\w-]+)['"`]/g;

/** The custom properties `code` reads: `var(--x)`, or a quoted `'--x'` (script access). */
export function customPropertiesUsed(code: string): Set<string> {
  const used = new Set<string>();
  for (const [, inVar, quoted] of code.matchAll(CUSTOM_PROPERTY_USE)) used.add((inVar ?? quoted) as string);
  return used;
}

/**
 * The code with the CSS custom properties that nothing reads removed: Arco declares its whole palette
 * (every colour, light and dark) on the host, the kit's components read about half of it. A property is
 * kept when any `var(--x)` or a quoted `'--x'` (script access) names it anywhere in the bundle (`used`:
 * by default the code's own; with chunks, every chunk's, since one chunk's CSS reads another's palette).
 *
 * @example withoutUnusedCustomProperties('x=`:host{--a:1;--b:2}.c{color:var(--a)}`') // 'x=`:host{--a:1;}.c{color:var(--a)}`'
 */
export function withoutUnusedCustomProperties(code: string, used = customPropertiesUsed(code)): string {
  return code.replace(CUSTOM_PROPERTY_DECLARATION, (declaration, name: string) => (used.has(name) ? declaration : ''));
}

export function dropUnusedCustomProperties(): Plugin {
  return {
    name: 'wk-drop-unused-custom-properties',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const used = new Set(chunks.flatMap((chunk) => [...customPropertiesUsed(chunk.code)]));
      for (const chunk of chunks) chunk.code = withoutUnusedCustomProperties(chunk.code, used);
    },
  };
}

/**
 * A second minification pass by terser over the bundle Vite already minified: about 4 KB gzip less on
 * the all-in-one bundle (issue 9's 300 KB budget), at ~10 s of build time, so only the bundles with a
 * budget take it. `unsafe_arrows` turns anonymous functions that never read `this` into arrows (1.3 KB
 * more): safe unless such a function is called with `new` or its `prototype` is read, which neither React,
 * Arco nor our code does (their constructors are declarations or classes); the end-to-end suite runs the
 * demo pages on these bundles.
 */
export function terserPass(passes = 2): Plugin {
  return {
    name: 'wk-terser-pass',
    async generateBundle(_options, bundle) {
      const { minify } = await import('terser');
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const result = await minify(output.code, {
          compress: { passes, unsafe_arrows: true },
          mangle: true,
          ecma: 2020,
        });
        if (result.code === undefined) this.error(`terser returned nothing for ${output.fileName}`);
        output.code = result.code;
      }
    },
  };
}
