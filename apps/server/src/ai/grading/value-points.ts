import { normaliseText } from '@app/shared';
import { memo } from './memo';
import { contentTokens } from './rubric';

// A rubric of value points for a written answer, as a CBSE marking scheme gives one: the model answer cut into the
// points a teacher looks for, with marks per point. Key terms, where a question has them, weigh more within the
// point that holds them, and a key term the model answer does not hold becomes a point of its own.

export interface ValuePoint {
  /** The point as written in the model answer. */
  text: string;
  marks: number;
  /** Stemmed tokens that show the point: its words, less those the question itself gives away. */
  tokens: string[];
  /** Tokens of key terms in this point (they weigh double). */
  keyTokens: Set<string>;
  /** The number the point concludes with ("so the mode is 5"), or null. */
  result: string | null;
  /** The point gives an example ("for example, melting of ice"): other fitting examples do as well. */
  example: boolean;
}

export interface Rubric {
  points: ValuePoint[];
  /** Stemmed tokens of the question text (copying them earns nothing). */
  questionTokens: Set<string>;
  /** Every token of the model answer and explanation (to tell paraphrase from off-topic text). */
  knownTokens: Set<string>;
}

const GENERIC_EXPLANATION = /^key points?:/i;

/** Clauses of a text: sentences, then ';', ':' and arrows, then ", and"/", so" when a sentence holds several ideas. */
export function clausesOf(text: string): string[] {
  return text
    .replace(/\$[^$]*\$/g, (m) => m.replace(/[.;:]/g, ' '))
    .split(/(?<=[.!?])\s+(?=[A-Z(])|\s*[;\n•]\s*|\s*(?:→|->|⇒)\s*|:\s+(?=[A-Za-z])/)
    .map((c) => c.trim().replace(/^[-–,.\s]+|[.\s]+$/g, ''))
    .filter((c) => contentTokens(c).length > 0);
}

function splitFurther(clauses: string[], want: number): string[] {
  let out = clauses;
  // Break the longest clause at ", and" / ", so" / ", while" / ", but" / ", which" until there are enough points.
  for (let guard = 0; out.length < want && guard < 10; guard++) {
    const i = out.reduce((best, c, j) => (contentTokens(c).length > contentTokens(out[best]).length ? j : best), 0);
    const parts = out[i].split(/,\s*(?:and|so|while|but|which|whereas|then)\s+|\s+(?:and then|whereas|while)\s+|,\s+/);
    const useful = parts.filter((p) => contentTokens(p).length >= 2);
    if (useful.length < 2) break;
    out = [...out.slice(0, i), ...useful, ...out.slice(i + 1)];
  }
  return out;
}

function mergeDown(clauses: string[], max: number): string[] {
  const out = [...clauses];
  // Join the two shortest neighbours until no more than `max` points remain.
  while (out.length > max) {
    let best = 0;
    for (let i = 1; i < out.length - 1; i++)
      if (
        contentTokens(out[i]).length + contentTokens(out[i + 1]).length <
        contentTokens(out[best]).length + contentTokens(out[best + 1]).length
      )
        best = i;
    out.splice(best, 2, `${out[best]}; ${out[best + 1]}`);
  }
  return out;
}

export interface RubricSource {
  question_text: string;
  answer: string;
  answer_explanation?: string;
  key_terms?: string[];
  marks: number;
}

const rubricMemo = memo((key: string) => deriveRubric(JSON.parse(key) as RubricSource), 1000);

/** The rubric of a question, derived once per distinct question. */
export function buildRubric(q: RubricSource): Rubric {
  const { question_text, answer, answer_explanation, key_terms, marks } = q;
  return rubricMemo(JSON.stringify({ question_text, answer, answer_explanation, key_terms, marks }));
}

function deriveRubric(q: RubricSource): Rubric {
  const questionTokens = new Set(contentTokens(q.question_text));
  const explanation =
    q.answer_explanation && !GENERIC_EXPLANATION.test(q.answer_explanation) ? q.answer_explanation : '';
  // The explanation adds points only when the model answer is too thin to carry the marks.
  let source = q.answer;
  if (
    contentTokens(q.answer).length < 4 * q.marks &&
    explanation &&
    normaliseText(explanation) !== normaliseText(q.answer)
  )
    source = `${q.answer}. ${explanation}`;
  // One point per mark, at most two per mark (half-mark points), as marking schemes allot them.
  const want = Math.max(1, q.marks);
  let clauses = mergeDown(splitFurther(clausesOf(source), want), Math.max(want, q.marks * 2));
  const keyTerms = (q.key_terms ?? []).filter((t) => contentTokens(t).length > 0);
  const keyTokenSets = keyTerms.map((t) => new Set(contentTokens(t)));
  const allSource = new Set(contentTokens(source));
  // Key terms the model answer never mentions are points of their own.
  const orphan = keyTerms.filter((_, i) => ![...keyTokenSets[i]].every((t) => allSource.has(t)));
  clauses = [...clauses, ...orphan];
  // A clause made only of the question's words ("Example") is no point of its own.
  const informative = clauses.filter((c) => contentTokens(c).some((t) => !questionTokens.has(t)));
  if (informative.length > 0) clauses = informative;
  if (clauses.length === 0) clauses = [q.answer];
  const per = q.marks / clauses.length;
  const points = clauses.map((text) => {
    const toks = [...new Set(contentTokens(text))];
    const own = toks.filter((t) => !questionTokens.has(t));
    const tokens = own.length > 0 ? own : toks;
    const keyTokens = new Set(tokens.filter((t) => keyTokenSets.some((s) => s.has(t))));
    const last = toks.length ? contentTokens(text).at(-1)! : '';
    const result = /^-?\d/.test(last) ? last : null;
    const example = /\b(e\.?g|example|for instance|such as)\b/i.test(text);
    return { text, marks: per, tokens, keyTokens, result, example };
  });
  return {
    points,
    questionTokens,
    knownTokens: new Set([
      ...contentTokens(q.answer),
      ...contentTokens(explanation),
      ...keyTerms.flatMap(contentTokens),
    ]),
  };
}
