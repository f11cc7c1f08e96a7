// renderNotesHtml sanitises its output itself (KaTeX fragments cached); a second DOMPurify pass over the whole
// document cost ~5 µs per character on the event loop for every row of a list.
import { renderNotesHtml } from '../../ai/index';
import { defaultNotesTitle, type Notes, type NoteType, type ZNotesGenerateBody } from '@app/shared';
import type { z } from 'zod';
import type { NotesContent } from '../../ai/index';
import type { Db } from '../../db/client';
import type { NotesRow } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { type Auth, referenceFor, resolveAudience, type WorksheetsCtx } from '../worksheets/worksheets.service';
import * as repo from './notes.repository';

export function toNotesDto(row: NotesRow): Notes {
  const [provider, ...model] = row.generatorModel.split(':');
  return {
    id: row.id,
    subject: row.subject,
    type: row.type,
    title: row.title,
    grade: row.grade,
    board: row.board,
    topics: row.topics,
    // Rendered from the content on read; sanitised again in case the renderer ever lets something through.
    html_content: renderNotesHtml(row.type, row.content as NotesContent, row.mermaid),
    content: row.content,
    mermaid: row.mermaid,
    generated_by: { provider: provider as Notes['generated_by']['provider'], model: model.join(':') },
    created_at: row.createdAt.toISOString(),
  };
}

/** Notes for a child (its grade and board) or a batch/explicit grade; the configured notes provider writes them. */
export async function generateNotes(
  ctx: WorksheetsCtx,
  auth: Auth,
  body: z.output<typeof ZNotesGenerateBody>,
): Promise<Notes> {
  const { grade, board } = await resolveAudience(ctx.db, auth, body);
  const reference = await referenceFor(ctx, auth.user.id, body);
  const gen = await ctx.ai.generateNotes({
    type: body.type,
    board,
    grade,
    subject: body.subject,
    chapter: body.chapter ?? undefined,
    topics: body.topics,
    reference_text: reference,
  });
  const row = await repo.insertNotes(ctx.db, {
    creatorId: auth.user.id,
    subject: body.subject,
    type: body.type as NoteType,
    title: body.title || defaultNotesTitle(body.subject, body.type),
    grade,
    board,
    topics: body.topics,
    content: gen.content,
    mermaid: gen.mermaid,
    generatorModel: `${gen.generated_by.provider}:${gen.generated_by.model}`,
    createdAt: ctx.now,
  });
  return toNotesDto(row);
}

/** The stored notes, or undefined for a missing or malformed id; callers decide who may see them. */
export async function findNotesRow(db: Db, id: string): Promise<NotesRow | undefined> {
  return isUuid(id) ? repo.findNotesById(db, id) : undefined;
}
