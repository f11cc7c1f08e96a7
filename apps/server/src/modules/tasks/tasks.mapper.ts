import type { TaskDto, TaskWorksheet, Worksheet } from '@app/shared';
import type { TaskView } from './tasks.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toTaskDto(v: TaskView): TaskDto {
  const { task: t, group: g } = v;
  return {
    id: t.id,
    assignment_group: g.id,
    task_code: g.taskCode,
    title: g.title,
    description: g.description,
    subject: g.subject,
    task_type: g.taskType,
    state: t.state,
    hint_enabled: g.hintEnabled,
    due_date: iso(g.dueDate),
    owner_id: g.ownerId,
    owner_role: g.ownerRole,
    owner_name: v.ownerName,
    child_id: t.childId,
    child_name: v.childName,
    worksheet_id: g.worksheetId,
    is_olympiad: g.isOlympiad,
    olympiad_provider: g.olympiadProvider,
    olympiad_code: g.olympiadCode,
    batch_id: t.batchId,
    // A task given to one child (no batch) prints "Individual Task".
    batch_names: v.batchName ? [v.batchName] : [],
    target_ids: [t.childId],
    submitted_at: iso(t.submittedAt),
    archived_at: iso(t.archivedAt),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/**
 * The worksheet as this caller may see it: whole for adults; for the child view before evaluation without
 * answers, explanations and the key, and without hints when the task has them switched off.
 */
export function toTaskWorksheet(ws: Worksheet, opts: { withKey: boolean; withHints: boolean }): TaskWorksheet {
  if (opts.withKey && opts.withHints) return ws;
  const strip = <Q extends Worksheet['questions'][number]>(q: Q) => {
    const out: Partial<Q> = { ...q };
    if (!opts.withKey) {
      delete out.answer;
      delete out.correct_answer;
      delete out.answer_explanation;
      delete out.accepted_answers;
      delete out.key_terms;
      delete out.misconceptions;
    }
    if (!opts.withHints) delete out.hint;
    return out as Q;
  };
  return {
    ...ws,
    questions: ws.questions.map(strip),
    json_data: {
      sections: ws.json_data.sections.map((s) => ({ ...s, questions_list: s.questions_list.map(strip) })),
      answer_key: opts.withKey ? ws.json_data.answer_key : [],
    },
    answer_key: opts.withKey ? ws.answer_key : '',
  };
}
