import { Spin } from '@arco-design/web-react';
import { Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteRecord } from '../../core/permission';
import { LazyResult } from '../features/result';
import { KeepAliveOutlet } from '../layouts/basic/content/KeepAliveOutlet';
import { useKeepAliveEnabled } from '../layouts/basic/content/use-keep-alive-enabled';
import { IframePage } from '../layouts/IframePage';
import { flattenRoutes } from './menu-loader';
import { resolvePage } from './page-registry';
import { staticPageFor } from './static-pages';
import { usePermissions } from './use-stores';

/** The menu route whose path is `pathname` (exact, then `:param` patterns). */
export function findRoute(routes: readonly RouteRecord[], pathname: string): RouteRecord | undefined {
  const all = flattenRoutes(routes);
  const exact = all.find((route) => route.path === pathname);
  if (exact) return exact;
  return all.find((route) => {
    if (!route.path.includes(':')) return false;
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
}

function PageFallback() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size={28} />
    </div>
  );
}

/**
 * Renders whatever the server menu says lives at the current path: a group redirects to its first
 * page, an iframe entry shows its URL, a page loads its component lazily through the registry.
 * A path the menu does not have goes to /404.
 */
export function MenuPageContent() {
  const { pathname } = useLocation();
  const routes = usePermissions((state) => state.routes);
  const route = useMemo(() => findRoute(routes, pathname), [routes, pathname]);
  const staticPage = staticPageFor(pathname);

  if (staticPage) {
    const Page = staticPage.component;
    return (
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    );
  }
  if (!route) return <Navigate to="/404" replace />;
  if (route.redirect && route.redirect !== pathname) return <Navigate to={route.redirect} replace />;
  if (route.meta.iframeUrl) return <IframePage url={route.meta.iframeUrl} title={route.meta.title} />;
  const component = route.component ?? '';
  if (component.startsWith('layouts/')) {
    const first = route.children.find((child) => !child.hidden);
    return first ? <Navigate to={first.path} replace /> : <Navigate to="/404" replace />;
  }
  const Page = resolvePage(component);
  if (!Page) {
    return <LazyResult status="404" title="页面未找到" subTitle={`前端没有菜单组件 ${component} 对应的页面`} />;
  }
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}

const pageContent = <MenuPageContent />;

/**
 * The signed-in content route: the current menu page, and with multi-tab on, the kept-alive pages of
 * open tabs (hidden, each still reading its own location).
 */
export function MenuPage() {
  return <KeepAliveOutlet keepAlive={useKeepAliveEnabled()} page={pageContent} />;
}
