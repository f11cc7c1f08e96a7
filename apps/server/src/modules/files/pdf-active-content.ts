import { inflateSync } from 'node:zlib';

export const PDF_ACTIVE_CONTENT_MESSAGE =
  'PDF files with scripts, automatic actions or embedded files are not allowed. Please save it as a plain PDF.';

/**
 * Dictionary keys that make a PDF do something when opened or clicked: scripts, open and additional actions,
 * launching programs, embedded files, rich media and XFA forms. A PDF carrying any is refused, not cleaned:
 * refusing is simple and honest, and our users upload scans and printed worksheets, which have none.
 */
const ACTIVE = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

// A PDF name: a slash and regular characters; `#xx` escapes spell any letter (`/J#61vaScript` is `/JavaScript`).
const NAME = /\/([^\s/<>[\]()%{}]+)/g;
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

function namesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(NAME)) out.push(decodeName(m[1]));
  return out;
}

const hasActiveName = (text: string) => namesIn(text).some((n) => ACTIVE.has(n));

/** Inflated bytes we are willing to read from object streams (a bomb stops here and the file is refused). */
const MAX_INFLATED = 64 * 1024 * 1024;

/**
 * The active key found, or null. Dictionaries are plain text in the file or, from PDF 1.5, compressed inside
 * object streams (`/Type /ObjStm`): those are inflated and read too.
 */
export function findActivePdfContent(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  for (const n of namesIn(text)) if (ACTIVE.has(n)) return n;

  let budget = MAX_INFLATED;
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const dictStart = text.lastIndexOf('<<', m.index);
    const names = namesIn(text.slice(Math.max(dictStart, m.index - 2000), m.index));
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    streams.lastIndex = end;
    if (!names.includes('ObjStm') || !names.includes('FlateDecode')) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: budget });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'ObjStm';
      continue;
    }
    budget -= inflated.length;
    if (hasActiveName(inflated.toString('latin1'))) return 'ObjStm';
  }
  return null;
}
