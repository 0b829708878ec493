import { loadTenantModel } from '../../../core/session';
import { useSession } from '../../app/use-stores';
import { useRemote } from '../../shared/data/use-remote';

/**
 * Loads the tenant or shop name (and tenant model) of the signed-in user for the logo and title:
 * `loadTenantModel` publishes them to the session store, where the header reads them.
 */
export function useTenantName(): void {
  const userId = useSession((state) => state.userInfo?.id);
  useRemote(['/sys/tenant', 'model', userId], () => loadTenantModel(), { enabled: Boolean(userId) });
}
