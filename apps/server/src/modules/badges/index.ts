import { ZBadgeQuery, ZBadgeResponse, ZChildIdParams, ZError } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import { listBadges } from './badges.service';

export default async function badgesModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/children/:id/badges', {
    config: { childView: true, roles: ['parent'] as const },
    schema: {
      tags: ['badges'],
      summary: "A child's badges, counted by category and grouped by subject",
      description:
        'Filters `subject`, `owner_id` and `is_olympiad` narrow task badges; once-ever milestones (streaks, task ' +
        'counts) have no subject and are grouped under "General". Award rules: README "Badges".',
      params: ZChildIdParams,
      querystring: ZBadgeQuery,
      response: { 200: ZBadgeResponse, 400: ZError, 401: ZError, 403: ZError, 404: ZError },
    },
    handler: async (req) => listBadges(app.deps.db.db, actorOf(currentAuth(req)), req.params.id, req.query),
  });
}
