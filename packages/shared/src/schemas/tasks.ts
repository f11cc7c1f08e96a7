import { z } from 'zod';
import { ZAnswerKeyEntry, ZWorksheet, ZWorksheetQuestion, ZWorksheetSection } from './worksheets';

// Tasks (spec 02 §3 Assignment and Task, spec 03 §3 Task, §7). One task per child; the children of one assignment
// share an `assignment_group`, its title, worksheet, due date and 6-character task code.

export const TASK_TYPES = ['worksheet', 'olympiad', 'general'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_STATES = ['pending', 'completed', 'evaluated', 'published', 'archived'] as const;
export type TaskState = (typeof TASK_STATES)[number];
/** `batch` and `students` are a coaching teacher's targets; a parent targets `child`. */
export const TASK_TARGET_TYPES = ['child', 'batch', 'students'] as const;
export type TaskTargetType = (typeof TASK_TARGET_TYPES)[number];

/** States in which the answer key may be shown to the child (spec 03 §4). */
export const ANSWER_KEY_STATES: readonly TaskState[] = ['evaluated', 'published'];
/** Completed-side states: the child has handed the work in. */
export const DONE_STATES: readonly TaskState[] = ['completed', 'evaluated', 'published'];

/** Task codes: 6 characters, upper case, no look-alikes (0/O, 1/I/L). */
export const TASK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TASK_CODE_LENGTH = 6;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
export const TASK_TARGETS_MAX = 200;

export const TASK_MSG = {
  titleRequired: 'Please enter a task title',
  selectChild: 'Please select a child first',
  selectAtLeastOneChild: 'Please select at least one child',
  targetNotAvailable: 'Only a coaching teacher assigns to batches or students; a parent assigns to their own children',
  selectBatch: 'Please select at least one batch',
  dueDatePast: 'Due date cannot be in the past',
  assigned: 'Task Assigned Successfully!',
  notFound: 'Task not found',
  notAssigned: 'Task not found or not assigned to you',
  codeNotFound: 'Task not found. Please check your task code and try again.',
  codeInvalid: 'Please enter a valid 6-digit task code',
  codeRequired: 'Please enter the task code from your worksheet',
  reassigned: 'Task reassigned successfully! It has been moved back to pending tasks.',
  archived: 'Task archived successfully!',
  deleted: 'Task deleted successfully!',
  onlyCompletedReassign: 'Only a completed task can be reassigned',
  onlyCompletedArchive: 'Only a completed task can be archived',
  onlyPendingDelete: 'Only a pending task can be deleted',
  mustComplete: 'This task must be completed before you can view the answer comparison.',
  alreadySubmitted: 'This task has already been submitted',
  codeFound: 'Task found',
  answerKeyLater: 'The answer key is available once the task has been evaluated',
  noWorksheet: 'This task has no worksheet',
  noAnswerKey: 'No answer key available for this worksheet.',
} as const;

/** Print header (spec 02 §2.11): topics cut to 10 words, then "etc."; none reads "All Topics". */
export const PRINT_TOPIC_WORDS = 10;
export function printTopics(topics: readonly string[]): string {
  const words = topics.join(', ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'All Topics';
  if (words.length <= PRINT_TOPIC_WORDS) return words.join(' ');
  return `${words.slice(0, PRINT_TOPIC_WORDS).join(' ').replace(/,$/, '')} etc.`;
}
/** Print header batch line: the batch names, or "Individual Task" for a task given to one child. */
export const printBatchLine = (batchNames: readonly string[]) =>
  batchNames.length ? batchNames.join(', ') : 'Individual Task';

/** A code as typed: trimmed and upper-cased; the format check is separate so the message can be the spec's. */
export const normaliseTaskCode = (code: string) => code.trim().toUpperCase();
export const isTaskCode = (code: string) =>
  code.length === TASK_CODE_LENGTH && [...code].every((c) => TASK_CODE_ALPHABET.includes(c));

/** POST /tasks/assign/{worksheetId} body (spec 02 §7). */
export const ZAssignBody = z.object({
  title: z
    .string({ error: TASK_MSG.titleRequired })
    .trim()
    .min(1, TASK_MSG.titleRequired)
    .max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(TASK_DESCRIPTION_MAX, `Description must be at most ${TASK_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
  /** ISO date or date-time; the server refuses one before today (in the caller's terms: before the current day). */
  due_date: z.iso
    .datetime({ offset: true, error: 'Due date must be a valid date' })
    .or(z.iso.date({ error: 'Due date must be a valid date' }))
    .nullish()
    .transform((v) => v ?? null),
  hint_enabled: z.boolean().default(true),
  target_type: z.enum(TASK_TARGET_TYPES).default('child'),
  target_ids: z
    .array(z.uuid({ error: 'Invalid target id' }))
    .max(TASK_TARGETS_MAX)
    .default([]),
  /** Teacher: explicit students as well as batches (batches take precedence, spec 03 §6). */
  student_ids: z
    .array(z.uuid({ error: 'Invalid student id' }))
    .max(TASK_TARGETS_MAX)
    .optional(),
});
export type AssignBody = z.output<typeof ZAssignBody>;

/** A task as every list and detail returns it. */
export const ZTask = z.object({
  id: z.string(),
  assignment_group: z.string(),
  task_code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  task_type: z.enum(TASK_TYPES),
  state: z.enum(TASK_STATES),
  hint_enabled: z.boolean(),
  due_date: z.string().nullable(),
  owner_id: z.string(),
  owner_role: z.string(),
  owner_name: z.string().optional(),
  child_id: z.string(),
  child_name: z.string().optional(),
  worksheet_id: z.string().nullable(),
  is_olympiad: z.boolean(),
  olympiad_provider: z.string().nullable(),
  olympiad_code: z.string().nullable(),
  batch_id: z.string().nullable(),
  batch_names: z.array(z.string()),
  target_ids: z.array(z.string()),
  submitted_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaskDto = z.infer<typeof ZTask>;

export const ZAssignResponse = z.object({
  tasks: z.array(ZTask.extend({ task_id: z.string() })),
  tasks_created: z.number().int(),
  assigned_count: z.number().int(),
  assignment_group: z.string(),
  task_code: z.string(),
  message: z.string(),
});

/** Keyset-paged task list: pass `next_cursor` back as `cursor` for the next page. */
export const ZTaskListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Space filter of the child view and parent tabs: tasks owned by this adult only. */
  owner_id: z.uuid().optional(),
  subject: z.string().trim().max(60).optional(),
});
export const ZTaskList = z.object({ tasks: z.array(ZTask), next_cursor: z.string().nullable() });

export const ZValidateCodeResponse = z.object({
  valid: z.boolean(),
  task: ZTask.nullable(),
  message: z.string(),
});

export const ZTaskCodeParams = z.object({ code: z.string().max(40) });
export const ZChildTasksParams = z.object({ id: z.string().max(80) });
export const ZValidateCodeQuery = z.object({ child_id: z.string().max(80).optional() });

/**
 * A worksheet as a task shows it. For the child view before evaluation the answers, explanations and answer key
 * are left out (and hints when the task has them switched off), so those fields are optional here.
 */
export const ZTaskQuestion = ZWorksheetQuestion.partial({
  answer: true,
  correct_answer: true,
  answer_explanation: true,
});
export const ZTaskWorksheet = ZWorksheet.extend({
  questions: z.array(ZTaskQuestion),
  json_data: z.object({
    sections: z.array(ZWorksheetSection.extend({ questions_list: z.array(ZTaskQuestion) })),
    answer_key: z.array(ZAnswerKeyEntry),
  }),
});
export type TaskWorksheet = z.infer<typeof ZTaskWorksheet>;

/** GET /tasks/{id} and /tasks/{id}/worksheet: the task and its worksheet (null for a general task). */
export const ZTaskDetail = z.object({
  task: ZTask,
  worksheet: ZTaskWorksheet.nullable(),
  /** Whether this caller sees the answer key now (adults always; the child view once evaluated or published). */
  answer_key_visible: z.boolean(),
});
export type TaskDetail = z.infer<typeof ZTaskDetail>;

/** GET /tasks/{id}/answer-key (spec 02 §2.14): the key as HTML and as data, with the worksheet's subject and topics. */
export const ZTaskAnswerKey = z.object({
  answer_key: z.string(),
  answer_key_entries: z.array(ZAnswerKeyEntry),
  worksheet: z.object({
    id: z.string(),
    title: z.string(),
    subject: z.string(),
    grade: z.number().int(),
    topics: z.array(z.string()),
  }),
  task: ZTask,
});

/** GET /tasks/archived (spec 02 §3 Archived task): one entry per assignment group, newest archive first. */
export const ZArchivedTask = z.object({
  task: z.object({
    id: z.string(),
    task_code: z.string(),
    title: z.string(),
    subject: z.string(),
    created_at: z.string(),
    archived_at: z.string().nullable(),
    due_date: z.string().nullable(),
    assignment_group: z.string(),
  }),
  children: z.array(z.object({ id: z.string(), name: z.string(), task_id: z.string() })),
});
export const ZArchivedTasks = z.object({ archived_tasks: z.array(ZArchivedTask), next_cursor: z.string().nullable() });
export const ZArchivedQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Reassign, archive and delete answers. */
export const ZTaskActionResponse = z.object({
  message: z.string(),
  task: ZTask.nullable(),
  /** Delete: the tasks removed (every pending task of the assignment group). */
  deleted_task_ids: z.array(z.string()).optional(),
});

/** GET /tasks/by-code/{code}: the tasks of the live group with this code that the caller may see. */
export const ZTasksByCode = z.object({ task: ZTask, tasks: z.array(ZTask) });

/** GET /children/{id}/subjects: the subject pills (the child's board and grade, plus subjects of its tasks). */
export const ZChildSubjects = z.object({ subjects: z.array(z.string()) });

/** GET /tasks/{id}/pdf: A4 PDF (default) or a Word-readable .doc; the answer-key page only for adults. */
export const ZTaskPdfQuery = z.object({
  answer_key: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  format: z.enum(['pdf', 'doc']).default('pdf'),
});
