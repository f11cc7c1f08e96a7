import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createChild,
  createParent,
  createTask,
  createWorksheet,
  setTaskState,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let kid: { id: string };
let task: Awaited<ReturnType<typeof createTask>>;
const dir = mkdtempSync(path.join(os.tmpdir(), 'task-pdf-'));

/** pdftotext (poppler) on the bytes; NFKC folds Typst's maths italic letters back to plain ones. */
function pdfText(bytes: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).normalize('NFKC');
}

const fetchPdf = (token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/tasks/${task.id}/pdf${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  kid = await createChild(t.app, parent.token, { name: 'Tara', grade: 7, access_code: '1357' });
  const ws = await createWorksheet(t.app, parent.token, {
    grade: 7,
    topics: [
      'Fractions',
      'Exponents and Powers',
      'Rational Numbers',
      'Algebraic Expressions',
      'Simple Equations',
      'Lines and Angles',
    ],
  });
  task = await createTask(t, {
    token: parent.token,
    childId: kid.id,
    worksheetId: ws.id,
    title: 'Fractions and Powers Test',
    dueDate: null,
  });
});

describe('task PDF', () => {
  it('renders an A4 PDF with the print header, typeset fractions and exponents, and no key by default', async () => {
    const res = await fetchPdf(parent.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Fractions_and_Powers_Test.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Fractions and Powers Test');
    expect(text).toContain(task.task_code);
    expect(text).toMatch(/Grade:\s+7/);
    expect(text).toMatch(/Subject:\s+Mathematics/);
    expect(text).toMatch(/Batch:\s+Individual Task/);
    // Ten words of topics, then "etc."
    expect(text).toMatch(
      /Topics:\s+Fractions, Exponents and Powers, Rational Numbers, Algebraic Expressions, Simple\s+Equations\s+etc\./,
    );
    expect(text).not.toContain('Angles');
    expect(text).toContain('The value of');
    expect(text).toContain('Explain why');
    // Typeset maths: the fraction's digits stacked (no LaTeX source left) and the power as 2 with a raised 5.
    expect(text).not.toContain('\\frac');
    expect(text).not.toContain('$');
    expect(text).toMatch(/2\s*5/);
    expect(text).not.toContain('Answer Key');
    expect(text).not.toContain('Three quarters and one quarter');

    const page = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(res.rawPayload.toString('latin1'));
    expect(Number(page?.[1])).toBeCloseTo(595.28, 0);
    expect(Number(page?.[2])).toBeCloseTo(841.89, 0);
  });

  it('adds the answer-key page for an adult who asks', async () => {
    const res = await fetchPdf(parent.token, '?answer_key=true');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Answer Key');
    expect(text).toContain('Three quarters and one quarter make four quarters.');
    expect(text).toContain('32');
  });

  it('never gives the child view the key page, even when evaluated', async () => {
    const token = await signIn(t.app, parent.email, parent.code);
    await call(t.app, { method: 'POST', url: '/api/auth/verify-access-code', token, payload: { access_code: '1357' } });
    await setTaskState(t.db, task.id, 'evaluated');
    const res = await fetchPdf(token, '?answer_key=true');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(task.task_code);
    expect(text).not.toContain('Answer Key');
    await setTaskState(t.db, task.id, 'pending');
  });

  it('downloads the worksheet as Word HTML (.doc) with the same header', async () => {
    const res = await fetchPdf(parent.token, '?format=doc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/msword');
    expect(res.headers['content-disposition']).toContain('.doc"');
    expect(res.body).toContain('urn:schemas-microsoft-com:office:word');
    expect(res.body).toContain(task.task_code);
    expect(res.body).toContain('Individual Task');
    expect(res.body).toContain('The value of');
    expect(res.body).not.toContain('Three quarters and one quarter');
  });

  it('draws SVG diagrams, and falls back to their description when one cannot be drawn', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><circle cx="40" cy="40" r="30" fill="none" stroke="black"/></svg>';
    const question = (code: string) => ({
      question_type: 'short_answer',
      question_text: 'Find the radius of the circle.',
      options: null,
      correct_answer: '3 cm',
      answer_explanation: 'Measure it.',
      marks: 2,
      difficulty: 'easy',
      concept: 'maths.circles',
      diagram: { type: 'svg', code, description: 'A circle of radius 3 cm' },
    });
    for (const [code, drawn] of [
      [svg, true],
      ['<svg xmlns="http://www.w3.org/2000/svg"><circle', false],
    ] as const) {
      const ws = await createWorksheet(t.app, parent.token, { questions: [question(code)] });
      const diagramTask = await createTask(t, {
        token: parent.token,
        childId: kid.id,
        worksheetId: ws.id,
        title: 'Circles',
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tasks/${diagramTask.id}/pdf`,
        headers: { authorization: `Bearer ${parent.token}` },
      });
      expect(res.statusCode).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Find the radius of the circle.');
      if (drawn) expect(text).not.toContain('Diagram:');
      else expect(text).toContain('Diagram: A circle of radius 3 cm');
    }
  });
});
