import { describe, expect, it } from 'vitest';
import { canDeleteRow, canEditRow } from './permissions';
import type { ListPageConfig } from './types';

const form: ListPageConfig['form'] = [{ field: 'name', label: '名称' }];
const url = { edit: '/x/edit', delete: '/x/delete' };
const tenantRow = { id: 't1', shopId: null };
const shopRow = { id: 's1', shopId: 'shop1' };

describe('the built-in row actions', () => {
  it('show 编辑 and 删除 on every row by default', () => {
    expect(canEditRow({ form, url }, tenantRow)).toBe(true);
    expect(canDeleteRow({ url }, tenantRow)).toBe(true);
  });

  it('need the form and urls', () => {
    expect(canEditRow({ form: false, url }, shopRow)).toBe(false);
    expect(canEditRow({ form, url: { delete: url.delete } }, shopRow)).toBe(false);
    expect(canDeleteRow({ url: { edit: url.edit } }, shopRow)).toBe(false);
  });

  it("hide per row where the page's predicates refuse it", () => {
    const owned = (row: Record<string, unknown>) => Boolean(row.shopId);
    expect(canEditRow({ form, url, canEdit: owned }, tenantRow)).toBe(false);
    expect(canEditRow({ form, url, canEdit: owned }, shopRow)).toBe(true);
    expect(canDeleteRow({ url, canDelete: owned }, tenantRow)).toBe(false);
    expect(canDeleteRow({ url, canDelete: owned }, shopRow)).toBe(true);
  });
});
