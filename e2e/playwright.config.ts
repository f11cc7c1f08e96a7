import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
const PORT = 8091;
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = 'e2e/.tmp/data';

export default defineConfig({
  testDir: './tests',
  outputDir: './.tmp/test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Plugins (the web server) start before globalSetup, so the fresh data folder is made here.
    command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && npx tsx apps/server/src/server.ts`,
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      // Registers POST /api/test/notifications (notifications.test-hooks.ts); never set outside tests.
      E2E_TEST_HOOKS: '1',
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
