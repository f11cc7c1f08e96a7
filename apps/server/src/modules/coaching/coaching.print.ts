import type { BatchAnalysis, ReportCard } from '@app/shared';
import { compileTypstPdf } from '../../lib/typst/typst';
import { formatDay } from '../tasks/tasks.print';

// Batch analysis and report card as A4 PDFs through Typst, in its worker thread (lib/typst). Data reaches the
// document only as JSON in `sys.inputs`, so names and question texts are never read as markup.

const COMMON = `
#let data = json(bytes(sys.inputs.data))
#set document(title: data.title)
#set text(size: 10pt, lang: "en")
#set page(paper: "a4", margin: (x: 1.6cm, y: 1.6cm), footer: context {
  set text(size: 8pt, fill: luma(90))
  [#data.title · #data.date]
  h(1fr)
  [Page #counter(page).display() of #counter(page).final().first()]
})
#let score(v) = if v == none { "—" } else { str(v) + "%" }
#text(size: 16pt, weight: "bold")[#data.title]
#v(2pt)
#text(fill: luma(60))[#data.subtitle]
#v(8pt)
`;

const ANALYSIS = String.raw`
#grid(columns: (1fr,) * 4, column-gutter: 8pt,
  ..(("Average Score", score(data.a.analysis.average_score)),
     ("Completion Rate", str(data.a.analysis.completion_rate) + "%"),
     ("Total Students", str(data.a.total_students)),
     ("Total Tasks", str(data.a.total_tasks))).map(((k, v)) =>
    block(width: 100%, stroke: 0.6pt + luma(170), inset: 8pt, radius: 3pt)[
      #text(size: 8pt, fill: luma(80), k) \ #text(size: 14pt, weight: "bold", v)]))
#let people(title, rows) = [
  #v(8pt) #text(size: 12pt, weight: "bold", title) #v(2pt)
  #if rows.len() == 0 [No evaluated work yet.] else {
    table(columns: (auto, 1fr, auto, auto), stroke: 0.4pt + luma(170), inset: 5pt,
      [*\#*], [*Student*], [*Average*], [*Completed*],
      ..rows.enumerate().map(((i, r)) => (str(i + 1), r.name, score(r.average_score), str(r.tasks_completed))).flatten())
  }
]
#people("Top Performers", data.a.analysis.top_performers)
#people("Need Attention", data.a.analysis.bottom_performers)
#v(8pt) #text(size: 12pt, weight: "bold")[Most Challenging Questions] #v(2pt)
#if data.a.analysis.common_mistakes.len() == 0 [No mistakes recorded yet.] else {
  table(columns: (auto, 1fr, auto, auto), stroke: 0.4pt + luma(170), inset: 5pt,
    [*Q.*], [*Question*], [*Error rate*], [*Incorrect / total*],
    ..data.a.analysis.common_mistakes.map(m => (
      str(m.question_number), [#m.question_text #text(size: 8pt, fill: luma(90))[(#m.task_title)]],
      str(m.error_rate) + "%", str(m.incorrect_attempts) + " / " + str(m.total_attempts))).flatten())
}
`;

const REPORT = String.raw`
#if data.r.students.len() == 0 [No students in this batch yet.]
#for s in data.r.students [
  #block(breakable: false, width: 100%, stroke: 0.6pt + luma(170), inset: 8pt, radius: 3pt, below: 8pt)[
    #text(size: 12pt, weight: "bold")[\##s.rank #s.student_name]
    #h(1fr) Average #score(s.average_score) · Completion #str(s.completion_rate)% ·
    #str(s.tasks_completed)/#str(s.total_tasks) tasks (#str(s.pending_tasks) pending)
    #v(2pt)
    *Strong:* #if s.strong_concepts.len() > 0 { s.strong_concepts.join(", ") } else [—] \
    *Weak:* #if s.weak_concepts.len() > 0 { s.weak_concepts.join(", ") } else [—]
    #if s.olympiad_metrics.total_olympiad_tasks > 0 [ \
      *Olympiad:* #str(s.olympiad_metrics.completed_olympiad_tasks)/#str(s.olympiad_metrics.total_olympiad_tasks)
      completed, average #score(s.olympiad_metrics.average_olympiad_score)
      (#s.olympiad_metrics.olympiad_by_provider.map(p => p.provider + " " + p.olympiads.map(o => o.code).join("/")).join(", "))
    ]
    #if s.task_details.len() > 0 {
      v(4pt)
      table(columns: (1fr, auto, auto, auto), stroke: 0.3pt + luma(190), inset: 4pt,
        [*Task*], [*Subject*], [*Done*], [*Score*],
        ..s.task_details.map(t => (
          t.task_title + if t.is_olympiad and t.olympiad_code != none { " (" + t.olympiad_code + ")" } else { "" },
          t.subject, if t.completed { "Yes" } else { "No" }, score(t.overall_score))).flatten())
    }
  ]
]
`;

export async function renderBatchAnalysisPdf(a: BatchAnalysis, now: Date): Promise<Buffer> {
  const data = { title: `Batch Analysis: ${a.batch_name}`, subtitle: 'Smart Support', date: formatDay(now), a };
  return (await compileTypstPdf(COMMON + ANALYSIS, { data: JSON.stringify(data) })).pdf;
}

export async function renderReportCardPdf(r: ReportCard, now: Date): Promise<Buffer> {
  const data = {
    title: `Report Card: ${r.batch_name}`,
    subtitle: `${r.students.length} student${r.students.length === 1 ? '' : 's'} · Smart Support`,
    date: formatDay(now),
    r,
  };
  return (await compileTypstPdf(COMMON + REPORT, { data: JSON.stringify(data) })).pdf;
}
