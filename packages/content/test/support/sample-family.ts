import { validateQuestion } from '@app/shared';
import { GENERATOR_FAMILIES, generateQuestion } from '../../src/generators/index';

// The sampling loop shared by the generator property tests; each test file brings its own oracles.

export const SAMPLES = 10_000;
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'extreme'] as const;
/** Says whether a candidate answer text equals the independently computed answer. */
export type Matcher = (candidate: string) => boolean;
export type P = Record<string, any>;

/** Runs SAMPLES seeded questions of one family and returns a description of every failure (first 5 kept). */
export function sampleFamily(
  id: string,
  oracle: (p: P) => Matcher,
  samples = SAMPLES,
): { failures: string[]; mcq: number } {
  const family = GENERATOR_FAMILIES.find((f) => f.id === id)!;
  const [g0, g1] = family.grades;
  const failures: string[] = [];
  let mcq = 0;
  for (let i = 0; i < samples && failures.length < 5; i++) {
    const opts = {
      grade: g0 + (i % (g1 - g0 + 1)),
      difficulty: DIFFICULTIES[Math.floor(i / 7) % 4],
      type: family.types[Math.floor(i / 3) % family.types.length],
    };
    const { question: q, params } = generateQuestion(id, i, opts);
    const fail = (why: string) => failures.push(`${why} :: ${JSON.stringify({ opts, params, q })}`);
    const problems = validateQuestion(q);
    if (problems.length) fail(`invalid: ${problems.join('; ')}`);
    if (q.concept !== family.concept && !q.concept.startsWith(`${family.concept}.`))
      fail('concept outside the family tag');
    if (q.difficulty !== opts.difficulty) fail('difficulty not carried through');
    const ok = oracle(params);
    if (q.question_type === 'true_false') {
      if ((q.answer === 'True') !== ok(String(params.shown))) fail('true/false verdict disagrees');
      continue;
    }
    if (!ok(q.answer)) fail('answer disagrees with the independent computation');
    if (q.question_type === 'mcq') {
      mcq++;
      const correct = q.options!.filter(ok).length;
      if (correct !== 1) fail(`${correct} options are correct`);
      const wrong = Object.keys(q.misconceptions ?? {});
      if (wrong.length !== 3 || wrong.some((w) => w === q.answer || !q.options!.includes(w)))
        fail('each distractor, and only a distractor, needs a misconception');
    }
    for (const a of q.accepted_answers ?? []) if (!ok(a)) fail(`accepted answer ${a} disagrees`);
  }
  return { failures, mcq };
}
