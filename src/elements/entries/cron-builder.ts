/** `cron-builder.iife.js`: `<cron-builder>` alone, React and Arco inside. */
import { defineCronBuilder } from '../cron-builder';
import { publishGlobal } from '../kit/page-api';

defineCronBuilder();
publishGlobal(['cron-builder']);
