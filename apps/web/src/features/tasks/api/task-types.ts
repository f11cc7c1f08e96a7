import type { TaskDto } from '@app/shared/schemas/tasks';
import type { Worksheet } from '@app/shared/schemas/worksheets';

// Answers of the task routes (spec 02 §7, spec 03 §7) as this screen reads them.

export interface TaskList {
  tasks: TaskDto[];
  next_cursor: string | null;
}

export interface TaskDetail {
  task: TaskDto;
  /** Null for a general task. The child view gets it without answers until evaluation. */
  worksheet: (Omit<Worksheet, 'answer_key'> & { answer_key?: string }) | null;
  answer_key_visible: boolean;
}

export interface TaskAnswerKey {
  answer_key: string;
  answer_key_entries: { question_number: number; answer_text: string }[];
  worksheet: { id: string; title: string; subject: string; grade: number; topics: string[] };
  task: TaskDto;
}

export interface ArchivedTask {
  task: {
    id: string;
    task_code: string;
    title: string;
    subject: string;
    created_at: string;
    archived_at: string | null;
    due_date: string | null;
    assignment_group: string;
  };
  children: { id: string; name: string; task_id: string }[];
}

export interface ArchivedTasks {
  archived_tasks: ArchivedTask[];
  next_cursor: string | null;
}

export interface TaskActionResponse {
  message: string;
  task: TaskDto | null;
  deleted_task_ids?: string[];
}
