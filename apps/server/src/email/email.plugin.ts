import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEmailService, type EmailService } from './email.service';
import { createOutboxMailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.email.sendEmail({ to, subject, text, html })` enqueues; the `email.send` job delivers. */
    email: EmailService;
  }
}

/** Email through the job queue: `deps.mailer` (SMTP in scaled mode), else `.eml` files in `<dataDir>/outbox`. */
export default fp(
  async (app: FastifyInstance) => {
    const transport = app.deps.mailer ?? createOutboxMailer(path.join(app.deps.dataDir, 'outbox'), app.deps.clock);
    const service = createEmailService({
      db: app.deps.db.db,
      jobs: app.jobs,
      transport,
      from: app.deps.mailFrom,
      clock: app.deps.clock,
      log: app.log,
    });
    await service.registerWorker();
    app.decorate('email', service);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'email', dependencies: ['deps', 'jobs'] },
);
