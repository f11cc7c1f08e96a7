import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded mode keeps the PGlite database (db/) and files (files/, outbox/) here. */
  DATA_DIR: z.string().default('./data'),
  /** Scaled mode: a PostgreSQL URL. When unset, PGlite in DATA_DIR/db is used. */
  DATABASE_URL: z.string().optional(),
  /** The web app's origin, for CORS-free same-origin checks and the live channel's Origin check. */
  APP_ORIGIN: z.string().default('http://localhost:8080'),
  /** Seed demo accounts on start. Default: yes in embedded mode, no with DATABASE_URL. */
  SEED_DEMO: bool,
  /** Work durable jobs in this process. Default: yes embedded; with DATABASE_URL, leave it to `npm run worker`. */
  WORK_JOBS: bool,
  /** Scaled mode: allow the super admin's Danger Zone (clear tasks, clear notes, reset system). Always on embedded. */
  ALLOW_DANGER_ZONE: bool,
  /** Built web app to serve; empty disables static serving (API only). */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Multiplies the per-client limits of sign-in, sign-up and code routes (browser test suites raise it). */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
  /** Trust X-Forwarded-* from a load balancer in scaled mode. */
  TRUST_PROXY: bool,
  /** Scaled mode file storage: an S3-compatible bucket. When unset, files live in DATA_DIR/files. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** For S3-compatible services (MinIO, R2, Spaces); unset for AWS. */
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (bucket in the path), usually needed by MinIO. */
  S3_FORCE_PATH_STYLE: bool,
  /** Scaled mode email: smtp://user:pass@host:587 or smtps://… When unset, emails are written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Smart Support <no-reply@smartsupport.local>'),
  /** AI providers the super admin may choose (the built-in engine needs none). Keys never leave the server. */
  GEMINI_API_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  /** An OpenAI-compatible endpoint (Ollama, vLLM), e.g. http://localhost:11434/v1; its key is optional. */
  OPENAI_COMPATIBLE_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
});

export type Env = z.infer<typeof ZEnv> & { seedDemo: boolean; workJobs: boolean; webDist: string; dataDir: string };

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    workJobs: env.WORK_JOBS ?? !env.DATABASE_URL,
    webDist: env.WEB_DIST === undefined ? path.join(repoRoot, 'apps/web/dist') : env.WEB_DIST,
  };
}
