import { describe, expect, it, vi } from 'vitest';
import type { EditableColumn } from '../types';
import { createTableModel } from './table-model';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const model2 = () =>
  createTableModel({
    columns,
    rows: [
      { id: 'a', name: 'A', qty: 1 },
      { id: 'b', name: 'B', qty: 2 },
    ],
  });

describe('applyRemoteUpdate', () => {
  it('updates a row in place, keeping its key and notifying only it', () => {
    const model = model2();
    const a = vi.fn();
    const b = vi.fn();
    const order = vi.fn();
    model.subscribeRow('a', a);
    model.subscribeRow('b', b);
    model.subscribeRows(order);
    expect(model.applyRemoteUpdate({ id: 'a', name: 'A2', qty: 5 })).toEqual({
      found: true,
      applied: ['name', 'qty'],
      held: [],
    });
    expect(model.getRow('a')).toEqual({ id: 'a', name: 'A2', qty: 5 });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(order).not.toHaveBeenCalled();
  });

  it('ignores rows it does not have', () => {
    const model = model2();
    expect(model.applyRemoteUpdate({ id: 'zz', name: 'x' })).toEqual({ found: false, applied: [], held: [] });
    expect(model.applyRemoteUpdate({ name: 'no id' }).found).toBe(false);
    expect(model.getRowCount()).toBe(2);
  });

  it('holds the value of the cell being edited and writes the rest', () => {
    const model = model2();
    model.setEditing('a', 'name');
    model.setValue('a', 'name', 'typing');
    const result = model.applyRemoteUpdate({ id: 'a', name: 'remote', qty: 9 });
    expect(result).toEqual({ found: true, applied: ['qty'], held: ['name'] });
    expect(model.getRow('a')).toMatchObject({ name: 'typing', qty: 9 });
    expect(model.getHeldRemote()).toEqual({ key: 'a', column: 'name', value: 'remote' });
  });

  it('keeps the local edit when the user changed the cell', () => {
    const model = model2();
    model.setEditing('a', 'name');
    model.setValue('a', 'name', 'mine');
    model.applyRemoteUpdate({ id: 'a', name: 'remote' });
    model.setEditing(null);
    expect(model.getRow('a')?.name).toBe('mine');
    expect(model.getHeldRemote()).toBeNull();
  });

  it('applies the held value when the user leaves the cell unchanged or cancels', () => {
    const model = model2();
    model.setEditing('a', 'name');
    model.applyRemoteUpdate({ id: 'a', name: 'remote' });
    expect(model.getRow('a')?.name).toBe('A');
    model.setEditing('a', 'qty');
    expect(model.getRow('a')?.name).toBe('remote');

    model.setValue('a', 'qty', 7);
    model.applyRemoteUpdate({ id: 'a', qty: 3 });
    model.setValue('a', 'qty', 1); // Escape restores the value from before editing
    model.setEditing('a', null);
    expect(model.getRow('a')?.qty).toBe(3);
  });

  it('keeps only the newest held value', () => {
    const model = model2();
    model.setEditing('a', 'name');
    model.applyRemoteUpdate({ id: 'a', name: 'one' });
    model.applyRemoteUpdate({ id: 'a', name: 'two' });
    model.setEditing(null);
    expect(model.getRow('a')?.name).toBe('two');
  });

  it('holds nothing when the remote value equals what the cell shows', () => {
    const model = model2();
    model.setEditing('a', 'name');
    model.setValue('a', 'name', 'same');
    expect(model.applyRemoteUpdate({ id: 'a', name: 'same' }).held).toEqual([]);
    expect(model.getHeldRemote()).toBeNull();
  });

  it('does not hold values of other rows or cells', () => {
    const model = model2();
    model.setEditing('a', 'name');
    expect(model.applyRemoteUpdate({ id: 'b', name: 'B2' }).applied).toEqual(['name']);
    expect(model.getRow('b')?.name).toBe('B2');
  });

  it('re-checks a cell that shows an error', async () => {
    const model = model2();
    model.setValue('a', 'name', '');
    await model.validateCell('a', 'name');
    model.applyRemoteUpdate({ id: 'a', name: 'fixed' });
    expect(model.getError('a', 'name')).toBeUndefined();
  });

  it('forgets the edit when its row is removed or the rows reset', () => {
    const model = model2();
    model.setEditing('a', 'name');
    model.removeRows('a');
    expect(model.getEditing()).toBeNull();
    model.setEditing('b', 'name');
    expect(model.getEditing()).toEqual({ key: 'b', column: 'name' });
    model.setRows([]);
    expect(model.getEditing()).toBeNull();
  });
});
