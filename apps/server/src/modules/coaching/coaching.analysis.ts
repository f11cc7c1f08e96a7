import {
  BATCH_COMMON_MISTAKES_MAX,
  BATCH_PERFORMERS_MAX,
  type BatchAnalysis,
  REPORT_CARD_CONCEPTS_MAX,
  type ReportCard,
  type ReportCardStudent,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../policy/policy';
import { loadBatchFor } from '../batches/batches.service';
import { photoUrl } from '../children/children.service';

// Batch analysis and report card (spec 02 §2.16, §3), computed from stored evaluations with a fixed number of
// grouped statements whatever the batch's size: never stored twice, never a query per student.

type Rows<T> = { rows: T[] };
const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The batch's current students and the tasks given through the batch, each with its latest evaluation's score
 * (a reassigned task may have several), read by index per task (evaluations_task_idx) rather than sorting them all.
 */
const batchTasks = (batchId: string) => sql`
  members as (select distinct child_id from coaching_relationships where batch_id = ${batchId}),
  bt as (
    select t.id, t.child_id, t.state, t.group_id,
      (select e.id from evaluations e where e.task_id = t.id order by e.created_at desc limit 1) as eval_id
    from tasks t join members m on m.child_id = t.child_id
    where t.batch_id = ${batchId}
  )`;

interface StudentAgg {
  child_id: string;
  name: string;
  total: string;
  completed: string;
  scored: string;
  average: string | null;
}
interface MistakeAgg {
  title: string;
  qn: number;
  question_text: string | null;
  total: string;
  incorrect: string;
}

export async function batchAnalysis(db: Db, actor: Actor, batchId: string): Promise<BatchAnalysis> {
  const batch = await loadBatchFor(db, actor, 'batch:read', batchId);
  const incorrect = sql.raw(`count(*) filter (where coalesce((q->>'is_correct')::boolean, false) = false)`);
  const [students, groups, mistakes] = await Promise.all([
    db.execute(sql`with ${batchTasks(batch.id)}
      select c.id as child_id, c.name, count(bt.id)::int as total,
        count(bt.id) filter (where bt.state <> 'pending')::int as completed,
        count(e.id)::int as scored, avg(e.overall_score) as average
      from members m join children c on c.id = m.child_id
      left join bt on bt.child_id = m.child_id left join evaluations e on e.id = bt.eval_id
      group by c.id, c.name`) as unknown as Promise<Rows<StudentAgg>>,
    db.execute(sql`select count(distinct t.group_id)::int as groups from tasks t
      where t.batch_id = ${batch.id}
        and t.child_id in (select child_id from coaching_relationships where batch_id = ${batch.id})`) as unknown as Promise<
      Rows<{ groups: string }>
    >,
    db.execute(sql`with ${batchTasks(batch.id)}
      select g.title, (q->>'question_number')::int as qn, max(q->>'question_text') as question_text,
        count(*)::int as total, ${incorrect}::int as incorrect
      from bt join evaluations e on e.id = bt.eval_id join task_groups g on g.id = bt.group_id
      cross join lateral jsonb_array_elements(case when jsonb_typeof(e.question_analysis) = 'array'
        then e.question_analysis else '[]'::jsonb end) q
      where q ? 'question_number' and (q->>'question_number') ~ '^[0-9]{1,6}$'
      group by g.id, g.title, qn
      having ${incorrect} > 0
      order by ${incorrect}::float / count(*) desc, incorrect desc, g.title, qn
      limit ${BATCH_COMMON_MISTAKES_MAX}`) as unknown as Promise<Rows<MistakeAgg>>,
  ]);
  const perStudent = students.rows.map((s) => ({
    child_id: s.child_id,
    name: s.name,
    total: Number(s.total),
    tasks_completed: Number(s.completed),
    scored: Number(s.scored),
    average_score: num(s.average),
  }));
  const ranked = perStudent
    .filter((s) => s.average_score !== null)
    .sort((a, b) => b.average_score! - a.average_score! || a.name.localeCompare(b.name))
    .map((s) => ({
      child_id: s.child_id,
      name: s.name,
      average_score: round1(s.average_score!),
      tasks_completed: s.tasks_completed,
    }));
  const total = perStudent.reduce((n, s) => n + s.total, 0);
  const done = perStudent.reduce((n, s) => n + s.tasks_completed, 0);
  // The batch's average over every evaluated task (each student's average weighted by their evaluated tasks).
  const scored = perStudent.reduce((n, s) => n + s.scored, 0);
  const sum = perStudent.reduce((n, s) => n + (s.average_score ?? 0) * s.scored, 0);
  return {
    batch_id: batch.id,
    batch_name: batch.name,
    total_students: perStudent.length,
    total_tasks: Number(groups.rows[0]?.groups ?? 0),
    analysis: {
      average_score: scored ? round1(sum / scored) : null,
      completion_rate: pct(done, total),
      // A small batch splits in halves, so no student is both a top and a bottom performer; the weakest first.
      top_performers: ranked.slice(0, Math.min(BATCH_PERFORMERS_MAX, Math.ceil(ranked.length / 2))),
      bottom_performers: ranked
        .slice(ranked.length - Math.min(BATCH_PERFORMERS_MAX, Math.floor(ranked.length / 2)))
        .reverse(),
      common_mistakes: mistakes.rows.map((m) => ({
        question_number: Number(m.qn),
        question_text: m.question_text ?? '',
        error_rate: pct(Number(m.incorrect), Number(m.total)),
        incorrect_attempts: Number(m.incorrect),
        total_attempts: Number(m.total),
        task_title: m.title,
      })),
    },
  };
}

interface ReportRow {
  child_id: string;
  name: string;
  photo_file_id: string | null;
  task_id: string | null;
  title: string | null;
  subject: string | null;
  state: string | null;
  is_olympiad: boolean | null;
  provider: string | null;
  code: string | null;
  score: string | null;
  eval_olympiad: boolean | null;
  strong: string[] | null;
  weak: string[] | null;
}

/** The labels of the concept bands of an evaluation, as one JSON array. */
const bandLabels = (bands: string[]) =>
  sql.raw(`(select coalesce(json_agg(x->>'label'), '[]'::json) from jsonb_array_elements(
    ${bands.map((b) => `coalesce(le.concept_analysis->'${b}', '[]'::jsonb)`).join(' || ')}) x)`);

const topConcepts = (lists: string[][]) => {
  const counts = new Map<string, number>();
  for (const l of lists) for (const c of l) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, REPORT_CARD_CONCEPTS_MAX)
    .map(([c]) => c);
};
const mean = (xs: number[]) => (xs.length ? round1(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

/**
 * The report card of a batch: each current student with every task this teacher gave them (through the batch or
 * individually) and its latest evaluation, in one statement; ranks by average score.
 */
export async function reportCard(db: Db, actor: Actor, batchId: string): Promise<ReportCard> {
  const batch = await loadBatchFor(db, actor, 'batch:read', batchId);
  const res = (await db.execute(sql`
    with members as (select distinct child_id from coaching_relationships where batch_id = ${batch.id}),
    mt as (
      select t.id, t.child_id, t.state, g.title, g.subject, g.is_olympiad, g.olympiad_provider, g.olympiad_code
      from tasks t join members m on m.child_id = t.child_id
      join task_groups g on g.id = t.group_id and g.owner_id = ${actor.userId}
    ),
    le as (
      select mt.id as task_id, e.overall_score, e.is_olympiad, e.concept_analysis from mt
      join evaluations e on e.id = (select x.id from evaluations x where x.task_id = mt.id order by x.created_at desc limit 1)
    )
    select c.id as child_id, c.name, c.photo_file_id, mt.id as task_id, mt.title, mt.subject, mt.state,
      mt.is_olympiad, mt.olympiad_provider as provider, mt.olympiad_code as code, le.overall_score as score,
      le.is_olympiad as eval_olympiad, ${bandLabels(['mastered', 'strong'])} as strong,
      ${bandLabels(['weak', 'at_risk'])} as weak
    from members m join children c on c.id = m.child_id
    left join mt on mt.child_id = m.child_id left join le on le.task_id = mt.id
    order by c.name, c.id, mt.title`)) as unknown as Rows<ReportRow>;

  const byChild = new Map<string, ReportRow[]>();
  for (const r of res.rows) byChild.set(r.child_id, [...(byChild.get(r.child_id) ?? []), r]);
  const students = [...byChild.values()].map((rows): Omit<ReportCardStudent, 'rank'> => {
    const first = rows[0]!;
    const taskRows = rows.filter((r) => r.task_id);
    const done = taskRows.filter((r) => r.state !== 'pending');
    const scores = taskRows.map((r) => num(r.score)).filter((s): s is number => s !== null);
    const oly = taskRows.filter((r) => r.is_olympiad);
    const olyDone = oly.filter((r) => r.state !== 'pending');
    const olyScores = taskRows.filter((r) => r.eval_olympiad && r.score !== null).map((r) => Number(r.score));
    const providers = new Map<string, ReportRow[]>();
    for (const r of oly) {
      const p = r.provider ?? 'Other';
      providers.set(p, [...(providers.get(p) ?? []), r]);
    }
    const scoreOf = (xs: ReportRow[]) => mean(xs.filter((r) => r.score !== null).map((r) => Number(r.score)));
    return {
      student_id: first.child_id,
      student_name: first.name,
      photo_url: photoUrl(first.photo_file_id),
      average_score: mean(scores),
      completion_rate: pct(done.length, taskRows.length),
      tasks_completed: done.length,
      total_tasks: taskRows.length,
      pending_tasks: taskRows.length - done.length,
      strong_concepts: topConcepts(taskRows.map((r) => r.strong ?? [])),
      weak_concepts: topConcepts(taskRows.map((r) => r.weak ?? [])),
      olympiad_metrics: {
        total_olympiad_tasks: oly.length,
        completed_olympiad_tasks: olyDone.length,
        average_olympiad_score: mean(olyScores),
        olympiad_completion_rate: pct(olyDone.length, oly.length),
        olympiad_by_provider: [...providers].map(([provider, rs]) => {
          const codes = new Map<string, ReportRow[]>();
          for (const r of rs) codes.set(r.code ?? provider, [...(codes.get(r.code ?? provider) ?? []), r]);
          return {
            provider,
            total: rs.length,
            completed: rs.filter((r) => r.state !== 'pending').length,
            average_score: scoreOf(rs),
            olympiads: [...codes].map(([code, cs]) => ({
              code,
              total: cs.length,
              completed: cs.filter((r) => r.state !== 'pending').length,
              average_score: scoreOf(cs),
            })),
          };
        }),
      },
      task_details: taskRows.map((r) => ({
        task_id: r.task_id!,
        task_title: r.title ?? '',
        subject: r.subject ?? '',
        completed: r.state !== 'pending',
        overall_score: num(r.score),
        is_olympiad: !!r.is_olympiad,
        olympiad_code: r.code,
        strong_concepts: (r.strong ?? []).slice(0, REPORT_CARD_CONCEPTS_MAX),
        weak_concepts: (r.weak ?? []).slice(0, REPORT_CARD_CONCEPTS_MAX),
      })),
    };
  });
  students.sort(
    (a, b) =>
      (b.average_score ?? -1) - (a.average_score ?? -1) ||
      b.completion_rate - a.completion_rate ||
      a.student_name.localeCompare(b.student_name),
  );
  return {
    batch_id: batch.id,
    batch_name: batch.name,
    students: students.map((s, i) => ({ ...s, rank: i + 1 })),
  };
}
