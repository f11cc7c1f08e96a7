import { defineConfig } from 'vitest/config';

// Playwright specs live in e2e/ and are never collected here.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      { test: { name: 'content', include: ['packages/content/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
