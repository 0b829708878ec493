import type { RouteModule } from '../index';
import { fileRoutes } from './files';
import { registerStaticFiles } from './static-files';
import { registerUpload } from './upload';

/**
 * The object-storage area: uploads (`/sys/common/upload`), their delivery (`/sys/common/static/*`), and the
 * tenant's uploaded files, listed and deleted with their stored file.
 */
export const fileAreaRoutes: RouteModule = (api, ctx) => {
  registerUpload(api, ctx);
  registerStaticFiles(api, ctx);
  fileRoutes(api, ctx);
};
