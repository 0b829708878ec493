// The React 19 adapter must be the first import: it hands `createRoot` to Arco's imperative APIs
// (Message, Notification, Modal.confirm) before any Arco module runs.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider, Typography } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Placeholder admin entry: providers and one page. The router, layouts and pages come later. */
function App() {
  return (
    <ConfigProvider locale={zhCN}>
      <main style={{ padding: 24 }}>
        <Typography.Title heading={3}>租赁商城管理后台</Typography.Title>
      </main>
    </ConfigProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
