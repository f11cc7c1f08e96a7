import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
// E2E_PORT lets two checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://127.0.0.1:${PORT}`;
// A second run on another port gets its own data and results folders, so neither wipes the other's.
const suffix = process.env.E2E_PORT ? `-${PORT}` : '';
const dataDir = `e2e/.tmp/data${suffix}`;
const webDist = `e2e/.tmp/web-dist${suffix}`;
const prepare = [
  `const fs = require('fs');`,
  `fs.rmSync('${dataDir}', { recursive: true, force: true });`,
  `fs.rmSync('${webDist}', { recursive: true, force: true });`,
  `fs.cpSync('apps/web/dist', '${webDist}', { recursive: true });`,
].join(' ');

export default defineConfig({
  testDir: './tests',
  outputDir: `./.tmp/test-results${suffix}`,
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
    // Plugins (the web server) start before globalSetup, so the fresh data folder is made here. The server gets
    // its own copy of the built app: a rebuild in the shared tree during the run must not change what it serves.
    command: `node -e "${prepare}" && npx tsx apps/server/src/server.ts`,
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(repoRoot, webDist),
      APP_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      // Registers POST /api/test/notifications (notifications.test-hooks.ts); never set outside tests.
      E2E_TEST_HOOKS: '1',
      // Every test signs up and in from one address: keep the per-client limits out of the way.
      RATE_LIMIT_SCALE: '50',
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
