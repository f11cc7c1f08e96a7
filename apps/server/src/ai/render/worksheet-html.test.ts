import { describe, expect, it } from 'vitest';
import type { WorksheetQuestion } from '../types';
import { renderKatex } from './math';
import { renderAnswerKeyHtml, renderWorksheetHtml, renderWorksheetPrintHtml } from './worksheet-html';

// Worksheet HTML is safe by construction (no DOM sanitiser runs over it): hostile text in any field comes out as
// text, only KaTeX and sanitised SVG produce markup.
const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

const question = (over: Partial<WorksheetQuestion> = {}): WorksheetQuestion => ({
  question_number: 1,
  question_type: 'mcq',
  difficulty: 'easy',
  chapter: 'Integers',
  topic: 'Integers',
  concept: 'maths.integers.addition',
  question_text: `What is $-3 + 5$? ${hostile}`,
  options: ['$2$', `2 ${hostile}`, '$-8$', '8'],
  answer: '$2$',
  answer_explanation: `$-3 + 5 = 2$ ${hostile}`,
  marks: 1,
  ...over,
});

const worksheet = (questions: WorksheetQuestion[]) => ({
  title: `Sheet ${hostile}`,
  subject: 'Mathematics',
  grade: 7,
  topics: [hostile],
  questions,
  instructions: [hostile],
});

/** Every tag in the output: hostile input must not add img or script elements, nor any on* attribute. */
const tags = (html: string) => [...html.matchAll(/<([a-z]+)\b[^>]*>/gi)];

describe('worksheet HTML', () => {
  it('escapes every text field and keeps KaTeX maths', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" onclick="alert(3)"/><script>x()</script></svg>';
    const ws = worksheet([question(), question({ question_number: 2, diagram: { type: 'svg', code: svg } })]);
    const key = [{ question_number: 1, answer_text: `2 ${hostile}`, answer_explanation: hostile, concept: 'x' }];
    for (const html of [renderWorksheetHtml(ws), renderWorksheetPrintHtml(ws), renderAnswerKeyHtml(ws, key as never)]) {
      expect(tags(html).filter((m) => ['img', 'script'].includes(m[1].toLowerCase()))).toEqual([]);
      expect(tags(html).some((m) => /\son[a-z]+=/i.test(m[0]))).toBe(false);
      expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    }
    const online = renderWorksheetHtml(ws);
    expect(online).toContain('class="katex"');
    expect(online).toContain('<circle');
  });

  it('renders each expression once (cached) and marks LaTeX that does not parse', () => {
    const first = renderKatex('\\frac{1}{2} + \\frac{1}{3}');
    expect(renderKatex('\\frac{1}{2} + \\frac{1}{3}')).toBe(first);
    expect(renderKatex('\\frac{1}{')).toBeNull();
    const html = renderWorksheetHtml(worksheet([question({ question_text: 'Broken $\\frac{1}{$ maths' })]));
    expect(html).toContain('<code class="math-error">\\frac{1}{</code>');
  });
});
