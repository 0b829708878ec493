import { Layout } from '@arco-design/web-react';
import { Outlet } from 'react-router-dom';

/** The signed-in frame: side menu, header, tabs and content. */
export function BasicLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
