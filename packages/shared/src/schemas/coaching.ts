import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '../constants';
import { MSG } from '../messages';

// Batches, coaching requests and relationships, the teacher's status board, submissions, batch analysis and report
// cards (spec 02 §2.8-2.10, §2.15, §2.16, §2.18, §3, §5, §7, §8; spec 01 "Parent dashboard").

export const BATCH_NAME_MAX = 100;
export const BATCH_SUBJECT_MAX = 60;
export const BATCH_LOCATION_MAX = 200;
/** A teacher's batches are one bounded list (cards on one screen). */
export const MAX_BATCHES_PER_TEACHER = 100;
export const COACHING_MESSAGE_MAX = 500;
export const COACHING_CHILD_NAME_MAX = 100;
/** Spec 02 §5: the form checks the e-mail 500 ms after typing stops, once at least 5 characters are typed. */
export const PARENT_EMAIL_CHECK_DEBOUNCE_MS = 500;
export const PARENT_EMAIL_CHECK_MIN_CHARS = 5;
/** Spec 02 §9: report cards show at most 3 strong and 3 weak concepts. */
export const REPORT_CARD_CONCEPTS_MAX = 3;
/** Top and bottom performers shown by the batch analysis. */
export const BATCH_PERFORMERS_MAX = 5;
export const BATCH_COMMON_MISTAKES_MAX = 10;
/** Spec 02 §2.18: the coaching summary lists up to 5 pending and 5 completed tasks. */
export const COACHING_SUMMARY_LIST_MAX = 5;
/** Coaching requests one teacher may send per minute, and new parent accounts their requests may create a day. */
export const COACHING_REQUESTS_PER_MINUTE = 30;
export const NEW_PARENTS_PER_DAY = 20;
/** An invited parent's one-time password signs in for this long; then the invitation lapses. */
export const ONE_TIME_CREDENTIALS_DAYS = 7;

/** How many students one assignment may reach (tasks and notices are written per student). */
export const ASSIGN_STUDENTS_MAX = 500;

export const COACHING_MSG = {
  // Spec 02 §5, §8 (ui-strings.txt).
  fillRequired: MSG.fillRequired,
  enterPasswordToDelete: 'Please enter your password to confirm deletion',
  incorrectPassword: MSG.incorrectPassword,
  selectBatchFirst: 'Please select a batch first',
  batchDeleted: 'Batch deleted successfully',
  batchUpdated: 'Batch updated successfully',
  requestCancelled: 'Coaching request cancelled successfully!',
  requestApproved: 'Coaching request approved successfully!',
  requestDenied: 'Coaching request denied successfully!',
  selectChildFirst: 'Please select a child first',
  studentRemoved: 'Student removed successfully!',
  studentBatchUpdated: 'Student batch updated successfully!',
  noBatchSelected: 'No Batch Selected - Please select a batch above to view task status for that batch.',
  noTasksAssigned: 'No Tasks Assigned Yet',
  allTasksCompleted: 'All tasks completed!',
  noCompletedTasks: 'No completed tasks yet',
  noArchivedTasks: 'No archived tasks yet',
  noSubmissions: 'No Submissions Yet',
  dateNotAvailable: 'Date not available',
  taskInfoNotFound: 'Task information not found',
  selectStudent: 'Please select at least one student',
  selectBatch: 'Please select at least one batch',
  // Our own server details (the spec leaves them unshown).
  batchCreated: 'Batch created successfully',
  batchNotFound: 'Batch not found',
  nameRequired: 'Batch name is required',
  subjectRequired: 'Subject is required',
  gradeRequired: 'Grade is required',
  gradeRange: `Grade must be between ${GRADE_MIN} and ${GRADE_MAX}`,
  tooManyBatches: `You can have at most ${MAX_BATCHES_PER_TEACHER} batches`,
  parentEmailRequired: 'Parent email is required',
  emailInvalid: MSG.emailInvalid,
  childNameRequired: 'Child name is required',
  batchRequired: 'Batch is required',
  /**
   * The e-mail has an account that cannot take a request (a teacher, an admin, a deactivated parent): one neutral
   * answer for all of them, so the form tells nothing about which it is.
   */
  cannotInvite: 'A coaching request cannot be sent to this email. Please check the address with the parent.',
  /** A teacher's daily cap on new parent accounts (NEW_PARENTS_PER_DAY). */
  newParentsCap:
    'You have created as many new parent accounts as a day allows. Please try again tomorrow, or invite parents who already have an account.',
  requestExists: 'A pending request for this child and subject has already been sent to this parent',
  requestSentExisting: 'Coaching request sent successfully! The parent will see it in their Coaching Requests.',
  requestSentNew:
    'Coaching request sent successfully! A parent account was created and a welcome email with the login details was sent.',
  requestNotFound: 'Coaching request not found',
  requestNotPending: 'This coaching request has already been answered',
  relationshipNotFound: 'Student not found',
  alreadyLinked: 'This child is already linked to this teacher for this subject',
  childNotFound: 'Child not found',
  studentNotFound: 'Student not found. Only students linked to you can be given tasks.',
  emptyBatches: 'The selected batches have no students yet',
  tooManyStudents: (max: number) => `One assignment can reach at most ${max} students. Please choose fewer batches.`,
  submissionsNotFound: 'Task not found',
} as const;

/** Numbers from JSON or from form strings ("7"); anything else fails with the field's message. */
const gradeField = (requiredMsg: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === '' || v === null ? undefined : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMsg : COACHING_MSG.gradeRange) })
      .int(COACHING_MSG.gradeRange)
      .min(GRADE_MIN, COACHING_MSG.gradeRange)
      .max(GRADE_MAX, COACHING_MSG.gradeRange),
  );
const requiredText = (max: number, requiredMsg: string, label: string) =>
  z.string({ error: requiredMsg }).trim().min(1, requiredMsg).max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** Path ids: a malformed one answers 404 from the service, like an unknown one, so ids reveal nothing. */
export const ZIdParams = z.object({ id: z.string().max(80) });

// ---------------------------------------------------------------- Batches

/** POST /batches (spec 02 §5: name, subject and grade required; location optional). */
export const ZBatchCreateBody = z.object({
  name: requiredText(BATCH_NAME_MAX, COACHING_MSG.fillRequired, 'Batch name'),
  subject: requiredText(BATCH_SUBJECT_MAX, COACHING_MSG.fillRequired, 'Subject'),
  grade: gradeField(COACHING_MSG.fillRequired),
  location: optionalText(BATCH_LOCATION_MAX, 'Location'),
});
export type BatchCreateBody = z.output<typeof ZBatchCreateBody>;

/** PUT /batches/{id} (spec 02 §5: name and subject required); grade kept when absent. */
export const ZBatchUpdateBody = z.object({
  name: requiredText(BATCH_NAME_MAX, COACHING_MSG.fillRequired, 'Batch name'),
  subject: requiredText(BATCH_SUBJECT_MAX, COACHING_MSG.fillRequired, 'Subject'),
  grade: gradeField(COACHING_MSG.fillRequired).optional(),
  location: optionalText(BATCH_LOCATION_MAX, 'Location'),
});
export type BatchUpdateBody = z.output<typeof ZBatchUpdateBody>;

/** DELETE /batches/{id}: the teacher's password, checked on the server (spec 02 §4: delete needs a password). */
export const ZBatchDeleteBody = z.object({
  password: z
    .string({ error: COACHING_MSG.enterPasswordToDelete })
    .min(1, COACHING_MSG.enterPasswordToDelete)
    .max(256, COACHING_MSG.incorrectPassword),
});

export const ZBatch = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  grade: z.number().int(),
  location: z.string().nullable(),
  student_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Batch = z.infer<typeof ZBatch>;
export const ZBatchList = z.object({ batches: z.array(ZBatch) });
export const ZBatchResponse = z.object({ message: z.string(), batch: ZBatch });
export const ZBatchDeleteResponse = z.object({ message: z.string(), id: z.string() });

/** A student as the teacher's lists show one (an approved relationship's child). */
export const ZCoachingStudent = z.object({
  /** The child's id (assignment targets use it as the student id). */
  id: z.string(),
  child_id: z.string(),
  name: z.string(),
  grade: z.number().int(),
  photo_url: z.string().nullable(),
  parent_name: z.string(),
  subject: z.string(),
  batch_id: z.string().nullable(),
  relationship_id: z.string(),
});
export type CoachingStudent = z.infer<typeof ZCoachingStudent>;
/** GET /batches/{id}/students: bounded by the batch (a few dozen students). */
export const ZBatchStudents = z.object({ students: z.array(ZCoachingStudent) });

// ---------------------------------------------------------------- Coaching requests

/** GET /coaching/check-parent-email/{email}. */
export const ZCheckParentEmailParams = z.object({ id: z.string().trim().max(254) });
export const ZCheckParentEmailResponse = z.object({ exists: z.boolean(), parent_name: z.string().nullable() });

/** POST /coaching/request (spec 02 §3 New request payload, §5 Add student). */
export const ZCoachingRequestBody = z.object({
  parent_email: z
    .string({ error: COACHING_MSG.parentEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, COACHING_MSG.parentEmailRequired)
    .pipe(z.email(COACHING_MSG.emailInvalid).max(254, COACHING_MSG.emailInvalid)),
  child_name: requiredText(COACHING_CHILD_NAME_MAX, COACHING_MSG.childNameRequired, 'Child name'),
  child_grade: gradeField(COACHING_MSG.gradeRange)
    .nullish()
    .transform((v) => v ?? null),
  /** Read-only in the form and filled from the batch; the server takes the batch's subject when they differ. */
  subject: requiredText(BATCH_SUBJECT_MAX, COACHING_MSG.subjectRequired, 'Subject'),
  message: optionalText(COACHING_MESSAGE_MAX, 'Message'),
  batch_id: z.uuid({ error: COACHING_MSG.batchRequired }),
});
export type CoachingRequestBody = z.output<typeof ZCoachingRequestBody>;

export const COACHING_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type CoachingRequestStatus = (typeof COACHING_REQUEST_STATUSES)[number];

/** A request as the teacher's "sent" list shows it (Pending Approval). */
export const ZSentCoachingRequest = z.object({
  id: z.string(),
  child_name: z.string(),
  parent_email: z.string(),
  child_grade: z.number().int().nullable(),
  subject: z.string(),
  message: z.string().nullable(),
  batch_id: z.string().nullable(),
  batch_name: z.string().nullable(),
  status: z.enum(COACHING_REQUEST_STATUSES),
  created_at: z.string(),
});
export type SentCoachingRequest = z.infer<typeof ZSentCoachingRequest>;

/** A request as the parent's Coaching Requests modal shows it. */
export const ZPendingCoachingRequest = z.object({
  id: z.string(),
  child_name: z.string(),
  child_grade: z.number().int().nullable(),
  coach: z.object({ id: z.string(), name: z.string() }),
  subject: z.string(),
  message: z.string().nullable(),
  status: z.enum(COACHING_REQUEST_STATUSES),
  created_at: z.string(),
});
export type PendingCoachingRequest = z.infer<typeof ZPendingCoachingRequest>;

/** Keyset paging for lists that grow: pass `next_cursor` back as `cursor`. */
export const ZCoachingListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZSentCoachingRequests = z.object({
  requests: z.array(ZSentCoachingRequest),
  next_cursor: z.string().nullable(),
});
export const ZPendingCoachingRequests = z.object({
  requests: z.array(ZPendingCoachingRequest),
  next_cursor: z.string().nullable(),
});

export const ZParentCredentials = z.object({ password: z.string(), access_code: z.string() });
export const ZCoachingRequestResponse = z.object({
  message: z.string(),
  request: ZSentCoachingRequest,
  new_parent_created: z.boolean(),
  parent_email: z.string(),
  /** Only for a new parent: the one-time password and access code, shown to the teacher once and e-mailed. */
  parent_credentials: ZParentCredentials.nullable(),
});
export type CoachingRequestResponse = z.infer<typeof ZCoachingRequestResponse>;

/** PUT /coaching/requests/{id} (parent): approve with one of their children, or deny. */
export const ZCoachingRequestAnswerBody = z
  .object({
    status: z.enum(['approved', 'denied'], { error: 'Status must be approved or denied' }),
    child_id: z.uuid({ error: COACHING_MSG.selectChildFirst }).nullish(),
  })
  .refine((b) => b.status !== 'approved' || !!b.child_id, {
    message: COACHING_MSG.selectChildFirst,
    path: ['child_id'],
  });

// ---------------------------------------------------------------- Relationships

export const ZCoachingRelationship = z.object({
  id: z.string(),
  coach_id: z.string(),
  child_id: z.string(),
  batch_id: z.string().nullable(),
  batch_name: z.string().nullable(),
  subject: z.string(),
  created_at: z.string(),
  coach_details: z.object({ id: z.string(), name: z.string() }),
  child_details: z.object({
    id: z.string(),
    name: z.string(),
    grade: z.number().int(),
    photo_url: z.string().nullable(),
  }),
  parent_details: z.object({ name: z.string() }),
});
export type CoachingRelationship = z.infer<typeof ZCoachingRelationship>;

export const ZCoachingRequestAnswerResponse = z.object({
  message: z.string(),
  relationship: ZCoachingRelationship.nullable(),
});

/** GET /coaching/relationships: a teacher's students, or a parent's children's coaches. */
export const ZRelationshipListQuery = ZCoachingListQuery.extend({
  batch_id: z.uuid().optional(),
  child_id: z.uuid().optional(),
});
export const ZCoachingRelationships = z.object({
  relationships: z.array(ZCoachingRelationship),
  next_cursor: z.string().nullable(),
});

/** PUT /coaching/relationships/{id}: move the student to another batch, or to none ("No Batch"). */
export const ZRelationshipUpdateBody = z.object({ batch_id: z.uuid({ error: COACHING_MSG.batchNotFound }).nullable() });
export const ZRelationshipResponse = z.object({ message: z.string(), relationship: ZCoachingRelationship });

// ---------------------------------------------------------------- Assignment targets

/** GET /coaching/assignment-targets (and /coaching/assignment/targets). */
export const ZAssignmentTargets = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      grade: z.number().int(),
      child_id: z.string(),
      child_name: z.string(),
      child_grade: z.number().int(),
      batch_id: z.string().nullable(),
      subject: z.string(),
    }),
  ),
  batches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subject: z.string(),
      grade: z.number().int(),
      student_count: z.number().int(),
    }),
  ),
});
export type AssignmentTargets = z.infer<typeof ZAssignmentTargets>;

// ---------------------------------------------------------------- Task status board

export const ZTaskStatusQuery = z.object({
  /** The active batch: groups with at least one task through it. Absent: all of the teacher's groups. */
  batch_id: z.uuid().optional(),
  view: z.enum(['active', 'archived']).default('active'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZTaskStatusStudent = z.object({
  child_id: z.string(),
  child_name: z.string(),
  batch_id: z.string().nullable(),
  /** Only "submitted" is read (spec 02 §4); a completed, evaluated or published task counts as submitted. */
  status: z.enum(['submitted', 'pending']),
  state: z.string(),
  task_id: z.string(),
  submitted_at: z.string().nullable(),
  overall_score: z.number().nullable(),
});

/** Spec 02 §3 Task status group. `status` says the column: completed when every student has submitted. */
export const ZTaskStatusGroup = z.object({
  assignment_group: z.string(),
  task_code: z.string(),
  title: z.string(),
  subject: z.string(),
  is_olympiad: z.boolean(),
  created_at: z.string(),
  due_date: z.string().nullable(),
  archived_at: z.string().nullable(),
  total_assigned: z.number().int(),
  submitted_count: z.number().int(),
  pending_count: z.number().int(),
  status: z.enum(['pending', 'completed']),
  students: z.array(ZTaskStatusStudent),
});
export type TaskStatusGroup = z.infer<typeof ZTaskStatusGroup>;

export const ZTaskStatusResponse = z.object({
  task_status: z.array(ZTaskStatusGroup),
  /** Groups in each view for the toggle ("Archived (N)"), within the batch filter. */
  active_count: z.number().int(),
  archived_count: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type TaskStatusResponse = z.infer<typeof ZTaskStatusResponse>;

// ---------------------------------------------------------------- Submissions (spec 02 §2.10)

export const ZGroupSubmissionsParams = z.object({ id: z.string().max(80) });
export const ZGroupSubmission = z.object({
  task_id: z.string(),
  child_id: z.string(),
  state: z.string(),
  child_details: z.object({ name: z.string(), grade: z.number().int() }),
  submission: z
    .object({
      id: z.string(),
      /** Online answers or typed text as one readable text; file names for uploads. */
      content: z.string(),
      submitted_at: z.string().nullable(),
      files: z.array(z.object({ id: z.string(), filename: z.string() })),
    })
    .nullable(),
  evaluation: z
    .object({
      id: z.string(),
      overall_score: z.number(),
      max_score: z.number(),
      marks_awarded: z.number(),
      grade: z.string(),
      feedback: z.string(),
    })
    .nullable(),
});
export const ZGroupSubmissions = z.object({
  assignment_group: z.string(),
  title: z.string(),
  submissions: z.array(ZGroupSubmission),
});
export type GroupSubmissions = z.infer<typeof ZGroupSubmissions>;

// ---------------------------------------------------------------- Batch analysis and report card

export const ZBatchDocQuery = z.object({ format: z.enum(['json', 'pdf']).default('json') });

export const ZBatchPerformer = z.object({
  child_id: z.string(),
  name: z.string(),
  average_score: z.number(),
  tasks_completed: z.number().int(),
});
export const ZCommonMistake = z.object({
  question_number: z.number().int(),
  question_text: z.string(),
  /** Percentage 0-100 of attempts marked not correct. */
  error_rate: z.number(),
  incorrect_attempts: z.number().int(),
  total_attempts: z.number().int(),
  task_title: z.string(),
});
export const ZBatchAnalysis = z.object({
  batch_id: z.string(),
  batch_name: z.string(),
  total_students: z.number().int(),
  total_tasks: z.number().int(),
  analysis: z.object({
    /** Mean of the students' evaluated percentages; null before any evaluation. */
    average_score: z.number().nullable(),
    /** Percentage of the batch's tasks handed in. */
    completion_rate: z.number(),
    top_performers: z.array(ZBatchPerformer),
    bottom_performers: z.array(ZBatchPerformer),
    common_mistakes: z.array(ZCommonMistake),
  }),
});
export type BatchAnalysis = z.infer<typeof ZBatchAnalysis>;

export const ZOlympiadMetrics = z.object({
  total_olympiad_tasks: z.number().int(),
  completed_olympiad_tasks: z.number().int(),
  average_olympiad_score: z.number().nullable(),
  olympiad_completion_rate: z.number(),
  olympiad_by_provider: z.array(
    z.object({
      provider: z.string(),
      total: z.number().int(),
      completed: z.number().int(),
      average_score: z.number().nullable(),
      olympiads: z.array(
        z.object({
          code: z.string(),
          total: z.number().int(),
          completed: z.number().int(),
          average_score: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export const ZReportTaskDetail = z.object({
  task_id: z.string(),
  task_title: z.string(),
  subject: z.string(),
  completed: z.boolean(),
  overall_score: z.number().nullable(),
  is_olympiad: z.boolean(),
  olympiad_code: z.string().nullable(),
  strong_concepts: z.array(z.string()),
  weak_concepts: z.array(z.string()),
});
export const ZReportCardStudent = z.object({
  student_id: z.string(),
  student_name: z.string(),
  photo_url: z.string().nullable(),
  /** 1 for the best average; students without an evaluation rank last. */
  rank: z.number().int(),
  average_score: z.number().nullable(),
  completion_rate: z.number(),
  tasks_completed: z.number().int(),
  total_tasks: z.number().int(),
  pending_tasks: z.number().int(),
  strong_concepts: z.array(z.string()),
  weak_concepts: z.array(z.string()),
  olympiad_metrics: ZOlympiadMetrics,
  task_details: z.array(ZReportTaskDetail),
});
export type ReportCardStudent = z.infer<typeof ZReportCardStudent>;
export const ZReportCard = z.object({
  batch_id: z.string(),
  batch_name: z.string(),
  students: z.array(ZReportCardStudent),
});
export type ReportCard = z.infer<typeof ZReportCard>;

// ---------------------------------------------------------------- Parent side (spec 02 §2.18)

/** GET /coaching/children/{id}/summary?coach_id=: that coach's tasks for the child (parent side). */
export const ZCoachingSummaryQuery = z.object({
  /** Empty means every coach of the child. */
  coach_id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
});
export const ZCoachingSummaryTask = z.object({
  task_id: z.string(),
  title: z.string(),
  subject: z.string(),
  due_date: z.string().nullable(),
  state: z.string(),
  /** Null while the evaluation runs ("Evaluating..."). */
  overall_score: z.number().nullable(),
  created_at: z.string(),
});
export const ZCoachingSummary = z.object({
  average_score: z.number().nullable(),
  tasks_completed: z.number().int(),
  pending_tasks: z.number().int(),
  pending: z.array(ZCoachingSummaryTask),
  completed: z.array(ZCoachingSummaryTask),
});
