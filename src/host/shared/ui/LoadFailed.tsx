import { Button, Result } from '@arco-design/web-react';

/**
 * A page part that could not load: what failed, the server's message and 重试.
 *
 * @example if (remote.error) return <LoadFailed title="订单加载失败" error={remote.error} onRetry={remote.retry} />;
 */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Result status="error" title={title} subTitle={error.message} extra={<Button onClick={onRetry}>重试</Button>} />
  );
}
