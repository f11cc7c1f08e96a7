import {
  ZError,
  ZGenerationQueued,
  ZOlympiadGenerateBody,
  ZOlympiadGenerateResponse,
  ZReferenceUpload,
  ZWorksheet,
  ZWorksheetGenerateBody,
  ZWorksheetIdParams,
  ZWorksheetSaveBody,
  ZWorksheetUpdateBody,
  ZWorksheetUpdateResponse,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { receiveUpload } from '../files/files.upload';
import { generateOlympiad } from './olympiad.service';
import { uploadReference } from './reference.service';
import * as service from './worksheets.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 422: ZError, 502: ZError, 503: ZError };
/** The adult teaching tools (spec 02 §6): parents for a child, coaching teachers for a batch. */
const makers = { roles: ['parent', 'coaching_teacher'] as const };

export default async function worksheetsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['worksheets'];
  const ctx = (): service.WorksheetsCtx => ({
    db: app.deps.db.db,
    ai: app.ai,
    storage: app.storage,
    now: app.deps.clock(),
    log: app.log,
  });

  app.post('/api/worksheets/generate', {
    config: makers,
    schema: {
      tags,
      summary: 'Generate a worksheet',
      description:
        'Grade and board come from the target child (the caller must be its parent) or from `grade`/`board`. ' +
        'Topics, or reference text, or an uploaded reference (`reference_file_path` from upload-reference) are ' +
        'needed. The configured provider for worksheets serves it; the built-in engine reports a shortfall ' +
        'instead of padding.',
      body: ZWorksheetGenerateBody,
      response: { 201: ZWorksheet, ...errors },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await service.generateWorksheet(ctx(), currentAuth(req), req.body)),
  });

  app.post('/api/worksheets/upload-reference', {
    config: makers,
    schema: {
      tags,
      summary: 'Upload reference material (PDF, JPG or PNG) and extract its text',
      description:
        'multipart/form-data with a `file` part. PDF text is read directly, images through OCR with local language ' +
        'data. `file_path` (the file id) goes back as `reference_file_path` when generating.',
      consumes: ['multipart/form-data'],
      response: { 201: ZReferenceUpload, ...errors },
    },
    handler: async (req, reply) => {
      const { user } = currentAuth(req);
      const upload = await receiveUpload(req);
      const out = await uploadReference(
        { db: app.deps.db.db, storage: app.storage, log: app.log },
        user.id,
        upload.filename,
        upload.buffer,
      );
      return reply.status(201).send(out);
    },
  });

  app.get('/api/worksheets/:id', {
    schema: {
      tags,
      summary: 'A worksheet (its creator only; 404 for anyone else)',
      params: ZWorksheetIdParams,
      querystring: z.object({ timestamp: z.string().max(40).optional() }),
      response: { 200: ZWorksheet, ...errors },
    },
    handler: async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.getWorksheet(app.deps.db.db, currentAuth(req).user, req.params.id);
    },
  });

  app.put('/api/worksheets/:id', {
    config: makers,
    schema: {
      tags,
      summary: 'Save edited questions',
      description:
        'Each question is checked in order: text, at least 2 options for Multiple Choice, no empty option, an ' +
        'answer ("Question N: ..."); True False options are fixed to True and False; marks 1 to 10.',
      params: ZWorksheetIdParams,
      body: ZWorksheetUpdateBody,
      response: { 200: ZWorksheetUpdateResponse, ...errors },
    },
    handler: async (req) => service.updateWorksheet(ctx(), currentAuth(req), req.params.id, req.body),
  });

  app.post('/api/worksheets', {
    config: makers,
    schema: {
      tags,
      summary: 'Save a generated (olympiad) worksheet as the caller’s',
      body: ZWorksheetSaveBody,
      response: { 200: ZWorksheet, 201: ZWorksheet, ...errors },
    },
    handler: async (req, reply) => {
      const { created, worksheet } = await service.saveWorksheet(ctx(), currentAuth(req), req.body);
      return reply.status(created ? 201 : 200).send(worksheet);
    },
  });

  app.post('/api/olympiad/generate', {
    config: makers,
    schema: {
      tags: ['olympiad'],
      summary: 'Generate an olympiad practice set or mock test (saved as a worksheet)',
      description:
        'Built-in: answered at once. A mock test from a model runs as a job: 202 with `worksheet_id`; progress ' +
        'arrives on /ws as `job.progress` with `ref` = worksheet_id, then GET /api/worksheets/{id}.',
      body: ZOlympiadGenerateBody,
      response: { 200: ZOlympiadGenerateResponse, 202: ZGenerationQueued, ...errors },
    },
    handler: async (req, reply) => {
      const out = await generateOlympiad({ ...ctx(), jobs: app.jobs }, currentAuth(req), req.body);
      if (out.queued)
        return reply
          .status(202)
          .send({ job_id: out.job_id, worksheet_id: out.worksheet_id, status: 'queued' as const });
      return out.result;
    },
  });
}
