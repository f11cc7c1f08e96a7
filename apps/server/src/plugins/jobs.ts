import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBossQueue } from '../jobs/pg-boss-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: PgBossQueue;
  }
}

/** Durable jobs on the app's database. `deps.workJobs` decides whether this process also works them. */
export default fp(
  async (app: FastifyInstance) => {
    const { db } = app.deps;
    const queue = new PgBossQueue(
      db,
      {
        work: app.deps.workJobs ?? true,
        pollingIntervalSeconds: app.deps.jobPollSeconds,
        onError: (err) => app.log.error({ err }, 'job queue error'),
      },
      db.connectionString,
    );
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      await queue.start();
    });
    // Stop fetching first; running jobs finish or return to the queue, then the database closes.
    app.addHook('preClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['deps'] },
);
