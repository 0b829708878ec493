import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { MIGRATIONS_DIR, migrate } from './migrate';

const MIGRATION = '197_showcase_components.sql';

describe(MIGRATION, () => {
  const before = mkdtempSync(join(tmpdir(), 'migrations-'));
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('points menus seeded before the move at the showcase pages, keeping paths, titles and edited names', async () => {
    for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql') && file < MIGRATION)) {
      copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
    }
    const db = await openPglite();
    try {
      await migrate(db, before);
      const rows = [
        ['p1', '/test/home', '测试首页', 'test/Home', 'Home'],
        ['p2', '/test/test01', '测试页01', 'test/Test01', 'Test01'],
        ['p3', '/test/test04', '测试页04', 'test/Test04', 'EditedByHand'],
        ['p4', '/dashboard/analysis', '分析页', 'dashboard/Analysis', 'Analysis'],
      ];
      for (const [id, url, name, component, componentName] of rows) {
        await db.query(
          'INSERT INTO sys_permission (id, name, url, component, component_name, menu_type) VALUES ($1, $2, $3, $4, $5, 1)',
          [id, name, url, component, componentName],
        );
      }

      expect(await migrate(db)).toContain(MIGRATION);

      const stored = await db.query<Record<string, string>>(
        'SELECT id, url, name, component, component_name FROM sys_permission ORDER BY id',
      );
      expect(stored.map((row) => [row.id, row.url, row.name, row.component, row.component_name])).toEqual([
        ['p1', '/test/home', '测试首页', 'showcase/Overview', 'Overview'],
        ['p2', '/test/test01', '测试页01', 'showcase/Pickers', 'Pickers'],
        ['p3', '/test/test04', '测试页04', 'showcase/Editors', 'EditedByHand'],
        ['p4', '/dashboard/analysis', '分析页', 'dashboard/Analysis', 'Analysis'],
      ]);
    } finally {
      await db.close();
    }
  });
});
