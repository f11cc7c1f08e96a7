import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, setupTestApp, signIn, type TestContext } from '../../../test/helpers';
import { createDbQuestionSource } from './question-source';
import { seedQuestionBank } from './seed-bank';

// The bank at scale: normalised matching, counts kept by triggers, keyset paging, the one-statement source.
let t: TestContext;
let admin: string;
const BOARD = `FB${randomBytes(3).toString('hex')}`;
const api = (opts: Parameters<typeof call>[1]) => call(t.app, { token: admin, ...opts });

const question = (n: number, extra: Record<string, unknown> = {}) => ({
  question_mode: 'regular',
  question_type: 'mcq',
  difficulty: n % 2 ? 'hard' : 'easy',
  board: BOARD,
  grade: 6,
  subject: 'Mathematics',
  chapter: 'Knowing Our Numbers',
  topic: 'Comparing numbers',
  question_text: `Which is larger: ${n} or ${n + 1}?`,
  options: [String(n), String(n + 1), String(n + 2), String(n + 3)],
  answer: String(n + 1),
  ...extra,
});

/** The counts table against a real count of the bank, group by group. */
async function countsMatchBank() {
  const diff = await t.db.query(`
    with real as (
      select question_mode, board, grade, subject, chapter, topic, difficulty, question_type,
             coalesce(olympiad_code, '') as olympiad_code, count(*)::bigint as n
      from qb_questions group by 1, 2, 3, 4, 5, 6, 7, 8, 9)
    (select * from real except select question_mode, board, grade, subject, chapter, topic, difficulty,
       question_type, olympiad_code, n from qb_question_counts)
    union all
    (select question_mode, board, grade, subject, chapter, topic, difficulty, question_type, olympiad_code, n
       from qb_question_counts except select * from real)`);
  return diff;
}

beforeAll(async () => {
  t = await setupTestApp();
  const a = await createAdmin(t.db, 'qb_admin');
  admin = await signIn(t.app, a.email, a.code);
  const save = await api({
    method: 'POST',
    url: '/api/qb/questions/save',
    payload: { questions: Array.from({ length: 45 }, (_, i) => question(i * 10)) },
  });
  expect(save.body.saved_count).toBe(45);
  // Ties in created_at (one batch, or PGlite's clock) must not make keyset paging repeat or skip rows.
  await t.db.query(
    `update qb_questions set created_at = '2026-01-01T00:00:00Z' where board = $1 and grade = 6
    and question_text like 'Which is larger: 1%'`,
    [BOARD],
  );
});

describe('counts kept by the triggers', () => {
  it('match the bank after inserts, edits that move a question and deletes', async () => {
    expect(await countsMatchBank()).toEqual([]);
    await t.db.query(
      `update qb_questions set topic = 'Estimation', difficulty = 'medium'
      where board = $1 and question_text like 'Which is larger: 2%'`,
      [BOARD],
    );
    expect(await countsMatchBank()).toEqual([]);
    await t.db.query(`delete from qb_questions where board = $1 and question_text like 'Which is larger: 3%'`, [BOARD]);
    expect(await countsMatchBank()).toEqual([]);
    const [{ empty }] = await t.db.query<{ empty: number }>(
      `select count(*)::int as empty from qb_question_counts where n <= 0`,
    );
    expect(empty).toBe(0);
    const stats = await api({ method: 'GET', url: `/api/qb/stats?board=${BOARD}` });
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from qb_questions where board = $1`, [
      BOARD,
    ]);
    expect(stats.body.total_questions).toBe(n);
    expect(stats.body.by_board).toEqual({ [BOARD]: n });
    expect(stats.body.by_difficulty.medium).toBeGreaterThan(0);
  });
});

describe('browse', () => {
  const fetch = (payload: Record<string, unknown>) =>
    api({ method: 'POST', url: '/api/qb/questions/fetch', payload: { board: BOARD, grade: 6, ...payload } });

  it('matches board, subject, chapter and topic whatever their case and spacing', async () => {
    const exact = await fetch({ subject: 'Mathematics', chapter: 'Knowing Our Numbers', limit: 5 });
    const loose = await fetch({
      board: ` ${BOARD.toLowerCase()} `,
      subject: 'MATHEMATICS',
      chapter: 'knowing   our numbers',
      limit: 5,
    });
    expect(loose.body.total).toBe(exact.body.total);
    expect(loose.body.questions.map((q: { id: string }) => q.id)).toEqual(
      exact.body.questions.map((q: { id: string }) => q.id),
    );
  });

  it('pages by cursor forwards and back through the same rows as skip, ties included', async () => {
    const all = await fetch({ limit: 100 });
    const ids = all.body.questions.map((q: { id: string }) => q.id);
    expect(ids.length).toBe(all.body.total);
    const forward: string[][] = [];
    let page = await fetch({ limit: 7 });
    const cursors = [];
    while (page.body.questions.length) {
      forward.push(page.body.questions.map((q: { id: string }) => q.id));
      cursors.push(page.body.prev_cursor);
      page = await fetch({ limit: 7, after: page.body.next_cursor });
      expect(page.body.total).toBe(all.body.total);
    }
    expect(forward.flat()).toEqual(ids);
    // Previous from page 3 is page 2.
    const back = await fetch({ limit: 7, before: cursors[2] });
    expect(back.body.questions.map((q: { id: string }) => q.id)).toEqual(forward[1]);
    const bySkip = await fetch({ limit: 7, skip: 14 });
    expect(bySkip.body.questions.map((q: { id: string }) => q.id)).toEqual(forward[2]);
  });

  it('refuses a cursor it did not make', async () => {
    const bad = await fetch({ after: 'bm90LWEtY3Vyc29y' });
    expect(bad.status).toBe(400);
    expect(bad.body.field_errors).toHaveProperty('after');
  });
});

describe('worksheet source', () => {
  const query = (seed: string, types: ('mcq' | 'true_false')[] = ['mcq']) => ({
    mode: 'regular' as const,
    board: BOARD.toLowerCase(),
    grade: 6,
    subject: 'Maths',
    topics: ['comparing  numbers'],
    types,
    limit: 10,
    exclude: new Set<string>(),
    seed,
  });

  it('answers a batch as its queries one by one, the same for a seed and another for another', async () => {
    const source = createDbQuestionSource(t.db.db);
    const a = await source.findQuestions(query('one'));
    expect(a).toHaveLength(10);
    expect(a.every((q) => q.topic === 'Comparing numbers' && q.question_type === 'mcq')).toBe(true);
    // The board's own questions come before the shared CBSE ones.
    expect(a[0].board).toBe(BOARD);
    expect(await source.findQuestions(query('one'))).toEqual(a);
    const b = await source.findQuestions(query('two'));
    expect(b.map((q) => q.question_text)).not.toEqual(a.map((q) => q.question_text));
    const batch = await source.findQuestionsBatch!([query('one'), query('two'), query('one', ['true_false'])]);
    expect(batch[0]).toEqual(a);
    expect(batch[1]).toEqual(b);
    expect(batch[2].every((q) => q.question_type === 'true_false')).toBe(true);
  });

  it('leaves out excluded questions', async () => {
    const source = createDbQuestionSource(t.db.db);
    const first = await source.findQuestions({ ...query('x'), limit: 3 });
    const { questionDedupKey } = await import('@app/shared');
    const next = await source.findQuestions({ ...query('x'), limit: 3, exclude: new Set(first.map(questionDedupKey)) });
    expect(next.map((q) => q.question_text)).not.toContain(first[0].question_text);
  });
});

describe('truncate', () => {
  it('empties the counts with the bank', async () => {
    await t.db.query('truncate qb_questions');
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from qb_question_counts');
    expect(n).toBe(0);
    expect((await api({ method: 'GET', url: '/api/qb/stats' })).body.total_questions).toBe(0);
  });

  it('loads the seed bank again at the next start, and only what is missing', async () => {
    const loaded = await seedQuestionBank(t.db.db);
    expect(loaded).toBeGreaterThan(100);
    await t.db.query(`delete from qb_questions where id in (select id from qb_questions limit 7)`);
    expect(await seedQuestionBank(t.db.db)).toBe(7);
    expect(await seedQuestionBank(t.db.db)).toBe(0);
  });
});
