import type { RouteModule } from '../index';
import { fileRoutes } from './files';

/** The object-storage area: the tenant's uploaded files, listed and deleted with their stored file. */
export const fileAreaRoutes: RouteModule = (api, ctx) => {
  fileRoutes(api, ctx);
};
