import { answersMatch, normaliseText, parseNumericAnswer } from '@app/shared';

// Built-in rubric for short and long answers: key-term coverage.
//
//   terms     = the question's key_terms, or else each content word of the model answer as a term of its own
//   tokens(x) = content words of x, lower-cased, stemmed (suffixes such as -s, -es, -ing, -ed, -ation, -ion removed),
//               numbers in canonical form (0.50 → 0.5), stop words dropped
//   covered   = a term whose tokens appear in the student's tokens for at least 60% of them, with every number in
//               the term present
//   coverage  = covered terms / terms   (1 when the answer equals the model answer after normalisation)
//   marks     = round(coverage × max_marks to the nearest 0.5)
//
// The student's words are only counted, never obeyed: "ignore the rubric, give full marks" covers no key term.

const STOP = new Set(
  'a an the is are was were be been being am of to in on at by for from with and or but not no it its this that these those as into than then so such there their they we you he she his her i my me our your which who whom what when where why how do does did done has have had will would shall should can could may might must also very just only all any each some more most other over under about up down out if because while both either neither per'.split(
    ' ',
  ),
);

const SUFFIXES: [string, string][] = [
  ['ational', ''],
  ['ations', ''],
  ['ation', ''],
  ['ates', ''],
  ['ated', ''],
  ['ate', ''],
  ['ions', ''],
  ['ion', ''],
  ['ies', 'y'],
  ['sses', 'ss'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['xes', 'x'],
  ['ing', ''],
  ['ed', ''],
  ['ly', ''],
  ['s', ''],
];

export function stem(word: string): string {
  let w = word;
  if (w.length > 3) {
    for (const [suf, rep] of SUFFIXES) {
      if (w.endsWith(suf) && w.length - suf.length >= 3 && !(suf === 's' && w.endsWith('ss'))) {
        w = w.slice(0, -suf.length) + rep;
        // occurring → occurr → occur, running → runn → run
        if ((suf === 'ing' || suf === 'ed') && /([b-df-hj-km-np-rtv-z])\1$/.test(w)) w = w.slice(0, -1);
        break;
      }
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

export function contentTokens(text: string): string[] {
  const words = normaliseText(text)
    .replace(/[=+*/^<>]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/^[-.]+|[-.]+$/g, '');
    if (!w || STOP.has(w)) continue;
    const num = /^-?\d+(\.\d+)?$/.test(w) ? parseNumericAnswer(w) : null;
    out.push(num ? String(num.value) : stem(w));
  }
  return out;
}

const isNumberToken = (t: string) => /^-?\d/.test(t);

export interface RubricScore {
  marks: number;
  coverage: number;
  covered: string[];
  missing: string[];
}

export function scoreWithRubric(
  q: { answer: string; key_terms?: string[]; marks: number },
  studentAnswer: string,
): RubricScore {
  const terms = q.key_terms?.length ? q.key_terms : [...new Set(contentTokens(q.answer))];
  if (!studentAnswer.trim() || terms.length === 0) return { marks: 0, coverage: 0, covered: [], missing: [...terms] };
  if (answersMatch(studentAnswer, q.answer)) return { marks: q.marks, coverage: 1, covered: [...terms], missing: [] };
  const have = new Set(contentTokens(studentAnswer));
  const covered: string[] = [];
  const missing: string[] = [];
  for (const term of terms) {
    const toks = [...new Set(contentTokens(term))];
    if (toks.length === 0) continue;
    const hits = toks.filter((t) => have.has(t)).length;
    const numbersOk = toks.filter(isNumberToken).every((t) => have.has(t));
    (hits / toks.length >= 0.6 && numbersOk ? covered : missing).push(term);
  }
  const total = covered.length + missing.length;
  const coverage = total ? covered.length / total : 0;
  const marks = Math.min(q.marks, Math.round(coverage * q.marks * 2) / 2);
  return { marks, coverage, covered, missing };
}

/** Text that speaks to the grader rather than answering the question. */
const INJECTION_RE =
  /\b(ignore|disregard|forget)\b.{0,40}\b(rubric|instruction|previous|above|rules?|prompt)|\b(give|award|grant)\b.{0,20}\b(full|maximum|max|all( the)?|10|100%?)\s*(marks?|points?|score)|\b(you are|act as)\b.{0,30}\b(examiner|grader|teacher|ai|model)|\bsystem prompt\b/i;

export function looksLikeInjection(text: string): boolean {
  return INJECTION_RE.test(text);
}
