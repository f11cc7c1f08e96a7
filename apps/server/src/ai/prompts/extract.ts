import { DATA_RULE, dataBlock } from './common';

export function extractPrompt(
  text: string,
  questions: { question_number: number; question_type: string; options?: string[] | null }[],
): { system: string; prompt: string } {
  const system = [
    'You read text extracted from a student’s uploaded worksheet pages and find the student’s answer to each question.',
    'Copy each answer as the student wrote it, without correcting it. Leave out questions with no answer.',
    DATA_RULE,
  ].join('\n');
  return { system, prompt: `Find the answers.\n${dataBlock({ questions, page_text: text.slice(0, 30_000) })}` };
}
