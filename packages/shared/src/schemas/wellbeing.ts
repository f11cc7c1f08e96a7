import { z } from 'zod';

// Well-being survey (spec 03 §2.4, §9): 3 random questions out of these 5, each on a 1-5 emoji scale.

export const WELLBEING_QUESTION_IDS = ['difficulty', 'feeling', 'confidence', 'enjoyment', 'energy'] as const;
export type WellbeingQuestionId = (typeof WELLBEING_QUESTION_IDS)[number];

export interface WellbeingScalePoint {
  value: 1 | 2 | 3 | 4 | 5;
  emoji: string;
  label: string;
}

export interface WellbeingQuestion {
  id: WellbeingQuestionId;
  question: string;
  scale: readonly WellbeingScalePoint[];
  /** For difficulty, 5 means "very hard": it is reversed when the feeling score is computed. */
  reversed: boolean;
}

export const WELLBEING_QUESTIONS: readonly WellbeingQuestion[] = [
  {
    id: 'difficulty',
    question: 'How hard was this task?',
    reversed: true,
    scale: [
      { value: 1, emoji: '😌', label: 'Very easy' },
      { value: 2, emoji: '🙂', label: 'Easy' },
      { value: 3, emoji: '😐', label: 'Just right' },
      { value: 4, emoji: '😓', label: 'Hard' },
      { value: 5, emoji: '😫', label: 'Very hard' },
    ],
  },
  {
    id: 'feeling',
    question: 'How do you feel right now?',
    reversed: false,
    scale: [
      { value: 1, emoji: '😢', label: 'Sad' },
      { value: 2, emoji: '😕', label: 'Not great' },
      { value: 3, emoji: '😐', label: 'Okay' },
      { value: 4, emoji: '😊', label: 'Good' },
      { value: 5, emoji: '😄', label: 'Great' },
    ],
  },
  {
    id: 'confidence',
    question: 'How sure did you feel about your answers?',
    reversed: false,
    scale: [
      { value: 1, emoji: '😟', label: 'Not sure at all' },
      { value: 2, emoji: '🤔', label: 'A little unsure' },
      { value: 3, emoji: '😐', label: 'Somewhat sure' },
      { value: 4, emoji: '🙂', label: 'Sure' },
      { value: 5, emoji: '😎', label: 'Very sure' },
    ],
  },
  {
    id: 'enjoyment',
    question: 'Did you enjoy this task?',
    reversed: false,
    scale: [
      { value: 1, emoji: '😞', label: 'Not at all' },
      { value: 2, emoji: '😕', label: 'A little' },
      { value: 3, emoji: '😐', label: 'It was okay' },
      { value: 4, emoji: '😊', label: 'Yes' },
      { value: 5, emoji: '🤩', label: 'Loved it' },
    ],
  },
  {
    id: 'energy',
    question: 'How much energy do you have?',
    reversed: false,
    scale: [
      { value: 1, emoji: '😴', label: 'Very tired' },
      { value: 2, emoji: '🥱', label: 'Tired' },
      { value: 3, emoji: '😐', label: 'Okay' },
      { value: 4, emoji: '🙂', label: 'Energetic' },
      { value: 5, emoji: '⚡', label: 'Full of energy' },
    ],
  },
];

export const WELLBEING_SHOWN = 3;
export const WELLBEING_TITLE = 'How Are You Feeling?';

export const WELLBEING_MSG = {
  answerAll: 'Please answer every question',
  duplicate: 'Each question may be answered once',
  saved: 'Thank you for sharing how you feel!',
  /** The survey's comforting message on a save error (the web shows it and closes). */
  saveFailed: "That's okay! Your feelings matter, and we'll try again next time.",
} as const;

export const ZWellbeingAnswer = z.object({
  id: z.enum(WELLBEING_QUESTION_IDS),
  value: z.number().int().min(1, 'Answers are 1 to 5').max(5, 'Answers are 1 to 5'),
  /** Optional echoes of what was shown; the server stores its own text for the id. */
  question: z.string().max(200).optional(),
  emoji: z.string().max(16).optional(),
  label: z.string().max(60).optional(),
});

/** POST /wellbeing/submit (spec 03 §7). */
export const ZWellbeingSubmitBody = z.object({
  task_id: z.uuid().nullish(),
  child_id: z.uuid(),
  responses: z
    .array(ZWellbeingAnswer)
    .min(1, WELLBEING_MSG.answerAll)
    .max(WELLBEING_QUESTION_IDS.length)
    .refine((r) => new Set(r.map((a) => a.id)).size === r.length, WELLBEING_MSG.duplicate),
});
export type WellbeingSubmitBody = z.infer<typeof ZWellbeingSubmitBody>;

export const WELLBEING_LEVELS = ['happy', 'neutral', 'low'] as const;

export const ZEmotionalInsights = z.object({
  /** Mean feeling, 1-5 (difficulty reversed). */
  score: z.number(),
  /** 0-100; 80+ happy (green), 60+ neutral (yellow), else low (red) (spec 03 §9). */
  percentage: z.number(),
  level: z.enum(WELLBEING_LEVELS),
  colour: z.enum(['green', 'yellow', 'red']),
  emoji: z.string(),
  summary: z.string(),
  suggestions: z.array(z.string()),
  responses: z.array(
    z.object({ id: z.string(), question: z.string(), emoji: z.string(), label: z.string(), value: z.number() }),
  ),
});
export type EmotionalInsights = z.infer<typeof ZEmotionalInsights>;

export const ZWellbeingSubmitResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  emotional_insights: ZEmotionalInsights,
});
