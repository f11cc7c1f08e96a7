import { defineConfig } from 'vitest/config';

// Playwright specs live in e2e/ and are never collected here.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      // Pure web logic (formatters, empty-state decisions); components are covered by the Playwright suite.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // Property tests draw 10,000 samples per generator family: generous timeouts on a 2-core machine.
      { test: { name: 'content', include: ['packages/content/test/**/*.test.ts'], testTimeout: 60_000 } },
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
