import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Server tests start a server and a database per file: on a loaded 2-core CI machine 5 s is not always enough.
const common = { environment: 'node', restoreMocks: true, testTimeout: 20_000, hookTimeout: 30_000 } as const;

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on a 2-core CI machine, where server files spend
    // much of their time waiting on the database and on sockets: two at a time took the unit stage from
    // about 580 s to 474 s, and the server suite on PostgreSQL from 324 s to 200 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Runs once for the whole run (the root project's), not per project.
    globalSetup: ['server/src/testing/global-setup.ts'],
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The HTTP suites again, on the element kit's axios-compatible client (see vite.lib.config.ts).
        resolve: { alias: { axios: fileURLToPath(new URL('src/elements/kit/axios-lite/index.ts', import.meta.url)) } },
        test: {
          ...common,
          name: 'axios-lite',
          include: [
            'src/core/{http,session,dict}/*.test.ts',
            'src/core/permission/load-permissions.test.ts',
            'src/core/realtime/notice-api.test.ts',
            'src/widgets/**/*-request.test.ts',
            'src/widgets/editable-table/cells/upload/upload.test.tsx',
          ],
        },
      },
    ],
  },
});
