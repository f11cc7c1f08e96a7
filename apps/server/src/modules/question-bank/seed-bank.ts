import { SEED_BANK } from '@app/content/bank/index';
import { type BankQuestion, questionDedupKey } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qbQuestions } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';

export const contentHashOf = (q: Pick<BankQuestion, 'question_type' | 'question_text' | 'options'>) =>
  sha256(questionDedupKey(q));

export function toQbRow(q: BankQuestion, generatorModel = 'seed'): typeof qbQuestions.$inferInsert {
  return {
    questionMode: q.question_mode,
    questionType: q.question_type,
    difficulty: q.difficulty,
    board: q.board,
    grade: q.grade,
    subject: q.subject,
    chapter: q.chapter,
    topic: q.topic,
    olympiadCode: q.olympiad_code ?? null,
    concept: q.concept,
    questionText: q.question_text,
    options: q.options,
    answer: q.answer,
    acceptedAnswers: q.accepted_answers,
    keyTerms: q.key_terms,
    answerExplanation: q.answer_explanation,
    marks: q.marks,
    misconceptions: q.misconceptions,
    diagram: q.diagram ?? null,
    generatorModel,
    contentHash: contentHashOf(q),
  };
}

/**
 * Loads the seed bank (idempotent: the content hash is unique, existing rows are left alone).
 * Cheap on every start: one count first, inserts only when the bank is missing questions.
 */
export async function seedQuestionBank(db: Db): Promise<number> {
  const rows = SEED_BANK.map((q) => toQbRow(q));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(qbQuestions)
    .where(sql`${qbQuestions.generatorModel} = 'seed'`);
  if (n >= new Set(rows.map((r) => r.contentHash)).size) return 0;
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 250) {
    const res = await db
      .insert(qbQuestions)
      .values(rows.slice(i, i + 250))
      .onConflictDoNothing({ target: qbQuestions.contentHash })
      .returning({ id: qbQuestions.id });
    inserted += res.length;
  }
  return inserted;
}
