import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mobileRules } from '../../../../src/core/validation/form-rules';
import { BizError } from '../../http/envelope';
import { type EntityDef, f } from '../entity';
import { rowFailureReason } from './import-insert';
import { cellText, mapSheet, type RowRules, rowBody } from './import-rows';
import { readWorkbook } from './workbook-reader';

const ENTITY: EntityDef = {
  table: 't_member',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    name: f.string('name'),
    phone: f.string('phone'),
    level: f.string('level', { dict: 'member_level' }),
    tags: f.string('tags', { dict: 'member_tag' }),
    age: f.int('age'),
    vip: f.boolean('vip'),
    birthday: f.date('birthday'),
    joinedAt: f.datetime('joined_at'),
    createTime: f.datetime('create_time', { write: false }),
  },
};
const TITLES = {
  name: '姓名',
  phone: '手机号',
  level: '等级',
  tags: '标签',
  age: '年龄',
  vip: '会员',
  birthday: '生日',
  joinedAt: '加入时间',
  createTime: '创建时间',
};
const CONTEXT: RowRules = {
  required: new Set(['name']),
  rules: { phone: mobileRules.filter((rule) => !rule.required) },
  dictionaries: new Map([
    ['member_level', { textOf: new Map([['1', '普通']]), valueOf: new Map([['普通', '1']]) }],
    [
      'member_tag',
      {
        textOf: new Map([
          ['a', '活跃'],
          ['b', '沉睡'],
        ]),
        valueOf: new Map([
          ['活跃', 'a'],
          ['沉睡', 'b'],
        ]),
      },
    ],
  ]),
  limits: new Map([['name', 4]]),
};

function grid(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'S');
  return readWorkbook(`a.${bookType}`, XLSX.write(book, { type: 'buffer', bookType }) as Buffer);
}

describe('mapSheet', () => {
  it('finds the header below title rows, maps writable columns only and numbers rows as Excel does', () => {
    const mapping = mapSheet(
      grid([
        ['会员导入'],
        [],
        ['创建时间', '姓名 *', '备注', '手机号'],
        ['2026-01-01', '张三', 'x', '13800138000'],
        [],
        ['', '李四'],
      ]),
      TITLES,
      ENTITY.fields,
      ['name'],
    );
    expect(mapping.headerRow).toBe(3);
    expect(mapping.columns.map((column) => [column.field, column.index])).toEqual([
      ['name', 1],
      ['phone', 3],
    ]);
    expect(mapping.rows.map((row) => row.rowNumber)).toEqual([4, 6]);
  });
});

describe('rowBody', () => {
  const columns = mapSheet(grid([Object.values(TITLES).slice(0, 8), ['x']]), TITLES, ENTITY.fields, []).columns;

  it('converts a good row: dictionary text or code, booleans, Excel dates', async () => {
    const row = ['王五', '13912345678', '普通', '活跃，b', '30', '是', new Date(Date.UTC(1990, 4, 6)), 45000.5];
    expect(await rowBody(row, columns, CONTEXT)).toEqual({
      body: {
        name: '王五',
        phone: '13912345678',
        level: '1',
        tags: 'a,b',
        age: '30',
        vip: '1',
        birthday: '1990-05-06',
        joinedAt: '2023-03-15 12:00:00',
      },
    });
  });

  it('names every failing cell: required, shared rule, dictionary, type, boolean, date, length', async () => {
    const row = [null, '12345', '黄金', '活跃,未知', '3.5', '也许', '昨天', 'x'];
    const { error } = await rowBody(row, columns, CONTEXT);
    expect(error?.split('；')).toEqual([
      '姓名不能为空',
      '手机号：请输入正确手机号',
      '等级「黄金」不是有效选项',
      '标签「未知」不是有效选项',
      '年龄必须是整数',
      '会员只能填写"是"或"否"',
      '生日日期格式不正确',
      '加入时间日期格式不正确',
    ]);
    expect((await rowBody(['五个字的名'], columns, CONTEXT)).error).toBe('姓名不能超过4个字符');
  });

  it('reads cell text the way a form sends it', () => {
    expect(cellText(ENTITY.fields.birthday as never, 45000)).toBe('2023-03-15');
    expect(cellText(ENTITY.fields.name as never, 13800138000)).toBe('13800138000');
    expect(cellText(ENTITY.fields.name as never, '  a  ')).toBe('a');
    expect(cellText(ENTITY.fields.vip as never, true)).toBe('1');
  });
});

describe('readWorkbook', () => {
  it('keeps a sheet’s offset when its first rows are empty, in .xls too', () => {
    const book = XLSX.utils.book_new();
    const sheet: XLSX.WorkSheet = { '!ref': 'B3:C4', B3: { t: 's', v: '姓名' }, B4: { t: 's', v: '张三' } };
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const read = readWorkbook('a.xls', XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer);
    const mapping = mapSheet(read, TITLES, ENTITY.fields, ['name']);
    expect(mapping.headerRow).toBe(read.firstRow + read.rows.findIndex((row) => row.includes('姓名')));
    expect(mapping.headerRow).toBe(3);
    expect(mapping.rows).toEqual([{ rowNumber: 4, cells: expect.arrayContaining(['张三']) }]);
  });

  it('refuses a zip that claims to inflate past the limit before parsing it', () => {
    const zip = Buffer.from(zipSync({ 'xl/workbook.xml': new TextEncoder().encode('<workbook/>') }));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0x7fffffff, central + 24);
    expect(() => readWorkbook('bomb.xlsx', zip)).toThrow(new BizError('文件大小不能超过10MB'));
  });
});

describe('rowFailureReason', () => {
  it('maps database refusals to Chinese reasons naming the columns, and leaves other errors alone', () => {
    const titles = { name: '姓名', phone: '手机号' };
    const unique = { code: '23505', detail: 'Key (tenant_id, phone)=(1001, 138) already exists.' };
    expect(rowFailureReason(unique, ENTITY, titles)).toBe('手机号重复（与已有数据或文件中的其他行相同）');
    expect(rowFailureReason({ code: '23502', column: 'name' }, ENTITY, titles)).toBe('姓名不能为空');
    expect(rowFailureReason({ code: '23503' }, ENTITY, titles)).toBe('关联的数据不存在');
    expect(rowFailureReason({ code: '42P01' }, ENTITY, titles)).toBeUndefined();
    expect(rowFailureReason(new Error('boom'), ENTITY, titles)).toBeUndefined();
  });
});
