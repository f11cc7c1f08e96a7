import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuestionType } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { WorksheetQuestion } from '../types';
import { evaluateSubmission } from './evaluate';

// The graded set (issue 13): students' answers of every type with the mark a teacher gives, in fixtures/. This test
// prints how often the engine agrees with the teacher and holds it to the thresholds.

interface FixtureQuestion {
  id: string;
  type?: QuestionType;
  text: string;
  answer: string;
  options?: string[];
  accepted?: string[];
  key_terms?: string[];
  explanation?: string;
  marks?: number;
  answers: [string, number, string][];
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const load = (file: string, type?: QuestionType): FixtureQuestion[] =>
  (JSON.parse(readFileSync(path.join(dir, file), 'utf8')).questions as FixtureQuestion[]).map((q) => ({
    ...q,
    type: q.type ?? type,
  }));
const QUESTIONS = [
  ...load('graded-objective.json'),
  ...load('graded-blanks.json', 'fill_blank'),
  ...load('graded-written.json'),
  ...load('graded-written-2.json'),
];
const SECOND = new Set(load('graded-written-2.json').map((q) => q.id));

function questionOf(q: FixtureQuestion, n: number): WorksheetQuestion {
  return {
    question_number: n,
    question_type: q.type!,
    difficulty: 'medium',
    question_text: q.text,
    options: q.options ?? null,
    answer: q.answer,
    ...(q.accepted ? { accepted_answers: q.accepted } : {}),
    ...(q.key_terms ? { key_terms: q.key_terms } : {}),
    answer_explanation: q.explanation ?? q.answer,
    marks: q.marks ?? 1,
    concept: 'test.grading',
  };
}

interface Outcome {
  id: string;
  type: QuestionType;
  student: string;
  teacher: number;
  engine: number;
  max: number;
  review: boolean;
  rule: string;
}

const WRITTEN = new Set<QuestionType>(['short_answer', 'long_answer']);

async function gradeAll(): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const q of QUESTIONS)
    for (const [student, teacher, rule] of q.answers) {
      const r = await evaluateSubmission({ questions: [questionOf(q, 1)], answers: { 1: student } });
      const item = r.question_analysis[0];
      out.push({
        id: q.id,
        type: q.type!,
        student,
        teacher,
        engine: item.marks_awarded,
        max: item.max_marks,
        review: item.needs_review,
        rule,
      });
    }
  return out;
}

const pct = (n: number, d: number) => (d ? Math.round((n / d) * 1000) / 10 : 100);

describe('graded set: the engine against teachers’ marks', () => {
  it('agrees with the teachers at the issue’s thresholds', async () => {
    const outcomes = await gradeAll();
    expect(outcomes.length).toBeGreaterThanOrEqual(400);
    const lines: string[] = [`graded set: ${outcomes.length} answers`];
    const types = [...new Set(outcomes.map((o) => o.type))];
    expect(types.length).toBe(6);
    const summary: Record<string, number> = {};
    for (const t of types) {
      const list = outcomes.filter((o) => o.type === t);
      // Objective: exact (proportional blanks to the 0.05 mark step); written: within half a mark counts as exact.
      const tol = WRITTEN.has(t) ? 0.5 : 0.05;
      const exact = list.filter((o) => Math.abs(o.engine - o.teacher) <= tol + 1e-9).length;
      summary[`${t} exact`] = pct(exact, list.length);
      let line = `${t.padEnd(17)} n=${String(list.length).padStart(3)}  exact ${pct(exact, list.length)}%`;
      if (WRITTEN.has(t)) {
        const within1 = list.filter((o) => Math.abs(o.engine - o.teacher) <= 1 + 1e-9).length;
        summary[`${t} within1`] = pct(within1, list.length);
        line += `  within one mark ${pct(within1, list.length)}%`;
      }
      lines.push(line);
    }
    const held = outcomes.filter((o) => SECOND.has(o.id));
    const heldWithin1 = held.filter((o) => Math.abs(o.engine - o.teacher) <= 1 + 1e-9).length;
    lines.push(
      `second written batch (first run 87.5% within one mark): n=${held.length}, within one mark ${pct(heldWithin1, held.length)}%`,
    );
    const written = outcomes.filter((o) => WRITTEN.has(o.type));
    const far = written.filter((o) => Math.abs(o.engine - o.teacher) > 1 + 1e-9);
    const farFlagged = far.filter((o) => o.review).length;
    const flagged = written.filter((o) => o.review).length;
    lines.push(
      `written answers off by more than one mark: ${far.length}, flagged needs_review: ${farFlagged} (${pct(farFlagged, far.length)}%)`,
      `written answers flagged needs_review overall: ${flagged} of ${written.length} (${pct(flagged, written.length)}%)`,
      'disagreements (id | student | teacher → engine | review | rule):',
      ...outcomes
        .filter((o) => Math.abs(o.engine - o.teacher) > (WRITTEN.has(o.type) ? 0.5 : 0.05) + 1e-9)
        .map(
          (o) =>
            `  ${o.id} | ${JSON.stringify(o.student.slice(0, 70))} | ${o.teacher} → ${o.engine} | ${o.review ? 'review' : '-'} | ${o.rule}`,
        ),
    );
    console.log(lines.join('\n'));

    for (const t of ['mcq', 'true_false', 'assertion_reason', 'fill_blank'])
      expect(summary[`${t} exact`], t).toBeGreaterThanOrEqual(98);
    expect(summary['short_answer within1']).toBeGreaterThanOrEqual(85);
    expect(summary['long_answer within1']).toBeGreaterThanOrEqual(85);
    expect(pct(farFlagged, far.length)).toBeGreaterThanOrEqual(90);
  });

  it('grades the whole set as one submission identically twice', async () => {
    const questions = QUESTIONS.flatMap((q) => q.answers.map(() => q)).map((q, i) => questionOf(q, i + 1));
    const answers = Object.fromEntries(QUESTIONS.flatMap((q) => q.answers.map((a) => a[0])).map((a, i) => [i + 1, a]));
    const a = await evaluateSubmission({ questions, answers, hints_used: [1, 5, 9], child_name: 'Asha' });
    const b = await evaluateSubmission({ questions, answers, hints_used: [1, 5, 9], child_name: 'Asha' });
    expect(b).toEqual(a);
  });
});
