import { Button, Empty, Skeleton } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../core/http';
import { LazyResult } from '../../features/result';

/** The back end has no such endpoint (a stock JeecgBoot has none of the `/sys/home/*` statistics). */
const isMissingEndpoint = (error: Error) =>
  error instanceof ApiError && (Number(error.code) === 404 || error.status === 404);

export interface LoadStateProps {
  loading: boolean;
  error: Error | undefined;
  /** True when the data is there but has nothing to show. */
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  /** Skeleton rows while nothing has arrived yet. */
  rows?: number;
  /** Whether data arrived at least once (then a reload keeps it on screen). */
  hasData: boolean;
  children: ReactNode;
}

/**
 * The loading skeleton, the error with 重试, the empty state, or the content.
 *
 * @example <LoadState loading={loading} error={error} hasData={!!data} onRetry={retry}>{…}</LoadState>
 */
export function LoadState({ loading, error, empty, emptyText, onRetry, rows = 3, hasData, children }: LoadStateProps) {
  if (error && isMissingEndpoint(error)) {
    // Nothing to retry: say what is missing instead of showing a failure.
    return (
      <Empty description="当前后端未提供此项统计（如 JeecgBoot 未部署首页统计接口），可在菜单管理中将首页指向其他页面" />
    );
  }
  if (error) {
    return (
      <LazyResult
        status="error"
        title="数据加载失败"
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  if (!hasData) {
    return <Skeleton loading={loading} animation text={{ rows }} />;
  }
  if (empty) return <Empty description={emptyText ?? '暂无数据'} />;
  return <>{children}</>;
}
