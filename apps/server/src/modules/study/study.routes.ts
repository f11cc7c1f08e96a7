import {
  ZError,
  ZMarkReadQuery,
  ZNotesAssignBody,
  ZNotesAssignResponse,
  ZStudyAssignment,
  ZStudyList,
  ZStudyListQuery,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { notesPdfName, renderNotesPdf } from '../notes/notes.pdf';
import { SHARE_FILES_MAX, STUDY_MSG, ZShareNotesResponse } from '@app/shared';
import { UPLOAD_SIZE_MESSAGE } from '@app/shared/schemas/files';
import { badRequest } from '../../lib/errors';
import { type ShareInput, shareNotes } from './share.service';
import * as service from './study.service';

/** A multipart form with several `files` parts and text fields (repeated `target_ids`). */
async function readShareForm(req: FastifyRequest): Promise<ShareInput> {
  if (!req.isMultipart()) throw badRequest(STUDY_MSG.selectFileToShare, 'files', 'validation_error');
  const out: ShareInput = { fields: {}, files: [] };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'files' && out.files.length < SHARE_FILES_MAX) {
          const buffer = await part.toBuffer();
          if (buffer.length) out.files.push({ filename: part.filename, buffer });
        } else {
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve));
        }
      } else if (typeof part.value === 'string') {
        const prev = out.fields[part.fieldname];
        if (part.fieldname === 'target_ids')
          out.fields.target_ids = [...(Array.isArray(prev) ? prev : prev ? [prev] : []), part.value];
        else out.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(UPLOAD_SIZE_MESSAGE, 'files', 'file_too_large');
    throw err;
  }
  return out;
}

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 422: ZError, 503: ZError };
const adults = { roles: ['parent', 'coaching_teacher'] as const };
const readers = { roles: ['parent', 'coaching_teacher'] as const, childView: true };
const ZIdParams = z.object({ id: z.string().max(80) });

/** Study Support: notes given to children and their read state (spec 01 §7 "Study materials", spec 02 §7). */
export default async function studyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['study'];
  const ctx = (req: FastifyRequest): service.StudyCtx => ({
    db: app.deps.db.db,
    now: app.deps.clock(),
    notify: app.notify,
    log: req.log,
  });

  app.get('/api/notes/assigned', {
    config: readers,
    schema: {
      tags,
      summary: 'Study materials: a child’s (parent with child_id, or the child view), or what a teacher gave',
      description:
        'Newest first, keyset-paged (`next_cursor`). `assigned_by_role` filters by the giver’s role (Parent Space ' +
        'or a coach’s tab), `assigned_by` by one giver. `total` and `unread` count the whole filtered list.',
      querystring: ZStudyListQuery,
      response: { 200: ZStudyList, ...errors },
    },
    handler: async (req) => service.listAssigned(ctx(req), currentAuth(req), req.query),
  });

  app.post('/api/notes/assignment/:id/mark-read', {
    config: readers,
    schema: {
      tags,
      summary: 'Mark a study material read (is_read=true) or unread (is_read=false): the child’s parent',
      params: ZIdParams,
      querystring: ZMarkReadQuery,
      response: { 200: ZStudyAssignment, ...errors },
    },
    handler: async (req) => service.markRead(ctx(req), currentAuth(req), req.params.id, req.query.is_read),
  });

  app.post('/api/notes/:id/assign', {
    config: adults,
    schema: {
      tags,
      summary: 'Give generated notes to children (their Study Support)',
      description:
        'A parent gives them to their own children (`target_type` child). Giving the same notes again to a child ' +
        'makes them new (unread) again rather than listing them twice.',
      params: ZIdParams,
      body: ZNotesAssignBody,
      response: { 201: ZNotesAssignResponse, ...errors },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await service.assignNotes(ctx(req), currentAuth(req), req.params.id, req.body)),
  });

  app.post('/api/teaching/share-notes', {
    config: { roles: ['coaching_teacher'] as const },
    schema: {
      tags,
      summary: 'Share files (PDF, JPG, PNG) with whole batches or chosen students: their Study Support',
      description:
        'multipart/form-data: title, description, subject, target_type (batch or students), target_ids (repeated), ' +
        '`files` parts (at most 10, each at most 10 MB, checked by content). Only the teacher’s own batches and ' +
        'linked students.',
      consumes: ['multipart/form-data'],
      response: { 201: ZShareNotesResponse, ...errors },
    },
    handler: async (req, reply) => {
      const input = await readShareForm(req);
      const res = await shareNotes({ ...ctx(req), storage: app.storage }, currentAuth(req), input);
      return reply.status(201).send(res);
    },
  });

  app.get('/api/notes/:id/pdf', {
    config: readers,
    schema: {
      tags,
      summary: 'The notes as an A4 PDF (Typst, maths typeset), for their creator and the families given them',
      params: ZIdParams,
      response: { 200: z.any(), ...errors },
    },
    handler: async (req, reply) => {
      const row = await service.loadNotesForReader(app.deps.db.db, currentAuth(req), req.params.id);
      const { pdf } = await renderNotesPdf(row);
      const name = notesPdfName(row.subject, app.deps.clock());
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Disposition', `attachment; filename="${name}"`);
      return reply.type('application/pdf').send(pdf);
    },
  });
}
