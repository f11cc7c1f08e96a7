import { normalizeSubject } from '@app/content/curriculum/index';
import { createRng, generateSet, type Rng } from '@app/content/generators/index';
import {
  type AiDifficulty,
  type BankQuestion,
  normaliseText,
  QUESTION_DIFFICULTIES,
  type QuestionDifficulty,
  type QuestionType,
  questionDedupKey,
  type StructuredQuestion,
  validateQuestion,
} from '@app/shared';
import { questionMathProblems } from '../check/questions';
import { type FindQuestionsQuery, findQuestionsBatch, type QuestionSource } from './question-source';

export type PlacedQuestion = StructuredQuestion & { topic?: string; chapter?: string; hint?: string; section?: string };

export interface SelectionPlan {
  mode: 'regular' | 'olympiad';
  board: string;
  grade: number;
  subject: string;
  chapter?: string;
  topics: string[];
  concepts?: string[];
  difficulty: AiDifficulty;
  types: QuestionType[];
  count: number;
  seed: string;
  olympiad_code?: string;
  section?: string;
  /** Chapters the maths generators may draw on: names, `any` (the whole grade) or none. */
  generatorChapters: string[] | 'any' | null;
  /** Concept tags the generators are narrowed to instead of chapters (personalized worksheets). */
  generatorConcepts?: string[];
  /** Dedup keys used elsewhere on the paper; extended with every question picked. */
  seen: Set<string>;
}

const AUTO_MIX: QuestionDifficulty[] = ['easy', 'medium', 'hard'];
const RANK: Record<QuestionDifficulty, number> = { easy: 0, medium: 1, hard: 2, extreme: 3 };

/** Splits `count` over the types in order, the first types taking the remainder. */
function quotas(types: QuestionType[], count: number): Map<QuestionType, number> {
  const base = Math.floor(count / types.length);
  return new Map(types.map((t, i) => [t, base + (i < count % types.length ? 1 : 0)]));
}

function usable(q: StructuredQuestion): boolean {
  return validateQuestion(q).length === 0 && questionMathProblems(q).length === 0;
}

/** A nudge from the explanation's first sentence, unless that sentence gives the answer away. */
export function hintFor(q: StructuredQuestion & { topic?: string }): string {
  const first = q.answer_explanation.split(/(?<=[.!?])\s/)[0] ?? '';
  const answer = normaliseText(q.answer);
  if (first && answer && !normaliseText(first).includes(answer) && first.length < 160) return first;
  const terms = q.key_terms?.filter((t) => !normaliseText(t).includes(answer)).slice(0, 2);
  if (terms?.length) return `Think about: ${terms.join(', ')}.`;
  return q.topic ? `Recall what you learnt in "${q.topic}".` : 'Read the question again and work step by step.';
}

const place = (q: BankQuestion): PlacedQuestion => {
  const { board: _b, grade: _g, subject: _s, question_mode: _m, olympiad_code: _o, ...structured } = q;
  return structured;
};

/**
 * Picks distinct, valid questions: the bank first (its questions are checked by people), then, for Mathematics,
 * procedural generators whose answers are computed. Never pads: `questions.length < count` is an honest shortfall.
 */
export async function selectQuestions(
  source: QuestionSource,
  plan: SelectionPlan,
): Promise<{ questions: PlacedQuestion[]; shortfall: number }> {
  const rng = createRng(`select|${plan.seed}`);
  const want = quotas(plan.types, plan.count);
  const picked: PlacedQuestion[] = [];
  const take = (q: PlacedQuestion) => {
    const k = questionDedupKey(q);
    if (plan.seen.has(k) || !usable(q)) return false;
    plan.seen.add(k);
    picked.push(q);
    return true;
  };
  const exact = plan.difficulty === 'auto' ? undefined : plan.difficulty;
  const query = (
    types: readonly QuestionType[],
    difficulty: QuestionDifficulty[] | undefined,
    limit: number,
  ): FindQuestionsQuery => ({
    mode: plan.mode,
    board: plan.board,
    grade: plan.grade,
    subject: plan.subject,
    chapter: plan.chapter,
    topics: plan.topics,
    concepts: plan.concepts,
    difficulty,
    types,
    olympiad_code: plan.olympiad_code,
    section: plan.section,
    limit,
    exclude: plan.seen,
    seed: `${plan.seed}|${types.join(',')}|${difficulty?.join(',') ?? 'any'}`,
  });
  const bank = (types: readonly QuestionType[], difficulty: QuestionDifficulty[] | undefined, limit: number) =>
    source.findQuestions(query(types, difficulty, limit));

  // 1. Bank, per type quota, at the requested difficulty (any for auto, spread over the pool's order): every type
  // in one batch (one database round trip). Types never share a dedup key, so the batch's shared exclude is safe.
  const quota = [...want];
  const perType = await findQuestionsBatch(
    source,
    quota.map(([type, n]) => query([type], exact ? [exact] : undefined, n * 3 + 10)),
  );
  for (const [i, [type, n]] of quota.entries()) {
    let got = 0;
    for (const q of perType[i]) {
      if (got >= n) break;
      if (take(place(q))) got++;
    }
    want.set(type, n - got);
  }
  // 2. Generators for Mathematics, per remaining type quota.
  const maths = normalizeSubject(plan.subject) === 'Mathematics' && plan.generatorChapters !== null;
  if (maths) for (const [type, n] of want) if (n > 0) want.set(type, n - generate([type], n, plan, rng, take));
  // 3. Any requested type: bank, generators, then (for a fixed difficulty) the neighbouring difficulties.
  let missing = [...want.values()].reduce((a, b) => a + b, 0);
  if (missing > 0) {
    for (const q of await bank(plan.types, exact ? [exact] : undefined, missing * 3 + 10)) {
      if (missing <= 0) break;
      if (take(place(q))) missing--;
    }
  }
  if (missing > 0 && maths) missing -= generate(plan.types, missing, plan, rng, take);
  if (missing > 0 && exact) {
    const near = QUESTION_DIFFICULTIES.filter((d) => Math.abs(RANK[d] - RANK[exact]) === 1);
    for (const q of await bank(plan.types, near, missing * 3 + 10)) {
      if (missing <= 0) break;
      if (take(place(q))) missing--;
    }
  }
  return { questions: arrange(picked, plan.types, rng), shortfall: Math.max(0, missing) };
}

function generate(
  types: QuestionType[],
  need: number,
  plan: SelectionPlan,
  rng: Rng,
  take: (q: PlacedQuestion) => boolean,
): number {
  const scopes: { chapter?: string; concept?: string }[] = plan.generatorConcepts?.length
    ? plan.generatorConcepts.map((concept) => ({ concept }))
    : plan.generatorChapters === 'any' || plan.generatorChapters === null
      ? [{}]
      : plan.generatorChapters.map((chapter) => ({ chapter }));
  const difficulties = plan.difficulty === 'auto' ? AUTO_MIX : [plan.difficulty];
  let got = 0;
  const combos = scopes.length * difficulties.length;
  for (let round = 0; round < 3 && got < need; round++) {
    let k = 0;
    for (const { chapter, concept } of rng.shuffle(scopes)) {
      for (const difficulty of difficulties) {
        if (got >= need) return got;
        // Spread the need over chapters and difficulties so an auto worksheet is a real mix.
        const share = Math.ceil((need - got) / (combos - k++));
        const set = generateSet({
          grade: plan.grade,
          count: share,
          difficulty,
          types,
          seed: `${plan.seed}|gen|${round}|${chapter ?? concept ?? '*'}|${difficulty}|${types.join(',')}`,
          chapter,
          concept,
        });
        for (const item of set.items) {
          if (got >= need) break;
          if (take({ ...item.question, ...(chapter ? { chapter } : {}) })) got++;
        }
      }
    }
  }
  return got;
}

/** Sections in the requested type order; inside a section easy to hard, ties in seeded order. */
function arrange(qs: PlacedQuestion[], types: QuestionType[], rng: Rng): PlacedQuestion[] {
  const shuffled = rng.shuffle(qs);
  const pos = new Map(shuffled.map((q, i) => [q, i]));
  return [...qs].sort(
    (a, b) =>
      types.indexOf(a.question_type) - types.indexOf(b.question_type) ||
      RANK[a.difficulty] - RANK[b.difficulty] ||
      pos.get(a)! - pos.get(b)!,
  );
}
