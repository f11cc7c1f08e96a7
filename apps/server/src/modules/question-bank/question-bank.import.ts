import {
  parseQbOptions,
  QB_CSV_COLUMNS,
  QB_LIMITS,
  QB_MSG,
  type QbGeneratedQuestion,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPE_CODES,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
  ZQbQuestionDraft,
} from '@app/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../lib/errors';
import { completeDraft, toGenerated } from './question-bank.service';

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

function toRows(table: string[][]): Row[] {
  const [headers, ...data] = table;
  if (!headers) throw badRequest(QB_MSG.importNoRows, 'file', 'empty_file');
  const idx = headerIndex(headers);
  const rows: Row[] = [];
  data.forEach((cells, i) => {
    if (cells.every((c) => !c?.trim())) return;
    const row: Row = { row: i + 2, cells: {} };
    for (const [col, j] of idx) row.cells[col] = (cells[j] ?? '').trim();
    rows.push(row);
  });
  return rows;
}

function readCsv(buffer: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(`${QB_MSG.importUnreadable}: a CSV file must be UTF-8 text`, 'file', 'bad_file');
  }
  if (text.includes('\u0000')) throw badRequest(QB_MSG.importUnreadable, 'file', 'bad_file');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((e) => e.type === 'Quotes'))
    throw badRequest(`${QB_MSG.importUnreadable}: ${parsed.errors[0].message}`, 'file', 'bad_file');
  return parsed.data;
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(QB_MSG.importUnreadable, 'file', 'bad_file');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badRequest(QB_MSG.importNoRows, 'file', 'empty_file');
  const table: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, QB_CSV_COLUMNS.length); c++) cells.push(row.getCell(c).text ?? '');
    table[n - 1] = cells;
  });
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return table;
}

/** Reads the spreadsheet's table by its content (the name only decides between CSV and refusing). */
async function readTable(filename: string, buffer: Buffer): Promise<string[][]> {
  if (startsWith(buffer, ZIP)) return readXlsx(buffer);
  if (startsWith(buffer, OLE) || /\.xls$/i.test(filename))
    throw badRequest(QB_MSG.importXls, 'file', 'xls_unsupported');
  if (/\.(csv|txt)$/i.test(filename) || !/\.[a-z0-9]+$/i.test(filename)) return readCsv(buffer);
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

/** Parses and validates an uploaded sheet; nothing is saved (the client saves what it keeps). */
export async function importQuestions(filename: string, buffer: Buffer) {
  const rows = toRows(await readTable(filename, buffer));
  if (!rows.length) throw badRequest(QB_MSG.importNoRows, 'file', 'empty_file');
  if (rows.length > QB_LIMITS.maxBatch)
    throw badRequest(`A file may hold at most ${QB_LIMITS.maxBatch} questions`, 'file', 'too_many_rows');
  const questions: QbGeneratedQuestion[] = [];
  const errors: { row: number; message: string }[] = [];
  for (const r of rows) {
    const res = rowToDraft(r);
    if ('question' in res && res.question) questions.push(res.question);
    else errors.push({ row: r.row, message: res.error ?? 'Invalid row' });
  }
  return { questions, count: questions.length, errors };
}
