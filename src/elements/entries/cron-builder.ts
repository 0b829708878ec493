/**
 * `<cron-builder>` alone, as `cron-builder.iife.js` (React and Arco inside) and as `esm/cron-builder.js`
 * (the element's own code over the shared runtime chunks: what wk-loader.js imports).
 */
import { defineCronBuilder } from '../cron-builder';
import { publishGlobal } from '../kit/page-api';

defineCronBuilder();
publishGlobal(['cron-builder']);
