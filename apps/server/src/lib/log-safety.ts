import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * What never reaches a log line (security review finding 3): secret fields wherever a log call puts them, bound
 * query parameters of a failed SQL statement (they carried password and code hashes), the row PostgreSQL quotes
 * in a constraint error, and URL query strings (the live channel takes its token as `?token=`).
 */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'confirm_password',
  'passwordHash',
  'password_hash',
  'access_code',
  'new_access_code',
  'accessCodeHash',
  'access_code_hash',
  'token',
  'access_token',
  'tokenHash',
  'token_hash',
  'api_key',
  'apiKey',
  'gemini_api_key',
  'openai_api_key',
  'openai_compatible_api_key',
  'secret',
  'authorization',
  'cookie',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  // `code` alone is also an error's code (SQLSTATE, ours): redacted only where a request body is logged.
  'body.code',
  '*.body.code',
];

const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0];

/** SQL parameters in drizzle's "Failed query" message run from `params:` to the stack (or the end). */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g;

/** Pino's error serializer, minus bound parameters and PostgreSQL's quoted row. */
export function serializeError(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!out || typeof out !== 'object') return out;
  for (const key of ['params', 'parameters', 'detail']) if (key in out) out[key] = '[redacted]';
  for (const key of ['message', 'stack']) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(PARAMS_IN_TEXT, '\nparams: [redacted]');
  }
  return out;
}

const serializers = {
  err: serializeError,
  error: serializeError,
  req: (req: { method?: string; url?: string; ip?: string; hostname?: string; host?: string }) => ({
    method: req.method,
    url: withoutQuery(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
  }),
};

/** Fastify logger options with the redaction above merged in; `false` stays off. */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { ...(base.serializers as object | undefined), ...serializers },
  } as unknown as FastifyServerOptions['logger'];
}
