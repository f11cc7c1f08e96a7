import { randomBytes } from 'node:crypto';
import { WORKSHEET_MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createParent, createTeacher, setupTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
type Parent = Awaited<ReturnType<typeof createParent>>;
let parent: Parent;
let otherParent: Parent;
let teacher: string;
let childId: string;

async function addChild(token: string, patch: Record<string, unknown> = {}) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/children',
    token,
    payload: { name: 'Meera', age: 12, grade: 7, school_name: 'DPS', board: 'CBSE', consent: true, ...patch },
  });
  if (res.status !== 201) throw new Error(`addChild failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  otherParent = await createParent(t.app);
  teacher = (await createTeacher(t.app)).token;
  childId = await addChild(parent.token);
});

const generate = (token: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/api/worksheets/generate', token, payload });

/** A minimal valid one-page PDF with one line of text (offsets computed, so the xref table is exact). */
export function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function multipart(filename: string, data: Buffer, contentType = 'application/pdf') {
  const boundary = `----ssWsTest${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('worksheet generation', () => {
  it('generates a CBSE grade 7 Mathematics worksheet of 35 questions for a child', async () => {
    const res = await generate(parent.token, {
      mode: 'practice',
      subject: 'Mathematics',
      topics: ['Integers', 'Fractions and Decimals', 'Simple Equations', 'Data Handling'],
      template: 'full_assessment',
      num_questions: 35,
      difficulty: 'auto',
      question_types: null,
      target_id: childId,
      target_type: 'child',
    });
    expect(res.status).toBe(201);
    const ws = res.body;
    expect(ws).toMatchObject({
      grade: 7,
      board: 'CBSE',
      subject: 'Mathematics',
      is_modified: false,
      is_olympiad: false,
    });
    expect(ws.num_questions).toBe(35);
    expect(ws.shortfall).toBeNull();
    expect(ws.questions).toHaveLength(35);
    expect(ws.json_data.answer_key).toHaveLength(35);
    expect(ws.json_data.sections.flatMap((s: { questions_list: unknown[] }) => s.questions_list)).toHaveLength(35);
    expect(ws.html_content).toContain('<');
    expect(ws.html_content_print).toContain('<');
    expect(ws.answer_key).toContain('<');
    expect(ws.generated_by).toEqual({ provider: 'builtin', model: 'builtin-v1' });
    expect(ws.creator_role).toBe('parent');
  });

  it('reports a shortfall honestly instead of padding', async () => {
    const res = await generate(teacher, {
      subject: 'Mathematics',
      topics: ['Integers'],
      grade: 7,
      board: 'CBSE',
      num_questions: 35,
      question_types: ['long_answer'],
    });
    expect(res.status).toBe(201);
    expect(res.body.num_questions).toBeLessThan(35);
    expect(res.body.num_questions).toBeGreaterThan(0);
    expect(res.body.shortfall).toEqual({
      requested: 35,
      available: res.body.num_questions,
      message: `${res.body.num_questions} of 35 questions available offline; configure an AI provider for more`,
    });
  });

  it.each([
    [{ topics: [] }, WORKSHEET_MSG.needTopicOrReference],
    [{ topics: ' , ' }, WORKSHEET_MSG.needTopicOrReference],
    [{ question_types: [] }, WORKSHEET_MSG.needQuestionType],
    [{ num_questions: 36 }, WORKSHEET_MSG.numQuestions],
    [{ num_questions: 0 }, WORKSHEET_MSG.numQuestions],
    [{ subject: '' }, WORKSHEET_MSG.subjectRequired],
    [{ target_id: undefined, grade: undefined }, WORKSHEET_MSG.gradeRequired],
  ])('refuses %o with the spec message', async (patch, message) => {
    const res = await generate(parent.token, {
      subject: 'Mathematics',
      topics: ['Integers'],
      target_id: childId,
      target_type: 'child',
      ...patch,
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
  });

  it('answers 404 for another family’s child and 403 for admins', async () => {
    const res = await generate(otherParent.token, {
      subject: 'Mathematics',
      topics: ['Integers'],
      target_id: childId,
      target_type: 'child',
    });
    expect(res.status).toBe(404);
  });

  it('accepts topics as comma-separated text and a teacher’s explicit grade (board Master by default)', async () => {
    const res = await generate(teacher, {
      subject: 'Mathematics',
      topics: 'Integers, Simple Equations',
      grade: 7,
      num_questions: 5,
      target_type: 'batch',
      target_id: 'batch_1',
    });
    expect(res.status).toBe(201);
    expect(res.body.topics).toEqual(['Integers', 'Simple Equations']);
    expect(res.body.board).toBe('Master');
  });
});

describe('reading and editing a worksheet', () => {
  let ws: { id: string; questions: Record<string, unknown>[] };
  beforeAll(async () => {
    const res = await generate(parent.token, {
      subject: 'Mathematics',
      topics: ['Integers'],
      num_questions: 4,
      question_types: ['mcq', 'true_false'],
      target_id: childId,
    });
    ws = res.body;
  });

  it('is read by its creator only', async () => {
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/worksheets/${ws.id}?timestamp=123`,
      token: parent.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(ws.id);
    for (const token of [otherParent.token, teacher]) {
      expect((await call(t.app, { method: 'GET', url: `/api/worksheets/${ws.id}`, token })).status).toBe(404);
      const put = await call(t.app, {
        method: 'PUT',
        url: `/api/worksheets/${ws.id}`,
        token,
        payload: { questions: ws.questions },
      });
      expect(put.status).toBe(404);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/worksheets/not-a-uuid', token: parent.token })).status).toBe(
      404,
    );
  });

  it('checks edits in the spec’s order, with its messages', async () => {
    const base = ws.questions.map((q) => ({ ...q }));
    const mcqIndex = base.findIndex((q) => q.question_type === 'mcq');
    const n = mcqIndex + 1;
    const edit = (patch: Record<string, unknown>) => {
      const qs = base.map((q) => ({ ...q }));
      qs[mcqIndex] = { ...qs[mcqIndex], ...patch };
      return call(t.app, {
        method: 'PUT',
        url: `/api/worksheets/${ws.id}`,
        token: parent.token,
        payload: { questions: qs },
      });
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ question_text: '  ', options: ['only one'], correct_answer: '' }, WORKSHEET_MSG.questionText(n)],
      [{ options: ['only one'], correct_answer: '' }, WORKSHEET_MSG.mcqOptions(n)],
      [{ options: ['one', ' ', 'three'], correct_answer: '' }, WORKSHEET_MSG.emptyOption(n)],
      [{ correct_answer: '', answer: '' }, WORKSHEET_MSG.answerRequired(n)],
      [{ marks: 11 }, WORKSHEET_MSG.marks],
      [{ marks: 0 }, WORKSHEET_MSG.marks],
    ];
    for (const [patch, message] of cases) {
      const res = await edit(patch);
      expect(res.status, message).toBe(400);
      expect(res.body.detail).toBe(message);
    }
    const unchanged = await call(t.app, { method: 'GET', url: `/api/worksheets/${ws.id}`, token: parent.token });
    expect(unchanged.body.is_modified).toBe(false);
  });

  it('saves edits, fixes True False options and marks the worksheet modified', async () => {
    const qs = ws.questions.map((q) => ({ ...q }));
    const mcq = qs.findIndex((q) => q.question_type === 'mcq');
    qs[mcq] = {
      ...qs[mcq],
      question_text: 'Which number is negative?',
      options: ['-3', '4'],
      correct_answer: 'A',
      marks: 2,
    };
    qs.push({
      question_type: 'true_false',
      question_text: 'Zero is an integer.',
      options: ['yes', 'no'],
      correct_answer: 'True',
    });
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/worksheets/${ws.id}`,
      token: parent.token,
      payload: { questions: qs, num_questions: qs.length },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(WORKSHEET_MSG.updated);
    expect(res.body.is_modified).toBe(true);
    expect(res.body.modified_at).not.toBeNull();
    expect(res.body.num_questions).toBe(qs.length);
    const edited = res.body.questions[mcq];
    expect(edited).toMatchObject({
      question_text: 'Which number is negative?',
      options: ['-3', '4'],
      answer: '-3',
      correct_answer: '-3',
      marks: 2,
    });
    expect(edited.concept).toBe(ws.questions[mcq].concept);
    expect(res.body.questions.at(-1)).toMatchObject({
      options: ['True', 'False'],
      answer: 'True',
      difficulty: 'medium',
      marks: 1,
    });
    expect(res.body.html_content).toContain('Which number is negative?');
    const again = await call(t.app, { method: 'GET', url: `/api/worksheets/${ws.id}`, token: parent.token });
    expect(again.body.is_modified).toBe(true);
    expect(again.body.questions).toHaveLength(qs.length);
  });
});

describe('reference upload', () => {
  it('stores a PDF and returns its text, which generation can use', async () => {
    const pdf = minimalPdf('Photosynthesis makes food in green leaves');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/worksheets/upload-reference',
      token: parent.token,
      ...multipart('leaves.pdf', pdf),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      file_type: 'application/pdf',
      filename: 'leaves.pdf',
      message: WORKSHEET_MSG.referenceUploaded,
      truncated: false,
    });
    expect(res.body.extracted_text).toContain('Photosynthesis makes food in green leaves');
    const gen = await generate(parent.token, {
      subject: 'Science',
      topics: [],
      reference_file_path: res.body.file_path,
      reference_file_type: res.body.file_type,
      target_id: childId,
      num_questions: 3,
    });
    expect(gen.status === 201 || gen.status === 422).toBe(true);
    // Another user cannot use it.
    const stolen = await generate(otherParent.token, {
      subject: 'Science',
      reference_file_path: res.body.file_path,
      grade: 7,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toBe(WORKSHEET_MSG.referenceNotFound);
  });

  it('refuses other file types with the spec message', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/worksheets/upload-reference',
      token: parent.token,
      ...multipart('notes.txt', Buffer.from('plain text'), 'text/plain'),
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Only PDF, JPG, and PNG files are allowed.');
  });
});

describe('olympiad', () => {
  const olympiad = (token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/olympiad/generate', token, payload });

  it('generates an IMO practice set, saved as the caller’s worksheet', async () => {
    const res = await olympiad(parent.token, {
      mode: 'practice',
      grade: 7,
      subject: 'Mathematics',
      topics: ['Logical Reasoning'],
      question_count: 10,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.worksheet_json.is_olympiad).toBe(true);
    expect(res.body.metadata.mode).toBe('practice');
    expect(res.body.worksheet_json.questions.length).toBeGreaterThan(0);
    expect(res.body.worksheet_json.questions.every((q: { question_type: string }) => q.question_type === 'mcq')).toBe(
      true,
    );
    expect(res.body.html_content).toContain('<');
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/worksheets/${res.body.worksheet_id}`,
      token: parent.token,
    });
    expect(read.status).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/worksheets/${res.body.worksheet_id}`, token: teacher })).status,
    ).toBe(404);
    // Saving it again through POST /worksheets returns the same worksheet.
    const save = await call(t.app, {
      method: 'POST',
      url: '/api/worksheets',
      token: parent.token,
      payload: { ...res.body.worksheet_json, id: res.body.worksheet_id },
    });
    expect(save.status).toBe(200);
    expect(save.body.id).toBe(res.body.worksheet_id);
  });

  it('generates an IMO mock test with the blueprint sections', async () => {
    const res = await olympiad(teacher, { mode: 'mock', grade: 7, subject: 'Mathematics' });
    expect(res.status).toBe(200);
    const meta = res.body.metadata;
    expect(meta).toMatchObject({ mode: 'mock', duration_minutes: 60, olympiad: { code: 'IMO' } });
    expect(meta.sections.map((s: { name: string }) => s.name)).toContain('Logical Reasoning');
    expect(res.body.worksheet_json.questions.length).toBeGreaterThan(0);
    expect(res.body.worksheet_json.json_data.sections[0].name).toBeDefined();
  });

  it.each(['practice', 'mock'])('IMO grade 5 %s: maths sections are served offline by the generators', async (mode) => {
    const res = await olympiad(parent.token, {
      mode,
      grade: 5,
      subject: 'Mathematics',
      topics: ['Mathematical Reasoning', 'Number Sense'],
    });
    expect(res.status).toBe(200);
    expect(res.body.worksheet_json.grade).toBe(5);
    const questions = res.body.worksheet_json.questions;
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.question_type).toBe('mcq');
    if (mode === 'mock') {
      // Every school-maths section is full; Logical Reasoning may be short offline and says so.
      const sections = res.body.metadata.sections as { name: string; requested: number; available: number }[];
      for (const s of sections.filter((x) => x.name !== 'Logical Reasoning'))
        expect(s.available, s.name).toBe(s.requested);
    }
  });

  it('refuses practice without topics', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/olympiad/generate',
      token: parent.token,
      payload: { mode: 'practice', grade: 5, subject: 'Mathematics', topics: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(WORKSHEET_MSG.needTopic);
  });

  it('saves a worksheet sent with POST /worksheets after checking every question', async () => {
    const question = {
      question_type: 'mcq',
      question_text: 'Which is the largest?',
      options: ['12', '21', '9', '19'],
      correct_answer: '21',
      answer_explanation: '21 has the most tens.',
      marks: 1,
      difficulty: 'easy',
      concept: 'olympiad.imo.numbers',
    };
    const payload = {
      subject: 'Mathematics',
      grade: 5,
      is_olympiad: true,
      json_data: { sections: [{ question_type: 'mcq', questions_list: [question] }] },
      html_content: '<script>ignored</script>',
    };
    const ok = await call(t.app, { method: 'POST', url: '/api/worksheets', token: parent.token, payload });
    expect(ok.status).toBe(201);
    expect(ok.body.creator_id).toBe(parent.user.id);
    expect(ok.body.html_content).not.toContain('<script>');
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/worksheets',
      token: parent.token,
      payload: {
        ...payload,
        json_data: { sections: [{ questions_list: [question, { ...question, correct_answer: '100' }] }] },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^Question 2: /);
  });
});
