import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/** Scroll to the top on every navigation (docs/business-spec.md §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
