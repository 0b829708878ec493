// Entry of the workbook reader threads (workbook-pool.ts). Plain JavaScript because a worker thread
// starts outside any TypeScript transform: not vitest's, and not necessarily the parent's tsx loader.
// tsx (which runs the server: scripts/server.mjs, scripts/start.mjs) loads the TypeScript handler.
import { tsImport } from 'tsx/esm/api';

await tsImport('./workbook-worker-handler.ts', import.meta.url);
