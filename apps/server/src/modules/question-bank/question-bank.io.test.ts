import { randomBytes } from 'node:crypto';
import { QB_CSV_COLUMNS, QB_LIMITS } from '@app/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, setupTestApp, signIn, type TestContext } from '../../../test/helpers';

// Imports beyond the old 2,000-row cap and exports larger than one batch, both worked in worker threads.

let t: TestContext;
let admin: string;
const BOARD = `IO${randomBytes(3).toString('hex')}`;
const api = (opts: Parameters<typeof call>[1]) => call(t.app, { token: admin, ...opts });

function upload(filename: string, data: Buffer) {
  const boundary = `----ioTest${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api({
    method: 'POST',
    url: '/api/qb/questions/import',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  t = await setupTestApp();
  const a = await createAdmin(t.db, 'qb_admin');
  admin = await signIn(t.app, a.email, a.code);
});

describe('import of more than 2,000 rows', () => {
  it('reads a 2,600-row xlsx, listing every broken row by its spreadsheet row', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Questions');
    ws.addRow([...QB_CSV_COLUMNS]);
    const n = 2600;
    for (let i = 0; i < n; i++) {
      ws.addRow([
        'MCQ',
        i % 10 === 9 ? 'Impossible' : 'Easy',
        BOARD,
        7,
        'Mathematics',
        'Integers',
        'Adding integers',
        `What is ${i} + 1?`,
        String(i + 1),
        `A) ${i + 1} | B) ${i + 2} | C) ${i + 3} | D) ${i + 4}`,
        '',
      ]);
    }
    const res = await upload('big.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(n - n / 10);
    expect(res.body.questions).toHaveLength(n - n / 10);
    expect(res.body.errors).toHaveLength(n / 10);
    // Data row i is spreadsheet row i + 2; rows 9, 19, … are the broken ones.
    expect(res.body.errors[0]).toEqual({ row: 11, message: 'Unknown difficulty "Impossible"' });
    expect(res.body.errors.at(-1)).toEqual({ row: n + 1, message: 'Unknown difficulty "Impossible"' });
    expect(res.body.questions.at(-1)).toMatchObject({ question_text: `What is ${n - 2} + 1?`, answer: `${n - 1}` });
    // The web app saves a large import in batches of the save route's size.
    expect(QB_LIMITS.maxBatch).toBeLessThan(res.body.count);
    expect(QB_LIMITS.importMaxRows).toBeGreaterThanOrEqual(10_000);
  });

  it('reads a CSV with blank lines and reports true line numbers', async () => {
    const header = QB_CSV_COLUMNS.join(',');
    const line = (i: number, difficulty = 'Medium') =>
      `FIB,${difficulty},${BOARD},6,Mathematics,Fractions,Halves,"Half of ${2 * i} is ___.",${i},,`;
    const csv = [header, line(1), '', line(2, 'Bad'), line(3)].join('\n');
    const res = await upload('q.csv', Buffer.from(csv));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.errors).toEqual([{ row: 4, message: 'Unknown difficulty "Bad"' }]);
  });
});

describe('export', () => {
  it('streams every matching question across several batches, with quotes, commas, new lines and JSON intact', async () => {
    const tricky = {
      question_mode: 'regular',
      question_type: 'mcq',
      difficulty: 'hard',
      board: BOARD,
      grade: 9,
      subject: 'English',
      chapter: 'Quotes, "and" commas',
      topic: 'Line\nbreaks',
      question_text: 'She said, "Ünïcode ½ works"; didn\'t she?\nSecond line',
      options: ['He said "yes", then left', 'A | B', 'plain', 'x,y'],
      answer: 'plain',
      answer_explanation: 'Comma, "quote" and\nnew line.',
    };
    const saved = await api({ method: 'POST', url: '/api/qb/questions/save', payload: { questions: [tricky] } });
    expect(saved.body.saved_count).toBe(1);
    // 2,500 more rows for this board and grade: more than one batch of either reader (1,000 rows, 2,000 as CSV).
    await t.db.query(
      `insert into qb_questions (question_mode, question_type, difficulty, board, grade, subject, chapter, topic,
         concept, question_text, options, answer, answer_explanation, marks, generator_model, content_hash)
       select question_mode, question_type, difficulty, board, grade, subject, chapter, topic, concept,
         'Copy ' || g || ': ' || question_text, options, answer, answer_explanation, marks, 'test',
         md5(content_hash || g)
       from qb_questions, generate_series(1, 2500) g where board = $1`,
      [BOARD],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/qb/questions/export',
      headers: { authorization: `Bearer ${admin}` },
      payload: { question_mode: 'regular', board: BOARD, grade: 9 },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.actualRowCount - 1).toBe(2501);
    const rows = ws.getRows(2, ws.actualRowCount - 1) ?? [];
    const texts = new Set(rows.map((r) => r.getCell(8).text));
    expect(texts.size).toBe(2501);
    expect(texts.has('Copy 2500: She said, "Ünïcode ½ works"; didn\'t she?\nSecond line')).toBe(true);
    const original = rows.find((r) => r.getCell(8).text === tricky.question_text);
    expect(original?.getCell(1).text).toBe('MCQ');
    expect(original?.getCell(2).text).toBe('Hard');
    expect(original?.getCell(4).text).toBe('9');
    expect(original?.getCell(6).text).toBe(tricky.chapter);
    expect(original?.getCell(7).text).toBe(tricky.topic);
    expect(original?.getCell(9).text).toBe('plain');
    // Options holding " | " are written as a JSON list, which import reads back.
    expect(JSON.parse(original?.getCell(10).text ?? '')).toEqual(tricky.options);
    expect(original?.getCell(11).text).toBe(tricky.answer_explanation);
  });

  it('answers an empty sheet with its header when nothing matches', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/qb/questions/export',
      headers: { authorization: `Bearer ${admin}` },
      payload: { question_mode: 'regular', board: `${BOARD}none` },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].actualRowCount).toBe(1);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([...QB_CSV_COLUMNS]);
  });
});
