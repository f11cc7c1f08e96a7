import type { Role } from '@app/shared';
import type { Db } from '../db/client';
import { hashSecret } from '../lib/crypto';
import { findUserByEmail, insertUser } from '../modules/auth/auth.repository';

export const DEMO_PASSWORD = 'DemoPass123!';

/** One account per role, listed in the README and printed at start-up (embedded mode only unless asked). */
export const DEMO_ACCOUNTS: { email: string; name: string; role: Role; accessCode: string | null }[] = [
  { email: 'parent@demo.local', name: 'Priya Sharma', role: 'parent', accessCode: '123456' },
  { email: 'teacher@demo.local', name: 'Ravi Kumar', role: 'coaching_teacher', accessCode: null },
  { email: 'admin@demo.local', name: 'Anita Desai', role: 'super_admin', accessCode: '654321' },
  { email: 'qbadmin@demo.local', name: 'Vikram Rao', role: 'qb_admin', accessCode: '112233' },
];

/** Idempotent: accounts that exist are left as they are. Returns the ones created. */
export async function seedDemo(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const a of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, a.email)) continue;
    await insertUser(db, {
      email: a.email,
      name: a.name,
      role: a.role,
      passwordHash: await hashSecret(DEMO_PASSWORD),
      accessCodeHash: a.accessCode ? await hashSecret(a.accessCode) : null,
    });
    created.push(a.email);
  }
  return created;
}

export function describeDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.role.padEnd(17)} ${a.email.padEnd(20)} password ${DEMO_PASSWORD}${a.accessCode ? `  access code ${a.accessCode}` : ''}`,
  );
  return ['Demo accounts:', ...rows].join('\n');
}
