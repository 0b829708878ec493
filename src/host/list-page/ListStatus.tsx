import { Button, Empty, Result, Skeleton, Space } from '@arco-design/web-react';
import { ListMessages } from './messages';

/** The first load: a table-shaped skeleton instead of an empty table. */
export function ListSkeleton() {
  return <Skeleton animation text={{ rows: 6, width: ['100%'] }} aria-label="加载中" />;
}

/**
 * The list could not load: what the server said, 重试, and 重置查询 (drops the list state — e.g. a
 * shared link's sort the server refuses — and loads the plain list).
 */
export function ListError({
  message,
  onRetry,
  onResetQuery,
}: {
  message: string;
  onRetry: () => void;
  onResetQuery?: () => void;
}) {
  return (
    <Result
      status="error"
      title={ListMessages.loadFailed}
      subTitle={message}
      extra={
        <Space>
          <Button type="primary" onClick={onRetry}>
            {ListMessages.retry}
          </Button>
          {onResetQuery && <Button onClick={onResetQuery}>{ListMessages.resetQuery}</Button>}
        </Space>
      }
    />
  );
}

/** No rows: the page's own text, else 暂无数据. */
export function ListEmpty({ text }: { text?: string }) {
  return <Empty description={text ?? ListMessages.empty} />;
}
