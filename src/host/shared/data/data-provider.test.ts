import { describe, expect, it } from 'vitest';
import { dataProvider, ListCallError } from './data-provider';
import { resourceKey, resourceUrls } from './resource';

describe('a resource without its urls', () => {
  const provider = dataProvider({ url: {} });

  it('refuses to list with 请设置url.list属性! before any request', async () => {
    const failure = provider.list({ pageNo: 1 });
    await expect(failure).rejects.toBeInstanceOf(ListCallError);
    await expect(failure).rejects.toMatchObject({ message: '请设置url.list属性!', shown: false });
  });

  it('names the missing delete, batch delete and export urls', async () => {
    await expect(provider.remove('1')).rejects.toThrow('请设置url.delete属性!');
    await expect(provider.removeMany(['1', '2'])).rejects.toThrow('请设置url.deleteBatch属性!');
    await expect(provider.exportFile({})).rejects.toThrow('请设置url.exportXlsUrl属性!');
  });
});

describe('resource urls', () => {
  it('derive every call from the resource name', () => {
    expect(resourceUrls({ resource: '/sys/position/' })).toEqual({
      list: '/sys/position/list',
      queryById: '/sys/position/queryById',
      add: '/sys/position/add',
      edit: '/sys/position/edit',
      delete: '/sys/position/delete',
      deleteBatch: '/sys/position/deleteBatch',
      exportXls: '/sys/position/exportXls',
      importExcel: '/sys/position/importExcel',
    });
  });

  it('leave out the calls the back end lacks and take the paths that differ', () => {
    const urls = resourceUrls({
      resource: '/sys/user',
      without: ['exportXls', 'importExcel', 'deleteBatch'],
      url: { list: '/sys/user/listAll', queryById: undefined },
    });
    expect(urls.list).toBe('/sys/user/listAll');
    expect(urls).not.toHaveProperty('exportXls');
    expect(urls).not.toHaveProperty('deleteBatch');
    expect(urls.queryById).toBeUndefined();
    expect(urls.edit).toBe('/sys/user/edit');
  });

  it('key the cache by the resource, else by the list url', () => {
    expect(resourceKey({ resource: '/sys/role' })).toEqual(['/sys/role']);
    expect(resourceKey({ url: { list: '/biz/order/queryPage' } })).toEqual(['/biz/order/queryPage']);
  });
});
