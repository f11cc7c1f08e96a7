import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
// Subpaths, not the package's index: this thread loads only what it uses.
import { QUESTION_TYPE_CODES, type QuestionType } from '@app/shared/schemas/question';
import { formatQbOptions, QB_CSV_COLUMNS } from '@app/shared/schemas/question-bank';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { EXPORT_COLUMNS, type ExportRow } from './question-bank.export-columns';

// The export's .xlsx writer, run in a worker thread (question-bank.export.ts starts it): building the sheet's XML and
// deflating it is most of an export's CPU. It receives `{ rows }` batches and `{ end }`, and answers each batch with
// `{ ack }` (the sender waits for it, which bounds memory), the file as `{ chunk }` messages, then `{ done }`.
// Batches come as rows, or (PGlite) as CSV of EXPORT_COLUMNS made by the database.
export type WriterIn = { rows: ExportRow[] } | { csv: Uint8Array } | { end: true };
export type WriterOut = { chunk: Uint8Array } | { ack: true } | { done: true } | { error: string };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function toCells(r: ExportRow): string[] {
  return [
    QUESTION_TYPE_CODES[r.questionType as QuestionType] ?? r.questionType,
    cap(r.difficulty),
    r.board,
    String(r.grade),
    // Olympiad questions carry their olympiad type in Subject on export (spec 03 §3).
    r.questionMode === 'olympiad' && r.olympiadCode ? r.olympiadCode : r.subject,
    r.chapter,
    r.topic,
    r.questionText,
    r.answer,
    formatQbOptions(r.options),
    r.answerExplanation,
  ];
}

const decoder = new TextDecoder();

function rowsOfCsv(csv: Uint8Array): ExportRow[] {
  const { data } = Papa.parse<string[]>(decoder.decode(csv), { skipEmptyLines: true });
  return data.map((cells) => {
    const r = Object.fromEntries(EXPORT_COLUMNS.map((k, i) => [k, cells[i] ?? ''])) as Record<string, unknown>;
    r.options = r.options ? JSON.parse(r.options as string) : null;
    return r as ExportRow;
  });
}

/** Writes one export; resolves once the file is out (or the sender has gone). */
export function run(_data: unknown, port: MessagePort): Promise<void> {
  const send = (m: WriterOut, transfer?: ArrayBuffer[]) => port.postMessage(m, transfer);
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      const bytes = new Uint8Array(chunk);
      send({ chunk: bytes }, [bytes.buffer]);
      done();
    },
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Questions');
  ws.columns = QB_CSV_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'Question' || header === 'Explanation' ? 60 : header === 'Options' ? 40 : 16,
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  return new Promise((resolve) => {
    port.on('close', () => resolve());
    port.on('message', (m: WriterIn) => {
      if ('rows' in m || 'csv' in m) {
        for (const r of 'rows' in m ? m.rows : rowsOfCsv(m.csv)) ws.addRow(toCells(r)).commit();
        send({ ack: true });
        return;
      }
      ws.commit();
      void wb
        .commit()
        .then(() => new Promise((finished) => (out.writableFinished ? finished(null) : out.once('finish', finished))))
        .then(
          () => send({ done: true }),
          (err: unknown) => send({ error: err instanceof Error ? err.message : String(err) }),
        )
        .finally(resolve);
    });
  });
}
