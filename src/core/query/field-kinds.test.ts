import { describe, expect, it } from 'vitest';
import { dateFormat, defaultRule, isMultiChoice, rulesFor, valueEditorKind } from './field-kinds';

describe('valueEditorKind', () => {
  it.each([
    [{}, 'text'],
    [{ type: 'string' }, 'text'],
    [{ type: 'text' }, 'text'],
    [{ type: 'int' }, 'number'],
    [{ type: 'BigDecimal' }, 'number'],
    [{ type: 'number' }, 'number'],
    [{ type: 'date' }, 'date'],
    [{ type: 'datetime' }, 'datetime'],
    [{ type: 'list', dictCode: 'sex' }, 'dict'],
    [{ type: 'string', dictCode: 'sex' }, 'dict'],
    [{ options: [{ value: 1, text: '是' }] }, 'dict'],
    [{ type: 'sel_tree', dictCode: 'id' }, 'tree'],
    [{ type: 'cat_tree' }, 'category'],
    [{ type: 'sel_user' }, 'user'],
    [{ type: 'sel_depart' }, 'depart'],
    [{ type: 'popup' }, 'popup'],
  ])('%j edits with %s', (field, kind) => {
    expect(valueEditorKind(field)).toBe(kind);
  });
});

describe('rules per editor', () => {
  it('offers text matches to text, comparisons to numbers and dates, equality to choices', () => {
    expect(rulesFor('text')).toEqual(['eq', 'like', 'right_like', 'left_like', 'in', 'ne']);
    expect(rulesFor('date')).toEqual(['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(rulesFor('user')).toEqual(['eq', 'in', 'ne']);
  });

  it('starts text with like and everything else with eq', () => {
    expect(defaultRule('text')).toBe('like');
    expect(defaultRule('number')).toBe('eq');
    expect(defaultRule('dict')).toBe('eq');
  });

  it('makes in a multi-select only on choice editors', () => {
    expect(isMultiChoice('dict', 'in')).toBe(true);
    expect(isMultiChoice('depart', 'in')).toBe(true);
    expect(isMultiChoice('dict', 'eq')).toBe(false);
    expect(isMultiChoice('text', 'in')).toBe(false);
    expect(isMultiChoice('number', 'in')).toBe(false);
  });

  it('formats dates as the spec displays them unless the field says otherwise', () => {
    expect(dateFormat('date')).toBe('YYYY-MM-DD');
    expect(dateFormat('datetime')).toBe('YYYY-MM-DD HH:mm:ss');
    expect(dateFormat('date', { format: 'YYYY/MM/DD' })).toBe('YYYY/MM/DD');
  });
});
