import { printBatchLine, printTopics, QUESTION_TYPE_LABELS, type QuestionType, type TaskDto } from '@app/shared';
import { tex2typst } from 'tex2typst';
import { splitMath } from '../../ai/index';
import type { Worksheet } from '@app/shared';
import { compileTypstPdf, TypstError } from '../../lib/typst/typst';

// The printed task (spec 02 §2.11): an A4 PDF through Typst with real maths, or a Word-readable HTML download.
// Data reaches the Typst document only as JSON in `sys.inputs`, so worksheet text is never read as markup; maths
// goes through tex2typst and is evaluated in math mode, where no code can run (a "#" sends it back to plain text).

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

type Segment = { m: boolean; t: string };

export function segments(text: string, withMath: boolean): Segment[] {
  return splitMath(text).map((s) => {
    if (!s.math) return { m: false, t: s.text };
    if (withMath) {
      try {
        const typ = tex2typst(s.text);
        if (typ && !/(^|[^\\])#/.test(typ)) return { m: true, t: typ };
      } catch {
        // Unconvertible LaTeX is printed as written.
      }
    }
    return { m: false, t: s.text };
  });
}

export const formatDay = (d: Date | string) =>
  new Date(d).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

interface PrintInput {
  task: TaskDto;
  worksheet: Worksheet;
  answerKey: boolean;
}

/** The header lines every printed copy carries. */
function headerFields({ task, worksheet }: PrintInput) {
  return {
    title: task.title,
    code: task.task_code,
    date: formatDay(task.created_at),
    due: task.due_date ? formatDay(task.due_date) : null,
    grade: String(worksheet.grade),
    subject: worksheet.subject,
    batch: printBatchLine(task.batch_names),
    topics: printTopics(worksheet.topics),
    description: task.description,
    total_marks: worksheet.total_marks,
  };
}

/** `rich` false is the fallback: maths as written and diagrams as their description only. */
function documentData(input: PrintInput, rich: boolean) {
  const seg = (t: string) => segments(t, rich);
  const sections: { heading: string; questions: unknown[] }[] = [];
  for (const q of input.worksheet.questions) {
    const heading = q.section ?? QUESTION_TYPE_LABELS[q.question_type as QuestionType] ?? 'Questions';
    let s = sections.at(-1);
    if (!s || s.heading !== heading) {
      s = { heading, questions: [] };
      sections.push(s);
    }
    const lines = q.question_type === 'long_answer' ? 7 : q.question_type === 'short_answer' ? 3 : 1;
    s.questions.push({
      n: q.question_number,
      text: seg(q.question_text),
      marks: q.marks,
      options: (q.options ?? []).map((o, i) => ({ letter: LETTERS[i] ?? '?', text: seg(o) })),
      lines: q.options?.length ? 0 : lines,
      svg: rich && q.diagram?.type === 'svg' ? q.diagram.code : null,
      diagram: q.diagram ? (q.diagram.description ?? 'see the online worksheet') : null,
    });
  }
  const key = input.answerKey
    ? input.worksheet.json_data.answer_key.map((k) => ({
        n: k.question_number,
        answer: seg(k.answer_text),
        explanation: seg(k.answer_explanation),
      }))
    : null;
  return { ...headerFields(input), sections, key };
}

const SOURCE = String.raw`
#let data = json(bytes(sys.inputs.data))
#set document(title: data.title)
// Line boxes follow their content, so full-size fractions never overlap the line above or below.
#set text(size: 11pt, lang: "en", top-edge: "bounds", bottom-edge: "bounds")
#set par(justify: false, leading: 0.6em)
#set page(
  paper: "a4",
  margin: (x: 1.8cm, top: 1.6cm, bottom: 1.8cm),
  footer: context {
    set text(size: 8pt, fill: luma(90))
    [#data.title · Task code #data.code]
    h(1fr)
    [Page #counter(page).display() of #counter(page).final().first()]
  },
)
// Display style: fractions at full size, easier to read for children.
#let rich(segs) = segs.map(s => if s.m { math.equation(math.display(eval(s.t, mode: "math"))) } else { s.t }).join()
#let field(label, value) = [#text(weight: "bold")[#label:] #value]

#block(width: 100%, stroke: 0.8pt, inset: 10pt, radius: 3pt)[
  #text(size: 17pt, weight: "bold")[#data.title]
  #v(2pt)
  #grid(
    columns: (1fr, 1fr),
    row-gutter: 6pt,
    field("Task code", text(font: "DejaVu Sans Mono", weight: "bold", size: 12pt, data.code)),
    field("Date", data.date),
    field("Grade", data.grade),
    field("Subject", data.subject),
    field("Batch", data.batch),
    if data.due != none { field("Due", data.due) } else { field("Total marks", str(data.total_marks)) },
  )
  #v(2pt)
  #field("Topics", data.topics)
  #v(6pt)
  Name: #box(width: 6cm, repeat[.]) #h(1fr) Marks: #box(width: 1.5cm, repeat[.]) / #data.total_marks
]
#if data.description != none [
  #v(4pt)
  #text(style: "italic", data.description)
]

#for s in data.sections [
  #v(8pt)
  #text(size: 13pt, weight: "bold", s.heading)
  #v(2pt)
  #for q in s.questions [
    #block(breakable: true, below: 10pt)[
      #grid(
        columns: (1fr, auto),
        column-gutter: 8pt,
        par(hanging-indent: 16pt)[#box(width: 16pt, text(weight: "bold")[#q.n.])#rich(q.text)],
        text(size: 9pt, fill: luma(80))[[#q.marks mark#if q.marks != 1 [s]]],
      )
      #if q.svg != none {
        pad(left: 16pt, top: 4pt, box(width: 7cm, image(bytes(q.svg), format: "svg", width: 100%)))
      } else if q.diagram != none [#pad(left: 16pt, text(size: 9pt, style: "italic")[Diagram: #q.diagram])]
      #if q.options.len() > 0 {
        pad(left: 16pt, grid(
          columns: (1fr, 1fr),
          row-gutter: 6pt,
          column-gutter: 10pt,
          ..q.options.map(o => [#text(weight: "bold")[#o.letter)] #rich(o.text)]),
        ))
        pad(left: 16pt, top: 2pt)[Answer: #box(width: 3cm, repeat[.])]
      }
      #for i in range(q.lines) [
        #pad(left: 16pt, top: 10pt, line(length: 100%, stroke: 0.4pt + luma(150)))
      ]
    ]
  ]
]

#if data.key != none [
  #pagebreak()
  #text(size: 16pt, weight: "bold")[Answer Key]
  #h(1fr) #text(size: 9pt)[#data.title · #data.code]
  #v(6pt)
  #for k in data.key [
    #block(below: 8pt)[
      #text(weight: "bold")[#k.n.] #rich(k.answer)
      #if k.explanation.len() > 0 [ \ #text(size: 9pt, fill: luma(60), rich(k.explanation))]
    ]
  ]
]
`;

/**
 * The A4 PDF of a task. If some maths or diagram does not compile, the document is built again with maths as
 * written and diagrams described, rather than failing the download.
 */
export async function renderTaskPdf(input: PrintInput): Promise<{ pdf: Buffer; pages: number }> {
  try {
    return await compileTypstPdf(SOURCE, { data: JSON.stringify(documentData(input, true)) });
  } catch (err) {
    if (!(err instanceof TypstError)) throw err;
    return compileTypstPdf(SOURCE, { data: JSON.stringify(documentData(input, false)) });
  }
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The worksheet as Word-readable HTML (spec 02 §7 "Word HTML format"), with the same header as the PDF. */
export function renderTaskDoc(input: PrintInput): string {
  const h = headerFields(input);
  const rows = [
    ['Task code', h.code],
    ['Date', h.date],
    ['Grade', h.grade],
    ['Subject', h.subject],
    ['Batch', h.batch],
    ['Topics', h.topics],
    ...(h.due ? [['Due', h.due]] : []),
  ]
    .map(([k, v]) => `<tr><td><b>${esc(k)}:</b></td><td>${esc(v)}</td></tr>`)
    .join('');
  const key = input.answerKey ? `<br clear=all style='page-break-before:always'>${input.worksheet.answer_key}` : '';
  return `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40"><head><meta charset="utf-8"><title>${esc(h.title)}</title><!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View></w:WordDocument></xml><![endif]--><style>body{font-family:Calibri,Arial,sans-serif;font-size:11pt}.katex-html{display:none}.answer-line{border-bottom:1px solid #999;height:22px}</style></head><body><h1>${esc(h.title)}</h1><table>${rows}</table>${h.description ? `<p><i>${esc(h.description)}</i></p>` : ''}${input.worksheet.html_content_print}${key}</body></html>`;
}

/** A download name from the title (spec 02 §7): ASCII for the plain header, the full title in filename*. */
export function contentDisposition(title: string, ext: 'pdf' | 'doc'): string {
  const base = title.trim() || 'worksheet';
  const ascii =
    base
      .replace(/[^A-Za-z0-9 ._-]+/g, '')
      .replace(/\s+/g, '_')
      .slice(0, 80) || 'worksheet';
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${base}.${ext}`)}`;
}
