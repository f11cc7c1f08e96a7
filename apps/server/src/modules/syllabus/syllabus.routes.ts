import { booksByCurriculum, defaultBoardFor, getSyllabus } from '@app/content/curriculum/index';
import { getOlympiadConfig, getOlympiadSyllabus, listOlympiadTypes } from '@app/content/olympiad/index';
import { getTemplates } from '@app/content/templates';
import {
  ZBooksByCurriculumQuery,
  ZBooksResponse,
  ZError,
  ZOlympiadConfigQuery,
  ZOlympiadConfigResponse,
  ZOlympiadSyllabusQuery,
  ZOlympiadSyllabusResponse,
  ZOlympiadTypesResponse,
  ZSyllabusQuery,
  ZSyllabusResponse,
  ZTemplatesResponse,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { currentAuth } from '../../plugins/auth';
import { childBookFor, preferredBookFor } from './books.service';
import { resolveChild } from './syllabus.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

/** Read-only curriculum routes (spec 02 §7). Data comes from packages/content, in memory. */
export default async function syllabusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['syllabus'];

  app.get('/api/templates', {
    schema: { tags, summary: 'Worksheet templates', response: { 200: ZTemplatesResponse, ...errors } },
    handler: async () => getTemplates(),
  });

  app.get('/api/syllabus/:subject', {
    schema: {
      tags,
      summary: 'Chapters and topics of a subject for a grade and board, with the available books',
      description:
        'Board: the query board, else the child’s board (child_id), else Master for a coaching teacher and CBSE for ' +
        'everyone else. Book: `book_id`, else the child’s chosen book for the subject, else the teacher’s preferred ' +
        'book for the grade and subject, else the first book.',
      params: z.object({ subject: z.string().trim().min(1).max(60) }),
      querystring: ZSyllabusQuery,
      response: { 200: ZSyllabusResponse, ...errors },
    },
    handler: async (req) => {
      const { user, session } = currentAuth(req);
      const db = app.deps.db.db;
      const child = req.query.child_id ? await resolveChild(db, { user, session }, req.query.child_id) : undefined;
      const board = req.query.board ?? child?.board ?? defaultBoardFor({ role: user.role });
      const { subject } = req.params;
      // Without a book named, the child's chosen book, or the teacher's preferred one, comes first.
      const bookId =
        req.query.book_id ??
        (child
          ? await childBookFor(db, child, subject)
          : user.role === 'coaching_teacher'
            ? await preferredBookFor(db, user.id, req.query.grade, subject, board)
            : null);
      return getSyllabus({ subject, grade: req.query.grade, board, bookId });
    },
  });

  app.get('/api/books/by-curriculum', {
    schema: {
      tags,
      summary: 'Books for a grade and subject',
      querystring: ZBooksByCurriculumQuery,
      response: { 200: ZBooksResponse, ...errors },
    },
    handler: async (req) => ({ books: booksByCurriculum(req.query) }),
  });

  app.get('/api/olympiad/types', {
    schema: {
      tags: ['olympiad'],
      summary: 'Olympiads by provider',
      response: { 200: ZOlympiadTypesResponse, ...errors },
    },
    handler: async () => listOlympiadTypes(),
  });

  app.get('/api/olympiad/config', {
    schema: {
      tags: ['olympiad'],
      summary: 'The mock test blueprint of the olympiad for a subject and grade',
      querystring: ZOlympiadConfigQuery,
      response: { 200: ZOlympiadConfigResponse, ...errors },
    },
    handler: async (req) => getOlympiadConfig(req.query),
  });

  app.get('/api/olympiad/:provider/:code/syllabus', {
    schema: {
      tags: ['olympiad'],
      summary: 'Sections and topics of an olympiad for a grade',
      params: z.object({ provider: z.string().max(20), code: z.string().max(20) }),
      querystring: ZOlympiadSyllabusQuery,
      response: { 200: ZOlympiadSyllabusResponse, ...errors },
    },
    handler: async (req) => {
      const s = getOlympiadSyllabus(req.params.provider, req.params.code, req.query.grade);
      if (!s) throw notFound(`No ${req.params.code.toUpperCase()} syllabus for grade ${req.query.grade}`);
      return s;
    },
  });
}
