import {
  SUBMISSION_FILES_MAX,
  SUBMISSION_MSG,
  ZError,
  ZEvaluationSettings,
  ZPreviewResponse,
  ZSubmissionParams,
  ZSubmissionResponse,
} from '@app/shared';
import { UPLOAD_SIZE_MESSAGE } from '@app/shared/schemas/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import type { EvaluationDeps } from '../evaluations/evaluation.run';
import { evaluationSettings, previewPaperWork } from './preview.service';
import { submitWork } from './submissions.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 422: ZError };
const FILE_FIELDS = new Set(['files', 'file', 'files[]']);

interface ReceivedForm {
  fields: Record<string, unknown>;
  files: { filename: string; buffer: Buffer }[];
}

/**
 * Reads a submission form: multipart (pages under `files`, text fields) or a JSON body (online answers). A page
 * over 10 MB is named with the spec's message; more than 10 pages are refused.
 */
async function receiveForm(req: FastifyRequest): Promise<ReceivedForm> {
  if (!req.isMultipart()) return { fields: (req.body as Record<string, unknown> | undefined) ?? {}, files: [] };
  const fields: Record<string, unknown> = {};
  const files: ReceivedForm['files'] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve));
          continue;
        }
        const buffer = await part.toBuffer();
        if (buffer.length > 0 || part.filename) files.push({ filename: part.filename, buffer });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(400, `File ${files.length + 1}: ${UPLOAD_SIZE_MESSAGE}`, 'file_too_large', {
        [`files.${files.length}`]: UPLOAD_SIZE_MESSAGE,
      });
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest(SUBMISSION_MSG.tooManyFiles, 'files', 'too_many_files');
    throw err;
  }
  if (files.length > SUBMISSION_FILES_MAX) throw badRequest(SUBMISSION_MSG.tooManyFiles, 'files', 'too_many_files');
  return { fields, files };
}

export default async function submissionsRoutes(fastify: FastifyInstance, opts: { evaluation: EvaluationDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { childView: true, roles: ['parent', 'coaching_teacher'] as const };
  const actor = (req: FastifyRequest) => actorOf(currentAuth(req));

  app.post('/api/submissions/:task_id', {
    config,
    schema: {
      tags: ['submissions'],
      summary: 'Hand in work for a task (online answers, pages or text)',
      description:
        'Multipart: pages under `files` (PDF, JPG, PNG by their bytes, 10 MB each, at most 10) and the text fields ' +
        'of the spec (`submitted_answers`, `hints_used` and `vision_extraction_data` as JSON text); or a JSON body ' +
        'for online answers. `task_code` is required for files, camera and text. Send an `Idempotency-Key` header ' +
        'to make a retry safe: the same key answers the first response with 200.',
      params: ZSubmissionParams,
      response: { 200: ZSubmissionResponse, 201: ZSubmissionResponse, ...errors },
    },
    handler: async (req, reply) => {
      const form = await receiveForm(req);
      const key = req.headers['idempotency-key'];
      const { status, body } = await submitWork(
        {
          db: app.deps.db.db,
          storage: app.storage,
          log: req.log,
          jobs: app.jobs,
          evaluation: opts.evaluation,
          now: app.deps.clock(),
        },
        actor(req),
        req.params.task_id,
        { ...form, idempotencyKey: Array.isArray(key) ? key[0] : key },
      );
      return reply.status(status).send(body);
    },
  });

  for (const url of ['/api/ocr/preview', '/api/vision/preview']) {
    app.post(url, {
      config,
      schema: {
        tags: ['submissions'],
        summary: 'Read answers from pages before submitting',
        description:
          'Multipart `files` and `task_id`. Images are read by OCR (offline), PDFs by their text. Each answer has ' +
          'a confidence; those below the threshold are listed in `extracted_data.low_confidence`. Nothing is stored.',
        response: { 200: ZPreviewResponse, ...errors },
      },
      handler: async (req) => {
        const form = await receiveForm(req);
        return previewPaperWork({ db: app.deps.db.db, ai: app.ai }, actor(req), form.fields, form.files);
      },
    });
  }

  app.get('/api/evaluation/settings', {
    config,
    schema: {
      tags: ['submissions'],
      summary: 'How paper work is read and written answers scored',
      response: { 200: ZEvaluationSettings, ...errors },
    },
    handler: async () => evaluationSettings(app.ai),
  });
}
