import {
  ASSERTION_REASON_OPTIONS,
  type StructuredQuestion,
  TRUE_FALSE_OPTIONS,
  ZStructuredQuestion,
} from '../schemas/question';

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The worksheet validator: every question from the bank, a generator or a model passes through it.
 * Returns the problems found (empty when valid).
 */
export function validateQuestion(q: StructuredQuestion): string[] {
  const problems: string[] = [];
  const parsed = ZStructuredQuestion.safeParse(q);
  if (!parsed.success) {
    for (const i of parsed.error.issues) problems.push(`${i.path.join('.') || 'question'}: ${i.message}`);
    return problems;
  }
  if (!q.question_text.trim()) problems.push('question text is empty');
  if (!q.answer.trim()) problems.push('answer is empty');
  const opts = q.options;
  switch (q.question_type) {
    case 'mcq': {
      if (opts?.length !== 4) {
        problems.push('MCQ needs exactly 4 options');
        break;
      }
      if (opts.some((o) => !o.trim())) problems.push('MCQ option is empty');
      if (new Set(opts.map(norm)).size !== 4) problems.push('MCQ options are not distinct');
      const correct = opts.filter((o) => norm(o) === norm(q.answer)).length;
      if (correct !== 1) problems.push(`MCQ must have exactly one correct option (found ${correct})`);
      break;
    }
    case 'true_false':
      if (!opts || opts.join('|') !== TRUE_FALSE_OPTIONS.join('|'))
        problems.push('true/false options must be True, False');
      if (!TRUE_FALSE_OPTIONS.includes(q.answer as 'True')) problems.push('true/false answer must be True or False');
      break;
    case 'assertion_reason':
      if (!opts || opts.join('|') !== ASSERTION_REASON_OPTIONS.join('|'))
        problems.push('assertion-reason options must be the four fixed choices');
      if (!ASSERTION_REASON_OPTIONS.includes(q.answer as (typeof ASSERTION_REASON_OPTIONS)[number]))
        problems.push('assertion-reason answer must be one of the fixed choices');
      if (!/assertion/i.test(q.question_text) || !/reason/i.test(q.question_text))
        problems.push('assertion-reason text must state an Assertion and a Reason');
      break;
    default:
      if (opts && opts.length > 0) problems.push(`${q.question_type} must not carry options`);
  }
  if (q.question_type === 'fill_blank' && !/_{3,}|\\_\\_/.test(q.question_text))
    problems.push('fill in the blank text must contain a blank (___)');
  return problems;
}

/** Content hash key: type + normalised text (+ options), used to deduplicate the bank. */
export function questionDedupKey(q: Pick<StructuredQuestion, 'question_type' | 'question_text' | 'options'>): string {
  return [q.question_type, norm(q.question_text), ...(q.options ?? []).map(norm).sort()].join('\u241f');
}
