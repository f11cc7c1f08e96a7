import { AI_SETTINGS_MSG, DEFAULT_AI_CONFIG, nameTooLong, QB_AUTO_MSG, QB_MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAdmin, createParent, createTeacher, setupTestApp, signIn, type TestContext } from './helpers';

// Honest forms (issue 17): a value outside a limit is refused with a message, never cut or clamped into range.

let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let admin: string;
let qb: string;
let teacher: string;

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  teacher = (await createTeacher(t.app)).token;
  const a = await createAdmin(t.db, 'super_admin');
  admin = await signIn(t.app, a.email, a.code);
  const q = await createAdmin(t.db, 'qb_admin');
  qb = await signIn(t.app, q.email, q.code);
});

const child = { name: 'Asha', age: 9, grade: 4, school_name: 'KV', board: 'CBSE', consent: true };
const post = (url: string, token: string, payload: object, method = 'POST') =>
  call(t.app, { method, url, token, payload } as Parameters<typeof call>[1]);

describe('limits are refused with a message, never cut or clamped', () => {
  it('children: a 112-character name and age 25 are refused; nothing is stored', async () => {
    const long = 'Anjali '.repeat(16);
    expect(long.length).toBe(112);
    const name = await post('/api/children', parent.token, { ...child, name: long });
    expect(name.status).toBe(400);
    expect(name.body.field_errors.name).toBe('Child name must be at most 100 characters');
    const age = await post('/api/children', parent.token, { ...child, age: 25 });
    expect(age.status).toBe(400);
    expect(age.body.field_errors.age).toBe('Age must be between 3 and 18');
    expect((await post('/api/children', parent.token, { ...child, grade: 13 })).body.field_errors.grade).toBe(
      'Grade must be between 1 and 12',
    );
    const list = await call(t.app, { method: 'GET', url: '/api/children', token: parent.token });
    expect(list.body.children).toHaveLength(0);
  });

  it('AI Config: 20 attempts and temperature 1.5 (or 0.75) are refused, not set to 10, 1 or 0.8', async () => {
    const put = (settings: object) =>
      post(
        '/api/admin/ai-config',
        admin,
        { ...DEFAULT_AI_CONFIG, settings: { ...DEFAULT_AI_CONFIG.settings, ...settings } },
        'PUT',
      );
    const attempts = await put({ max_generation_attempts: 20 });
    expect(attempts.status).toBe(400);
    expect(attempts.body.detail).toBe(AI_SETTINGS_MSG.attempts);
    const temp = await put({ worksheet_temperature: 1.5 });
    expect(temp.status).toBe(400);
    expect(temp.body.detail).toBe(AI_SETTINGS_MSG.worksheetTemperature);
    expect((await put({ evaluation_temperature: 0.75 })).body.detail).toBe(AI_SETTINGS_MSG.evaluationTemperature);
    const saved = await call(t.app, { method: 'GET', url: '/api/admin/ai-config', token: admin });
    expect(saved.body.settings).toEqual(DEFAULT_AI_CONFIG.settings);
    expect((await put({ worksheet_temperature: 0.4 })).status).toBe(200);
  });

  it('sign-up and profile names over 100 characters are refused', async () => {
    const reg = await post('/api/auth/register', '', {
      name: 'x'.repeat(101),
      email: 'long.name@example.com',
      password: 'Secret-pass-1',
      role: 'coaching_teacher',
    });
    expect(reg.status).toBe(400);
    expect(reg.body.detail).toBe(nameTooLong);
    const profile = await post('/api/auth/update-profile', parent.token, { name: 'y'.repeat(101) });
    expect(profile.status).toBe(400);
    expect(profile.body.detail).toBe(nameTooLong);
  });

  it('question bank: 36 questions, 21 per topic in auto mode, and 51 worksheet topics are refused', async () => {
    const gen = await post('/api/qb/questions/generate', qb, {
      board: 'CBSE',
      grade: 7,
      subject: 'Mathematics',
      chapter: 'Integers',
      question_types: ['mcq'],
      num_questions: 36,
    });
    expect(gen.status).toBe(400);
    expect(gen.body.detail).toBe(QB_MSG.numQuestions);
    const auto = await post('/api/qb/auto-generate', qb, {
      board: 'CBSE',
      grade: 7,
      subject: 'Mathematics',
      chapter: 'Integers',
      questions_per_topic: 21,
    });
    expect(auto.status).toBe(400);
    expect(auto.body.detail).toBe(QB_AUTO_MSG.perTopic);
    const ws = await post('/api/worksheets/generate', teacher, {
      subject: 'Mathematics',
      topics: Array.from({ length: 51 }, (_, i) => `Topic ${i + 1}`),
      grade: 7,
      board: 'CBSE',
      num_questions: 5,
      difficulty: 'easy',
      question_types: ['mcq'],
    });
    expect(ws.status).toBe(400);
    expect(ws.body.detail).toBe('At most 50 topics');
  });
});
