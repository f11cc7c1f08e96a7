import {
  QB_MSG,
  ZError,
  ZQbExportRequest,
  ZQbFetchRequest,
  ZQbFetchResponse,
  ZQbGenerateRequest,
  ZQbGenerateResponse,
  ZQbIdParams,
  type QbImportResponse,
  ZQbImportResponse,
  ZQbMessage,
  ZQbQuestion,
  ZQbResetRequest,
  ZQbResetResponse,
  ZQbSaveRequest,
  ZQbSaveResponse,
  ZQbStats,
  ZQbStatsQuery,
  ZQbUpdateRequest,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { runInWorker } from '../../lib/workers/workers';
import { currentAuth } from '../../plugins/auth';
import { receiveUpload } from '../files/files.upload';
import { cleanReferenceText, extractImageText, extractPdfText } from '../worksheets/reference.service';
import { exportFileName, exportQuestionsStream } from './question-bank.export';
import * as service from './question-bank.service';

const errors = { 400: ZError, 401: ZError, 403: ZError };
/** Parsing runs in a worker thread (question-bank.import.ts). */
const IMPORT_TASK = new URL('./question-bank.import.ts', import.meta.url);
const config = { roles: ['qb_admin'] as const };
const tags = ['question-bank'];

/** The first schema problem as the spec's 400 (multipart forms are parsed here, not by Fastify). */
function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw badRequest(issue.message, issue.path.join('.') || undefined, 'validation_error');
}

const PDF = [0x25, 0x50, 0x44, 0x46];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const is = (b: Buffer, m: number[]) => m.every((x, i) => b[i] === x);

/** Multipart generate: text fields (question_types as JSON text) and an optional reference_doc, read as text. */
async function readGenerateForm(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let doc: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'reference_doc' && !doc) doc = await part.toBuffer();
        else {
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve));
        }
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(QB_MSG.referenceSize, 'reference_doc', 'file_too_large');
    throw err;
  }
  let types: unknown = [];
  if (fields.question_types) {
    try {
      types = JSON.parse(fields.question_types);
    } catch {
      types = fields.question_types.split(',').map((s) => s.trim());
    }
  }
  const body = { ...fields, question_types: types };
  let reference: string | null = null;
  if (doc?.length) {
    const pdf = is(doc, PDF);
    if (!pdf && !is(doc, JPEG) && !is(doc, PNG))
      throw badRequest(QB_MSG.referenceType, 'reference_doc', 'bad_file_type');
    // An unreadable document does not stop generation: it then works from the selections alone.
    const raw = await (pdf ? extractPdfText(doc) : extractImageText(doc)).catch((err) => {
      req.log.warn({ err }, 'could not read the reference document');
      return '';
    });
    reference = cleanReferenceText(raw).text || null;
  }
  return { body, reference };
}

export default async function questionBankRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest): service.QbCtx => ({ db: fastify.deps.db.db, ip: req.ip });

  app.post('/api/qb/questions/generate', {
    schema: {
      tags,
      summary: 'Generate questions (not saved until save)',
      description:
        'JSON, or multipart form data with the same fields as text, question_types as JSON text and an optional ' +
        '`reference_doc` (PDF, JPG or PNG, at most 10 MB). Olympiad mode is MCQ only. A model other than ' +
        '`builtin-v1` needs `api_key`, used for this request only and never stored or logged.',
      body: ZQbGenerateRequest.nullish(),
      response: { 200: ZQbGenerateResponse, ...errors, 502: ZError, 503: ZError },
    },
    config,
    handler: async (req) => {
      const form = req.isMultipart() ? await readGenerateForm(req) : { body: req.body ?? {}, reference: null };
      const input = parseOrThrow(ZQbGenerateRequest, form.body);
      return service.generateQuestions(req.server.ai, input, form.reference);
    },
  });

  app.post('/api/qb/questions/save', {
    schema: {
      tags,
      summary: 'Save questions; duplicates (by content) are skipped',
      body: ZQbSaveRequest,
      response: { 200: ZQbSaveResponse, ...errors },
    },
    config,
    // A save of 2000 imported questions is larger than the default 1 MB body.
    bodyLimit: 16 * 1024 * 1024,
    handler: async (req) => service.saveQuestions(ctx(req), currentAuth(req).user, req.body.questions),
  });

  app.post('/api/qb/questions/fetch', {
    schema: {
      tags,
      summary: 'Browse questions: filters with skip and limit (at most 100), newest first',
      body: ZQbFetchRequest,
      response: { 200: ZQbFetchResponse, ...errors },
    },
    config,
    handler: async (req) => service.fetchQuestions(ctx(req), req.body),
  });

  app.put('/api/qb/questions/update', {
    schema: {
      tags,
      summary: 'Edit a question (re-validated; content hash recomputed)',
      body: ZQbUpdateRequest,
      response: { 200: ZQbQuestion, ...errors, 404: ZError, 409: ZError },
    },
    config,
    handler: async (req) => service.updateQuestion(ctx(req), req.body.question_id, req.body.updates),
  });

  app.delete('/api/qb/questions/:id', {
    schema: {
      tags,
      summary: 'Delete a question',
      params: ZQbIdParams,
      response: { 200: ZQbMessage, ...errors, 404: ZError },
    },
    config,
    handler: async (req) => service.deleteQuestion(ctx(req), req.params.id),
  });

  app.post('/api/qb/questions/import', {
    schema: {
      tags,
      summary: 'Read questions from an .xlsx or .csv file (validated, not saved)',
      description:
        'Multipart `file`. Columns: Question Type, Difficulty, Board, Grade, Subject, Chapter, Topic, Question, ' +
        'Answer, Options, Explanation. Options: "A) … | B) … | C) … | D) …" or a JSON list of strings; the ' +
        'Answer is the correct option text (or its letter). True/False and Assertion-Reason options may be left ' +
        'empty. Rows that fail are listed in `errors` by spreadsheet row (the header is row 1). At most 50,000 ' +
        'rows; the file is read in a worker thread.',
      consumes: ['multipart/form-data'],
      response: { 200: ZQbImportResponse, ...errors },
    },
    config,
    handler: async (req) => {
      const { filename, buffer } = await receiveUpload(req, 'file');
      const bytes = new Uint8Array(buffer);
      return runInWorker<QbImportResponse>(IMPORT_TASK, { filename, bytes }, [bytes.buffer]);
    },
  });

  app.post('/api/qb/questions/export', {
    schema: {
      tags,
      summary: 'Export questions to Excel (.xlsx, streamed)',
      body: ZQbExportRequest,
      response: {
        200: z.any().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
        ...errors,
      },
    },
    config,
    handler: async (req, reply) => {
      const name = exportFileName(req.body);
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      return reply.send(exportQuestionsStream(fastify.deps.db, req.body, req.log));
    },
  });

  app.get('/api/qb/stats', {
    schema: {
      tags,
      summary: 'Question bank statistics (counts by board, grade, subject, chapter, difficulty, type, mode)',
      querystring: ZQbStatsQuery,
      response: { 200: ZQbStats, ...errors },
    },
    config,
    handler: async (req) => service.getStats(ctx(req), req.query),
  });

  app.post('/api/qb/database/reset', {
    schema: {
      tags,
      summary: 'Delete the bank’s questions (needs the admin’s password; audited)',
      description:
        'Deletes every question (or one mode’s), seed questions included; the built-in seed bank is loaded again ' +
        'at the next server start.',
      body: ZQbResetRequest,
      response: { 200: ZQbResetResponse, ...errors },
    },
    config,
    handler: async (req) =>
      service.resetDatabase(ctx(req), currentAuth(req).user, req.body.password, req.body.question_mode),
  });
}
