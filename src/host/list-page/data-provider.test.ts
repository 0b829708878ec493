import { describe, expect, it } from 'vitest';
import { ListCallError, listDataProvider } from './data-provider';

describe('a list page without its urls', () => {
  const provider = listDataProvider({ url: {} });

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
