import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useBrowserGuards } from '../features/guards';
import { createRouter } from './router';

/** Providers and the router. */
export function App() {
  const [router] = useState(createRouter);
  useBrowserGuards();
  return (
    <ConfigProvider locale={zhCN}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
