import type { StructuredQuestion } from '@app/shared';
import { acceptBatch, type RepairContext, ZLlmQuestionSet } from '../check/questions';
import { AiGenerationError } from '../errors';
import { type QuestionPromptInput, questionPrompt } from '../prompts/questions';
import type { ServingModel } from './models';
import { callStructured, describeFailure } from './structured';

export interface LlmQuestionJob {
  serving: ServingModel;
  /** max_generation_attempts: the number of model calls allowed in total. */
  attempts: number;
  temperature: number;
  count: number;
  ctx: RepairContext;
  prompt: Omit<QuestionPromptInput, 'count' | 'avoid'>;
  /** Dedup keys already used (other sections of the same paper); extended with the accepted questions. */
  seen?: Set<string>;
  /** Names the result in the error: "worksheet", "olympiad section Logical Reasoning". */
  what: string;
}

export type LlmQuestion = StructuredQuestion & { topic?: string; hint?: string };

/**
 * Asks the model for `count` questions, repairs what is cheap to repair, drops what fails the checks or repeats,
 * and asks again for the shortfall only, until `attempts` calls have been made. Then a user-facing error.
 */
export async function generateQuestionsWithLlm(
  job: LlmQuestionJob,
): Promise<{ questions: LlmQuestion[]; calls: number }> {
  const seen = job.seen ?? new Set<string>();
  const accepted: LlmQuestion[] = [];
  const problems: string[] = [];
  let calls = 0;
  while (calls < job.attempts && accepted.length < job.count) {
    const need = job.count - accepted.length;
    const { system, prompt } = questionPrompt({
      ...job.prompt,
      count: need,
      avoid: accepted.map((q) => q.question_text),
    });
    calls++;
    try {
      const out = await callStructured({
        serving: job.serving,
        schema: ZLlmQuestionSet,
        name: 'questions',
        system,
        prompt,
        temperature: job.temperature,
      });
      const batch = acceptBatch(out.questions, job.ctx, seen, need);
      accepted.push(...batch.accepted);
      problems.push(...batch.problems.map((p) => `attempt ${calls}: ${p}`));
      if (out.questions.length !== need)
        problems.push(`attempt ${calls}: asked for ${need}, got ${out.questions.length}`);
    } catch (err) {
      problems.push(`attempt ${calls}: ${describeFailure(err, job.serving.secret)}`);
    }
  }
  if (accepted.length < job.count)
    throw new AiGenerationError(
      `The AI model could not produce a valid ${job.what} after ${calls} attempt${calls === 1 ? '' : 's'} ` +
        `(${accepted.length} of ${job.count} questions passed the checks). Please try again, or choose another model.`,
      calls,
      problems,
    );
  return { questions: accepted, calls };
}
