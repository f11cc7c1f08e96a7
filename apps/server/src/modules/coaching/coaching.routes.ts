import {
  ZAssignmentTargets,
  ZBatchAnalysis,
  ZBatchDocQuery,
  ZCheckParentEmailParams,
  ZCheckParentEmailResponse,
  ZCoachingListQuery,
  ZCoachingRelationships,
  ZCoachingRequestAnswerBody,
  ZCoachingRequestAnswerResponse,
  ZCoachingRequestBody,
  ZCoachingRequestResponse,
  ZCoachingSummary,
  ZCoachingSummaryQuery,
  ZError,
  ZGroupSubmissions,
  ZGroupSubmissionsParams,
  ZIdParams,
  ZMessage,
  ZPendingCoachingRequests,
  ZRelationshipListQuery,
  ZRelationshipResponse,
  ZRelationshipUpdateBody,
  ZReportCard,
  ZSentCoachingRequests,
  ZTaskStatusQuery,
  ZTaskStatusResponse,
  COACHING_REQUESTS_PER_MINUTE,
  NEW_PARENTS_PER_DAY,
} from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import { contentDisposition } from '../tasks/tasks.print';
import { batchAnalysis, reportCard } from './coaching.analysis';
import { assignmentTargets, groupSubmissions, taskStatus } from './coaching.board';
import { renderBatchAnalysisPdf, renderReportCardPdf } from './coaching.print';
import * as service from './coaching.service';
import { coachingSummary } from './coaching.summary';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 429: ZError };
const teacher = { roles: ['coaching_teacher'] as const };
const parent = { roles: ['parent'] as const };
/** The auth hook has run (it is the app's, before a route's own): key by the signed-in teacher. */
const perTeacher = (req: FastifyRequest) => req.auth?.user.id ?? req.ip;

export default async function coachingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['coaching'];
  const db = () => app.deps.db.db;
  const ctx = (req: FastifyRequest): service.CoachingCtx => ({
    db: db(),
    now: app.deps.clock(),
    notify: app.notify,
    email: app.email,
    appOrigin: app.deps.appOrigin,
    ip: req.ip,
    log: req.log,
    newParentsPerDay: app.deps.limits.newParentsPerDay ?? NEW_PARENTS_PER_DAY,
  });
  const actor = (req: FastifyRequest) => actorOf(currentAuth(req));
  const pdf = (reply: FastifyReply, name: string, body: Buffer) => {
    reply.header('Cache-Control', 'private, no-store');
    reply.header('Content-Disposition', contentDisposition(name, 'pdf'));
    return reply.type('application/pdf').send(body);
  };

  app.get('/api/coaching/check-parent-email/:id', {
    // Each call tells whether an e-mail has a parent account: limited like other guesses.
    config: { ...teacher, rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perTeacher } },
    schema: {
      tags,
      summary: 'Whether a parent account has this e-mail (the path parameter), with the parent’s name',
      params: ZCheckParentEmailParams,
      response: { 200: ZCheckParentEmailResponse, ...errors },
    },
    handler: async (req) => service.checkParentEmail(db(), req.params.id),
  });

  app.post('/api/coaching/request', {
    // Each request may create an account and e-mail someone: limited per teacher (room for entering a class).
    config: {
      ...teacher,
      rateLimit: {
        max: app.deps.limits.coachingRequestsPerMinute ?? COACHING_REQUESTS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: perTeacher,
      },
    },
    schema: {
      tags,
      summary: 'Ask a parent to link a child to one of the teacher’s batches',
      description:
        'An e-mail without an account creates a parent account with a one-time password and access code: shown ' +
        'here once (`parent_credentials`), e-mailed to the parent, and the password must be changed at first ' +
        'sign-in. The subject is the batch’s.',
      body: ZCoachingRequestBody,
      response: { 201: ZCoachingRequestResponse, ...errors },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await service.sendRequest(ctx(req), actor(req), currentAuth(req).user, req.body)),
  });

  app.get('/api/coaching/requests/sent', {
    config: teacher,
    schema: {
      tags,
      summary: 'The teacher’s requests awaiting approval (keyset-paged)',
      querystring: ZCoachingListQuery,
      response: { 200: ZSentCoachingRequests, ...errors },
    },
    handler: async (req) => service.listSentRequests(db(), actor(req), req.query),
  });

  app.get('/api/coaching/requests/pending', {
    config: parent,
    schema: {
      tags,
      summary: 'Coaching requests addressed to the parent, awaiting an answer (keyset-paged)',
      querystring: ZCoachingListQuery,
      response: { 200: ZPendingCoachingRequests, ...errors },
    },
    handler: async (req) => service.listIncomingRequests(db(), actor(req), req.query),
  });

  app.put('/api/coaching/requests/:id', {
    config: parent,
    schema: {
      tags,
      summary: 'Approve with one of the parent’s children (`child_id`), or deny',
      params: ZIdParams,
      body: ZCoachingRequestAnswerBody,
      response: { 200: ZCoachingRequestAnswerResponse, ...errors },
    },
    handler: async (req) => service.answerRequest(ctx(req), actor(req), currentAuth(req).user, req.params.id, req.body),
  });

  app.delete('/api/coaching/requests/:id', {
    config: teacher,
    schema: {
      tags,
      summary: 'Cancel a request still awaiting approval',
      params: ZIdParams,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (req) => service.cancelRequest(ctx(req), actor(req), currentAuth(req).user, req.params.id),
  });

  app.get('/api/coaching/relationships', {
    config: { roles: ['coaching_teacher', 'parent'] as const, childView: true },
    schema: {
      tags,
      summary: 'A teacher’s students, or the coaches of a parent’s children (a child view: its own child’s)',
      querystring: ZRelationshipListQuery,
      response: { 200: ZCoachingRelationships, ...errors },
    },
    handler: async (req) => service.listRelationships(db(), actor(req), req.query),
  });

  app.put('/api/coaching/relationships/:id', {
    config: teacher,
    schema: {
      tags,
      summary: 'Move a student to another of the teacher’s batches, or to none',
      params: ZIdParams,
      body: ZRelationshipUpdateBody,
      response: { 200: ZRelationshipResponse, ...errors },
    },
    handler: async (req) => service.moveRelationship(ctx(req), actor(req), req.params.id, req.body.batch_id),
  });

  app.delete('/api/coaching/relationships/:id', {
    config: teacher,
    schema: {
      tags,
      summary: 'Remove a student (the link ends; tasks already given stay with the family)',
      params: ZIdParams,
      response: { 200: ZMessage, ...errors },
    },
    handler: async (req) => service.removeRelationship(ctx(req), actor(req), req.params.id),
  });

  for (const url of ['/api/coaching/assignment-targets', '/api/coaching/assignment/targets']) {
    app.get(url, {
      config: teacher,
      schema: {
        tags,
        summary: 'The teacher’s students and batches to assign to (batches take precedence over students)',
        response: { 200: ZAssignmentTargets, ...errors },
      },
      handler: async (req) => assignmentTargets(db(), actor(req)),
    });
  }

  app.get('/api/coaching/tasks/status', {
    config: teacher,
    schema: {
      tags,
      summary: 'Task status board: the teacher’s assignment groups with per-student status (keyset-paged)',
      description: '`batch_id` limits it to tasks given through that batch; `view` active or archived.',
      querystring: ZTaskStatusQuery,
      response: { 200: ZTaskStatusResponse, ...errors },
    },
    handler: async (req) => taskStatus(db(), actor(req), req.query),
  });

  app.get('/api/coaching/tasks/:id/submissions', {
    config: teacher,
    schema: {
      tags,
      summary: 'Submissions of one assignment group (the path parameter) with their evaluations',
      params: ZGroupSubmissionsParams,
      response: { 200: ZGroupSubmissions, ...errors },
    },
    handler: async (req) => groupSubmissions(db(), actor(req), req.params.id),
  });

  app.get('/api/coaching/batch/:id/analysis', {
    config: teacher,
    schema: {
      tags,
      summary: 'Batch analysis (`format=pdf` for the printable A4 PDF)',
      params: ZIdParams,
      querystring: ZBatchDocQuery,
      response: { 200: ZBatchAnalysis, ...errors },
    },
    handler: async (req, reply) => {
      const analysis = await batchAnalysis(db(), actor(req), req.params.id);
      if (req.query.format !== 'pdf') return analysis;
      const body = await renderBatchAnalysisPdf(analysis, app.deps.clock());
      return pdf(reply, `Batch Analysis ${analysis.batch_name}`, body);
    },
  });

  app.get('/api/coaching/batch/:id/report-card', {
    config: teacher,
    schema: {
      tags,
      summary: 'Report card of a batch: every student ranked, with task details and olympiad metrics',
      description: '`format=pdf` for the printable A4 PDF.',
      params: ZIdParams,
      querystring: ZBatchDocQuery,
      response: { 200: ZReportCard, ...errors },
    },
    handler: async (req, reply) => {
      const card = await reportCard(db(), actor(req), req.params.id);
      if (req.query.format !== 'pdf') return card;
      return pdf(reply, `Report Card ${card.batch_name}`, await renderReportCardPdf(card, app.deps.clock()));
    },
  });

  app.get('/api/coaching/children/:id/summary', {
    config: { ...parent, childView: true },
    schema: {
      tags,
      summary: 'A coach’s tasks for a child as the parent sees them (spec 02 §2.18)',
      params: ZIdParams,
      querystring: ZCoachingSummaryQuery,
      response: { 200: ZCoachingSummary, ...errors },
    },
    handler: async (req) => coachingSummary(db(), actor(req), req.params.id, req.query.coach_id),
  });
}
