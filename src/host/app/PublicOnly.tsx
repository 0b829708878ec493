import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from './use-stores';

/** A signed-in user visiting a public page goes to the dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  if (token) return <Navigate to="/dashboard/analysis" replace />;
  return <>{children}</>;
}
