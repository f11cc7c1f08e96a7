import {
  ZArchivedQuery,
  ZArchivedTasks,
  ZAssignBody,
  ZAssignResponse,
  ZChildSubjects,
  ZChildTasksParams,
  ZError,
  ZTaskActionResponse,
  ZTaskAnswerKey,
  ZTaskCodeParams,
  ZTaskDetail,
  ZTaskIdParams,
  ZTaskList,
  ZTaskListQuery,
  ZTaskPdfQuery,
  ZTasksByCode,
  ZValidateCodeQuery,
  ZValidateCodeResponse,
  ZWorksheetIdParams,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import * as lists from './tasks.lists';
import { contentDisposition, renderTaskDoc, renderTaskPdf } from './tasks.print';
import * as service from './tasks.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError, 503: ZError };
/** Adults who give and manage tasks (spec 02 §6); a child view may only read (policy decides which task). */
const adults = { roles: ['parent', 'coaching_teacher'] as const };
const readers = { roles: ['parent', 'coaching_teacher'] as const, childView: true };

export default async function tasksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];
  const ctx = (req: FastifyRequest): service.TasksCtx => ({
    db: app.deps.db.db,
    now: app.deps.clock(),
    notify: app.notify,
    log: req.log,
  });
  const db = () => app.deps.db.db;

  app.post('/api/tasks/assign/:id', {
    config: adults,
    schema: {
      tags,
      summary: 'Assign a worksheet: one task per child, one assignment group and task code',
      description:
        'A parent targets their own children (`target_type: child`). Title required; `due_date` optional (ISO ' +
        'date or date-time), never in the past; hints on unless `hint_enabled: false`. Batch and student targets ' +
        'arrive with coaching (422 until then).',
      params: ZWorksheetIdParams,
      body: ZAssignBody,
      response: { 201: ZAssignResponse, ...errors },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await service.assignWorksheet(ctx(req), currentAuth(req), req.params.id, req.body)),
  });

  app.get('/api/tasks/archived', {
    config: adults,
    schema: {
      tags,
      summary: 'The caller’s archived tasks, one entry per assignment group (keyset-paged)',
      querystring: ZArchivedQuery,
      response: { 200: ZArchivedTasks, ...errors },
    },
    handler: async (req) => lists.listArchived(db(), currentAuth(req), req.query),
  });

  app.get('/api/tasks/by-code/:code', {
    config: readers,
    schema: {
      tags,
      summary: 'The tasks of the live assignment with this code that the caller may see',
      params: ZTaskCodeParams,
      response: { 200: ZTasksByCode, ...errors },
    },
    handler: async (req) => lists.findByCode(db(), currentAuth(req), req.params.code),
  });

  app.get('/api/tasks/validate-code/:code', {
    config: readers,
    schema: {
      tags,
      summary: 'Check a typed task code for a child (submission wizard)',
      description:
        '`valid` is true when the code names a pending task of that child (`child_id`, else the child view’s ' +
        'child). A malformed code is 400 with the spec’s message.',
      params: ZTaskCodeParams,
      querystring: ZValidateCodeQuery,
      response: { 200: ZValidateCodeResponse, ...errors },
    },
    handler: async (req) => lists.validateCode(db(), currentAuth(req), req.params.code, req.query.child_id),
  });

  for (const path of ['/api/tasks/:id', '/api/tasks/:id/worksheet']) {
    app.get(path, {
      config: readers,
      schema: {
        tags,
        summary: 'A task and its worksheet',
        description:
          'The child view gets the worksheet without answers, explanations and key until the task is evaluated ' +
          'or published (`answer_key_visible`), and without hints when the task has them off.',
        params: ZTaskIdParams,
        response: { 200: ZTaskDetail, ...errors },
      },
      handler: async (req) => service.getTask(db(), currentAuth(req), req.params.id),
    });
  }

  app.get('/api/tasks/:id/answer-key', {
    config: readers,
    schema: {
      tags,
      summary: 'The answer key of a task’s worksheet',
      description: 'Adults always; the child view once the task is evaluated or published (409 before).',
      params: ZTaskIdParams,
      response: { 200: ZTaskAnswerKey, ...errors },
    },
    handler: async (req) => service.getAnswerKey(db(), currentAuth(req), req.params.id),
  });

  app.get('/api/tasks/:id/pdf', {
    config: readers,
    schema: {
      tags,
      summary: 'The printable task: A4 PDF (Typst) or a Word-readable .doc',
      description:
        'Header: title, task code, date, grade, subject, batch names or "Individual Task", topics (10 words, then ' +
        '"etc."). `answer_key=true` adds the answer-key page for adults. `format=doc` gives Word HTML.',
      params: ZTaskIdParams,
      querystring: ZTaskPdfQuery,
      response: { 200: z.any(), ...errors },
    },
    handler: async (req, reply) => {
      const input = await service.loadForPrint(db(), currentAuth(req), req.params.id, req.query.answer_key);
      reply.header('Cache-Control', 'private, no-store');
      if (req.query.format === 'doc') {
        reply.header('Content-Disposition', contentDisposition(input.task.title, 'doc'));
        return reply.type('application/msword').send(renderTaskDoc(input));
      }
      const { pdf } = await renderTaskPdf(input);
      reply.header('Content-Disposition', contentDisposition(input.task.title, 'pdf'));
      return reply.type('application/pdf').send(pdf);
    },
  });

  app.patch('/api/tasks/:id/reassign', {
    config: adults,
    schema: {
      tags,
      summary: 'Give a completed task back to the child (state pending)',
      params: ZTaskIdParams,
      response: { 200: ZTaskActionResponse, ...errors },
    },
    handler: async (req) => service.reassignTask(ctx(req), currentAuth(req), req.params.id),
  });

  app.patch('/api/tasks/:id/archive', {
    config: adults,
    schema: {
      tags,
      summary: 'Archive a completed task',
      params: ZTaskIdParams,
      response: { 200: ZTaskActionResponse, ...errors },
    },
    handler: async (req) => service.archiveTask(ctx(req), currentAuth(req), req.params.id),
  });

  app.delete('/api/tasks/:id', {
    config: adults,
    schema: {
      tags,
      summary: 'Delete a pending task from every child of its assignment group',
      description: 'Children who already handed the work in keep their task and its evaluation.',
      params: ZTaskIdParams,
      response: { 200: ZTaskActionResponse, ...errors },
    },
    handler: async (req) => service.deleteTask(ctx(req), currentAuth(req), req.params.id),
  });

  for (const which of ['pending', 'completed'] as const) {
    app.get(`/api/children/:id/tasks/${which}`, {
      config: readers,
      schema: {
        tags,
        summary: `A child’s ${which} tasks, newest first (keyset-paged)`,
        description: '`owner_id` narrows to one adult’s tasks (the Parent Space or a coach’s tab).',
        params: ZChildTasksParams,
        querystring: ZTaskListQuery,
        response: { 200: ZTaskList, ...errors },
      },
      handler: async (req) => lists.listChildTasks(db(), currentAuth(req), req.params.id, which, req.query),
    });
  }

  app.get('/api/children/:id/subjects', {
    config: readers,
    schema: {
      tags,
      summary: 'The child’s subjects (board and grade, plus those of its tasks)',
      params: ZChildTasksParams,
      response: { 200: ZChildSubjects, ...errors },
    },
    handler: async (req) => lists.listChildSubjects(db(), currentAuth(req), req.params.id),
  });
}
