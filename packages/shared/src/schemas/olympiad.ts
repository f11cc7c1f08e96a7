import { z } from 'zod';
import { ZTaskQuestion } from './tasks';

// Responses of the olympiad endpoints (spec 02 §7) and the question-bank olympiad hierarchy (spec 03 §7).
// packages/content/src/olympiad/types.ts holds the same shapes as plain TypeScript types.

export const ZOlympiadType = z.object({
  code: z.string(),
  name: z.string(),
  subject: z.string(),
  provider: z.string(),
});

/** GET /olympiad/types: the client reads `olympiads[0].olympiads`. */
export const ZOlympiadTypesResponse = z.object({
  olympiads: z.array(
    z.object({
      provider: z.string(),
      provider_name: z.string(),
      olympiads: z.array(ZOlympiadType),
    }),
  ),
});

export const ZOlympiadConfigSection = z.object({
  name: z.string(),
  questions: z.number().int().min(1),
  marks_per_question: z.number().int().min(1).max(10),
  total_marks: z.number().int().min(1),
  is_hot: z.boolean(),
});

export const ZOlympiadMockConfig = z.object({
  sections: z.array(ZOlympiadConfigSection).min(1),
  total_marks: z.number().int().min(1),
  duration_minutes: z.number().int().min(1),
});

/** GET /olympiad/config?grade&subject. `olympiad` is null when `available` is false; `message` says why. */
export const ZOlympiadConfigQuery = z.object({
  grade: z.coerce.number().int().min(1).max(12),
  subject: z.string().trim().min(1),
});
export const ZOlympiadConfigResponse = z.object({
  available: z.boolean(),
  olympiad: z
    .object({ name: z.string(), provider: z.string(), code: z.string(), config: ZOlympiadMockConfig })
    .nullable(),
  message: z.string(),
});

/** GET /olympiad/{provider}/{code}/syllabus?grade. */
export const ZOlympiadSyllabusQuery = z.object({ grade: z.coerce.number().int().min(1).max(12) });
export const ZOlympiadSyllabusResponse = z.object({
  sections: z.array(z.object({ name: z.string(), topics: z.array(z.string()) })),
});

// GET /qb/olympiad/providers | types | grades | sections | topics.
export const ZQbOlympiadProvidersResponse = z.object({ providers: z.array(z.string()) });
export const ZQbOlympiadTypesQuery = z.object({ provider: z.string().trim().min(1) });
export const ZQbOlympiadTypesResponse = z.object({ types: z.array(z.string()) });
export const ZQbOlympiadGradesQuery = ZQbOlympiadTypesQuery.extend({ olympiad_type: z.string().trim().min(1) });
export const ZQbOlympiadGradesResponse = z.object({ grades: z.array(z.number().int()), subject: z.string() });
export const ZQbOlympiadSectionsQuery = ZQbOlympiadGradesQuery.extend({
  grade: z.coerce.number().int().min(1).max(12),
});
export const ZQbOlympiadSectionsResponse = z.object({ sections: z.array(z.object({ name: z.string() })) });
export const ZQbOlympiadTopicsQuery = ZQbOlympiadSectionsQuery.extend({ section: z.string().trim().min(1) });
export const ZQbOlympiadTopicsResponse = z.object({ topics: z.array(z.string()) });

export type OlympiadTypesResponseBody = z.infer<typeof ZOlympiadTypesResponse>;
export type OlympiadConfigResponseBody = z.infer<typeof ZOlympiadConfigResponse>;
export type OlympiadSyllabusResponseBody = z.infer<typeof ZOlympiadSyllabusResponse>;

// ---- Timed mock paper (issue 16): the child's take of an olympiad mock test -------------------------------------

/** Fewest children of one class who took the same olympiad's mock before a rank among them is shown. */
export const MOCK_RANK_MIN_PEERS = 5;
/** The warning before the end of a mock (spec 02 §9: 5 minutes). */
export const MOCK_WARNING_SECONDS = 5 * 60;
/** Answers in flight when the time runs out are still taken this long after the deadline. */
export const MOCK_GRACE_SECONDS = 10;

export const MOCK_MSG = {
  notMock: 'This task is not an olympiad mock test',
  notStarted: 'The mock test has not been started',
  timeUp: 'Time is up: the mock test has been submitted',
  submitted: 'This mock test has already been submitted',
  childOnly: 'Only the child can take a mock test, from the child view',
  notEnoughPeers: 'Not enough children of this class have taken this olympiad yet',
  answerTooLong: 'An answer is at most 200 characters',
  useMockTest: 'This is a timed mock test: start it and answer it in the mock test',
  paperHidden: 'The mock test paper opens when its clock starts',
} as const;

export const ZMockAnswers = z
  .record(
    z.string().regex(/^\d{1,3}$/, 'Question numbers are whole numbers'),
    z.string().max(200, MOCK_MSG.answerTooLong),
  )
  .refine((r) => Object.keys(r).length <= 200, 'At most 200 answers at once');

export const ZMockAnswersBody = z.object({ answers: ZMockAnswers });
export const ZMockSubmitBody = z.object({ answers: ZMockAnswers.optional() });

export const ZMockSection = z.object({
  name: z.string(),
  is_hot: z.boolean(),
  marks_per_question: z.number(),
  /** Question numbers of this section, in paper order. */
  question_numbers: z.array(z.number().int()),
});

/** The attempt as the child's countdown needs it: the server's times, so the client never owns the clock. */
export const ZMockAttempt = z.object({
  task_id: z.uuid(),
  status: z.enum(['not_started', 'in_progress', 'submitted']),
  duration_minutes: z.number().int(),
  started_at: z.string().nullable(),
  deadline: z.string().nullable(),
  /** The server's time when it answered: the client counts down from `deadline - server_now`. */
  server_now: z.string(),
  remaining_seconds: z.number().int().nullable(),
  warning_seconds: z.number().int(),
  answers: z.record(z.string(), z.string()),
  closed_by: z.enum(['child', 'timeout']).nullable(),
  sections: z.array(ZMockSection),
  instructions: z.array(z.string()),
  /** The paper's questions (no key, no hints), only while the clock runs: the paper is not readable before it. */
  questions: z.array(ZTaskQuestion),
});
export type MockAttempt = z.infer<typeof ZMockAttempt>;

export const ZMockSectionResult = z.object({
  name: z.string(),
  is_hot: z.boolean(),
  questions: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  marks_awarded: z.number(),
  max_marks: z.number(),
  percentage: z.number(),
});

export const ZMockResult = z.object({
  task_id: z.uuid(),
  status: z.enum(['evaluating', 'evaluated']),
  olympiad: z.object({ code: z.string(), name: z.string() }).nullable(),
  closed_by: z.enum(['child', 'timeout']).nullable(),
  sections: z.array(ZMockSectionResult),
  total: z.object({ marks_awarded: z.number(), max_marks: z.number(), percentage: z.number() }).nullable(),
  /** Rank among children of the same class who took this olympiad's mock here; null below the threshold. */
  rank: z.object({ position: z.number().int(), of: z.number().int() }).nullable(),
  rank_note: z.string().nullable(),
});
export type MockResult = z.infer<typeof ZMockResult>;
