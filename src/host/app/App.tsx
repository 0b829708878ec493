import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { useBrowserGuards } from '../features/guards/use-browser-guards';
import { queryClient } from '../shared/data/query-client';
import { clearCacheOnSessionChange } from '../shared/data/session-cache';
import { AppRoutes } from './router';

/** Providers (locale, server-state cache) and the router. */
export function App() {
  useBrowserGuards();
  useEffect(() => clearCacheOnSessionChange(queryClient), []);
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
