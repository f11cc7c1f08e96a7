import { type NotesAssignBody, STUDY_MSG, type StudyAssignment, type StudyList, TASK_MSG } from '@app/shared';
import type { z } from 'zod';
import type { ZStudyListQuery } from '@app/shared';
// renderNotesHtml sanitises its output itself (KaTeX fragments cached); a second DOMPurify pass over the whole
// document cost ~5 µs per character on the event loop for every row of a list.
import { renderNotesHtml } from '../../ai/index';
import type { NotesContent } from '../../ai/index';
import type { Db } from '../../db/client';
import type { NotesRow, SessionRow, UserRow } from '../../db/schema/index';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { actorOf, can } from '../../policy/policy';
import { findChildrenByIds, loadChildFor } from '../children/children.service';
import { findNotesRow } from '../notes/notes.service';
import type { Notify } from '../notifications/notifications.service';
import * as repo from './study.repository';

export type Auth = { user: UserRow; session: SessionRow };

export interface StudyCtx {
  db: Db;
  now: Date;
  notify: Notify;
  log?: { warn(o: object, m: string): void };
}

const fileUrl = (id: string) => `/api/files/${id}`;

export function toStudyDto(v: repo.AssignmentView, shareFiles: repo.ShareFile[], teacherView = false): StudyAssignment {
  const list = v.a.shareId ? shareFiles.filter((f) => f.shareId === v.a.shareId) : [];
  return {
    // A teacher's list shows each item once: its id is the notes' or the share's.
    id: teacherView ? (v.a.noteId ?? v.a.shareId ?? v.a.id) : v.a.id,
    note_id: v.a.noteId,
    title: v.a.title,
    description: v.a.description,
    subject: v.a.subject,
    assigned_by_name: v.assignedByName,
    assigned_by_role: v.a.assignedByRole,
    assigned_to: teacherView ? null : v.a.childId,
    assigned_to_name: teacherView ? null : v.childName,
    recipient_count: v.recipientCount,
    assigned_at: v.a.assignedAt.toISOString(),
    is_read: v.a.isRead,
    read_at: v.a.readAt?.toISOString() ?? null,
    note_type: v.noteType,
    file_urls: list.map((f) => fileUrl(f.fileId)),
    files: list.map((f) => ({ id: f.fileId, name: f.name, content_type: f.contentType, url: fileUrl(f.fileId) })),
    note_details:
      v.noteContent && v.noteType
        ? {
            // Rendered from the stored content on read, then sanitised (as the notes routes do).
            html_content: renderNotesHtml(v.noteType, v.noteContent as NotesContent, v.noteMermaid),
            mermaid: v.noteMermaid,
            grade: v.noteGrade ?? 0,
          }
        : null,
  };
}

async function withFiles(db: Db, views: repo.AssignmentView[], teacherView = false): Promise<StudyAssignment[]> {
  const shareIds = [...new Set(views.map((v) => v.a.shareId).filter((id): id is string => !!id))];
  const shareFiles = await repo.filesOfShares(db, shareIds);
  return views.map((v) => toStudyDto(v, shareFiles, teacherView));
}

/**
 * GET /notes/assigned. A parent (or the child view) lists one child's materials; a coaching teacher lists what
 * they gave. A fixed number of statements per page, whatever its size.
 */
export async function listAssigned(ctx: StudyCtx, auth: Auth, q: z.output<typeof ZStudyListQuery>): Promise<StudyList> {
  const actor = actorOf(auth);
  const after = decodeCursor(q.cursor);
  if (auth.user.role === 'coaching_teacher' && !actor.activeChildId) {
    const [rows, total] = await Promise.all([
      repo.listGivenItems(ctx.db, auth.user.id, after, q.limit),
      repo.countGivenItems(ctx.db, auth.user.id),
    ]);
    const { page, next_cursor } = pageOf(rows, q.limit, (r) => ({ at: r.at, id: r.itemId }));
    return { assignments: await withFiles(ctx.db, page, true), total, unread: 0, next_cursor };
  }
  const childId = actor.activeChildId ?? q.child_id;
  if (!childId) throw badRequest(TASK_MSG.selectChild, 'child_id', 'validation_error');
  const child = await loadChildFor(ctx.db, actor, 'child:read_study', childId);
  const filter = { childId: child.id, role: q.assigned_by_role, assignedBy: q.assigned_by };
  const [rows, counts] = await Promise.all([
    repo.listChildAssignments(ctx.db, { ...filter, after, limit: q.limit }),
    repo.countChildAssignments(ctx.db, filter),
  ]);
  const { page, next_cursor } = pageOf(rows, q.limit, (v) => ({ at: v.a.assignedAt, id: v.a.id }));
  return { assignments: await withFiles(ctx.db, page), ...counts, next_cursor };
}

/** POST /notes/assignment/{id}/mark-read?is_read=: the child's parent (not from the child view). */
export async function markRead(ctx: StudyCtx, auth: Auth, id: string, isRead: boolean): Promise<StudyAssignment> {
  if (!isUuid(id)) throw notFound(STUDY_MSG.notFound);
  const view = await repo.findAssignmentView(ctx.db, id);
  if (!view) throw notFound(STUDY_MSG.notFound);
  const ref = { id: view.a.childId, parentId: view.childParentId };
  const actor = actorOf(auth);
  if (!can(actor, 'child:mark_study', ref)) {
    // The child view sees the item but may not change it; anyone else learns nothing about the id.
    if (can(actor, 'child:read_study', ref)) throw new AppError(403, 'Ask a parent to mark this', 'forbidden');
    throw notFound(STUDY_MSG.notFound);
  }
  const row = await repo.setRead(ctx.db, id, isRead, ctx.now);
  const [dto] = await withFiles(ctx.db, [{ ...view, a: row }]);
  return dto;
}

/** POST /notes/{id}/assign: the notes' creator gives them to children they may assign to. */
export async function assignNotes(ctx: StudyCtx, auth: Auth, noteId: string, body: NotesAssignBody) {
  const notes = await findNotesRow(ctx.db, noteId);
  if (!notes || notes.creatorId !== auth.user.id) throw notFound(STUDY_MSG.notesNotFound);
  const actor = actorOf(auth);
  if (actor.activeChildId) throw notFound(STUDY_MSG.notesNotFound);
  // A teacher's students and batches arrive with coaching relationships.
  if (body.target_type !== 'child' || auth.user.role !== 'parent')
    throw new AppError(422, TASK_MSG.targetNotAvailable, 'target_not_available', {
      target_type: TASK_MSG.targetNotAvailable,
    });
  const ids = [...new Set(body.target_ids)];
  if (ids.length === 0) throw badRequest(STUDY_MSG.selectChild, 'target_ids', 'validation_error');
  const kids = await findChildrenByIds(ctx.db, ids);
  if (kids.length !== ids.length || !kids.every((c) => can(actor, 'child:assign_task', c))) throw notFound();

  const rows = await repo.upsertNoteAssignments(
    ctx.db,
    ids.map((childId) => ({
      childId,
      noteId: notes.id,
      title: body.title,
      description: body.description,
      subject: notes.subject,
      assignedBy: auth.user.id,
      assignedByRole: auth.user.role,
      assignedAt: ctx.now,
    })),
  );
  await notifyParents(ctx, kids, rows, `${auth.user.name} shared notes "${body.title}"`);
  return {
    message: STUDY_MSG.notesAssigned,
    assigned_count: rows.length,
    assignment_ids: rows.map((r) => r.id),
  };
}

/** One notice per family (the child's view sees it when it concerns that child alone). */
export async function notifyParents(
  ctx: StudyCtx,
  kids: { id: string; name: string; parentId: string }[],
  rows: { id: string; childId: string }[],
  what: string,
) {
  const byParent = new Map<string, { id: string; name: string }[]>();
  for (const k of kids) byParent.set(k.parentId, [...(byParent.get(k.parentId) ?? []), k]);
  await Promise.all(
    [...byParent].map(async ([parentId, own]) => {
      try {
        await ctx.notify(parentId, {
          title: 'New study material',
          message: `${what} with ${own.map((k) => k.name).join(', ')}.`,
          data: {
            type: 'study.assigned',
            child_ids: own.map((k) => k.id),
            assignment_ids: rows.filter((r) => own.some((k) => k.id === r.childId)).map((r) => r.id),
          },
          childId: own.length === 1 ? own[0].id : null,
        });
      } catch (err) {
        // The assignment is committed; a failed notice must not turn it into an error.
        ctx.log?.warn({ err }, 'study notification failed');
      }
    }),
  );
}

/** The notes for their creator, or for the parent (or child view) of a child who was given them; 404 otherwise. */
export async function loadNotesForReader(db: Db, auth: Auth, noteId: string): Promise<NotesRow> {
  const row = await findNotesRow(db, noteId);
  const child = auth.session.activeChildId;
  const allowed =
    row &&
    ((row.creatorId === auth.user.id && !child) ||
      (auth.user.role === 'parent' && (await repo.parentHasNotes(db, auth.user.id, row.id, child ?? undefined))));
  if (!row || !allowed) throw notFound(STUDY_MSG.notesNotFound);
  return row;
}

export { parentHasSharedFile } from './study.repository';
