import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { HashRouter } from 'react-router-dom';
import { useBrowserGuards } from '../features/guards/use-browser-guards';
import { AppRoutes } from './router';

/** Providers and the router (the server-state cache is the signed-in area's: see RequireAuth). */
export function App() {
  useBrowserGuards();
  return (
    <ConfigProvider locale={zhCN}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ConfigProvider>
  );
}
