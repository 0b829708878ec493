import { type ReactNode, useRef } from 'react';
import { type Location, useLocation } from 'react-router-dom';
import { useTabs } from '../../../app/tabs-store';
import { tabKeyOf } from '../tabs/tab-rules';
import { PageInstance } from './PageInstance';

/**
 * The content outlet with keep-alive: `page` for the current location, plus (with tabs on) every kept
 * page opened in this visit, hidden. A kept page stays mounted until its tab closes; 刷新 remounts it by bumping
 * its version. Pages without keepAlive unmount when left.
 */
export function KeepAliveOutlet({ keepAlive, page }: { keepAlive: boolean; page: ReactNode }) {
  const location = useLocation();
  const kept = useTabs((state) => state.kept);
  const versions = useTabs((state) => state.versions);
  // The last location each page had while shown: a hidden page keeps its own path, query and state.
  const seen = useRef(new Map<string, Location>());

  const activeKey = tabKeyOf(location);
  seen.current.set(activeKey, location);
  for (const key of seen.current.keys()) {
    if (key !== activeKey && (!keepAlive || !kept.includes(key))) seen.current.delete(key);
  }

  return (
    <>
      {[...seen.current.entries()].map(([key, pageLocation]) => (
        <PageInstance
          key={`${key}#${versions[key] ?? 0}`}
          location={pageLocation}
          active={key === activeKey}
          page={page}
        />
      ))}
    </>
  );
}
