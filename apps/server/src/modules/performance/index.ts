import { ZChildIdParams, ZError, ZPerformance, ZPerformanceQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { getPerformance } from './performance.service';

export default async function performanceModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/children/:id/performance', {
    // The child view sees its own performance (My Performance); the policy refuses any other child.
    config: { roles: ['parent', 'coaching_teacher'], childView: true },
    schema: {
      tags: ['performance'],
      summary: "A child's performance and the graphs of the insights dialog",
      description:
        'Filters: `subject`, `owner_id` (one adult’s tasks), `is_olympiad`. Rank: "Top N%" among children of the ' +
        'same grade on this installation with evaluated work, null below 5 such children (`rank_note`). Every ' +
        'figure is defined in the README ("Performance figures").',
      params: ZChildIdParams,
      querystring: ZPerformanceQuery,
      response: { 200: ZPerformance, 400: ZError, 401: ZError, 403: ZError, 404: ZError },
    },
    handler: async (req) =>
      getPerformance(app.deps.db.db, currentAuth(req), req.params.id, req.query, app.deps.clock()),
  });
}
