import { afterEach, describe, expect, it } from 'vitest';
import { ok, refused, restoreHttp, serve, spyNotifier } from './dict-test-kit';
import { loadTreeData, normalizeTreeNode } from './tree-data';

afterEach(() => restoreHttp());

describe('normalizeTreeNode', () => {
  it('accepts leaf or isLeaf, as booleans or 1/"1"', () => {
    expect(normalizeTreeNode({ key: 'a', title: 'A', leaf: true }).isLeaf).toBe(true);
    expect(normalizeTreeNode({ key: 'a', title: 'A', isLeaf: '1' }).leaf).toBe(true);
    expect(normalizeTreeNode({ key: 'a', title: 'A', leaf: 0 }).leaf).toBe(false);
    expect(normalizeTreeNode({ key: 'a', title: 'A' }).leaf).toBe(false);
  });

  it('fills value from key and keeps code, parentId and children', () => {
    expect(
      normalizeTreeNode({ key: 7, title: 'T', code: 'A01', parentId: '0', children: [{ key: 8, leaf: true }] }),
    ).toEqual({
      key: '7',
      title: 'T',
      value: '7',
      code: 'A01',
      parentId: '0',
      leaf: false,
      isLeaf: false,
      children: [{ key: '8', title: '', value: '8', leaf: true, isLeaf: true }],
    });
  });
});

describe('loadTreeData', () => {
  it('sends the query (condition as JSON) and normalises the nodes', async () => {
    const fake = serve(() => ok([{ key: '1', title: '电子', value: '1', code: 'A', parentId: '', leaf: false }]));
    const nodes = await loadTreeData({
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: { status: '1' },
    });
    expect(nodes[0]).toMatchObject({ key: '1', title: '电子', leaf: false, isLeaf: false });
    expect(fake.calls[0]?.url).toBe('/sys/dict/loadTreeData');
    expect(fake.calls[0]?.params).toMatchObject({
      pid: '',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '{"status":"1"}',
    });
  });

  it('warns with the server message and rejects on failure', async () => {
    const notifier = spyNotifier();
    serve(() => refused('表不在白名单'));
    await expect(loadTreeData({ tableName: 'x', text: 'a', code: 'b' })).rejects.toThrow('表不在白名单');
    expect(notifier.warn).toHaveBeenCalledWith('表不在白名单');
  });
});
