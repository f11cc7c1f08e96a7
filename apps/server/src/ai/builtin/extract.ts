import type { ExtractRequest, ExtractResult } from '../types';

// Reads answers from page text such as
//   "1. B"   "Q2) 3/4"   "Ans 3: evaporation"   "(4) True"   "5 - the sun heats water ..."
// A line that starts a numbered answer opens it; following lines without a number continue it (long answers).

const START = /^\s*(?:q(?:uestion)?\.?\s*|ans(?:wer)?\.?\s*)?(?:no\.?\s*)?[([]?(\d{1,2})\s*[)\].:-]\s*(.*)$/i;
const START_LOOSE = /^\s*(?:q(?:uestion)?|ans(?:wer)?)\.?\s*(\d{1,2})\s+(.*)$/i;

export function extractAnswersBuiltin(req: ExtractRequest): ExtractResult {
  const valid = new Set(req.questions.map((q) => q.question_number));
  const answers: Record<number, string> = {};
  const unmatched: string[] = [];
  let current: number | null = null;
  for (const line of req.text.split(/\r?\n/)) {
    const text = line.trim();
    if (!text) continue;
    const m = START.exec(text) ?? START_LOOSE.exec(text);
    const n = m ? Number(m[1]) : NaN;
    if (m && valid.has(n)) {
      current = n;
      answers[n] = [answers[n], m[2].trim()].filter(Boolean).join(' ');
    } else if (current !== null) {
      answers[current] = [answers[current], text].filter(Boolean).join(' ');
    } else {
      unmatched.push(text);
    }
  }
  for (const k of Object.keys(answers)) if (!answers[Number(k)]) delete answers[Number(k)];
  return { answers, unmatched, method: 'builtin' };
}
