import { z } from 'zod';

// Question bank Auto-Generate (spec 03 §2.8 item 2, §3 counters, §4 loop, §5 rules, §9 limits). The loop runs on the
// server as a durable job; the screen starts, watches (live channel) and stops it.

export const QB_AUTO_LIMITS = { minPerTopic: 1, maxPerTopic: 20, defaultPerTopic: 5, delayMs: 1000 } as const;
/** The loop's order (spec 03 §4): topic, then difficulty, then type. */
export const QB_AUTO_DIFFICULTIES = ['easy', 'medium', 'hard', 'extreme'] as const;
export const QB_AUTO_TYPES = [
  'mcq',
  'true_false',
  'fill_blank',
  'assertion_reason',
  'short_answer',
  'long_answer',
] as const;
export const QB_AUTO_ENGINES = ['builtin', 'configured'] as const;
export const QB_AUTO_JOB = 'qb.auto-generate';

export const QB_AUTO_MSG = {
  selectAll: 'Please select Board, Grade, Subject, and Chapter',
  noTopics: 'No topics found for the selected chapter',
  perTopic: `Questions per topic must be a whole number from ${QB_AUTO_LIMITS.minPerTopic} to ${QB_AUTO_LIMITS.maxPerTopic}`,
  alreadyRunning: 'An auto-generation run is already in progress. Stop it or wait for it to finish.',
  notFound: 'Auto-generation run not found',
  stoppedByError: 'stopped due to error',
} as const;

export const ZQbAutoStart = z.object({
  board: z.string({ error: QB_AUTO_MSG.selectAll }).trim().min(1, QB_AUTO_MSG.selectAll).max(100),
  grade: z.coerce.number({ error: QB_AUTO_MSG.selectAll }).int().min(1, QB_AUTO_MSG.selectAll).max(12),
  subject: z.string({ error: QB_AUTO_MSG.selectAll }).trim().min(1, QB_AUTO_MSG.selectAll).max(100),
  chapter: z.string({ error: QB_AUTO_MSG.selectAll }).trim().min(1, QB_AUTO_MSG.selectAll).max(300),
  questions_per_topic: z
    .number({ error: QB_AUTO_MSG.perTopic })
    .int(QB_AUTO_MSG.perTopic)
    .min(QB_AUTO_LIMITS.minPerTopic, QB_AUTO_MSG.perTopic)
    .max(QB_AUTO_LIMITS.maxPerTopic, QB_AUTO_MSG.perTopic),
  /** builtin: the bank and generators (offline); configured: the AI Config worksheet model of each difficulty. */
  engine: z.enum(QB_AUTO_ENGINES).default('builtin'),
});
export type QbAutoStart = z.input<typeof ZQbAutoStart>;

export const ZQbAutoLogLine = z.object({
  at: z.string(),
  level: z.enum(['info', 'success', 'warning', 'error']),
  text: z.string(),
});
export type QbAutoLogLine = z.infer<typeof ZQbAutoLogLine>;

export const ZQbAutoCounters = z.object({
  total: z.number().int(),
  generated: z.number().int(),
  failed: z.number().int(),
  saved: z.number().int(),
  duplicates: z.number().int(),
});
export type QbAutoCounters = z.infer<typeof ZQbAutoCounters>;

export const ZQbAutoRun = z.object({
  id: z.string(),
  status: z.enum(['running', 'completed', 'stopped', 'failed']),
  engine: z.enum(QB_AUTO_ENGINES),
  board: z.string(),
  grade: z.number().int(),
  subject: z.string(),
  chapter: z.string(),
  topics: z.array(z.string()),
  questions_per_topic: z.number().int(),
  /** Requests done and to do (topics × 4 difficulties × 6 types). */
  requests_done: z.number().int(),
  requests_total: z.number().int(),
  progress: z.number(),
  stop_requested: z.boolean(),
  counters: ZQbAutoCounters,
  log: z.array(ZQbAutoLogLine),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type QbAutoRun = z.infer<typeof ZQbAutoRun>;

export const ZQbAutoCurrent = z.object({ run: ZQbAutoRun.nullable() });
export const ZQbAutoIdParams = z.object({ id: z.string().max(64) });

/** What the live channel carries after each request (`job.progress` with `job: qb.auto-generate`). */
export interface QbAutoProgressData {
  counters: QbAutoCounters;
  requests_done: number;
  requests_total: number;
  stop_requested: boolean;
  line: QbAutoLogLine | null;
}
