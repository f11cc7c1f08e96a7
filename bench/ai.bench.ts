// AI engine, built-in provider: time to generate a 35-question worksheet (selection, checks, three HTML renderings)
// and to grade a 35-question submission, as medians over many runs.
import { performance } from 'node:perf_hooks';
import { DEFAULT_AI_CONFIG, QUESTION_TYPES } from '@app/shared';
import { createAiEngine } from '../apps/server/src/ai/engine';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

const engine = createAiEngine({ config: DEFAULT_AI_CONFIG });
const request = {
  board: 'CBSE',
  grade: 7,
  subject: 'Mathematics',
  topics: [],
  difficulty: 'auto' as const,
  num_questions: 35,
  question_types: [...QUESTION_TYPES],
};

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
let t = performance.now();
const first = await engine.generateWorksheet({ ...request, seed: 'cold' });
const cold = performance.now() - t;

const gen: number[] = [];
for (let i = 0; i < RUNS; i++) {
  t = performance.now();
  await engine.generateWorksheet({ ...request, seed: `run-${i}` });
  gen.push(performance.now() - t);
}

// A submission with every kind of answer: right, wrong, letters, number words, written answers, some hints.
const answers: Record<number, string> = {};
first.questions.forEach((q, i) => {
  const idx = q.options?.indexOf(q.answer) ?? -1;
  answers[q.question_number] =
    i % 4 === 0 ? 'I am not sure' : idx >= 0 && i % 2 ? String.fromCharCode(65 + idx) : q.answer;
});
const hints = first.questions.filter((_, i) => i % 5 === 0).map((q) => q.question_number);
const GRADE_RUNS = RUNS * 5;
const grade: number[] = [];
let last = 0;
for (let i = 0; i < GRADE_RUNS; i++) {
  t = performance.now();
  const r = await engine.evaluateSubmission({
    questions: first.questions,
    answers,
    hints_used: hints,
    child_name: 'Asha',
  });
  grade.push(performance.now() - t);
  last = r.percentage;
}

console.log(
  `worksheet: ${first.num_questions} questions, shortfall ${first.shortfall ? first.shortfall.message : 'none'}`,
);
console.log(`first worksheet (cold: module load of KaTeX/DOMPurify caches, bank index): ${ms(cold)}`);
console.log(
  `built-in 35-question worksheet generation: median ${ms(median(gen))}, p90 ${ms(pct(gen, 0.9))} over ${RUNS} runs`,
);
console.log(
  `grading a 35-question submission (built-in, ${last}%): median ${ms(median(grade))}, p90 ${ms(pct(grade, 0.9))} over ${GRADE_RUNS} runs`,
);
