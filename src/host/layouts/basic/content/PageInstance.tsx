import { Activity, type ReactNode } from 'react';
import { type Location, Route, Routes } from 'react-router-dom';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * One page of the content area, rendered for its own location, so a hidden (kept-alive) page keeps
 * reading its own path and query. Hidden means `<Activity hidden>`: state and DOM stay, effects pause
 * until it shows again.
 */
export function PageInstance({ location, active, page }: { location: Location; active: boolean; page: ReactNode }) {
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <div data-page={`${location.pathname}${location.search}`}>
        <PageErrorBoundary>
          <Routes location={location}>
            <Route path="*" element={page} />
          </Routes>
        </PageErrorBoundary>
      </div>
    </Activity>
  );
}
