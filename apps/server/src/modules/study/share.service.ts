import { type AssignBody, STUDY_MSG, ZShareNotesFields } from '@app/shared';
import { findChildrenByIds } from '../children/children.service';
import { resolveTeacherTargets } from '../coaching/coaching.targets';
import { deleteFile, type FilesCtx, storeUpload } from '../files/files.service';
import { badRequest } from '../../lib/errors';
import { actorOf } from '../../policy/policy';
import type { FileRow } from '../../db/schema/index';
import * as repo from './study.repository';
import { type Auth, notifyParents, type StudyCtx } from './study.service';

export interface ShareInput {
  fields: Record<string, string | string[]>;
  files: { filename: string; buffer: Buffer }[];
}

/**
 * POST /teaching/share-notes (spec 02 §2.7): a teacher's files, once, to whole batches or chosen students (their
 * own batches and linked students only); each child gets a Study Support row. Files are checked by content.
 */
export async function shareNotes(ctx: StudyCtx & FilesCtx, auth: Auth, input: ShareInput) {
  if (input.files.length === 0) throw badRequest(STUDY_MSG.selectFileToShare, 'files', 'validation_error');
  const ids = input.fields.target_ids;
  const parsed = ZShareNotesFields.safeParse({
    ...input.fields,
    target_ids: Array.isArray(ids) ? ids : ids ? [ids] : [],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? 'Invalid share', String(issue?.path[0] ?? 'title'), 'validation_error');
  }
  const body = parsed.data;
  const targets = await resolveTeacherTargets(
    ctx.db,
    actorOf(auth),
    { target_type: body.target_type, target_ids: body.target_ids } as AssignBody,
    body.subject ?? '',
  );
  const stored: FileRow[] = [];
  try {
    for (const f of input.files)
      stored.push(
        await storeUpload(ctx, {
          ownerId: auth.user.id,
          kind: 'study_share',
          filename: f.filename,
          buffer: f.buffer,
          typeMessage: STUDY_MSG.shareFileTypes,
        }),
      );
    const { share, assigned } = await ctx.db.transaction((tx) =>
      repo.insertShare(
        tx,
        {
          ownerId: auth.user.id,
          title: body.title,
          description: body.description,
          subject: body.subject,
          createdAt: ctx.now,
        },
        stored.map((f) => f.id),
        targets.map((t) => ({
          childId: t.childId,
          batchId: t.batchId,
          title: body.title,
          description: body.description,
          subject: body.subject,
          assignedBy: auth.user.id,
          assignedByRole: auth.user.role,
          assignedAt: ctx.now,
        })),
      ),
    );
    const kids = await findChildrenByIds(
      ctx.db,
      targets.map((t) => t.childId),
    );
    await notifyParents(ctx, kids, assigned, `${auth.user.name} shared "${body.title}"`);
    return { message: STUDY_MSG.notesShared, share_id: share.id, shared_count: assigned.length, files: stored.length };
  } catch (err) {
    // A refused file or a failed write leaves no stored bytes behind.
    for (const f of stored) await deleteFile(ctx, f.id);
    throw err;
  }
}
