import { z } from 'zod';
import { type RubricItem, rubricPrompt } from '../prompts/evaluation';
import type { ServingModel } from '../providers/models';
import { callStructured } from '../providers/structured';
import type { ModelScore, RubricScorer } from './evaluate';
import { buildStepRubric } from './steps';
import { buildRubric } from './value-points';

export const ZRubricScores = z.object({
  results: z.array(z.object({ question_number: z.number(), score: z.number(), feedback: z.string() })),
});

const round2 = (x: number) => Math.round(x * 100) / 100;

export function rubricItem(
  q: Parameters<typeof buildRubric>[0] & { question_number: number },
  answer: string,
): RubricItem {
  const steps = buildStepRubric(q);
  return {
    question_number: q.question_number,
    question_text: q.question_text,
    model_answer: q.answer,
    value_points: buildRubric(q).points.map((p) => ({ point: p.text, marks: round2(p.marks) })),
    step_marking: steps
      ? {
          method_marks: round2(q.marks - steps.answerMarks),
          answer_marks: steps.answerMarks,
          final_answer: steps.final,
        }
      : null,
    max_marks: q.marks,
    student_answer: answer,
  };
}

/**
 * A model-backed rubric. Every written answer is scored twice, at temperature 0, the second time with the items in
 * reverse order (so a mark does not hang on where an answer sits in the batch); each scoring is retried up to
 * `attempts` times. Student text goes in as JSON data. Clamping, disagreement and the exact-marks rule are enforced
 * by evaluateSubmission.
 */
export function createLlmRubricScorer(serving: ServingModel, opts: { attempts: number }): RubricScorer {
  async function scoreOnce(items: RubricItem[], wanted: Set<number>): Promise<Map<number, ModelScore>> {
    const { system, prompt } = rubricPrompt(items);
    let lastError: unknown;
    for (let attempt = 0; attempt < opts.attempts; attempt++) {
      try {
        const out = await callStructured({
          serving,
          schema: ZRubricScores,
          name: 'rubric_scores',
          system,
          prompt,
          temperature: 0,
        });
        const scores = new Map<number, ModelScore>();
        // Only the written questions asked about; anything else the model returns is ignored.
        for (const r of out.results)
          if (wanted.has(r.question_number) && !scores.has(r.question_number))
            scores.set(r.question_number, { score: r.score, feedback: r.feedback, scores: [r.score] });
        if (scores.size > 0) return scores;
      } catch (err) {
        lastError = err;
      }
    }
    throw lastError ?? new Error('the model returned no scores');
  }

  return {
    provider: serving.provider,
    model: serving.modelId,
    async score(input) {
      const wanted = new Set(input.map((i) => i.question.question_number));
      const items = input.map(({ question, answer }) => rubricItem(question, answer));
      const first = await scoreOnce(items, wanted);
      let second = new Map<number, ModelScore>();
      try {
        second = await scoreOnce([...items].reverse(), wanted);
      } catch {
        // One reading is still a mark; evaluateSubmission trusts it less.
      }
      for (const [n, s] of first) {
        const again = second.get(n);
        if (again)
          first.set(n, { score: (s.score + again.score) / 2, feedback: s.feedback, scores: [s.score, again.score] });
      }
      return first;
    },
  };
}
