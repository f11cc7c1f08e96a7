import {
  ZBookPreferences,
  ZBookPreferencesBody,
  ZBookPreferencesSaved,
  ZChildBooksAvailable,
  ZChildBooksAvailableQuery,
  ZChildBooksSaved,
  ZChildBooksSelected,
  ZChildBooksSelectedBody,
  ZChildSyllabus,
  ZChildSyllabusQuery,
  ZError,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import * as books from './books.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const ZChildParams = z.object({ id: z.string().max(80) });
/** A child's books and syllabus: the parent, and the child's own view (reading only). */
const family = { roles: ['parent'] as const, childView: true };
const teacher = { roles: ['coaching_teacher'] as const };

/** Book choices and a child's syllabus (spec 02 §2.17, §7). */
export default async function booksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['syllabus'];
  const db = () => app.deps.db.db;

  app.get('/api/children/:id/books/available', {
    config: family,
    schema: {
      tags,
      summary: 'Books of every subject for the child’s board and grade',
      description: '`board` looks at another board’s books for the same grade.',
      params: ZChildParams,
      querystring: ZChildBooksAvailableQuery,
      response: { 200: ZChildBooksAvailable, ...errors },
    },
    handler: async (req) => books.availableBooks(db(), currentAuth(req), req.params.id, req.query.board),
  });

  app.get('/api/children/:id/books/selected', {
    config: family,
    schema: {
      tags,
      summary: 'The books the parent chose for the child (ids, and the books themselves)',
      params: ZChildParams,
      response: { 200: ZChildBooksSelected, ...errors },
    },
    handler: async (req) => books.selectedBooks(db(), currentAuth(req), req.params.id),
  });

  app.put('/api/children/:id/books/selected', {
    config: { roles: ['parent'] as const },
    schema: {
      tags,
      summary: 'Choose the child’s books (any number, none is fine); per subject the first one is used',
      params: ZChildParams,
      body: ZChildBooksSelectedBody,
      response: { 200: ZChildBooksSaved, ...errors },
    },
    handler: async (req) =>
      books.saveSelectedBooks(db(), currentAuth(req), req.params.id, req.body.selected_books, app.deps.clock()),
  });

  app.get('/api/children/:id/syllabus', {
    config: family,
    schema: {
      tags,
      summary: 'The child’s syllabus: chapters and topics per subject from the chosen (or default) book',
      params: ZChildParams,
      querystring: ZChildSyllabusQuery,
      response: { 200: ZChildSyllabus, ...errors },
    },
    handler: async (req) => books.childSyllabus(db(), currentAuth(req), req.params.id, req.query.subject),
  });

  app.get('/api/coaching/book-preferences', {
    config: teacher,
    schema: {
      tags,
      summary: 'The teacher’s preferred books, keyed `{grade}_{subject}`',
      response: { 200: ZBookPreferences, ...errors },
    },
    handler: async (req) => books.getPreferences(db(), currentAuth(req).user.id),
  });

  app.put('/api/coaching/book-preferences', {
    config: teacher,
    schema: {
      tags,
      summary: 'Set the preferred books for one grade and subject (the first is the default in generators)',
      body: ZBookPreferencesBody,
      response: { 200: ZBookPreferencesSaved, ...errors },
    },
    handler: async (req) => books.savePreferences(db(), currentAuth(req).user.id, req.body, app.deps.clock()),
  });
}
