import type { FastifyInstance } from 'fastify';
import { evaluationDeps } from '../evaluations/index';
import mockRoutes from './mock.routes';
import { closeDueAttempt, MOCK_CLOSE_JOB, type MockCloseJob } from './mock.service';
import mockTestHooks from './mock.test-hooks';

export default async function olympiadModule(app: FastifyInstance) {
  const evaluation = evaluationDeps(app);
  await app.jobs.work<MockCloseJob>(MOCK_CLOSE_JOB, async (job) => {
    await closeDueAttempt(
      { db: app.deps.db.db, jobs: app.jobs, evaluation, now: app.deps.clock(), log: app.log },
      job.data.attempt_id,
    );
  });
  await app.register(mockRoutes, { evaluation });
  // The test clock moves deadlines: a stray E2E_TEST_HOOKS in a production environment must not expose it.
  if (process.env.E2E_TEST_HOOKS === '1' && process.env.NODE_ENV !== 'production')
    await app.register(mockTestHooks, { prefix: '/api/test/mock' });
}
