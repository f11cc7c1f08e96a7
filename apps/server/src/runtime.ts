import { type AppDeps, defaultLimits } from './app';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { createMailerFromEnv } from './email/mailer';
import { createStorageFromEnv } from './storage/create-storage';

/** The adapters a process gets from its environment: one place for the API server and the worker. */
export function appDepsFromEnv(env: Env, db: Database): AppDeps & { dataDir: string } {
  return {
    db,
    appOrigin: env.APP_ORIGIN,
    dataDir: env.dataDir,
    webDist: env.webDist || undefined,
    workJobs: env.workJobs,
    allowDangerZone: !env.DATABASE_URL || env.ALLOW_DANGER_ZONE === true,
    storage: createStorageFromEnv(env),
    mailer: createMailerFromEnv(env),
    mailFrom: env.MAIL_FROM,
    ai: {
      keys: {
        gemini_api_key: env.GEMINI_API_KEY || undefined,
        openai_api_key: env.OPENAI_API_KEY || undefined,
        openai_compatible_base_url: env.OPENAI_COMPATIBLE_BASE_URL || undefined,
        openai_compatible_api_key: env.OPENAI_COMPATIBLE_API_KEY || undefined,
      },
    },
    clock: () => new Date(),
    limits: {
      loginPerMinute: defaultLimits.loginPerMinute * env.RATE_LIMIT_SCALE,
      registerPerMinute: defaultLimits.registerPerMinute * env.RATE_LIMIT_SCALE,
      codePerMinute: defaultLimits.codePerMinute * env.RATE_LIMIT_SCALE,
    },
  };
}
