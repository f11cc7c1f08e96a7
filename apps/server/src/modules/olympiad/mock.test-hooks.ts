import { ZError, ZTaskIdParams } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mockAttempts } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import { loadTaskFor } from '../evaluations/task-access';

/**
 * The end-to-end tests' clock for one mock: moves an open attempt's start and deadline back by `seconds`, as if
 * that much time had passed, without touching the clock of anything else. Registered only when the server starts
 * with E2E_TEST_HOOKS=1 (see index.ts): never in a real deployment.
 */
export default async function mockTestHooks(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/:id/fast-forward', {
    config: { roles: ['parent', 'coaching_teacher'] as const, childView: true },
    schema: {
      hide: true,
      params: ZTaskIdParams,
      body: z.object({
        seconds: z
          .number()
          .int()
          .min(1)
          .max(24 * 3600),
      }),
      response: { 200: z.object({ deadline: z.string() }), 404: ZError },
    },
    handler: async (req) => {
      const view = await loadTaskFor(app.deps.db.db, actorOf(currentAuth(req)), req.params.id);
      const shift = sql`make_interval(secs => ${req.body.seconds})`;
      const [row] = await app.deps.db.db
        .update(mockAttempts)
        .set({
          startedAt: sql`${mockAttempts.startedAt} - ${shift}`,
          deadline: sql`${mockAttempts.deadline} - ${shift}`,
        })
        .where(sql`${mockAttempts.taskId} = ${view.task.id} and ${mockAttempts.submittedAt} is null`)
        .returning();
      if (!row) throw notFound('No open mock attempt');
      return { deadline: row.deadline.toISOString() };
    },
  });
}
