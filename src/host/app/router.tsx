import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { UserLayout } from '../layouts/UserLayout';
import { ScrollToTop } from './ScrollToTop';

// Public pages: each its own chunk; the user layout shows a spinner while one loads. The login page
// handles a visitor who is already signed in itself (service-provider hand-over, then the dashboard).
const Login = lazy(() => import('../pages/user/Login'));
const Register = lazy(() => import('../pages/user/Register'));
const RegisterResult = lazy(() => import('../pages/user/RegisterResult'));
const Alteration = lazy(() => import('../pages/user/Alteration'));

// The signed-in frame (its guard included) and the exception pages load on demand, so the login route
// stays small.
const RequireAuth = lazy(() => import('./RequireAuth').then((m) => ({ default: m.RequireAuth })));
const BasicLayout = lazy(() => import('../layouts/BasicLayout').then((m) => ({ default: m.BasicLayout })));
const MenuPage = lazy(() => import('./MenuPage').then((m) => ({ default: m.MenuPage })));
const ExceptionPage = lazy(() =>
  import('../pages/exception/ExceptionPage').then((m) => ({ default: m.ExceptionPage })),
);

const later = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/**
 * The routes (docs/business-spec.md §2): public user pages, exception pages, and the signed-in layout whose pages come
 * from the server menu (MenuPage resolves them at run time).
 */
function appRoutes(): RouteObject[] {
  return [
    {
      element: <ScrollToTop />,
      children: [
        {
          path: '/user',
          element: <UserLayout />,
          children: [
            { index: true, element: <Navigate to="/user/login" replace /> },
            { path: 'login', element: <Login /> },
            { path: 'register', element: <Register /> },
            { path: 'register-result', element: <RegisterResult /> },
            { path: 'alteration', element: <Alteration /> },
            { path: '*', element: <Navigate to="/user/login" replace /> },
          ],
        },
        { path: '/403', element: later(<ExceptionPage type="403" />) },
        { path: '/404', element: later(<ExceptionPage type="404" />) },
        { path: '/500', element: later(<ExceptionPage type="500" />) },
        {
          path: '/',
          element: later(<RequireAuth>{later(<BasicLayout />)}</RequireAuth>),
          children: [
            { index: true, element: <Navigate to="/dashboard/analysis" replace /> },
            { path: '*', element: later(<MenuPage />) },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's routes, rendered inside `<HashRouter>` (hash routing, docs/business-spec.md §2). A declarative router: the
 * app has no loaders, actions or fetchers, so the data router's machinery (about 19 KB gzip) would be
 * dead weight on the login page.
 *
 * @example <HashRouter><AppRoutes /></HashRouter>
 */
export function AppRoutes() {
  const [routes] = useState(appRoutes);
  return useRoutes(routes);
}
