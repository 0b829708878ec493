import { describe, expect, it } from 'vitest';
import { type AreaLoader, type AreaOption, areaCodes, loadAreaPath } from './area-api';

const area = (code: string, name: string, level: number, isLeaf = false): AreaOption => ({ code, name, level, isLeaf });

const levels: Record<string, AreaOption[]> = {
  '0': [area('110000', '北京市', 1), area('330000', '浙江省', 1)],
  '330000': [area('330100', '杭州市', 2), area('330200', '宁波市', 2)],
  '330100': [area('330106', '西湖区', 3, true)],
};
const load: AreaLoader = async (parent) => (levels[parent] ?? []).map((option) => ({ ...option }));

describe('areaCodes', () => {
  it('reads comma-separated and array values', () => {
    expect(areaCodes('330000, 330100,330106')).toEqual(['330000', '330100', '330106']);
    expect(areaCodes(['330000', ''])).toEqual(['330000']);
    expect(areaCodes(undefined)).toEqual([]);
    expect(areaCodes('')).toEqual([]);
  });
});

describe('loadAreaPath', () => {
  it('nests the levels along the path', async () => {
    const tree = await loadAreaPath(['330000', '330100', '330106'], load);
    const zhejiang = tree.find((option) => option.code === '330000');
    expect(zhejiang?.children?.map((city) => city.name)).toEqual(['杭州市', '宁波市']);
    expect(zhejiang?.children?.[0]?.children?.[0]?.name).toBe('西湖区');
    expect(tree.find((option) => option.code === '110000')?.children).toBeUndefined();
  });

  it('gives only the provinces for an empty path and stops at an unknown code', async () => {
    expect((await loadAreaPath([], load)).map((option) => option.name)).toEqual(['北京市', '浙江省']);
    const tree = await loadAreaPath(['990000', '990100'], load);
    expect(tree.every((option) => option.children === undefined)).toBe(true);
  });
});
