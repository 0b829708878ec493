import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ARCO = '@arco-design/web-react';
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@arco-design\/web-react['"]/g;

/**
 * Loads Arco's CSS per component instead of the whole 60 KB (gzip) sheet: every
 * `import { Button, Form } from '@arco-design/web-react'` in our sources also imports
 * `es/Button/style/css.js` and `es/Form/style/css.js` (which pull in the styles they depend on),
 * so each route's chunk carries only the styles of the components it uses.
 */
export function arcoComponentStyles(root: string): Plugin {
  const styleDir = join(root, 'node_modules', ARCO, 'es');
  const known = new Map<string, boolean>();
  const hasStyle = (name: string) => {
    let found = known.get(name);
    if (found === undefined) {
      found = existsSync(join(styleDir, name, 'style', 'css.js'));
      known.set(name, found);
    }
    return found;
  };
  return {
    name: 'arco-component-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes(ARCO)) return null;
      const names = new Set<string>();
      for (const match of code.matchAll(NAMED_IMPORT)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name && /^[A-Z]/.test(name) && hasStyle(name)) names.add(name);
        }
      }
      if (names.size === 0) return null;
      const styles = [...names].map((name) => `import '${ARCO}/es/${name}/style/css.js';`).join('\n');
      return { code: `import '${ARCO}/es/style/index.css';\n${styles}\n${code}`, map: null };
    },
  };
}
