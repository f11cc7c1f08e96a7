import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EvaluationRow, evaluations, gradingAgreements } from '../../db/schema/index';

export async function findEvaluationById(db: Db, id: string): Promise<EvaluationRow | undefined> {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id));
  return row;
}

/** Writes an edit only if no other edit landed since it was read (edit_count unchanged): no lost update. */
export async function updateEvaluationIfUnchanged(
  db: Db,
  id: string,
  editCount: number,
  values: Partial<EvaluationRow>,
): Promise<EvaluationRow | undefined> {
  const [row] = await db
    .update(evaluations)
    .set(values)
    .where(and(eq(evaluations.id, id), eq(evaluations.editCount, editCount)))
    .returning();
  return row;
}

export interface AgreementInput {
  questionNumber: number;
  questionType: string;
  gradedBy: string;
  engineMarks: number;
  adultMarks: number;
  maxMarks: number;
}

/** One row per evaluation and question: the adult's latest word replaces an earlier one. */
export async function replaceAgreements(
  db: Db,
  evaluationId: string,
  editor: { id: string; role: string },
  rows: AgreementInput[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.delete(gradingAgreements).where(
    and(
      eq(gradingAgreements.evaluationId, evaluationId),
      inArray(
        gradingAgreements.questionNumber,
        rows.map((r) => r.questionNumber),
      ),
    ),
  );
  await db
    .insert(gradingAgreements)
    .values(rows.map((r) => ({ ...r, evaluationId, editorId: editor.id, editorRole: editor.role, createdAt: now })));
}

export interface AgreementAggregate {
  question_type: string | null;
  graded_by: string | null;
  level: number;
  reviewed: number;
  kept: number;
  mean_absolute_change: number;
  mean_absolute_change_share: number;
}

/** Per question type and grader, per type, per grader and overall, in one statement (grouping sets). */
export async function agreementAggregates(db: Db): Promise<AgreementAggregate[]> {
  const change = sql`abs(${gradingAgreements.adultMarks} - ${gradingAgreements.engineMarks})`;
  const rows = await db
    .select({
      question_type: gradingAgreements.questionType,
      graded_by: gradingAgreements.gradedBy,
      level: sql<number>`grouping(${gradingAgreements.questionType}, ${gradingAgreements.gradedBy})`.mapWith(Number),
      reviewed: sql<number>`count(*)`.mapWith(Number),
      kept: sql<number>`count(*) filter (where ${change} < 0.001)`.mapWith(Number),
      mean_absolute_change: sql<number>`coalesce(avg(${change}), 0)`.mapWith(Number),
      mean_absolute_change_share:
        sql<number>`coalesce(avg(${change} / nullif(${gradingAgreements.maxMarks}, 0)), 0)`.mapWith(Number),
    })
    .from(gradingAgreements)
    .groupBy(
      sql`grouping sets ((${gradingAgreements.questionType}, ${gradingAgreements.gradedBy}), (${gradingAgreements.questionType}), (${gradingAgreements.gradedBy}), ())`,
    );
  return rows;
}
