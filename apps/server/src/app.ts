import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@app/shared';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { safeLoggerOptions } from './lib/log-safety';
import emailPlugin from './email/email.plugin';
import type { Mailer } from './email/mailer';
import type { FileStorage } from './storage/storage';
import type { AiKeys, ModelFactory } from './ai/index';
import aiPlugin from './plugins/ai';
import adminModule from './modules/admin/index';
import aiConfigModule from './modules/ai-config/index';
import worksheetsModule from './modules/worksheets/index';
import notesModule from './modules/notes/index';
import studyModule from './modules/study/index';
import tasksModule from './modules/tasks/index';
import batchesModule from './modules/batches/index';
import coachingModule from './modules/coaching/index';
import reviewModule from './modules/review/index';
import performanceModule from './modules/performance/index';
import submissionsModule from './modules/submissions/index';
import evaluationsModule from './modules/evaluations/index';
import badgesModule from './modules/badges/index';
import wellbeingModule from './modules/wellbeing/index';
import filesModule from './modules/files/index';
import authModule from './modules/auth/index';
import childrenModule from './modules/children/index';
import healthModule from './modules/health/index';
import notificationsModule from './modules/notifications/index';
import questionBankModule from './modules/question-bank/index';
import syllabusModule from './modules/syllabus/index';
import olympiadModule from './modules/olympiad/index';
import authPlugin from './plugins/auth';
import cacheControlPlugin from './plugins/cache-control';
import errorsPlugin from './plugins/errors';
import hostileInputPlugin from './plugins/hostile-input';
import storagePlugin from './plugins/storage';
import jobsPlugin from './plugins/jobs';
import realtimePlugin from './plugins/realtime';

export interface Limits {
  loginPerMinute: number;
  registerPerMinute: number;
  codePerMinute: number;
  /** Per teacher (default COACHING_REQUESTS_PER_MINUTE and NEW_PARENTS_PER_DAY); tests lower or raise them. */
  coachingRequestsPerMinute?: number;
  newParentsPerDay?: number;
}

export interface AppDeps {
  db: Database;
  /** Injected so lockouts and expiry can be tested without waiting. */
  clock: () => Date;
  limits: Limits;
  appOrigin: string;
  /** Embedded-mode data folder (files, outbox). Tests pass a temporary one. */
  dataDir: string;
  /** Built web app to serve at `/`; absent or missing folder means API only. */
  webDist?: string;
  /** File storage; default: a local folder under dataDir (server.ts passes S3 when configured). */
  storage?: FileStorage;
  /** Outgoing mail; default: .eml files under dataDir/outbox (server.ts passes SMTP when configured). */
  mailer?: Mailer;
  mailFrom?: string;
  /** Whether this process works jobs (default true: embedded mode; scaled API instances may leave it to workers). */
  workJobs?: boolean;
  jobPollSeconds?: number;
  /** Live channel heartbeat (ping and session re-check); tests shorten it. */
  heartbeatMs?: number;
  /** Wait between auto-generation requests (spec 03 §4: 1 s); tests shorten it. */
  qbAutoDelayMs?: number;
  /** Danger Zone (clear tasks, clear notes, reset system); scaled mode turns it off unless ALLOW_DANGER_ZONE. */
  allowDangerZone?: boolean;
  /** AI provider keys (from the environment) and, in tests, a model factory returning mock models. */
  ai?: { keys?: AiKeys; createModel?: ModelFactory };
}

export const defaultLimits: Limits = { loginPerMinute: 20, registerPerMinute: 10, codePerMinute: 20 };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const ROBOTS_TXT = ['User-agent: *', 'Allow: /$', 'Allow: /auth$', 'Disallow: /', ''].join('\n');

export async function buildApp(
  input: Omit<AppDeps, 'clock' | 'limits'> & Partial<Pick<AppDeps, 'clock' | 'limits'>>,
  opts: { logger?: FastifyServerOptions['logger']; trustProxy?: boolean; logRequests?: boolean } = {},
): Promise<FastifyInstance> {
  const deps: AppDeps = { clock: () => new Date(), limits: defaultLimits, ...input };
  const app = Fastify({
    logger: safeLoggerOptions(opts.logger ?? false),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: !opts.logRequests }),
    // Query strings like ?confirm=true arrive as strings; zod coerces where a route wants another type.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(
    fp(
      async (i) => {
        i.decorate('deps', deps);
      },
      { name: 'deps' },
    ),
  );
  await app.register(errorsPlugin);
  await app.register(cacheControlPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and KaTeX set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Large answers (worksheets carry three HTML renderings; the web app's scripts) go out gzipped when the client
  // accepts it; zlib works off the event loop. Small answers are not worth it, and brotli's default level is slow.
  await app.register(compress, { threshold: 8 * 1024, encodings: ['gzip', 'deflate'] });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Smart Support API',
        description: 'Smart Support. Strong Education. Every error answers `{detail, code, field_errors}`.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { auth: 'none' } }, async () => app.swagger());

  await app.register(authPlugin);
  await app.register(storagePlugin);
  await app.register(hostileInputPlugin);
  await app.register(jobsPlugin);
  await app.register(emailPlugin);
  await app.register(realtimePlugin);
  await app.register(healthModule);
  await app.register(authModule);
  await app.register(filesModule);
  await app.register(notificationsModule);
  await app.register(childrenModule);
  await app.register(syllabusModule);
  await app.register(questionBankModule);
  await app.register(aiPlugin);
  await app.register(aiConfigModule);
  await app.register(adminModule);
  await app.register(worksheetsModule);
  await app.register(notesModule);
  await app.register(studyModule);
  await app.register(tasksModule);
  await app.register(batchesModule);
  await app.register(coachingModule);
  await app.register(evaluationsModule);
  await app.register(submissionsModule);
  await app.register(olympiadModule);
  await app.register(badgesModule);
  await app.register(wellbeingModule);
  await app.register(reviewModule);
  await app.register(performanceModule);

  const webDist = deps.webDist;
  const hasWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (hasWeb) {
    // Wildcard mode looks files up per request, so a rebuild while the server runs serves the new assets.
    await app.register(fastifyStatic, { root: webDist!, wildcard: true, index: ['index.html'] });
  }
  // Crawlers may read the public pages (landing, sign-in), not the API or the signed-in app's screens.
  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0];
    // A missing file (/favicon.ico, /sitemap.xml, an old asset) is a 404, not the app's page.
    const looksLikeFile = /\.[a-z0-9]{2,5}$/i.test(pathname);
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/ws/') ||
      request.method !== 'GET' ||
      !hasWeb ||
      looksLikeFile
    ) {
      return reply.status(404).send({ detail: MSG.notFound, code: 'not_found' });
    }
    // Client-side routes: the SPA decides (unknown paths redirect to / there).
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
