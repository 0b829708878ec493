import type { ResultProps } from '@arco-design/web-react';
import { lazy, Suspense } from 'react';

/**
 * The result's text without Arco's Result: shown when its chunk cannot be fetched (a new deployment
 * replaced the files: exactly the error a page's error boundary may be reporting).
 */
function PlainResult({ title, subTitle, extra }: ResultProps) {
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      {title ? <div style={{ fontSize: 18, fontWeight: 500, color: 'var(--color-text-1)' }}>{title}</div> : null}
      {subTitle ? <div style={{ marginTop: 8, color: 'var(--color-text-2)' }}>{subTitle}</div> : null}
      {extra ? <div style={{ marginTop: 20 }}>{extra}</div> : null}
    </div>
  );
}

const Result = lazy(() =>
  import('./ArcoResult').then(
    (module) => ({ default: module.ArcoResult }),
    () => ({ default: PlainResult }),
  ),
);

/**
 * Arco's `<Result>` fetched when a page first shows one (a load failure, an unknown page): the first
 * view of a working page does without its illustrations. Same props; nothing shows while it loads.
 *
 * @example <LazyResult status="error" title="数据加载失败" subTitle={error.message} />
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
