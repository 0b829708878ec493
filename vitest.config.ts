import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    globalSetup: ['server/src/testing/global-setup.ts'],
  },
});
