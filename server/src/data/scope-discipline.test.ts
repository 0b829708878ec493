import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Route code never compares an owner column with a placeholder itself: the owner values come from
 * the caller's Scope through `inScope` and friends (scope.ts) or the repository, in one place.
 */

const ROUTES = fileURLToPath(new URL('../routes', import.meta.url));

/** `tenant_id = $2`, `o.shop_id = ${c.param(x)}`, `tenant_id = ANY($1)`, `shop_id IS NOT DISTINCT FROM $2`... */
const OWNER_CLAUSE =
  /\b(?:\w+\.)?(?:tenant_id|shop_id|channel_id)\s*(?:=|<>|!=|\bIN\b|\bIS\s+(?:NOT\s+)?DISTINCT\s+FROM\b)\s*(?:ANY\s*)?\(?\s*\$(?:\d+|\$?\{[^}]*\})/gi;

/** Genuinely different cases, by file (under routes/) and clause, each with its reason. */
const ALLOWED: Record<string, string> = {
  'org/tenants.ts: tenant_id = ANY($1':
    'the platform administrator deletes tenants it chose by id (platform-only route, no tenant scope applies)',
  'session/tenant-switch.ts: tenant_id = $2':
    'the tenant switch moves the session (its sys_token row) into the tenant switchableTenant allowed, not a scope',
};

/** Tests and test kits next to the routes: never routed, they read seeded rows by tenant on purpose. */
const isFixture = (file: string) => /\.test\.ts$|-test-kit\.ts$/.test(file);

function routeSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeSources(path);
    return entry.name.endsWith('.ts') && !isFixture(path) ? [path] : [];
  });
}

/** Every owner clause of `source`, whitespace collapsed, with its line number. */
function ownerClauses(source: string): { clause: string; line: number }[] {
  return [...source.matchAll(OWNER_CLAUSE)].map((match) => ({
    clause: match[0].replace(/\s+/g, ' '),
    line: source.slice(0, match.index).split('\n').length,
  }));
}

describe('scope discipline of route SQL', () => {
  it('recognises the hand-written owner clauses it forbids', () => {
    // Route source text: `\${` is a literal `${` here.
    const sample = `
      'SELECT 1 FROM sys_shop WHERE id = $1 AND tenant_id = $2'
      \`... WHERE o.shop_id = \${c.param(shopId)}\`
      \`u.shop_id = $\${params.length}\`
      'DELETE FROM t WHERE channel_id = ANY($3)'
      \`shop_id IS NOT DISTINCT FROM $2\`
      \`WHERE \${inScope(scope, SHOP_OWNED, params)} AND o.tenant_id = c.tenant_id\``;
    expect(ownerClauses(sample).map((found) => found.clause)).toEqual([
      'tenant_id = $2',
      `o.shop_id = \${c.param(shopId)}`,
      `u.shop_id = $\${params.length}`,
      'channel_id = ANY($3',
      'shop_id IS NOT DISTINCT FROM $2',
    ]);
  });

  it('finds no owner clause in route code outside the allowlist', () => {
    const files = routeSources(ROUTES);
    expect(files.length).toBeGreaterThan(100);
    const used = new Set<string>();
    const offending: string[] = [];
    for (const file of files) {
      const name = relative(ROUTES, file).split('\\').join('/');
      for (const { clause, line } of ownerClauses(readFileSync(file, 'utf8'))) {
        const key = `${name}: ${clause}`;
        if (Object.hasOwn(ALLOWED, key)) used.add(key);
        else offending.push(`${name}:${line}  ${clause}  (use inScope & co. from data/scope.ts)`);
      }
    }
    expect(offending).toEqual([]);
    // An entry nothing needs any more goes, so the list stays the list of real exceptions.
    expect(Object.keys(ALLOWED).filter((key) => !used.has(key))).toEqual([]);
  });
});
