import { describe, expect, it } from 'vitest';
import { addFormValues } from './form-record';
import type { FormField } from './types';

const fields: FormField[] = [
  { field: 'pid', label: '上级类目' },
  { field: 'name', label: '类目名称' },
  { field: 'status', label: '状态', defaultValue: '1' },
  { field: 'sort', label: '排序', defaultValue: 0 },
];

describe('the values an add form starts with', () => {
  it('are the declared defaults when nothing is given', () => {
    expect(addFormValues(fields)).toEqual({ status: '1', sort: 0 });
  });

  it("lay openForm('add', values) over the defaults (添加下级 names the parent)", () => {
    expect(addFormValues(fields, { pid: 'c1', status: '0' })).toEqual({ pid: 'c1', status: '0', sort: 0 });
  });

  it('keep a default where the given value is undefined', () => {
    expect(addFormValues(fields, { pid: 'c1', status: undefined })).toEqual({ pid: 'c1', status: '1', sort: 0 });
  });
});
