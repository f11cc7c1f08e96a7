import { ASSIGN_STUDENTS_MAX, COACHING_MSG } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { batches, children, coachingRelationships, consents, tasks } from '../../db/schema/index';
import {
  call,
  createParent,
  createTeacher,
  createWorksheet,
  setupTestApp,
  type TestContext,
} from '../../../test/helpers';

// One assignment writes a task and a notice per student: it may reach ASSIGN_STUDENTS_MAX students, not more.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('assigning to batches', () => {
  it(`refuses an assignment that would reach more than ${ASSIGN_STUDENTS_MAX} students, writing nothing`, async () => {
    const teacher = await createTeacher(t.app);
    const parent = await createParent(t.app);
    const [consent] = await t.db.db
      .insert(consents)
      .values({ parentId: parent.user.id, noticeVersion: 'test', purposes: ['test'] })
      .returning();
    const batchIds: string[] = [];
    for (const size of [ASSIGN_STUDENTS_MAX, 1]) {
      const [batch] = await t.db.db
        .insert(batches)
        .values({ teacherId: teacher.user.id, name: `Big ${size}`, subject: 'Mathematics', grade: 5 })
        .returning();
      const kids = await t.db.db
        .insert(children)
        .values(
          Array.from({ length: size }, (_, i) => ({
            parentId: parent.user.id,
            name: `Student ${i}`,
            age: 10,
            grade: 5,
            schoolName: 'School',
            board: 'CBSE' as const,
            consentId: consent.id,
          })),
        )
        .returning({ id: children.id });
      await t.db.db
        .insert(coachingRelationships)
        .values(
          kids.map((k) => ({ coachId: teacher.user.id, childId: k.id, batchId: batch.id, subject: 'Mathematics' })),
        );
      batchIds.push(batch.id);
    }
    const ws = await createWorksheet(t.app, teacher.token);
    const assign = (target_ids: string[]) =>
      call(t.app, {
        method: 'POST',
        url: `/api/tasks/assign/${ws.id}`,
        token: teacher.token,
        payload: { title: 'Everyone', target_type: 'batch', target_ids },
      });
    const refused = await assign(batchIds);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(COACHING_MSG.tooManyStudents(ASSIGN_STUDENTS_MAX));
    const [none] = await t.db.db.select({ n: count() }).from(tasks).where(eq(tasks.batchId, batchIds[1]!));
    expect(none.n).toBe(0);
    // Exactly the limit is fine.
    expect((await assign([batchIds[0]!])).status).toBe(201);
  }, 120_000);
});
