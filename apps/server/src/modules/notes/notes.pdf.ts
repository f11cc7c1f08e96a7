import { NOTES_TYPE_LABELS, type NoteType } from '@app/shared';
import type { MemoryMapNode, NotesContent } from '../../ai/index';
import type { NotesRow } from '../../db/schema/index';
import { compileTypstPdf, TypstError } from '../../lib/typst/typst';
import { formatDay, segments } from '../tasks/tasks.print';

// Notes as an A4 PDF through Typst in its worker thread (as printed tasks are): maths typeset from the stored
// content, which reaches the document only as JSON in `sys.inputs`, never as markup.

interface OutlineLine {
  depth: number;
  text: unknown;
}

function outline(node: MemoryMapNode, seg: (t: string) => unknown, depth = 0, out: OutlineLine[] = []) {
  out.push({ depth, text: seg(node.label) });
  if (depth < 5) for (const c of node.children) outline(c, seg, depth + 1, out);
  return out;
}

function documentData(row: NotesRow, rich: boolean) {
  const c = row.content as NotesContent;
  const seg = (t: string) => segments(t, rich);
  const type = row.type as NoteType;
  return {
    title: row.title,
    meta: `${row.subject} · Grade ${row.grade} · ${row.board} · ${NOTES_TYPE_LABELS[type]} · ${formatDay(row.createdAt)}`,
    overview: seg(c.overview),
    sections:
      type === 'memory_map' || type === 'revision'
        ? []
        : c.sections.map((s) => ({
            heading: seg(s.heading),
            points: s.points.map(seg),
          })),
    key_points: type === 'summary' || type === 'revision' ? c.key_points.map(seg) : [],
    checks: type === 'revision' ? c.quick_check.map((q) => ({ q: seg(q.question), a: seg(q.answer) })) : [],
    outline: type === 'memory_map' ? outline(c.memory_map, seg) : [],
  };
}

const SOURCE = String.raw`
#let data = json(bytes(sys.inputs.data))
#set document(title: data.title)
#set text(size: 11pt, lang: "en", top-edge: "bounds", bottom-edge: "bounds")
#set par(justify: false, leading: 0.6em)
#set page(
  paper: "a4",
  margin: (x: 1.8cm, top: 1.6cm, bottom: 1.8cm),
  footer: context {
    set text(size: 8pt, fill: luma(90))
    [#data.title]
    h(1fr)
    [Page #counter(page).display() of #counter(page).final().first()]
  },
)
#let rich(segs) = segs.map(s => if s.m { math.equation(eval(s.t, mode: "math")) } else { s.t }).join()

#text(size: 18pt, weight: "bold")[#data.title]
#v(2pt)
#text(size: 9pt, fill: luma(80))[#data.meta]
#v(6pt)
#rich(data.overview)

#for s in data.sections [
  #v(8pt)
  #text(size: 13pt, weight: "bold", rich(s.heading))
  #for p in s.points [
    - #rich(p)
  ]
]

#if data.key_points.len() > 0 [
  #v(8pt)
  #text(size: 13pt, weight: "bold")[Key points]
  #for p in data.key_points [
    - #rich(p)
  ]
]

#if data.checks.len() > 0 [
  #v(8pt)
  #text(size: 13pt, weight: "bold")[Quick check]
  #for (i, c) in data.checks.enumerate() [
    #block(below: 8pt)[#text(weight: "bold")[#(i + 1).] #rich(c.q) \ #text(size: 9pt, fill: luma(60))[Answer: #rich(c.a)]]
  ]
]

#if data.outline.len() > 0 [
  #v(8pt)
  #text(size: 13pt, weight: "bold")[Memory map]
  #for l in data.outline [
    #pad(left: l.depth * 14pt, below: 2pt)[#if l.depth == 0 { text(weight: "bold", rich(l.text)) } else [• #rich(l.text)]]
  ]
]
`;

/** The notes' A4 PDF; maths that does not compile is printed as written rather than failing the download. */
export async function renderNotesPdf(row: NotesRow): Promise<{ pdf: Buffer; pages: number }> {
  try {
    return await compileTypstPdf(SOURCE, { data: JSON.stringify(documentData(row, true)) });
  } catch (err) {
    if (!(err instanceof TypstError)) throw err;
    return compileTypstPdf(SOURCE, { data: JSON.stringify(documentData(row, false)) });
  }
}

/** Spec 02 §9 names the download notes_{subject}_{timestamp}; ours is the PDF. */
export const notesPdfName = (subject: string, at: Date) =>
  `notes_${subject.replace(/[^A-Za-z0-9]+/g, '_')}_${at.getTime()}.pdf`;
