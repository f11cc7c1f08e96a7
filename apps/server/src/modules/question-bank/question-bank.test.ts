import { randomBytes, randomUUID } from 'node:crypto';
import { listChapters } from '@app/content/curriculum/index';
import { QB_CSV_COLUMNS, QB_MSG } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createParent,
  createTeacher,
  PASSWORD,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';
import { auditLog, qbQuestions } from '../../db/schema/index';

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----qbTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p)
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
      );
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestContext;
let admin: string;
let adminId: string;
/** A board of this file's own, so counts are not mixed with the seed bank. */
const BOARD = `TB${randomBytes(3).toString('hex')}`;

const mcq = (n: number, extra: Record<string, unknown> = {}) => ({
  question_mode: 'regular',
  question_type: 'mcq',
  difficulty: 'easy',
  board: BOARD,
  grade: 7,
  subject: 'Mathematics',
  chapter: 'Integers',
  topic: 'Adding integers',
  question_text: `What is ${n} + ${n}?`,
  options: [String(2 * n), String(2 * n + 1), String(2 * n + 2), String(2 * n + 3)],
  answer: String(2 * n),
  answer_explanation: `${n} + ${n} = ${2 * n}`,
  ...extra,
});

const api = (opts: Parameters<typeof call>[1]) => call(t.app, { token: admin, ...opts });

beforeAll(async () => {
  t = await setupTestApp();
  const a = await createAdmin(t.db, 'qb_admin');
  adminId = a.user.id;
  admin = await signIn(t.app, a.email, a.code);
});

describe('roles', () => {
  it('answers 403 to parents, teachers and super admins on every route, 401 without a session', async () => {
    const parent = (await createParent(t.app)).token;
    const teacher = (await createTeacher(t.app)).token;
    const sa = await createAdmin(t.db, 'super_admin');
    const superAdmin = await signIn(t.app, sa.email, sa.code);
    const routes = [
      ['POST', '/api/qb/questions/generate'],
      ['POST', '/api/qb/questions/save'],
      ['POST', '/api/qb/questions/fetch'],
      ['PUT', '/api/qb/questions/update'],
      ['DELETE', `/api/qb/questions/${randomUUID()}`],
      ['POST', '/api/qb/questions/import'],
      ['POST', '/api/qb/questions/export'],
      ['GET', '/api/qb/stats'],
      ['POST', '/api/qb/database/reset'],
    ] as const;
    for (const [method, url] of routes) {
      for (const token of [parent, teacher, superAdmin])
        expect((await call(t.app, { method, url, token, payload: {} })).status, `${method} ${url}`).toBe(403);
      expect((await call(t.app, { method, url, payload: {} })).status).toBe(401);
    }
  });

  it('lists every route in the OpenAPI document', async () => {
    const doc = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(doc.body.paths);
    for (const p of [
      '/api/qb/questions/generate',
      '/api/qb/questions/save',
      '/api/qb/questions/fetch',
      '/api/qb/questions/update',
      '/api/qb/questions/{id}',
      '/api/qb/questions/import',
      '/api/qb/questions/export',
      '/api/qb/stats',
      '/api/qb/database/reset',
    ])
      expect(paths).toContain(p);
  });
});

describe('generate', () => {
  const chapter = listChapters('CBSE', 7, 'Mathematics')[0];
  const base = {
    board: 'CBSE',
    grade: 7,
    subject: 'Mathematics',
    chapter,
    difficulty: 'medium',
    question_types: ['mcq', 'fill_blank'],
    num_questions: 5,
    ai_model: 'builtin-v1',
  };

  it('draws questions from the built-in engine without saving them', async () => {
    const before = await t.db.db.select().from(qbQuestions).where(eq(qbQuestions.board, 'CBSE'));
    const res = await api({ method: 'POST', url: '/api/qb/questions/generate', payload: base });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.questions.length);
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.count).toBeLessThanOrEqual(5);
    for (const q of res.body.questions) {
      expect(q).toMatchObject({ board: 'CBSE', grade: 7, question_mode: 'regular', generator_model: 'builtin-v1' });
      expect(['mcq', 'fill_blank']).toContain(q.question_type);
      if (q.question_type === 'mcq') expect(q.option_A).toBe(q.options[0]);
    }
    const after = await t.db.db.select().from(qbQuestions).where(eq(qbQuestions.board, 'CBSE'));
    expect(after.length).toBe(before.length);
  });

  it('checks the form: fields, types, count, olympiad MCQ only, API key for AI models', async () => {
    const bad = async (payload: object) =>
      (await api({ method: 'POST', url: '/api/qb/questions/generate', payload })).body.detail;
    expect(await bad({ ...base, chapter: '' })).toBe(QB_MSG.selectAllFields);
    expect(await bad({ ...base, question_types: [] })).toBe(QB_MSG.selectQuestionType);
    expect(await bad({ ...base, num_questions: 36 })).toBe(QB_MSG.numQuestions);
    expect(await bad({ ...base, num_questions: 0 })).toBe(QB_MSG.numQuestions);
    expect(await bad({ ...base, question_mode: 'olympiad', topic: '' })).toBe(QB_MSG.selectAllOlympiadFields);
    expect(
      await bad({
        ...base,
        question_mode: 'olympiad',
        topic: 'Numbers',
        olympiad_type: 'IMO',
        question_types: ['fill_blank'],
      }),
    ).toBe(QB_MSG.olympiadMcqOnly);
    const res = await api({
      method: 'POST',
      url: '/api/qb/questions/generate',
      payload: { ...base, ai_model: 'gpt-4o' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(QB_MSG.enterApiKey);
  });

  it('takes a multipart form with question_types as JSON text and refuses a reference that is not PDF/JPG/PNG', async () => {
    const fields = Object.entries({ ...base, question_types: JSON.stringify(['mcq']) }).map(([name, v]) => ({
      name,
      value: String(v),
    }));
    const ok = await api({ method: 'POST', url: '/api/qb/questions/generate', ...multipart(fields) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.questions.every((q: { question_type: string }) => q.question_type === 'mcq')).toBe(true);
    const bad = await api({
      method: 'POST',
      url: '/api/qb/questions/generate',
      ...multipart([...fields, { name: 'reference_doc', filename: 'notes.txt', data: Buffer.from('plain text') }]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(QB_MSG.referenceType);
  });
});

describe('save, fetch, update, delete', () => {
  it('saves new questions and skips duplicates within the list and against the bank', async () => {
    const first = await api({
      method: 'POST',
      url: '/api/qb/questions/save',
      payload: { questions: [mcq(1), mcq(2), mcq(1)] },
    });
    expect(first.body).toMatchObject({
      saved_count: 2,
      duplicate_count: 1,
      message: 'Saved 2 questions. 1 duplicate skipped.',
    });
    // Same text with other spacing and case and shuffled options is the same question.
    const again = mcq(2, { question_text: '  what is 2 +   2? ', options: ['5', '4', '7', '6'] });
    const second = await api({
      method: 'POST',
      url: '/api/qb/questions/save',
      payload: { questions: [again, mcq(3)] },
    });
    expect(second.body).toMatchObject({ saved_count: 1, duplicate_count: 1 });
    const [row] = await t.db.db
      .select()
      .from(qbQuestions)
      .where(and(eq(qbQuestions.board, BOARD), eq(qbQuestions.questionText, 'What is 3 + 3?')));
    expect(row).toMatchObject({ createdBy: adminId, generatorModel: 'manual', concept: expect.stringMatching(/\./) });
  });

  it('refuses invalid questions and an empty list', async () => {
    const wrong = await api({
      method: 'POST',
      url: '/api/qb/questions/save',
      payload: { questions: [mcq(50, { answer: '999' })] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toMatch(/^Question 1: MCQ must have exactly one correct option/);
    const empty = await api({ method: 'POST', url: '/api/qb/questions/save', payload: { questions: [] } });
    expect(empty.body.detail).toBe(QB_MSG.noQuestionsToSave);
  });

  it('fetches with filters and pages, newest first and stable', async () => {
    const qs = Array.from({ length: 25 }, (_, i) =>
      mcq(100 + i, { difficulty: i % 2 ? 'hard' : 'easy', chapter: 'Paging' }),
    );
    await api({ method: 'POST', url: '/api/qb/questions/save', payload: { questions: qs } });
    const page = (skip: number, limit?: number, extra = {}) =>
      api({
        method: 'POST',
        url: '/api/qb/questions/fetch',
        payload: { board: BOARD, chapter: 'Paging', skip, limit, ...extra },
      });
    const p1 = await page(0);
    expect(p1.body.total).toBe(25);
    expect(p1.body.questions).toHaveLength(20);
    const p2 = await page(20);
    expect(p2.body.questions).toHaveLength(5);
    const ids = new Set([...p1.body.questions, ...p2.body.questions].map((q: { id: string }) => q.id));
    expect(ids.size).toBe(25);
    const hard = await page(0, 100, { difficulty: 'hard' });
    expect(hard.body.total).toBe(12);
    expect(hard.body.questions.every((q: { difficulty: string }) => q.difficulty === 'hard')).toBe(true);
    const q = p1.body.questions[0];
    expect(q).toMatchObject({ option_A: q.options[0], option_D: q.options[3], question_mode: 'regular' });
    expect((await page(0, 101)).status).toBe(400);
    const none = await page(0, 20, { question_type: 'long_answer' });
    expect(none.body).toEqual({ questions: [], total: 0, prev_cursor: null, next_cursor: null });
  });

  it('updates a question, re-validates it and refuses a duplicate of another', async () => {
    const list = await api({
      method: 'POST',
      url: '/api/qb/questions/fetch',
      payload: { board: BOARD, chapter: 'Integers' },
    });
    const q1 = list.body.questions.find((q: { question_text: string }) => q.question_text === 'What is 1 + 1?');
    const q2 = list.body.questions.find((q: { question_text: string }) => q.question_text === 'What is 2 + 2?');
    const upd = (question_id: string, updates: object) =>
      api({ method: 'PUT', url: '/api/qb/questions/update', payload: { question_id, updates } });
    const ok = await upd(q1.id, { question_text: 'What is one plus one?', option_D: 'eleven', answer: '2' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ question_text: 'What is one plus one?', option_D: 'eleven', answer: '2' });
    const [row] = await t.db.db.select().from(qbQuestions).where(eq(qbQuestions.id, q1.id));
    expect(row.options).toEqual(['2', '3', '4', 'eleven']);
    const notAnOption = await upd(q1.id, { answer: '42' });
    expect(notAnOption.status).toBe(400);
    expect(notAnOption.body.detail).toMatch(/MCQ must have exactly one correct option/);
    const dup = await upd(q1.id, {
      question_text: q2.question_text,
      option_A: '4',
      option_B: '5',
      option_C: '6',
      option_D: '7',
      answer: '4',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe(QB_MSG.duplicateOnUpdate);
    expect((await upd(randomUUID(), { answer: 'x' })).status).toBe(404);
    expect((await upd('nope', { answer: 'x' })).status).toBe(404);
  });

  it('deletes a question; unknown or malformed ids answer 404', async () => {
    const saved = await api({ method: 'POST', url: '/api/qb/questions/save', payload: { questions: [mcq(900)] } });
    expect(saved.body.saved_count).toBe(1);
    const [row] = await t.db.db.select().from(qbQuestions).where(eq(qbQuestions.questionText, 'What is 900 + 900?'));
    const del = await api({ method: 'DELETE', url: `/api/qb/questions/${row.id}` });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(QB_MSG.deleted);
    expect((await api({ method: 'DELETE', url: `/api/qb/questions/${row.id}` })).status).toBe(404);
    expect((await api({ method: 'DELETE', url: '/api/qb/questions/not-a-uuid' })).status).toBe(404);
  });
});

describe('import and export', () => {
  const header = QB_CSV_COLUMNS.join(',');
  const rows = [
    `MCQ,Easy,${BOARD},7,Mathematics,Fractions,Halves,"What is half of 8?",4,"A) 2 | B) 4 | C) 6 | D) 8",Half of 8 is 4.`,
    `True/False,Medium,${BOARD},7,Mathematics,Fractions,Halves,"Half of 10 is 5.",True,,`,
    `FIB,Hard,${BOARD},7,Mathematics,Fractions,Halves,"Half of 12 is ___.",6,,`,
    `MCQ,Easy,${BOARD},7,Mathematics,Fractions,Halves,"Bad MCQ?",9,"A) 1 | B) 2 | C) 3 | D) 4",`,
    `Essay,Easy,${BOARD},7,Mathematics,Fractions,Halves,"Unknown type",x,,`,
  ];
  const importFile = (filename: string, data: Buffer) =>
    api({ method: 'POST', url: '/api/qb/questions/import', ...multipart([{ name: 'file', filename, data }]) });

  it('reads a CSV, reporting bad rows by spreadsheet row', async () => {
    const res = await importFile('q.csv', Buffer.from(`\uFEFF${[header, ...rows].join('\n')}\n`));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.questions.map((q: { question_type: string }) => q.question_type)).toEqual([
      'mcq',
      'true_false',
      'fill_blank',
    ]);
    expect(res.body.questions[0]).toMatchObject({ answer: '4', option_B: '4', generator_model: 'import' });
    expect(res.body.errors).toEqual([
      { row: 5, message: expect.stringMatching(/MCQ must have exactly one correct option/) },
      { row: 6, message: 'Unknown question type "Essay"' },
    ]);
    // Nothing is saved until the client saves.
    const fractions = and(eq(qbQuestions.board, BOARD), eq(qbQuestions.chapter, 'Fractions'));
    expect(await t.db.db.select().from(qbQuestions).where(fractions)).toHaveLength(0);
    const saved = await api({
      method: 'POST',
      url: '/api/qb/questions/save',
      payload: { questions: res.body.questions },
    });
    expect(saved.body).toMatchObject({ saved_count: 3, duplicate_count: 0 });
  });

  it('reads an XLSX built with exceljs, with JSON options and a letter answer', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow([...QB_CSV_COLUMNS]);
    ws.addRow([
      'MCQ',
      'medium',
      BOARD,
      8,
      'Science',
      'Light',
      'Mirrors',
      'A plane mirror forms an image that is:',
      'B',
      '["real","virtual","inverted","magnified"]',
      'Virtual and erect.',
    ]);
    ws.addRow([
      'SA',
      'Hard',
      BOARD,
      8,
      'Science',
      'Light',
      'Mirrors',
      'Why is a mirror shiny?',
      'It reflects light.',
      '',
      '',
    ]);
    ws.addRow([
      'MCQ',
      'Easy',
      BOARD,
      'x',
      'Science',
      'Light',
      'Mirrors',
      'Grade is not a number',
      'A',
      'A) 1 | B) 2 | C) 3 | D) 4',
      '',
    ]);
    const res = await importFile('q.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.questions[0]).toMatchObject({
      answer: 'virtual',
      grade: 8,
      difficulty: 'medium',
      option_D: 'magnified',
    });
    expect(res.body.questions[1]).toMatchObject({ question_type: 'short_answer', options: null });
    expect(res.body.errors).toEqual([{ row: 4, message: expect.stringMatching(/^grade:/) }]);
  });

  it('refuses no file, old .xls, binary junk and missing columns', async () => {
    const none = await api({
      method: 'POST',
      url: '/api/qb/questions/import',
      ...multipart([{ name: 'x', value: '1' }]),
    });
    expect(none.body.detail).toBe(QB_MSG.selectFile);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await importFile('old.xls', ole)).body.detail).toBe(QB_MSG.importXls);
    expect((await importFile('junk.csv', Buffer.from([0xff, 0xfe, 0x00, 0x81]))).status).toBe(400);
    expect((await importFile('fake.xlsx', Buffer.from('PK\u0003\u0004garbage'))).body.detail).toBe(
      QB_MSG.importUnreadable,
    );
    const cols = await importFile('c.csv', Buffer.from('Question,Answer\nx,y\n'));
    expect(cols.body.detail).toMatch(/^Missing columns: Question Type, Difficulty/);
  });

  it('exports a parseable xlsx with the columns and the spec’s file name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/qb/questions/export',
      headers: { authorization: `Bearer ${admin}` },
      payload: { question_mode: 'regular', board: BOARD, grade: 7, subject: 'Mathematics' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="regular_${BOARD}_grade7_Mathematics_export.xlsx"`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([...QB_CSV_COLUMNS]);
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from qb_questions where board = $1 and grade = 7 and subject = 'Mathematics' and question_mode = 'regular'`,
      [BOARD],
    );
    expect(ws.actualRowCount - 1).toBe(n);
    const half = ws.getRows(2, ws.actualRowCount - 1)?.find((r) => r.getCell(8).text === 'What is half of 8?');
    expect(half?.getCell(10).text).toBe('A) 2 | B) 4 | C) 6 | D) 8');
    expect(half?.getCell(1).text).toBe('MCQ');
  });
});

describe('stats and reset', () => {
  it('counts by group; every group sums to the total', async () => {
    const res = await api({ method: 'GET', url: `/api/qb/stats?board=${BOARD}` });
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.total_questions).toBeGreaterThan(25);
    expect(Object.keys(s.by_board)).toEqual([BOARD]);
    for (const k of [
      'by_board',
      'by_grade',
      'by_subject',
      'by_chapter',
      'by_difficulty',
      'by_question_type',
      'by_question_mode',
    ])
      expect(
        Object.values(s[k] as Record<string, number>).reduce((a, b) => a + b, 0),
        k,
      ).toBe(s.total_questions);
    const all = await api({ method: 'GET', url: '/api/qb/stats' });
    expect(all.body.total_questions).toBeGreaterThan(s.total_questions);
    const g7 = await api({ method: 'GET', url: `/api/qb/stats?board=${BOARD}&grade=7&question_mode=regular` });
    expect(g7.body.total_questions).toBe(s.by_grade['7']);
    const g8 = await api({ method: 'GET', url: `/api/qb/stats?board=${BOARD}&grade=8` });
    expect(g8.body.total_questions).toBe(0);
  });

  it('needs the right password, deletes and audits', async () => {
    const reset = (payload: object) => api({ method: 'POST', url: '/api/qb/database/reset', payload });
    expect((await reset({ password: '' })).body.detail).toBe(QB_MSG.enterPassword);
    const wrong = await reset({ password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(QB_MSG.wrongPassword);
    const [{ n: olympiad }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from qb_questions where question_mode = 'olympiad'`,
    );
    const [{ n: total }] = await t.db.query<{ n: number }>('select count(*)::int as n from qb_questions');
    const ol = await reset({ password: PASSWORD, question_mode: 'olympiad' });
    expect(ol.body.deleted_count).toBe(olympiad);
    const res = await reset({ password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.deleted_count).toBe(total - olympiad);
    expect(res.body.message).toMatch(/^Database reset complete\. Deleted \d+ questions\./);
    const stats = await api({ method: 'GET', url: '/api/qb/stats' });
    expect(stats.body.total_questions).toBe(0);
    const entries = await t.db.db.select().from(auditLog).where(eq(auditLog.actorId, adminId));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['qb.reset_denied', 'qb.database_reset']));
  });
});
