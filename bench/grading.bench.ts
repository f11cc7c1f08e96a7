// Grading (issue 13): a 35-question submission of every type, with the graded set's real answers (written answers
// included, which cost the most), marked by the built-in engine. Prints the median and p90 over many runs, checks
// the marks are the same every run, and fails when the median is 10 ms or more.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { evaluateSubmission } from '../apps/server/src/ai/grading/evaluate';
import type { WorksheetQuestion } from '../apps/server/src/ai/types';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src/ai/grading/fixtures');
type FQ = {
  type?: string;
  text: string;
  answer: string;
  options?: string[];
  accepted?: string[];
  key_terms?: string[];
  marks?: number;
  answers: [string, number, string][];
};
const load = (f: string, type?: string) =>
  (JSON.parse(readFileSync(path.join(dir, f), 'utf8')).questions as FQ[]).map((q) => ({ ...q, type: q.type ?? type }));
const pool = [
  ...load('graded-objective.json'),
  ...load('graded-blanks.json', 'fill_blank'),
  ...load('graded-written.json'),
];

// 35 questions: 8 MCQ, 5 true/false, 5 assertion-reason, 9 blanks, 5 short and 3 long answers (a CBSE-like paper).
const want: Record<string, number> = {
  mcq: 8,
  true_false: 5,
  assertion_reason: 5,
  fill_blank: 9,
  short_answer: 5,
  long_answer: 3,
};
const questions: WorksheetQuestion[] = [];
const answers: Record<number, string> = {};
for (const [type, n] of Object.entries(want)) {
  const qs = pool.filter((q) => q.type === type);
  for (let i = 0; i < n; i++) {
    const q = qs[i % qs.length];
    const number = questions.length + 1;
    questions.push({
      question_number: number,
      question_type: type as WorksheetQuestion['question_type'],
      difficulty: 'medium',
      question_text: q.text,
      options: q.options ?? null,
      answer: q.answer,
      ...(q.accepted ? { accepted_answers: q.accepted } : {}),
      ...(q.key_terms ? { key_terms: q.key_terms } : {}),
      answer_explanation: q.answer,
      marks: q.marks ?? 1,
      concept: 'bench.grading',
    });
    // Longer answers first: the written answers the engine works hardest on.
    const sorted = [...q.answers].sort((a, b) => b[0].length - a[0].length);
    answers[number] = sorted[Math.floor(i / qs.length) % sorted.length][0];
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const req = { questions, answers, hints_used: [3, 17], child_name: 'Asha' };
const first = await evaluateSubmission(req);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  const r = await evaluateSubmission(req);
  times.push(performance.now() - t);
  if (r.overall_score !== first.overall_score || JSON.stringify(r) !== JSON.stringify(first))
    throw new Error('grading the same submission gave different marks');
}
const review = first.question_analysis.filter((i) => i.needs_review).length;
const med = median(times);
console.log(
  `grading a ${questions.length}-question submission (${Object.entries(want)
    .map(([t, n]) => `${n} ${t}`)
    .join(', ')}): ` +
    `median ${med.toFixed(2)} ms, p90 ${p90(times).toFixed(2)} ms over ${RUNS} runs; ` +
    `${first.overall_score}/${first.max_score}, ${review} flagged needs_review; identical marks on every run`,
);
if (med >= 10) {
  console.error(`median ${med.toFixed(2)} ms is over the 10 ms budget`);
  process.exit(1);
}
