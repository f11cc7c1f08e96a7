import { createRequire } from 'node:module';
import path from 'node:path';
import { type ExtractedAnswer, LOW_CONFIDENCE_THRESHOLD, matchOption } from '@app/shared';
import type { AiEngine, WorksheetQuestion } from '../../ai/index';
import { extractPdfText } from '../worksheets/reference.service';

const require = createRequire(import.meta.url);
/** Local English language data (never the CDN). */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const OCR_TIMEOUT_MS = 60_000;
/** PDF text is exact; an answer found in it is as sure as the reading of the page allows. */
const PDF_CONFIDENCE = 0.95;
/** A model read the answers from the text: no per-word evidence, so a fixed, reviewable confidence. */
const MODEL_CONFIDENCE = 0.85;

export interface ReadLine {
  text: string;
  /** Words with their confidence 0-1, in reading order. */
  words: { text: string; confidence: number }[];
}

export interface PageInput {
  buffer: Buffer;
  contentType: string;
}

export interface PaperReading {
  method: 'ocr' | 'pdf';
  text: string;
  lines: ReadLine[];
  pages: number;
}

/**
 * Reads the pages: PDF text for PDFs, tesseract (its own worker thread, local language data) for images. One OCR
 * worker serves all pages of a request and is ended on success, failure and timeout alike.
 */
export async function readPages(pages: PageInput[]): Promise<PaperReading> {
  const lines: ReadLine[] = [];
  let usedOcr = false;
  let worker: Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>> | undefined;
  try {
    for (const page of pages) {
      if (page.contentType === 'application/pdf') {
        const text = await extractPdfText(page.buffer);
        for (const l of text.split(/\r?\n/)) {
          const t = l.trim();
          if (t) lines.push({ text: t, words: t.split(/\s+/).map((w) => ({ text: w, confidence: PDF_CONFIDENCE })) });
        }
        continue;
      }
      usedOcr = true;
      if (!worker) {
        const { createWorker } = await import('tesseract.js');
        worker = await createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('OCR timed out')), OCR_TIMEOUT_MS);
      });
      try {
        const { data } = await Promise.race([worker.recognize(page.buffer, {}, { text: true, blocks: true }), timeout]);
        for (const block of data.blocks ?? [])
          for (const para of block.paragraphs)
            for (const line of para.lines) {
              const text = line.text.trim();
              if (text)
                lines.push({
                  text,
                  words: line.words.map((w) => ({
                    text: w.text,
                    confidence: Math.max(0, Math.min(1, w.confidence / 100)),
                  })),
                });
            }
      } finally {
        clearTimeout(timer);
      }
    }
  } finally {
    await worker?.terminate().catch(() => undefined);
  }
  return { method: usedOcr ? 'ocr' : 'pdf', text: lines.map((l) => l.text).join('\n'), lines, pages: pages.length };
}

const QUESTION_START = /^\s*(?:q(?:uestion)?\.?\s*)?[([]?(\d{1,2})\s*[)\].:-]\s*/i;
const ANSWER_MARKER = /^ans(?:wer)?\b[:=.-]*/i;

const minConfidence = (words: { confidence: number }[]) =>
  words.length ? Math.min(...words.map((w) => w.confidence)) : 0;

/**
 * A printed worksheet with answers written after "Answer:" (or "Ans:") under each question: the answer is what
 * follows the marker, its confidence the least sure of its words.
 */
function answersAfterMarkers(lines: ReadLine[], valid: Set<number>) {
  const found = new Map<number, { answer: string; confidence: number }>();
  let current: number | null = null;
  for (const line of lines) {
    const start = QUESTION_START.exec(line.text);
    if (start && valid.has(Number(start[1]))) current = Number(start[1]);
    const markerAt = line.words.findIndex((w) => ANSWER_MARKER.test(w.text));
    if (markerAt < 0 || current === null || found.has(current)) continue;
    let words = line.words.slice(markerAt + 1);
    // "Answer:B" read as one word.
    const glued = /^ans(?:wer)?[:=.-]+(.+)$/i.exec(line.words[markerAt]!.text);
    if (glued) words = [{ text: glued[1]!, confidence: line.words[markerAt]!.confidence }, ...words];
    const answer = words
      .map((w) => w.text)
      .join(' ')
      .trim();
    if (answer) found.set(current, { answer, confidence: minConfidence(words) });
  }
  return found;
}

/** Confidence of an answer the extractor found on an answer sheet ("3. B"): the words after the number. */
function lineConfidence(lines: ReadLine[], n: number): number | null {
  for (const line of lines) {
    const start = QUESTION_START.exec(line.text);
    if (start && Number(start[1]) === n) return minConfidence(line.words.slice(1)) || minConfidence(line.words);
  }
  return null;
}

/** An answer that names none of the question's options cannot be what the child chose: it was misread. */
function plausible(q: WorksheetQuestion, answer: string): boolean {
  if (q.question_type === 'mcq' || q.question_type === 'true_false' || q.question_type === 'assertion_reason')
    return matchOption(answer, q.options ?? []) >= 0;
  return true;
}

export interface MappedAnswers {
  answers: ExtractedAnswer[];
  via: 'markers' | 'builtin' | 'model';
}

/** Maps what was read to question numbers, each with a confidence (low ones are marked for the child to check). */
export async function mapAnswers(
  ai: AiEngine,
  reading: PaperReading,
  questions: WorksheetQuestion[],
): Promise<MappedAnswers> {
  const valid = new Set(questions.map((q) => q.question_number));
  const byNumber = new Map(questions.map((q) => [q.question_number, q]));
  let via: MappedAnswers['via'] = 'markers';
  let found = answersAfterMarkers(reading.lines, valid);
  if (found.size === 0 && reading.text.trim()) {
    const out = await ai.extractAnswers({ text: reading.text, questions });
    via = out.method;
    found = new Map(
      Object.entries(out.answers).map(([k, answer]) => {
        const n = Number(k);
        const conf = out.method === 'model' ? MODEL_CONFIDENCE : (lineConfidence(reading.lines, n) ?? MODEL_CONFIDENCE);
        return [n, { answer, confidence: conf }];
      }),
    );
  }
  const answers = [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, { answer, confidence }]) => {
      const q = byNumber.get(n)!;
      const conf = Math.round((plausible(q, answer) ? confidence : Math.min(confidence, 0.3)) * 100) / 100;
      return { question_number: n, answer, confidence: conf, low_confidence: conf < LOW_CONFIDENCE_THRESHOLD };
    });
  return { answers, via };
}

/** The task code printed on the page: true when this task's code is on it, false for another code, else null. */
export function taskCodeOnPage(text: string, code: string): { valid: boolean | null; found: string | null } {
  const upper = text.toUpperCase();
  if (upper.includes(code)) return { valid: true, found: code };
  const labelled = /\b(?:TASK\s*)?CODE\s*[:#-]?\s*([A-Z0-9]{6})\b/.exec(upper);
  return labelled ? { valid: false, found: labelled[1]! } : { valid: null, found: null };
}
