import {
  ZError,
  ZEvaluationEditBody,
  ZEvaluationEditResponse,
  ZEvaluationIdParams,
  ZGradingAgreement,
  ZPersonalizedBody,
  ZPersonalizedResponse,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { editEvaluation, gradingAgreement } from './evaluation-edit.service';
import { generatePersonalized } from './personalized.service';

const errors = {
  400: ZError,
  401: ZError,
  403: ZError,
  404: ZError,
  409: ZError,
  422: ZError,
  502: ZError,
  503: ZError,
};
/** Only parents and coaching teachers review (spec 03 §6); never from a child view. */
const adults = { roles: ['parent', 'coaching_teacher'] as const };

/** Adult review (issue: compare, edit, personalise): evaluation edits, agreement data, personalised worksheets. */
export default async function reviewModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch('/api/evaluations/:id', {
    config: adults,
    schema: {
      tags: ['evaluations'],
      summary: 'Edit an evaluation (the task’s owner, up to max_edits times)',
      description:
        '`question_scores` by question number: 0 to the question’s marks in steps of 0.05; the overall score is ' +
        'then the rounded percentage and the grade follows. Without mark changes `overall_score` (0-100, step ' +
        '0.01) may be set. Each edit is kept in `edit_history`; marks sent become grading-agreement data. A ' +
        'parent cannot edit a coach’s task (403); after the limit, 409 "Maximum edit limit (N) reached".',
      params: ZEvaluationIdParams,
      body: ZEvaluationEditBody,
      response: { 200: ZEvaluationEditResponse, ...errors },
    },
    handler: async (req) => editEvaluation(app.deps.db.db, currentAuth(req), req.params.id, req.body, app.deps.clock()),
  });

  app.get('/api/admin/grading-agreement', {
    config: { roles: ['super_admin'] },
    schema: {
      tags: ['admin'],
      summary: 'How often adults keep the engine’s marks, per question type and grader',
      response: { 200: ZGradingAgreement, ...errors },
    },
    handler: async () => gradingAgreement(app.deps.db.db),
  });

  app.post('/api/worksheets/generate-personalized', {
    config: adults,
    schema: {
      tags: ['worksheets'],
      summary: 'A follow-up worksheet on an evaluation’s weak, at-risk and developing concepts',
      description:
        'Saved as the caller’s worksheet, ready to assign. Olympiad tasks are multiple choice only. ' +
        '`difficulty_adjustment` moves one step from the evaluated worksheet (increase: a mix).',
      body: ZPersonalizedBody,
      response: { 201: ZPersonalizedResponse, ...errors },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(
          await generatePersonalized(
            { db: app.deps.db.db, ai: app.ai, now: app.deps.clock() },
            currentAuth(req),
            req.body,
          ),
        ),
  });
}
