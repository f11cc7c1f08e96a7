import type {
  ZAssignmentTargets,
  ZBatchAnalysis,
  ZCoachingSummary,
  ZCoachingSummaryTask,
  ZGroupSubmission,
  ZGroupSubmissions,
  ZTaskStatusResponse,
  ZTaskStatusStudent,
} from '@app/shared/schemas/coaching';
import type { z } from 'zod';

// Answers of the coaching routes (spec 02 §3, §7), from the shared contract.
export type {
  Batch,
  CoachingRelationship,
  CoachingRequestBody,
  CoachingRequestResponse,
  CoachingStudent,
  PendingCoachingRequest,
  ReportCard,
  ReportCardStudent,
  SentCoachingRequest,
  TaskStatusGroup,
} from '@app/shared/schemas/coaching';
export type TaskStatusStudent = z.infer<typeof ZTaskStatusStudent>;
export type TaskStatusResponse = z.infer<typeof ZTaskStatusResponse>;
export type GroupSubmission = z.infer<typeof ZGroupSubmission>;
export type GroupSubmissions = z.infer<typeof ZGroupSubmissions>;
export type BatchAnalysis = z.infer<typeof ZBatchAnalysis>;
export type AssignmentTargets = z.infer<typeof ZAssignmentTargets>;
export type CoachingSummary = z.infer<typeof ZCoachingSummary>;
export type CoachingSummaryTask = z.infer<typeof ZCoachingSummaryTask>;
export interface BatchBody {
  name: string;
  subject: string;
  grade: number;
  location: string | null;
}
