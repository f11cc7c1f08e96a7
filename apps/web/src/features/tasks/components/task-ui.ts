// Screen texts of the task lists and sheets, verbatim from ui-strings.txt (spec 01 §8, spec 02 §8, spec 03 §8).
export const TASK_UI = {
  deleted: 'Task deleted successfully!',
  deleteFailed: 'Failed to delete task. Please try again.',
  reassigned: 'Task reassigned successfully! It has been moved back to pending tasks.',
  reassignFailed: 'Error reassigning task. Please try again.',
  archived: 'Task archived successfully!',
  archiveFailed: 'Error archiving task. Please try again.',
  taskInfoMissing: 'Task information not found',
  practiceSheetError: 'Error loading practice sheet. Please try again.',
  answerKeyError: 'Error loading answer key. Please try again.',
  answerKeyNoId: 'Unable to load answer key: Task ID missing',
  noAnswerKey: 'No answer key available for this worksheet.',
  archivedError: 'Failed to load archived tasks',
  noArchived: 'No archived tasks yet',
  allDone: 'All tasks completed!',
  noCompleted: 'No completed tasks yet',
  pdfError: 'Error generating PDF. You can print the worksheet instead.',
  allTopics: 'All Topics',
  noDeadline: 'No deadline',
} as const;

const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DATE.format(d);
}
