import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/core-loop';
import {
  call,
  createChild,
  createParent,
  createTask,
  createWorksheet,
  type FactoryQuestion,
  setupTestApp,
} from '../../../test/helpers';

// OCR on a page the product printed: the task PDF (GET /tasks/{id}/pdf) rasterised at 150 dpi by poppler, answers
// written after each "Answer:" by sharp compositing SVG text, one answer smudged. The preview must read the clean
// answers back, find the task code, and mark the smudged one low confidence.

const DPI = 150;
const dir = mkdtempSync(path.join(os.tmpdir(), 'paper-ocr-'));
const t = await setupTestApp();

const base = {
  marks: 1,
  difficulty: 'easy',
  concept: 'cbse.g5.math.numbers',
  topic: 'Numbers',
  answer_explanation: 'See the lesson.',
};
const QUESTIONS: FactoryQuestion[] = [
  {
    ...base,
    question_type: 'mcq',
    question_text: 'Which number is even?',
    options: ['7', '9', '12', '15'],
    correct_answer: '12',
  },
  {
    ...base,
    question_type: 'true_false',
    question_text: 'The sun rises in the east.',
    options: ['True', 'False'],
    correct_answer: 'True',
  },
  {
    ...base,
    question_type: 'fill_blank',
    question_text: 'Seven times six is ____.',
    options: null,
    correct_answer: '42',
  },
  {
    ...base,
    question_type: 'mcq',
    question_text: 'Which is a primary colour?',
    options: ['Green', 'Red', 'Pink', 'Grey'],
    correct_answer: 'Red',
  },
  {
    ...base,
    question_type: 'fill_blank',
    question_text: 'Half of ninety is ____.',
    options: null,
    correct_answer: '45',
  },
];
/** What the child writes, by question number; question 4 is smudged. */
const WRITTEN: Record<number, string> = { 1: 'C', 2: 'True', 3: '42', 4: 'B', 5: '45' };
const SMUDGED = 4;

interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Word boxes of page 1 from poppler (PDF points). */
function pdfWords(pdfFile: string): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdfFile, '-'], { encoding: 'utf8' });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({ xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: m[5]! }));
}

let taskId: string;
let token: string;
let code: string;
let page: Buffer;

beforeAll(async () => {
  const parent = await createParent(t.app);
  token = parent.token;
  const kid = await createChild(t.app, token, { name: 'Tara' });
  const ws = await createWorksheet(t.app, token, { questions: QUESTIONS, topics: ['Numbers'] });
  const task = await createTask(t, { token, childId: kid.id, worksheetId: ws.id, title: 'Paper Practice' });
  taskId = task.id;
  code = task.task_code;

  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/tasks/${taskId}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.statusCode).toBe(200);
  const pdfFile = path.join(dir, 'task.pdf');
  writeFileSync(pdfFile, pdf.rawPayload);
  execFileSync('pdftoppm', [
    '-r',
    String(DPI),
    '-f',
    '1',
    '-l',
    '1',
    '-png',
    '-singlefile',
    pdfFile,
    path.join(dir, 'page'),
  ]);
  const blank = readFileSync(path.join(dir, 'page.png'));
  const { width, height } = await sharp(blank).metadata();

  // Where a child writes: after the "Answer: ....." line under an objective question, on the rule under a fill-in-the-blank one.
  const scale = DPI / 72;
  const words = pdfWords(pdfFile);
  const markers = words.filter((w) => w.text === 'Answer:');
  let m = 0;
  const spots = QUESTIONS.map((q) => {
    if (q.question_type !== 'fill_blank') {
      // After the dotted leader that follows the label.
      const w = markers[m++]!;
      const leader = words.find((x) => /^\.+$/.test(x.text) && x.yMin === w.yMin && x.xMin > w.xMax) ?? w;
      return { x: (leader.xMax + 8) * scale, y: w.yMax * scale - 2, box: w };
    }
    const first = words.find((w) => w.text === q.question_text.split(' ')[0])!;
    return { x: first.xMin * scale, y: (first.yMax + 14) * scale, box: first };
  });
  expect(m).toBe(3);
  const texts = spots.map(
    (p, i) =>
      `<text x="${Math.round(p.x)}" y="${Math.round(p.y)}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#1a237e">${WRITTEN[i + 1]}</text>`,
  );
  const ink = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts.join('')}</svg>`,
  );
  // The smudge: a grey thumbprint over the answer, blurred.
  const s = spots[SMUDGED - 1]!;
  const sx = Math.round(s.x - 24);
  const sy = Math.round(s.y - 46);
  const smudge = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="64"><ellipse cx="50" cy="32" rx="42" ry="26" fill="#2a2a2a" fill-opacity="0.95"/></svg>`,
    ),
  )
    .blur(6)
    .png()
    .toBuffer();
  page = await sharp(blank)
    .composite([
      { input: ink, top: 0, left: 0 },
      { input: smudge, top: sy, left: sx },
    ])
    .png()
    .toBuffer();
  writeFileSync(path.join(dir, 'answered.png'), page);
}, 60_000);

describe('reading a printed task page', () => {
  it('reads the written answers back, finds the task code, and marks the smudged answer low confidence', async () => {
    const body = multipart({ task_id: taskId }, [{ filename: 'page.png', data: page }]);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/ocr/preview',
      token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.task_code_valid).toBe(true);
    expect(res.body.extracted_data.task_code).toBe(code);
    expect(res.body.extracted_data.method).toBe('ocr');
    for (const n of [1, 2, 3, 5]) {
      expect(res.body.parsed_answers[String(n)], `question ${n}`).toBe(WRITTEN[n]);
      const a = res.body.extracted_data.answers.find((x: { question_number: number }) => x.question_number === n);
      expect(a.low_confidence, `question ${n} confidence ${a.confidence}`).toBe(false);
    }
    expect(res.body.extracted_data.low_confidence).toEqual([SMUDGED]);
    expect(res.body.scenario).toBe('answers_found');
  }, 60_000);

  it('the vision alias answers the same way, and a page that lies about its type is refused', async () => {
    const body = multipart({ task_id: taskId }, [{ filename: 'page.pdf', data: page }]);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/vision/preview',
      token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.field_errors['files.0']).toMatch(/does not match its name/);
    const none = multipart({ task_id: taskId });
    const empty = await call(t.app, {
      method: 'POST',
      url: '/api/ocr/preview',
      token,
      payload: none.payload,
      headers: none.headers,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('Please select at least one file');
  });

  it('another family cannot read pages against this task', async () => {
    const other = await createParent(t.app);
    const body = multipart({ task_id: taskId }, [{ filename: 'page.png', data: page }]);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/ocr/preview',
      token: other.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.status).toBe(404);
  });
});
