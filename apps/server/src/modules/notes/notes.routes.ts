import { ZError, ZNotes, ZNotesGenerateBody } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { generateNotes } from './notes.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 502: ZError, 503: ZError };

export default async function notesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/notes/generate', {
    config: { roles: ['parent', 'coaching_teacher'] as const },
    schema: {
      tags: ['notes'],
      summary: 'Generate notes (memory map, slides, summary or revision)',
      description:
        'Grade and board as for worksheets (a child target, or `grade`/`board`). Reference text or an uploaded ' +
        'reference is used as quoted material. `html_content` is sanitised HTML rendered from `content`.',
      body: ZNotesGenerateBody,
      response: { 201: ZNotes, ...errors },
    },
    handler: async (req, reply) => {
      const notes = await generateNotes(
        { db: app.deps.db.db, ai: app.ai, storage: app.storage, now: app.deps.clock(), log: app.log },
        currentAuth(req),
        req.body,
      );
      return reply.status(201).send(notes);
    },
  });
}
