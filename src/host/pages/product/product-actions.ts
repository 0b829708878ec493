import { Modal } from '@arco-design/web-react';
import { getAction } from '../../../core/http';
import type { ListPageContext } from '../../list-page';
import { submit } from '../../shared/data/shop-api';

/**
 * Deletes the selected rows through a GET `?id=a,b` endpoint (the product API's), after a confirm.
 *
 * @example await deleteSelected('/business/ptoduct/deleteBusProduct', context);
 */
export function deleteSelected(url: string, context: ListPageContext): Promise<void> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: '确认删除',
      content: `是否删除选中的${context.selectedRowKeys.length}条数据?`,
      onOk: async () => {
        await submit(getAction(url, { id: context.selectedRowKeys.join(',') }));
        context.clearSelection();
        await context.reload();
        resolve();
      },
      onCancel: () => resolve(),
    });
  });
}
