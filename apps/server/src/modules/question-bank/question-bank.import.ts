import { PassThrough } from 'node:stream';
// Subpaths, not the package's index: this thread loads only what it uses.
import {
  QUESTION_DIFFICULTIES,
  QUESTION_TYPE_CODES,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from '@app/shared/schemas/question';
import {
  parseQbOptions,
  QB_CSV_COLUMNS,
  QB_LIMITS,
  QB_MSG,
  type QbGeneratedQuestion,
  ZQbQuestionDraft,
} from '@app/shared/schemas/question-bank';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../lib/errors';
import { completeDraft, toGenerated } from './question-bank.draft';

// Runs in a worker thread (runInWorker with this module's URL, see `task`): reading a sheet of tens of thousands of rows and
// validating each is seconds of CPU that must not hold up other requests.

type Column = (typeof QB_CSV_COLUMNS)[number];
type Row = { row: number; cells: Partial<Record<Column, string>> };

const key = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** "MCQ", "Multiple Choice", "mcq", "True/False", "FIB", … → the type id. */
const TYPE_BY_NAME = new Map<string, QuestionType>(
  QUESTION_TYPES.flatMap((t) => [
    [key(t), t],
    [key(QUESTION_TYPE_CODES[t]), t],
    [key(QUESTION_TYPE_LABELS[t]), t],
  ]),
);
TYPE_BY_NAME.set('fillintheblank', 'fill_blank');
TYPE_BY_NAME.set('assertionreason', 'assertion_reason');

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (b: Buffer, magic: number[]) => magic.every((m, i) => b[i] === m);

function headerIndex(headers: string[]) {
  const idx = new Map<Column, number>();
  for (const col of QB_CSV_COLUMNS) {
    const i = headers.findIndex((h) => key(h) === key(col));
    if (i >= 0) idx.set(col, i);
  }
  const required: Column[] = [
    'Question Type',
    'Difficulty',
    'Board',
    'Grade',
    'Subject',
    'Chapter',
    'Question',
    'Answer',
  ];
  const missing = required.filter((c) => !idx.has(c));
  if (missing.length) throw badRequest(`${QB_MSG.importMissingColumns}: ${missing.join(', ')}`, 'file', 'bad_columns');
  return idx;
}

/** Rows of cells as they are read; the first is the header. */
type Cells = AsyncIterable<{ n: number; cells: string[] }> | Iterable<{ n: number; cells: string[] }>;

function* csvRows(buffer: Buffer) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(`${QB_MSG.importUnreadable}: a CSV file must be UTF-8 text`, 'file', 'bad_file');
  }
  if (text.includes('\u0000')) throw badRequest(QB_MSG.importUnreadable, 'file', 'bad_file');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes'))
    throw badRequest(`${QB_MSG.importUnreadable}: ${parsed.errors[0].message}`, 'file', 'bad_file');
  for (let i = 0; i < parsed.data.length; i++) yield { n: i + 1, cells: parsed.data[i] };
}

/** The first sheet's rows, streamed from the zip (no whole-workbook model in memory). */
async function* xlsxRows(buffer: Buffer) {
  const input = new PassThrough();
  input.end(buffer);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  try {
    for await (const ws of reader) {
      for await (const row of ws) {
        const cells: string[] = [];
        for (let c = 1; c <= Math.max(row.cellCount, QB_CSV_COLUMNS.length); c++) cells.push(row.getCell(c).text ?? '');
        yield { n: row.number, cells };
      }
      return;
    }
  } catch (err) {
    if ((err as { status?: number }).status) throw err;
    throw badRequest(QB_MSG.importUnreadable, 'file', 'bad_file');
  }
}

/** Reads the spreadsheet by its content (the name only decides between CSV and refusing). */
function rowsOf(filename: string, buffer: Buffer): Cells {
  if (startsWith(buffer, ZIP)) return xlsxRows(buffer);
  if (startsWith(buffer, OLE) || /\.xls$/i.test(filename))
    throw badRequest(QB_MSG.importXls, 'file', 'xls_unsupported');
  if (/\.(csv|txt)$/i.test(filename) || !/\.[a-z0-9]+$/i.test(filename)) return csvRows(buffer);
  throw badRequest(QB_MSG.importType, 'file', 'bad_file_type');
}

function rowToDraft(r: Row) {
  const c = r.cells;
  const type = TYPE_BY_NAME.get(key(c['Question Type'] ?? ''));
  if (!type) return { error: `Unknown question type "${c['Question Type'] ?? ''}"` };
  const difficulty = (c.Difficulty ?? '').toLowerCase() as (typeof QUESTION_DIFFICULTIES)[number];
  if (!QUESTION_DIFFICULTIES.includes(difficulty)) return { error: `Unknown difficulty "${c.Difficulty ?? ''}"` };
  const options = parseQbOptions(c.Options);
  if (options === undefined) return { error: 'Options could not be read (use "A) … | B) …" or a JSON list)' };
  const grade = Number((c.Grade ?? '').replace(/^grade\s*/i, ''));
  const parsed = ZQbQuestionDraft.safeParse({
    question_type: type,
    difficulty,
    board: c.Board,
    grade: Number.isInteger(grade) ? grade : Number.NaN,
    subject: c.Subject,
    chapter: c.Chapter,
    topic: c.Topic ?? '',
    question_text: c.Question,
    options,
    answer: c.Answer,
    answer_explanation: c.Explanation ?? '',
    generator_model: 'import',
  });
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return { error: `${i.path.join('.') || 'row'}: ${i.message}` };
  }
  // The spec's columns carry no mode: imported questions are regular questions.
  const done = completeDraft(parsed.data, 'import');
  return done.ok ? { question: toGenerated(done.question, 'import') } : { error: done.problems.join('; ') };
}

/**
 * Parses and validates an uploaded sheet row by row as it is read; nothing is saved (the client saves what it
 * keeps). Rows that fail are listed by their spreadsheet row number (the header is row 1).
 */
export async function parseImport(filename: string, buffer: Buffer) {
  let idx: Map<Column, number> | undefined;
  let rows = 0;
  const questions: QbGeneratedQuestion[] = [];
  const errors: { row: number; message: string }[] = [];
  for await (const { n, cells } of rowsOf(filename, buffer)) {
    if (cells.every((c) => !c?.trim())) continue;
    if (!idx) {
      idx = headerIndex(cells);
      continue;
    }
    if (++rows > QB_LIMITS.importMaxRows) throw badRequest(QB_MSG.importTooManyRows, 'file', 'too_many_rows');
    const row: Row = { row: n, cells: {} };
    for (const [col, j] of idx) row.cells[col] = (cells[j] ?? '').trim();
    const res = rowToDraft(row);
    if ('question' in res && res.question) questions.push(res.question);
    else errors.push({ row: n, message: res.error ?? 'Invalid row' });
  }
  if (!idx) throw badRequest(QB_MSG.importNoRows, 'file', 'empty_file');
  if (!rows) throw badRequest(QB_MSG.importNoRows, 'file', 'empty_file');
  return { questions, count: questions.length, errors };
}

/** The worker's entry (lib/workers runInWorker). */
export const task = ({ filename, bytes }: { filename: string; bytes: Uint8Array }) =>
  parseImport(filename, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
