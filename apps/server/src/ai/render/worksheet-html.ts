import { QUESTION_TYPE_LABELS, type QuestionType } from '@app/shared';
import type { AnswerKeyEntry, WorksheetQuestion } from '../types';
import { escapeHtml, renderMathText } from './math';
import { sanitizeSvgCached } from './sanitize';

type MathFn = (text: string) => string;

export interface RenderableWorksheet {
  title: string;
  subject: string;
  grade: number;
  topics: string[];
  questions: WorksheetQuestion[];
  /** Olympiad mock sections, in paper order; otherwise sections follow question types. */
  sections?: { name: string; is_hot: boolean; marks_per_question: number }[];
  duration_minutes?: number | null;
  instructions?: string[];
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const marksLabel = (m: number) => `[${m} mark${m === 1 ? '' : 's'}]`;

function renderDiagram(q: WorksheetQuestion): string {
  const d = q.diagram;
  if (!d) return '';
  const caption = d.description ? `<figcaption>${escapeHtml(d.description)}</figcaption>` : '';
  // Mermaid is drawn by the client from its source; SVG (written by a model or a person) is sanitised here.
  const body = d.type === 'mermaid' ? `<pre class="mermaid">${escapeHtml(d.code)}</pre>` : sanitizeSvgCached(d.code);
  return `<figure class="diagram diagram-${d.type}">${body}${caption}</figure>`;
}

function groups(ws: RenderableWorksheet): { heading: string; hot: boolean; questions: WorksheetQuestion[] }[] {
  const out: { heading: string; hot: boolean; questions: WorksheetQuestion[] }[] = [];
  for (const q of ws.questions) {
    const name = ws.sections ? (q.section ?? 'Questions') : QUESTION_TYPE_LABELS[q.question_type as QuestionType];
    let g = out.at(-1);
    if (!g || g.heading !== name) {
      const sec = ws.sections?.find((s) => s.name === name);
      g = { heading: name, hot: sec?.is_hot ?? false, questions: [] };
      out.push(g);
    }
    g.questions.push(q);
  }
  return out;
}

function answerInput(q: WorksheetQuestion, m: MathFn): string {
  const n = q.question_number;
  const attrs = `data-question-number="${n}" name="q${n}"`;
  if (q.options?.length) {
    const items = q.options
      .map(
        (o, i) =>
          `<li><label><input type="radio" ${attrs} value="${LETTERS[i]}"> <span class="option-letter">${LETTERS[i]})</span> ${m(o)}</label></li>`,
      )
      .join('');
    return `<ol class="options" type="A">${items}</ol>`;
  }
  if (q.question_type === 'long_answer')
    return `<textarea class="answer answer-long" rows="6" ${attrs} aria-label="Answer to question ${n}"></textarea>`;
  if (q.question_type === 'short_answer')
    return `<textarea class="answer answer-short" rows="3" ${attrs} aria-label="Answer to question ${n}"></textarea>`;
  return `<input type="text" class="answer" ${attrs} aria-label="Answer to question ${n}" autocomplete="off">`;
}

function printAnswerSpace(q: WorksheetQuestion, m: MathFn): string {
  if (q.options?.length)
    return `<ol class="options" type="A">${q.options.map((o, i) => `<li><span class="option-letter">${LETTERS[i]})</span> ${m(o)}</li>`).join('')}</ol>`;
  const lines = q.question_type === 'long_answer' ? 6 : q.question_type === 'short_answer' ? 3 : 0;
  return lines ? `<div class="answer-lines">${'<div class="answer-line"></div>'.repeat(lines)}</div>` : '';
}

function header(ws: RenderableWorksheet): string {
  const total = ws.questions.reduce((s, q) => s + q.marks, 0);
  const meta = [
    `Subject: ${escapeHtml(ws.subject)}`,
    `Grade: ${ws.grade}`,
    `Topics: ${escapeHtml(ws.topics.length ? ws.topics.join(', ') : 'All Topics')}`,
    `Questions: ${ws.questions.length}`,
    `Total marks: ${total}`,
    ...(ws.duration_minutes ? [`Time: ${ws.duration_minutes} minutes`] : []),
  ];
  const instructions = ws.instructions?.length
    ? `<ul class="instructions">${ws.instructions.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    : '';
  return `<header class="worksheet-header"><h1>${escapeHtml(ws.title)}</h1><p class="meta">${meta.map((m) => `<span>${m}</span>`).join(' · ')}</p>${instructions}</header>`;
}

/**
 * Worksheet HTML is built from structured questions: every text is escaped or rendered by KaTeX as it is written
 * and diagrams' SVG is sanitised, so the document is safe by construction and no DOM sanitiser runs over it (that
 * cost milliseconds per kilobyte on jsdom).
 */
function render(ws: RenderableWorksheet, variant: 'online' | 'print'): string {
  const m: MathFn = (t) => renderMathText(t);
  const body = groups(ws)
    .map((g) => {
      const qs = g.questions
        .map((q) => {
          const answer = variant === 'online' ? answerInput(q, m) : printAnswerSpace(q, m);
          return `<div class="question" data-question-number="${q.question_number}" data-question-type="${escapeHtml(q.question_type)}"><p class="question-text"><span class="question-number">${q.question_number}.</span> ${m(q.question_text)} <span class="marks">${marksLabel(q.marks)}</span></p>${renderDiagram(q)}${answer}</div>`;
        })
        .join('');
      const hot = g.hot ? ' <span class="hot-tag">HOT</span>' : '';
      return `<section class="worksheet-section${g.hot ? ' hot' : ''}"><h2>${escapeHtml(g.heading)}${hot}</h2>${qs}</section>`;
    })
    .join('');
  return `<article class="worksheet worksheet-${variant}">${header(ws)}${body}</article>`;
}

/** The online worksheet: inputs carry data-question-number so the web player can read the answers. */
export function renderWorksheetHtml(ws: RenderableWorksheet): string {
  return render(ws, 'online');
}

/** The printable worksheet: options and ruled answer space, no inputs. */
export function renderWorksheetPrintHtml(ws: RenderableWorksheet): string {
  return render(ws, 'print');
}

export function renderAnswerKeyHtml(ws: RenderableWorksheet, key: AnswerKeyEntry[]): string {
  if (key.length === 0) return '<p class="answer-key-empty">No answer key available for this worksheet.</p>';
  const m: MathFn = (t) => renderMathText(t);
  const rows = key
    .map(
      (k) =>
        `<li class="answer-key-entry" data-question-number="${k.question_number}"><p><strong>${k.question_number}.</strong> ${m(k.answer_text)}</p><p class="explanation">${m(k.answer_explanation)}</p></li>`,
    )
    .join('');
  return `<section class="answer-key"><h2>Answer Key: ${escapeHtml(ws.title)}</h2><ol class="answer-key-list">${rows}</ol></section>`;
}
