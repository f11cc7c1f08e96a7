// `npm test`: typecheck, lint, unit and API tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set),
// then the browser tests in Chromium against one built server. Stops at the first failing stage.
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const stages = [
  ['typecheck', 'npm run typecheck', env],
  ['lint', 'npx biome ci .', env],
  ['unit + API (PGlite)', 'npx vitest run', { ...env, TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  stages.push(['API (PostgreSQL)', 'npx vitest run --project server', env]);
}
stages.push(['e2e (Chromium)', 'npm run test:e2e', env]);

const started = Date.now();
for (const [name, cmd, stageEnv] of stages) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd}`);
  try {
    execSync(cmd, { cwd: root, stdio: 'inherit', env: stageEnv });
  } catch {
    console.error(`\n=== ${name} FAILED`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
