import { SEED_BANK } from '@app/content/bank/index';
import { ZOlympiadConfigResponse, ZSyllabusResponse } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createParent,
  createTeacher,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';
import { qbQuestions } from '../../db/schema/index';
import { seedQuestionBank } from '../question-bank/seed-bank';

let t: TestContext;
let parent: string;
let teacher: string;
let qbAdmin: string;

beforeAll(async () => {
  t = await setupTestApp();
  parent = (await createParent(t.app)).token;
  teacher = (await createTeacher(t.app)).token;
  const qb = await createAdmin(t.db, 'qb_admin', '112233');
  qbAdmin = await signIn(t.app, qb.email, qb.code);
});

describe('syllabus and templates', () => {
  it('answers real NCERT chapters for CBSE grade 7 Mathematics', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/syllabus/Mathematics?grade=7&board=CBSE',
      token: parent,
    });
    expect(res.status).toBe(200);
    const body = ZSyllabusResponse.parse(res.body);
    expect(body.board).toBe('CBSE');
    // Ganita Prakash 7 is the default book; the earlier NCERT book stays available.
    expect(body.chapters.map((c) => c.chapter)).toContain('Large Numbers Around Us');
    expect(body.available_books.map((b) => b.id)).toContain('ncert-maths-7');
    expect(body.chapters.every((c) => c.topics.length > 0)).toBe(true);
    expect(body.available_books.length).toBeGreaterThan(0);
    expect(body.selected_book_id).toBe(body.available_books[0].id);
  });

  it('defaults the board: CBSE for a parent, Master for a teacher', async () => {
    const p = await call(t.app, { method: 'GET', url: '/api/syllabus/Science?grade=8', token: parent });
    expect(p.body.board).toBe('CBSE');
    const tch = await call(t.app, { method: 'GET', url: '/api/syllabus/Science?grade=8', token: teacher });
    expect(tch.body.board).toBe('Master');
    expect(tch.body.chapters.length).toBeGreaterThan(0);
  });

  it('takes the board from a child the caller may read, and 404 for anyone else’s child', async () => {
    const p = await createParent(t.app);
    const add = await call(t.app, {
      method: 'POST',
      url: '/api/children',
      token: p.token,
      payload: { name: 'Meera', age: 12, grade: 7, school_name: 'DPS', board: 'ICSE', consent: true },
    });
    expect(add.status).toBe(201);
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/syllabus/Mathematics?grade=7&child_id=${add.body.id}`,
      token: p.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.board).toBe('ICSE');
    for (const token of [parent, teacher]) {
      const other = await call(t.app, {
        method: 'GET',
        url: `/api/syllabus/Mathematics?grade=7&child_id=${add.body.id}`,
        token,
      });
      expect(other.status).toBe(404);
    }
  });

  it('switches book by book_id and falls back to the default for an unknown one', async () => {
    const first = (
      await call(t.app, { method: 'GET', url: '/api/syllabus/Mathematics?grade=7&board=CBSE', token: parent })
    ).body;
    if (first.available_books.length > 1) {
      const other = first.available_books[1];
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/syllabus/Mathematics?grade=7&board=CBSE&book_id=${other.id}`,
        token: parent,
      });
      expect(res.body.selected_book_id).toBe(other.id);
    }
    const unknown = await call(t.app, {
      method: 'GET',
      url: '/api/syllabus/Mathematics?grade=7&board=CBSE&book_id=nope',
      token: parent,
    });
    expect(unknown.body.selected_book_id).toBe(first.selected_book_id);
  });

  it('says so when no syllabus exists, and validates the grade', async () => {
    const none = await call(t.app, { method: 'GET', url: '/api/syllabus/Physics?grade=3&board=CBSE', token: parent });
    expect(none.status).toBe(200);
    expect(none.body.chapters).toEqual([]);
    expect(none.body.message).toMatch(/No syllabus/);
    const bad = await call(t.app, { method: 'GET', url: '/api/syllabus/Mathematics?grade=13', token: parent });
    expect(bad.status).toBe(400);
  });

  it('lists templates with question counts and types', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/templates', token: teacher });
    expect(res.status).toBe(200);
    const names = Object.values(res.body.templates).map((x: any) => `${x.name}:${x.questions}`);
    expect(names).toEqual(
      expect.arrayContaining(['Short Practice:5', 'Mock Test:25', 'Full Assessment:50', 'Skill Assessment:15']),
    );
  });

  it('lists books by curriculum', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/books/by-curriculum?grade=10&subject=Mathematics',
      token: parent,
    });
    expect(res.status).toBe(200);
    expect(res.body.books.some((b: any) => b.board === 'CBSE' && /NCERT/.test(b.publisher))).toBe(true);
  });

  it('needs a session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/templates' })).status).toBe(401);
  });
});

describe('olympiad catalogue routes', () => {
  it('lists the SOF olympiads', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/olympiad/types', token: parent });
    expect(res.body.olympiads[0].olympiads.map((o: any) => o.code)).toEqual(
      expect.arrayContaining(['NSO', 'IMO', 'IEO', 'IGKO', 'ICSO', 'IHO', 'ISSO']),
    );
  });

  it('gives the IMO grade 5 mock blueprint: 50 questions, 60 marks, 60 minutes', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/olympiad/config?grade=5&subject=Mathematics',
      token: parent,
    });
    const body = ZOlympiadConfigResponse.parse(res.body);
    expect(body.available).toBe(true);
    expect(body.olympiad?.code).toBe('IMO');
    const cfg = body.olympiad!.config;
    expect(cfg.sections.reduce((n, s) => n + s.questions, 0)).toBe(50);
    expect(cfg.total_marks).toBe(60);
    expect(cfg.duration_minutes).toBe(60);
    expect(cfg.sections.filter((s) => s.is_hot).map((s) => s.name)).toEqual(['Achievers Section']);
  });

  it('gives IMO grade 5 sections and topics, and 404 for an unknown olympiad', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/olympiad/sof/IMO/syllabus?grade=5', token: parent });
    expect(res.body.sections.map((s: any) => s.name)).toContain('Logical Reasoning');
    expect(res.body.sections.every((s: any) => s.topics.length > 0)).toBe(true);
    const missing = await call(t.app, { method: 'GET', url: '/api/olympiad/sof/XYZ/syllabus?grade=5', token: parent });
    expect(missing.status).toBe(404);
  });
});

describe('question bank hierarchy and seed', () => {
  it('cascades board → grade → subject → chapter → topic for a qb_admin', async () => {
    const boards = await call(t.app, { method: 'GET', url: '/api/qb/syllabus/boards', token: qbAdmin });
    expect(boards.body.boards).toContain('CBSE');
    const grades = await call(t.app, { method: 'GET', url: '/api/qb/syllabus/grades?board=CBSE', token: qbAdmin });
    expect(grades.body.grades).toContain(7);
    const subjects = await call(t.app, {
      method: 'GET',
      url: '/api/qb/syllabus/subjects?board=CBSE&grade=7',
      token: qbAdmin,
    });
    expect(subjects.body.subjects).toContain('Mathematics');
    const chapters = await call(t.app, {
      method: 'GET',
      url: '/api/qb/syllabus/chapters?board=CBSE&grade=7&subject=Mathematics',
      token: qbAdmin,
    });
    expect(chapters.body.chapters).toContain('Integers');
    const topics = await call(t.app, {
      method: 'GET',
      url: '/api/qb/syllabus/topics?board=CBSE&grade=7&subject=Mathematics&chapter=Integers',
      token: qbAdmin,
    });
    expect(topics.body.topics.length).toBeGreaterThan(0);
  });

  it('cascades the olympiad hierarchy', async () => {
    const providers = await call(t.app, { method: 'GET', url: '/api/qb/olympiad/providers', token: qbAdmin });
    const provider = providers.body.providers[0];
    const types = await call(t.app, {
      method: 'GET',
      url: `/api/qb/olympiad/types?provider=${provider}`,
      token: qbAdmin,
    });
    expect(types.body.types).toContain('IMO');
    const grades = await call(t.app, {
      method: 'GET',
      url: `/api/qb/olympiad/grades?provider=${provider}&olympiad_type=IMO`,
      token: qbAdmin,
    });
    expect(grades.body.subject).toBe('Mathematics');
    const sections = await call(t.app, {
      method: 'GET',
      url: `/api/qb/olympiad/sections?provider=${provider}&olympiad_type=IMO&grade=5`,
      token: qbAdmin,
    });
    const section = sections.body.sections[0].name;
    const topics = await call(t.app, {
      method: 'GET',
      url: `/api/qb/olympiad/topics?provider=${provider}&olympiad_type=IMO&grade=5&section=${encodeURIComponent(section)}`,
      token: qbAdmin,
    });
    expect(topics.body.topics.length).toBeGreaterThan(0);
  });

  it('is closed to parents and teachers', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/qb/syllabus/boards', token: parent })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/qb/olympiad/providers', token: teacher })).status).toBe(403);
  });

  it('holds every seed question once, and seeding again adds nothing', async () => {
    const [{ n }] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(qbQuestions);
    expect(n).toBe(SEED_BANK.length);
    expect(await seedQuestionBank(t.db.db)).toBe(0);
  });
});
