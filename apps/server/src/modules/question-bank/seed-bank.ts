import { SEED_BANK } from '@app/content/bank/index';
import { type BankQuestion, questionDedupKey } from '@app/shared';
import { inArray } from 'drizzle-orm';
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
 * Cheap on every start whatever the bank's size: one lookup of the seed questions' hashes in the unique index
 * (not a count over the bank); inserts only the missing ones.
 */
export async function seedQuestionBank(db: Db): Promise<number> {
  const rows = [...new Map(SEED_BANK.map((q) => toQbRow(q)).map((r) => [r.contentHash, r])).values()];
  const present = await db
    .select({ h: qbQuestions.contentHash })
    .from(qbQuestions)
    .where(
      inArray(
        qbQuestions.contentHash,
        rows.map((r) => r.contentHash),
      ),
    );
  if (present.length >= rows.length) return 0;
  const have = new Set(present.map((r) => r.h));
  const missing = rows.filter((r) => !have.has(r.contentHash));
  let inserted = 0;
  for (let i = 0; i < missing.length; i += 250) {
    const res = await db
      .insert(qbQuestions)
      .values(missing.slice(i, i + 250))
      .onConflictDoNothing({ target: qbQuestions.contentHash })
      .returning({ id: qbQuestions.id });
    inserted += res.length;
  }
  return inserted;
}
