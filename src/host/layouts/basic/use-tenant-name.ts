import { useEffect } from 'react';
import { loadTenantModel } from '../../../core/session';
import { useSession } from '../../app/use-stores';

/** Loads the tenant or shop name (and tenant model) of the signed-in user for the logo and title. */
export function useTenantName(): void {
  const userId = useSession((state) => state.userInfo?.id);
  useEffect(() => {
    if (userId) loadTenantModel().catch(() => undefined);
  }, [userId]);
}
