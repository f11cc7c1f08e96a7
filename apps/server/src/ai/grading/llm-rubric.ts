import { z } from 'zod';
import { rubricPrompt } from '../prompts/evaluation';
import type { ServingModel } from '../providers/models';
import { callStructured } from '../providers/structured';
import type { ModelScore, RubricScorer } from './evaluate';

export const ZRubricScores = z.object({
  results: z.array(z.object({ question_number: z.number(), score: z.number(), feedback: z.string() })),
});

/**
 * A model-backed rubric: one call marks every written answer, retried up to `attempts` times. Student text goes in
 * as JSON data. Clamping to each question's marks and the exact-marks rule are enforced by evaluateSubmission.
 */
export function createLlmRubricScorer(
  serving: ServingModel,
  opts: { attempts: number; temperature: number },
): RubricScorer {
  return {
    provider: serving.provider,
    model: serving.modelId,
    async score(items) {
      const wanted = new Set(items.map((i) => i.question.question_number));
      const { system, prompt } = rubricPrompt(
        items.map(({ question: q, answer }) => ({
          question_number: q.question_number,
          question_text: q.question_text,
          model_answer: q.answer,
          key_terms: q.key_terms ?? [],
          max_marks: q.marks,
          student_answer: answer,
        })),
      );
      let lastError: unknown;
      for (let attempt = 0; attempt < opts.attempts; attempt++) {
        try {
          const out = await callStructured({
            serving,
            schema: ZRubricScores,
            name: 'rubric_scores',
            system,
            prompt,
            temperature: opts.temperature,
          });
          const scores = new Map<number, ModelScore>();
          // Only the written questions asked about; anything else the model returns is ignored.
          for (const r of out.results)
            if (wanted.has(r.question_number) && !scores.has(r.question_number))
              scores.set(r.question_number, { score: r.score, feedback: r.feedback });
          if (scores.size > 0) return scores;
        } catch (err) {
          lastError = err;
        }
      }
      throw lastError ?? new Error('the model returned no scores');
    },
  };
}
