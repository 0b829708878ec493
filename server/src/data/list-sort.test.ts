import { describe, expect, it } from 'vitest';
import { type EntityDef, f, sortableBy } from './entity';
import { listOrder, listSort } from './list-query';

/** The ORDER BY shapes the list indexes are built for (190_list_indexes.sql). */

const ENTITY: EntityDef = {
  table: 'bus_thing',
  scope: { tenant: 'tenant_id' },
  fields: sortableBy(
    {
      id: f.string('id'),
      name: f.string('name'),
      amount: f.decimal('amount'),
      score: f.int('score'),
      createTime: f.datetime('create_time'),
    },
    { amount: 'not null', score: 'nullable' },
  ),
};

describe('list order', () => {
  it('leaves NULLS LAST out for a NOT NULL column, so one index serves both directions', () => {
    expect(listOrder(ENTITY, { column: 'amount', order: 'asc' })).toBe('ORDER BY amount asc, id asc');
    expect(listOrder(ENTITY, { column: 'amount', order: 'desc' })).toBe('ORDER BY amount desc, id desc');
  });

  it('keeps nulls last both ways for a nullable column', () => {
    expect(listOrder(ENTITY, { column: 'score', order: 'asc' })).toBe('ORDER BY score asc NULLS LAST, id asc');
    expect(listOrder(ENTITY, { column: 'score', order: 'desc' }, 'o')).toBe(
      'ORDER BY o.score desc NULLS LAST, o.id desc',
    );
  });

  it('refuses a column sortableBy left out, and falls back from createTime when the entity does not sort by it', () => {
    expect(() => listSort(ENTITY, { column: 'name' })).toThrow('不支持的排序字段：name');
    expect(listSort(ENTITY, { column: 'createTime', order: 'asc' })).toEqual({
      column: null,
      desc: false,
      notNull: false,
    });
    expect(listOrder({ ...ENTITY, defaultSort: { field: 'amount', order: 'desc' } }, { column: 'createTime' })).toBe(
      'ORDER BY amount desc, id desc',
    );
  });

  it('marks only the declared sorts sortable', () => {
    const sortable = Object.entries(ENTITY.fields).filter(([, def]) => def.sort);
    expect(sortable.map(([name, def]) => [name, Boolean(def.notNull)])).toEqual([
      ['amount', true],
      ['score', false],
    ]);
  });
});
