import { Button, Empty, Result, Skeleton } from '@arco-design/web-react';
import { ListMessages } from './messages';

/** The first load: a table-shaped skeleton instead of an empty table. */
export function ListSkeleton() {
  return <Skeleton animation text={{ rows: 6, width: ['100%'] }} aria-label="加载中" />;
}

/** The list could not load: what the server said, and 重试. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={ListMessages.loadFailed}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {ListMessages.retry}
        </Button>
      }
    />
  );
}

/** No rows: the page's own text, else 暂无数据. */
export function ListEmpty({ text }: { text?: string }) {
  return <Empty description={text ?? ListMessages.empty} />;
}
