import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const common = { environment: 'node', restoreMocks: true } as const;

export default defineConfig({
  test: {
    // Runs once for the whole run (the root project's), not per project.
    globalSetup: ['server/src/testing/global-setup.ts'],
    projects: [
      { test: { ...common, name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'] } },
      {
        // The element kit's axios-compatible client (vite.lib.config.ts) under the core's HTTP suites.
        resolve: { alias: { axios: fileURLToPath(new URL('src/elements/kit/axios-lite/index.ts', import.meta.url)) } },
        test: {
          ...common,
          name: 'axios-lite',
          include: ['src/core/{http,session,dict}/*.test.ts', 'src/elements/kit/axios-lite/*.test.ts'],
        },
      },
    ],
  },
});
