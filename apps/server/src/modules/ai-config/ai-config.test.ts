import { AI_CONFIG_MSG, type AiConfig, DEFAULT_AI_CONFIG } from '@app/shared';
import { MockLanguageModelV3 } from 'ai/test';
import { eq } from 'drizzle-orm';
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
import type { ModelRequest } from '../../ai/index';
import { auditLog } from '../../db/schema/index';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const mcq = (a: number, b: number) => ({
  question_type: 'mcq',
  question_text: `What is $${a} \\times ${b}$?`,
  options: [a * b - 2, a * b, a * b + 3, a * b + 7].map(String),
  answer: String(a * b),
  answer_explanation: `$${a} \\times ${b} = ${a * b}$.`,
  marks: 1,
  difficulty: 'easy',
  topic: 'Integers',
  concept: 'maths.integers.multiplication-of-integers',
  key_terms: null,
  accepted_answers: null,
  hint: 'Multiply step by step.',
});

/** Records which models the engine asked for; each call answers two valid questions. */
const requests: ModelRequest[] = [];
let modelCalls = 0;
const model = new MockLanguageModelV3({
  doGenerate: async () => {
    modelCalls++;
    return {
      content: [{ type: 'text', text: JSON.stringify({ questions: [mcq(3, 5), mcq(4, 6)] }) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    };
  },
});

let t: TestContext;
let admin: string;
let parent: string;
let teacher: string;
let qbAdmin: string;

beforeAll(async () => {
  t = await setupTestApp({
    deps: {
      ai: {
        keys: { openai_api_key: 'test-openai-key' },
        createModel: (req) => {
          requests.push(req);
          return model;
        },
      },
    },
  });
  const a = await createAdmin(t.db, 'super_admin');
  admin = await signIn(t.app, a.email, a.code);
  const q = await createAdmin(t.db, 'qb_admin');
  qbAdmin = await signIn(t.app, q.email, q.code);
  parent = (await createParent(t.app)).token;
  teacher = (await createTeacher(t.app)).token;
});

const openaiModels = { auto: 'gpt-4o-mini', easy: 'gpt-4o-mini', medium: 'gpt-4o', hard: 'gpt-4o', extreme: 'gpt-4o' };
const withWorksheet = (provider: AiConfig['providers']['worksheet'], patch: Partial<AiConfig> = {}) => ({
  ...DEFAULT_AI_CONFIG,
  providers: { ...DEFAULT_AI_CONFIG.providers, worksheet: provider },
  models: {
    ...DEFAULT_AI_CONFIG.models,
    worksheet: provider === 'openai' ? openaiModels : DEFAULT_AI_CONFIG.models.worksheet,
  },
  ...patch,
});
const put = (token: string, payload: unknown) =>
  call(t.app, { method: 'PUT', url: '/api/admin/ai-config', token, payload: payload as object });
const generate = () =>
  call(t.app, {
    method: 'POST',
    url: '/api/worksheets/generate',
    token: teacher,
    payload: {
      subject: 'Mathematics',
      topics: ['Integers'],
      grade: 7,
      board: 'CBSE',
      num_questions: 2,
      difficulty: 'easy',
      question_types: ['mcq'],
    },
  });

describe('AI config access', () => {
  it.each(['/api/admin/ai-config', '/api/admin/ai-config/available-models'])(
    'GET %s is for the super admin only',
    async (url) => {
      for (const token of [parent, teacher, qbAdmin]) {
        expect((await call(t.app, { method: 'GET', url, token })).status).toBe(403);
      }
      expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
      expect((await call(t.app, { method: 'GET', url, token: admin })).status).toBe(200);
    },
  );

  it('PUT is for the super admin only', async () => {
    for (const token of [parent, teacher, qbAdmin]) expect((await put(token, DEFAULT_AI_CONFIG)).status).toBe(403);
  });
});

describe('AI config', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/admin/ai-config', token: admin });
    expect(res.body).toMatchObject({
      providers: DEFAULT_AI_CONFIG.providers,
      models: DEFAULT_AI_CONFIG.models,
      settings: { max_generation_attempts: 3, worksheet_temperature: 0.7, evaluation_temperature: 0.3 },
      openai_compatible: { base_url: '', has_api_key: false },
      updated_at: null,
      problems: [],
    });
  });

  it.each([
    ['settings.max_generation_attempts', { max_generation_attempts: 0 }],
    ['settings.max_generation_attempts', { max_generation_attempts: 11 }],
    ['settings.max_generation_attempts', { max_generation_attempts: 2.5 }],
    ['settings.worksheet_temperature', { worksheet_temperature: 1.1 }],
    ['settings.evaluation_temperature', { evaluation_temperature: -0.1 }],
  ])('refuses %s out of range (%o) with a field error', async (field, patch) => {
    const res = await put(admin, { ...DEFAULT_AI_CONFIG, settings: { ...DEFAULT_AI_CONFIG.settings, ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.field_errors).toHaveProperty([field]);
  });

  it('refuses a model of another provider', async () => {
    const res = await put(admin, {
      ...withWorksheet('openai'),
      models: { ...DEFAULT_AI_CONFIG.models, worksheet: { ...openaiModels, hard: 'gemini-2.5-pro' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.field_errors['models.worksheet.hard']).toMatch(/not a OpenAI model/);
  });

  it('refuses an unusable configuration with a clear detail and saves nothing', async () => {
    const gemini = {
      ...DEFAULT_AI_CONFIG,
      providers: { ...DEFAULT_AI_CONFIG.providers, notes: 'gemini' },
      models: { ...DEFAULT_AI_CONFIG.models, notes: { default: 'gemini-2.5-flash' } },
    };
    const res = await put(admin, gemini);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Gemini is selected for notes but GEMINI_API_KEY is not set.');
    const compatible = {
      ...DEFAULT_AI_CONFIG,
      providers: { ...DEFAULT_AI_CONFIG.providers, evaluation: 'openai-compatible' },
    };
    const res2 = await put(admin, compatible);
    expect(res2.status).toBe(400);
    expect(res2.body.detail).toMatch(
      /OpenAI-compatible endpoint is selected for evaluation but OPENAI_COMPATIBLE_BASE_URL/,
    );
    const now = await call(t.app, { method: 'GET', url: '/api/admin/ai-config', token: admin });
    expect(now.body.updated_at).toBeNull();
  });

  it('lists models per provider and which providers the keys make usable', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/admin/ai-config/available-models', token: admin });
    expect(res.body.gemini.map((m: { id: string }) => m.id)).toContain('gemini-2.5-flash');
    expect(res.body.openai.map((m: { id: string }) => m.id)).toContain('gpt-4o');
    const usable = Object.fromEntries(res.body.providers.map((p: { id: string; usable: boolean }) => [p.id, p.usable]));
    expect(usable).toEqual({ builtin: true, gemini: false, openai: true, 'openai-compatible': false });
  });

  it('saves, audits, and the next generation uses the saved provider; switching back stops the model calls', async () => {
    const before = await generate();
    expect(before.status).toBe(201);
    expect(before.body.generated_by).toEqual({ provider: 'builtin', model: 'builtin-v1' });
    expect(requests).toHaveLength(0);

    const saved = await put(
      admin,
      withWorksheet('openai', {
        settings: { max_generation_attempts: 4, worksheet_temperature: 0.4, evaluation_temperature: 0.2 },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(AI_CONFIG_MSG.saved);
    expect(saved.body.providers.worksheet).toBe('openai');
    const read = await call(t.app, { method: 'GET', url: '/api/admin/ai-config', token: admin });
    expect(read.body).toMatchObject({
      providers: { worksheet: 'openai' },
      models: { worksheet: openaiModels },
      settings: { max_generation_attempts: 4, worksheet_temperature: 0.4 },
    });
    expect(read.body.updated_at).not.toBeNull();
    const entries = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'ai_config.update'));
    expect(entries).toHaveLength(1);

    const viaModel = await generate();
    expect(viaModel.status).toBe(201);
    expect(viaModel.body.generated_by).toEqual({ provider: 'openai', model: 'gpt-4o-mini' });
    expect(viaModel.body.enhanced).toBe(true);
    expect(viaModel.body.num_questions).toBe(2);
    expect(requests.at(-1)).toMatchObject({ provider: 'openai', modelId: 'gpt-4o-mini', apiKey: 'test-openai-key' });
    const calls = modelCalls;
    expect(calls).toBeGreaterThan(0);

    expect((await put(admin, withWorksheet('builtin'))).status).toBe(200);
    const back = await generate();
    expect(back.body.generated_by.provider).toBe('builtin');
    expect(modelCalls).toBe(calls);
  });

  it('keeps a saved OpenAI-compatible key without ever sending it back', async () => {
    const res = await put(admin, {
      ...DEFAULT_AI_CONFIG,
      openai_compatible: { base_url: 'http://127.0.0.1:11434/v1', api_key: 'sk-local-secret' },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('sk-local-secret');
    expect(res.body.openai_compatible).toEqual({ base_url: 'http://127.0.0.1:11434/v1', has_api_key: true });
    // Saving again without a key keeps the stored one.
    const again = await put(admin, {
      ...DEFAULT_AI_CONFIG,
      openai_compatible: { base_url: 'http://127.0.0.1:11434/v1' },
    });
    expect(again.body.openai_compatible.has_api_key).toBe(true);
    const models = await call(t.app, { method: 'GET', url: '/api/admin/ai-config/available-models', token: admin });
    expect(models.body.providers.find((p: { id: string }) => p.id === 'openai-compatible').usable).toBe(true);
  });
});
