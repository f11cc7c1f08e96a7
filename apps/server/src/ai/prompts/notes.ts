import { DATA_RULE, dataBlock, MATH_RULE } from './common';

export function notesPrompt(input: {
  type: string;
  board: string;
  grade: number;
  subject: string;
  topics: string[];
  outline: { chapter: string; topics: string[] }[];
  reference_text?: string | null;
}): { system: string; prompt: string } {
  const system = [
    'You write clear study notes for Indian school students. Return JSON matching the schema.',
    'title; overview (2-4 sentences); sections (heading and 3-6 short points each); key_points (5-10);',
    'quick_check (3-5 short questions with answers); memory_map (a root label with branches, at most 3 levels, labels under 60 characters).',
    'Keep the level right for the grade.',
    MATH_RULE,
    DATA_RULE,
  ].join('\n');
  const request = { ...input, reference_text: input.reference_text ? input.reference_text.slice(0, 12_000) : null };
  return { system, prompt: `Write ${input.type} notes for this request.\n${dataBlock(request)}` };
}
