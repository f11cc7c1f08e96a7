// Typechecks each workspace project; one tsc per project keeps the configs simple (no project references).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/shared', 'packages/content', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const p of projects) {
  if (!existsSync(`${p}/tsconfig.json`)) continue;
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p], { stdio: 'inherit' });
    console.log(`typecheck ${p}: ok`);
  } catch {
    failed = true;
    console.error(`typecheck ${p}: FAILED`);
  }
}
process.exit(failed ? 1 : 0);
