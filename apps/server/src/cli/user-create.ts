import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH, ROLES, type Role, sixDigits } from '@app/shared';
import { loadEnv } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';
import { hashSecret } from '../lib/crypto';
import { findUserByEmail, insertUser } from '../modules/auth/auth.repository';
import { audit } from '../modules/audit/audit.service';

const usage = `Usage: npm run user:create -- --email E --name N --role super_admin|qb_admin|parent|coaching_teacher --password P [--code 123456]
Admin and parent accounts need a 6-digit --code.`;

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
    code: { type: 'string' },
  },
});
const fail = (msg: string): never => {
  console.error(`${msg}\n${usage}`);
  process.exit(2);
};
const email = values.email?.trim().toLowerCase() || fail('--email is required');
const name = values.name?.trim() || fail('--name is required');
const role = (ROLES as readonly string[]).includes(values.role ?? '')
  ? (values.role as Role)
  : fail('--role is invalid');
const password = values.password ?? fail('--password is required');
if (password.length < PASSWORD_MIN_LENGTH) fail(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`);
const needsCode = role !== 'coaching_teacher';
if (needsCode && !sixDigits.test(values.code ?? '')) fail('--code must be exactly 6 digits for this role');

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateDatabase(database);
if (await findUserByEmail(database.db, email)) {
  await database.close();
  fail(`A user with email ${email} already exists`);
}
const user = await insertUser(database.db, {
  email,
  name,
  role,
  passwordHash: await hashSecret(password),
  accessCodeHash: needsCode ? await hashSecret(values.code!) : null,
});
await audit(database.db, { action: 'cli.user_create', targetType: 'user', targetId: user.id, details: { role } });
await database.close();
console.log(`Created ${role} ${email} (${user.id})`);
