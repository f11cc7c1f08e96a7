import { PassThrough } from 'node:stream';
import {
  formatQbOptions,
  QB_CSV_COLUMNS,
  QUESTION_TYPE_CODES,
  type QbExportRequest,
  type QuestionType,
} from '@app/shared';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { QbQuestionRow } from '../../db/schema/index';
import * as repo from './question-bank.repository';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const part = (s: string | number | null | undefined) =>
  String(s ?? '')
    .trim()
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The spec's file name from mode, board, grade and subject plus `_export.xlsx`, e.g.
 * `regular_CBSE_grade7_Mathematics_export.xlsx`, `olympiad_SOF_IMO_grade5_export.xlsx`, `all_export.xlsx`.
 */
export function exportFileName(f: QbExportRequest): string {
  const mode = f.question_mode ?? 'all';
  const parts =
    mode === 'olympiad'
      ? [mode, f.provider, f.type, f.grade ? `grade${f.grade}` : '']
      : [mode, f.board, f.grade ? `grade${f.grade}` : '', f.subject];
  return `${parts.map(part).filter(Boolean).join('_')}_export.xlsx`;
}

function whereOfExport(f: QbExportRequest) {
  const mode = f.question_mode ?? 'all';
  if (mode === 'olympiad')
    return repo.whereOf({ question_mode: 'olympiad', board: f.provider, olympiad_code: f.type, grade: f.grade });
  return repo.whereOf({
    question_mode: mode === 'all' ? null : 'regular',
    board: f.board,
    grade: f.grade,
    subject: f.subject,
  });
}

function toCells(r: QbQuestionRow): string[] {
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

/** Streams the matching questions into an .xlsx (exceljs streaming writer, rows read in keyset batches). */
export function exportQuestionsStream(db: Db, f: QbExportRequest, log: FastifyBaseLogger): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Questions');
  ws.columns = QB_CSV_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'Question' || header === 'Explanation' ? 60 : header === 'Options' ? 40 : 16,
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  void (async () => {
    for await (const r of repo.iterateQuestions(db, whereOfExport(f))) ws.addRow(toCells(r)).commit();
    ws.commit();
    await wb.commit();
  })().catch((err) => {
    log.error({ err }, 'question bank export failed');
    out.destroy(err as Error);
  });
  return out;
}
