import { Button } from '@arco-design/web-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyResult } from '../../../features/result';

interface State {
  error: Error | null;
}

/** A page chunk that fails to load after a new deployment: the page is older than the server's files. */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Loading chunk|Importing a module script failed/i.test(error.message);
}

/**
 * Keeps a failing page inside its own frame: the menu, header and other tabs stay usable, and the
 * user gets a way out (reload the app, which also picks up a new deployment's files).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <LazyResult
        status="error"
        title={chunk ? '页面资源已更新' : '页面出错了'}
        subTitle={chunk ? '系统已发布新版本，请重新加载后继续操作。' : error.message}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
