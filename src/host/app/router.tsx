import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import { BasicLayout } from '../layouts/BasicLayout';
import { UserLayout } from '../layouts/UserLayout';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { MenuPage } from './MenuPage';
import { PublicOnly } from './PublicOnly';
import { RequireAuth } from './RequireAuth';
import { ScrollToTop } from './ScrollToTop';

const Login = lazy(() => import('../pages/user/Login'));

const publicPage = (element: React.ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/**
 * Hash routing (spec §2): public user pages, exception pages, and the signed-in layout whose
 * pages come from the server menu (MenuPage resolves them at run time).
 */
export function createRouter() {
  return createHashRouter([
    {
      element: <ScrollToTop />,
      children: [
        {
          path: '/user',
          element: <UserLayout />,
          children: [
            { index: true, element: <Navigate to="/user/login" replace /> },
            { path: 'login', element: <PublicOnly>{publicPage(<Login />)}</PublicOnly> },
            { path: '*', element: <Navigate to="/user/login" replace /> },
          ],
        },
        { path: '/403', element: <ExceptionPage type="403" /> },
        { path: '/404', element: <ExceptionPage type="404" /> },
        { path: '/500', element: <ExceptionPage type="500" /> },
        {
          path: '/',
          element: (
            <RequireAuth>
              <BasicLayout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/dashboard/analysis" replace /> },
            { path: '*', element: <MenuPage /> },
          ],
        },
      ],
    },
  ]);
}
