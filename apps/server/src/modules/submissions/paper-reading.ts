import { createRequire } from 'node:module';
import path from 'node:path';
import { type ExtractedAnswer, LOW_CONFIDENCE_THRESHOLD, matchOption, QUESTION_TYPE_LABELS } from '@app/shared';
import sharp from 'sharp';
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
/** An A4 page at 300 dpi. */
const OCR_WIDTH = 2480;

export interface ReadLine {
  text: string;
  /** Words with their confidence 0-1, in reading order; OCR words also with their place on the page. */
  words: ReadWord[];
}

export interface ReadWord {
  text: string;
  confidence: number;
  box?: { page: number; x0: number; y0: number; x1: number; y1: number };
}

export interface PageInput {
  buffer: Buffer;
  contentType: string;
}

/**
 * Tesseract reads best at about 300 dpi: every page is scaled to an A4 width at that size, in grey. A 5-pixel
 * median then removes the printed dotted answer leaders (dots are smaller than any stroke at that size), which
 * OCR otherwise reads as letters glued to the child's answer. Decoding here also refuses decompression bombs.
 */
async function forOcr(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer, { limitInputPixels: 8192 * 8192, failOn: 'error' })
    .autoOrient()
    .resize({ width: OCR_WIDTH, kernel: 'lanczos3' })
    .greyscale()
    .median(5)
    .png()
    .toBuffer();
}

export interface PaperReading {
  method: 'ocr' | 'pdf';
  text: string;
  lines: ReadLine[];
  pages: number;
  /** The images OCR read (page order), for checking the paper under an answer. */
  images: Buffer[];
}

/**
 * Reads the pages: PDF text for PDFs, tesseract (its own worker thread, local language data) for images. One OCR
 * worker serves all pages of a request and is ended on success, failure and timeout alike.
 */
export async function readPages(pages: PageInput[]): Promise<PaperReading> {
  const lines: ReadLine[] = [];
  const images: Buffer[] = [];
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
        const { createWorker, PSM } = await import('tesseract.js');
        worker = await createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
        // One column of text in lines of varying size (tesseract.js defaults to one uniform block, which drops
        // the child's larger handwriting between printed lines).
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN });
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('OCR timed out')), OCR_TIMEOUT_MS);
      });
      try {
        const image = await forOcr(page.buffer);
        images.push(image);
        const { data } = await Promise.race([worker.recognize(image, {}, { text: true, blocks: true }), timeout]);
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
                    box: { page: images.length - 1, ...w.bbox },
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
  return {
    method: usedOcr ? 'ocr' : 'pdf',
    text: lines.map((l) => l.text).join('\n'),
    lines,
    pages: pages.length,
    images,
  };
}

const QUESTION_START = /^\s*(?:q(?:uestion)?\.?\s*)?[([]?(\d{1,2})\s*[)\].:-]\s*/i;
/** "Answer:" as OCR reads it ("ANSWET:", "Answer;"), or "Ans:". */
const ANSWER_MARKER = /^(?:a[nm][s5]w[eao3][rtn]|ans)\b[:;=.-]*/i;

const minConfidence = (words: { confidence: number }[]) =>
  words.length ? Math.min(...words.map((w) => w.confidence)) : 0;

const DOTS = /^[.·…_\-–—=:]+/;
const OPTION_LINE = /^\s*[([]?[A-F0]\s*[).\]]\s*\S/;
/** Printed lines that are never a child's writing: the footer and the marks label. */
const PRINTED = /task\s*code|page\s+\d+\s+of\s+\d+|^\[?\d+\s+marks?\]?$/i;

interface Found {
  answer: string;
  confidence: number;
  words?: ReadWord[];
}

const OBJECTIVE_TYPES = new Set(['mcq', 'true_false', 'assertion_reason']);

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A printed dotted leader, however OCR spelled it ("<..coovvrnvvr", "........."). */
const isLeader = (text: string) => /\.\.|…/.test(text) || /^[<>'`~,;:|]/.test(text);

/** The words a child wrote: leader dots and rules dropped ("......C" is "C"). */
function inkWords(words: ReadLine['words']) {
  return words
    .filter((w) => !isLeader(w.text) || /[.…]+[A-Za-z0-9]{1,3}$/.test(w.text))
    .map((w) => ({ ...w, text: w.text.replace(/^.*[.…]{2,}/, '').replace(DOTS, '') }))
    .filter((w) => w.text && !DOTS.test(w.text));
}

/**
 * The product's printed page (GET /tasks/{id}/pdf) with answers written on it: after "Answer:" under an objective
 * question, or on the answer lines under a written one. A question's block runs from its numbered line to the
 * next; printed headings, options and the footer are not answers. Null when the page is not a printed worksheet
 * (an answer sheet such as "1. B" lines), which the extractor reads instead.
 */
function answersOnPrintedPage(lines: ReadLine[], questions: WorksheetQuestion[]) {
  const byNumber = new Map(questions.map((q) => [q.question_number, q]));
  const headings = new Set(
    [...Object.values(QUESTION_TYPE_LABELS), ...questions.map((q) => q.section ?? '')].map(normal).filter(Boolean),
  );
  const blocks = new Map<number, ReadLine[]>();
  let current: number | null = null;
  let printed = false;
  for (const line of lines) {
    const start = QUESTION_START.exec(line.text);
    const n = start ? Number(start[1]) : Number.NaN;
    const q = byNumber.get(n);
    if (q && !blocks.has(n)) {
      const rest = normal(line.text.slice(start![0].length));
      const lead = normal(q.question_text).split(' ').slice(0, 3).join(' ');
      // The question's own printed line (its text follows the number): the page is a printed worksheet.
      if (lead && rest.startsWith(lead)) {
        printed = true;
        current = n;
        blocks.set(n, []);
        continue;
      }
    }
    if (current !== null) blocks.get(current)!.push(line);
  }
  if (!printed) return null;

  const found = new Map<number, Found>();
  for (const [n, block] of blocks) {
    let words: ReadLine['words'] = [];
    const marked = block.find((l) => l.words.some((w) => ANSWER_MARKER.test(w.text)));
    if (marked) {
      const at = marked.words.findIndex((w) => ANSWER_MARKER.test(w.text));
      const glued = /^(?:a[nm][s5]w[eao3][rtn]|ans)[:;=.-]+(.+)$/i.exec(marked.words[at]!.text);
      words = inkWords([
        ...(glued ? [{ text: glued[1]!, confidence: marked.words[at]!.confidence }] : []),
        ...marked.words.slice(at + 1),
      ]);
    } else {
      for (const l of block) {
        const text = normal(l.text);
        if (!text || headings.has(text) || OPTION_LINE.test(l.text) || PRINTED.test(l.text)) continue;
        words.push(...inkWords(l.words));
      }
    }
    // An objective answer names an option: OCR'd leader remnants before it ("coon. C") are not part of it.
    const q = byNumber.get(n)!;
    const chosen = OBJECTIVE_TYPES.has(q.question_type)
      ? [...words].reverse().find((w) => matchOption(w.text, q.options ?? []) >= 0)
      : undefined;
    if (chosen) words = [chosen];
    const answer = words
      .map((w) => w.text)
      .join(' ')
      .trim();
    if (answer) found.set(n, { answer, confidence: minConfidence(words), words });
  }
  return found;
}

/**
 * How clean the paper under an answer is, 0-1: OCR is often sure of a letter a thumbprint has half covered, so a
 * dark background (a smudge, a shadow, scribbles) lowers the answer's confidence. 1 without OCR boxes (PDF text).
 */
async function paperUnder(reading: PaperReading, words: ReadWord[]): Promise<number> {
  let worst = 1;
  const raw = new Map<number, { data: Buffer; width: number; height: number }>();
  for (const w of words) {
    const image = w.box ? reading.images[w.box.page] : undefined;
    if (!w.box || !image) continue;
    let page = raw.get(w.box.page);
    if (!page) {
      const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
      page = { data, width: info.width, height: info.height };
      raw.set(w.box.page, page);
    }
    const pad = 6;
    const x0 = Math.max(0, w.box.x0 - pad);
    const y0 = Math.max(0, w.box.y0 - pad);
    const x1 = Math.min(page.width, w.box.x1 + pad);
    const y1 = Math.min(page.height, w.box.y1 + pad);
    let sum = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += page.data[y * page.width + x]!;
    const n = (x1 - x0) * (y1 - y0);
    if (n <= 0) continue;
    // Ink on clean paper averages well above 170; under a smudge the whole box is dark.
    worst = Math.min(worst, Math.max(0, Math.min(1, (sum / n - 90) / 80)));
  }
  return worst;
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
  return OBJECTIVE_TYPES.has(q.question_type) ? matchOption(answer, q.options ?? []) >= 0 : true;
}

export interface MappedAnswers {
  answers: ExtractedAnswer[];
  via: 'printed-page' | 'builtin' | 'model';
}

/** The one option whose text (4 letters or more) is a single edit from the reading, ignoring case; else null. */
function snapToOption(reading: string, options: readonly string[]): string | null {
  const r = reading.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (r.length < 4 || options.some((o) => o.toLowerCase() === r)) return null;
  const near = options.filter((o) => o.length >= 4 && oneEditApart(r, o.toLowerCase()));
  return near.length === 1 ? near[0]! : null;
}

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Maps what was read to question numbers, each with a confidence (low ones are marked for the child to check). */
export async function mapAnswers(
  ai: AiEngine,
  reading: PaperReading,
  questions: WorksheetQuestion[],
): Promise<MappedAnswers> {
  const byNumber = new Map(questions.map((q) => [q.question_number, q]));
  let via: MappedAnswers['via'] = 'printed-page';
  let found = answersOnPrintedPage(reading.lines, questions) ?? new Map<number, Found>();
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
  for (const f of found.values()) f.confidence = Math.min(f.confidence, await paperUnder(reading, f.words ?? []));
  const answers = [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, found]) => {
      const q = byNumber.get(n)!;
      // OCR confuses a handful of letters (T/J, l/I): a reading one letter away from exactly one option's text is
      // read as that option, as a teacher would read it, at a little less confidence.
      const snapped = snapToOption(found.answer, q.options ?? []);
      const answer = snapped ?? found.answer;
      const confidence = snapped ? found.confidence * 0.9 : found.confidence;
      const conf = Math.round((plausible(q, answer) ? confidence : Math.min(confidence, 0.3)) * 100) / 100;
      return { question_number: n, answer, confidence: conf, low_confidence: conf < LOW_CONFIDENCE_THRESHOLD };
    });
  return { answers, via };
}

/**
 * The task code printed on the page: true when this task's code is on it (one misread character allowed, as OCR
 * confuses a J with an I), false for another code after a "code" label, else null.
 */
export function taskCodeOnPage(text: string, code: string): { valid: boolean | null; found: string | null } {
  const upper = text.toUpperCase();
  if (upper.includes(code)) return { valid: true, found: code };
  const labelled = [...upper.matchAll(/\bCODE\s*[:#-]?\s*([A-Z0-9]{6})\b/g)].map((m) => m[1]!);
  const near = labelled.find((c) => [...c].filter((ch, i) => ch !== code[i]).length <= 1);
  if (near) return { valid: true, found: code };
  return labelled.length ? { valid: false, found: labelled[0]! } : { valid: null, found: null };
}
