// Coaching texts from the spec (ui-strings.txt and spec 02 §2.8–2.16, §8), shown verbatim.
export const COACH_UI = {
  noBatchSelected: 'No Batch Selected - Please select a batch above to view task status for that batch.',
  noTasks: 'No Tasks Assigned Yet',
  allCompleted: 'All tasks completed!',
  noCompleted: 'No completed tasks yet',
  noArchived: 'No archived tasks yet',
  noSubmissions: 'No Submissions Yet',
  dateNotAvailable: 'Date not available',
  studentActions: (n: number) => `View Student Actions (${n} students)`,
  selectBatchFirst: 'Please select a batch first',
  fillRequired: 'Please fill in all required fields',
  enterPassword: 'Please enter your password to confirm deletion',
  wrongPassword: 'Incorrect password. Please try again.',
  batchDeleted: 'Batch deleted successfully',
  batchUpdated: 'Batch updated successfully',
  deleteBatchError: (detail: string) => `Error deleting batch: ${detail}`,
  updateBatchError: (detail: string) => `Error updating batch: ${detail}`,
  analysisFailed: 'Failed to load batch analysis',
  reportFailed: 'Failed to load report card',
  submissionsError: (detail: string) => `Error loading submissions: ${detail}`,
  taskInfoMissing: 'Task information not found',
  reassigned: 'Task reassigned successfully!',
  reassignError: (detail: string) => `Error reassigning task: ${detail}`,
  deleted: 'Task deleted successfully!',
  deleteFailed: 'Failed to delete task. Please try again.',
  archived: 'Task archived successfully!',
  archiveFailed: 'Failed to archive task. Please try again.',
  requestCancelled: 'Coaching request cancelled successfully!',
  cancelError: 'Error cancelling request',
  studentRemoved: 'Student removed successfully!',
  removeError: 'Error removing student',
  studentMoved: 'Student batch updated successfully!',
  moveError: 'Error updating student',
  sendError: 'Error sending request',
  updateRequestError: 'Error updating request',
  approved: 'Coaching request approved successfully!',
  denied: 'Coaching request denied successfully!',
  selectChildFirst: 'Please select a child first',
  selectStudent: 'Please select at least one student',
  selectBatch: 'Please select at least one batch',
  evaluating: 'Evaluating...',
} as const;

export const SUBJECTS = [
  'Mathematics',
  'Science',
  'English',
  'Hindi',
  'Social Studies',
  'Physics',
  'Chemistry',
  'Biology',
] as const;

export const GRADES = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** Spec 02 §9: at or above 75 green, at or above 50 yellow, otherwise red. */
export function scoreColor(score: number): string {
  if (score >= 75) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? '—'
    : d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
