// Alternatives a fill-in-the-blank question's explanation accepts, stored as `accepted_answers` when the question is
// written, generated or imported, so that marking does not depend on reading prose at grading time.
import { normaliseText } from './answer-normalise';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Phrases that name an alternative: anywhere for "accept", right after the key for the others. */
const phrases = (answer: string) => {
  const key = escapeRegExp(answer.trim());
  return [
    // "Also accepted: x", "accept x", "(also accept: x or y)"
    /\b(?:also\s+)?accept(?:ed|able)?(?:\s+answers?)?\s*[:-]?\s*([^.;()]+)/gi,
    // "key, also called x", "key (also known as x)", "key (or x)", "key or x"
    new RegExp(
      String.raw`\b${key}\b\s*[,(]?\s*(?:also\s+(?:called|known\s+as|written\s+as|named)|or)\s+(?:the\s+)?([^.;,()]+)`,
      'gi',
    ),
  ];
};

/** Splits "x or y", "x, y" and "x / y" into separate alternatives. */
const splitAlternatives = (s: string) =>
  s
    .split(/\s*(?:,|\bor\b|\/(?!\d)|;)\s*/i)
    .map((x) => x.trim().replace(/^["'“‘]|["'”’]$/g, ''))
    .filter((x) => x.length > 0 && x.length <= 60 && x.split(/\s+/).length <= 5);

/**
 * The accepted answers of a fill-in-the-blank question: those already given, plus those its explanation names
 * ("also accepted: ...", "also called ...", "(or ...)"), without the key itself or duplicates.
 */
export function deriveAcceptedAnswers(q: {
  question_type: string;
  answer: string;
  answer_explanation?: string | null;
  accepted_answers?: readonly string[] | null;
}): string[] {
  const given = (q.accepted_answers ?? []).map((a) => a.trim()).filter(Boolean);
  if (q.question_type !== 'fill_blank') return given;
  const found: string[] = [];
  const text = q.answer_explanation ?? '';
  for (const re of phrases(q.answer)) for (const m of text.matchAll(re)) found.push(...splitAlternatives(m[1]));
  const seen = new Set([normaliseText(q.answer)]);
  const out: string[] = [];
  for (const a of [...given, ...found]) {
    const k = normaliseText(a);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push(a);
  }
  return out.slice(0, 10);
}
