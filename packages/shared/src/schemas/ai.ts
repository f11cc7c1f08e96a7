import { z } from 'zod';

// AI configuration (spec 01 §3 and §5) and the evaluation the AI engine produces (spec 03 §3).
// The super admin chooses a provider per area and a model per area (and difficulty); `builtin` needs no keys.

export const AI_PROVIDERS = ['builtin', 'gemini', 'openai', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Areas the admin configures. The question bank picks its model per request (spec 03 §2.8). */
export const AI_CONFIG_AREAS = ['worksheet', 'olympiad', 'notes', 'evaluation'] as const;
export type AiConfigArea = (typeof AI_CONFIG_AREAS)[number];
export const AI_AREAS = [...AI_CONFIG_AREAS, 'question_bank'] as const;
export type AiArea = (typeof AI_AREAS)[number];

export const AI_DIFFICULTIES = ['auto', 'easy', 'medium', 'hard', 'extreme'] as const;
export type AiDifficulty = (typeof AI_DIFFICULTIES)[number];

export const BUILTIN_MODEL_ID = 'builtin-v1';

export interface AiModelInfo {
  id: string;
  name: string;
}

/** Models offered per provider. OpenAI-compatible endpoints (Ollama, vLLM) take any model id the admin types. */
export const AVAILABLE_MODELS: Record<AiProvider, AiModelInfo[]> = {
  builtin: [{ id: BUILTIN_MODEL_ID, name: 'Built-in (offline)' }],
  gemini: [
    { id: 'gemini-2.5-flash-lite', name: 'Gemini 2.5 Flash Lite' },
    { id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash' },
    { id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro' },
  ],
  openai: [
    { id: 'gpt-4o', name: 'GPT-4o' },
    { id: 'gpt-4o-mini', name: 'GPT-4o Mini' },
  ],
  'openai-compatible': [],
};

/** The provider a model id belongs to (question bank requests name a model, not a provider). */
export function providerForModel(modelId: string): AiProvider | undefined {
  for (const p of ['builtin', 'gemini', 'openai'] as const)
    if (AVAILABLE_MODELS[p].some((m) => m.id === modelId)) return p;
  return undefined;
}

export const AI_SETTINGS_LIMITS = {
  max_generation_attempts: { min: 1, max: 10, default: 3 },
  worksheet_temperature: { min: 0, max: 1, step: 0.1, default: 0.7 },
  evaluation_temperature: { min: 0, max: 1, step: 0.1, default: 0.3 },
} as const;

/**
 * A question answered after opening its hint earns at most this share of its marks (spec 03 §4 leaves the rule
 * open): a full answer with a hint scores 75%, a partial answer keeps its own lower score.
 */
export const HINT_MARKS_FACTOR = 0.75;

const ZModelId = z.string().trim().min(1, 'Choose a model').max(200);
const ZByDifficulty = z.object({
  auto: ZModelId,
  easy: ZModelId,
  medium: ZModelId,
  hard: ZModelId,
  extreme: ZModelId,
});

/** Refusals of out-of-range settings (shown beside the fields; the server never clamps or rounds them away). */
export const AI_SETTINGS_MSG = {
  attempts: 'Max Generation Attempts must be a whole number from 1 to 10',
  worksheetTemperature: 'Worksheet Temperature must be from 0 to 1 in steps of 0.1',
  evaluationTemperature: 'Evaluation Temperature must be from 0 to 1 in steps of 0.1',
} as const;

/** Temperatures move in steps of 0.1: 0.7000000001 from a slider is 0.7, but 0.75 or 1.5 is refused. */
const ZTemperature = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(1, message)
    .refine((t) => Math.abs(t * 10 - Math.round(t * 10)) < 1e-6, message)
    .transform((t) => Math.round(t * 10) / 10);

export const ZAiConfig = z
  .object({
    models: z.object({
      worksheet: ZByDifficulty,
      olympiad: z.object({ practice: ZByDifficulty, mock: ZByDifficulty }),
      notes: z.object({ default: ZModelId }),
      evaluation: z.object({ default: ZModelId }),
    }),
    providers: z.object({
      worksheet: z.enum(AI_PROVIDERS),
      olympiad: z.enum(AI_PROVIDERS),
      notes: z.enum(AI_PROVIDERS),
      evaluation: z.enum(AI_PROVIDERS),
    }),
    settings: z.object({
      max_generation_attempts: z
        .number({ error: AI_SETTINGS_MSG.attempts })
        .int(AI_SETTINGS_MSG.attempts)
        .min(1, AI_SETTINGS_MSG.attempts)
        .max(10, AI_SETTINGS_MSG.attempts)
        .default(3),
      worksheet_temperature: ZTemperature(AI_SETTINGS_MSG.worksheetTemperature).default(0.7),
      evaluation_temperature: ZTemperature(AI_SETTINGS_MSG.evaluationTemperature).default(0.3),
    }),
    openai_compatible: z
      .object({
        base_url: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
        api_key: z.string().max(500).optional(),
      })
      .default({ base_url: '' }),
  })
  .superRefine((cfg, ctx) => {
    // A Gemini or OpenAI area must name that provider's models; built-in ignores model ids, compatible takes any.
    const check = (area: AiConfigArea, path: (string | number)[], id: string) => {
      const provider = cfg.providers[area];
      if (provider !== 'gemini' && provider !== 'openai') return;
      if (!AVAILABLE_MODELS[provider].some((m) => m.id === id))
        ctx.addIssue({
          code: 'custom',
          path: ['models', ...path],
          message: `${id} is not a ${provider === 'gemini' ? 'Gemini' : 'OpenAI'} model`,
        });
    };
    for (const d of AI_DIFFICULTIES) {
      check('worksheet', ['worksheet', d], cfg.models.worksheet[d]);
      check('olympiad', ['olympiad', 'practice', d], cfg.models.olympiad.practice[d]);
      check('olympiad', ['olympiad', 'mock', d], cfg.models.olympiad.mock[d]);
    }
    check('notes', ['notes', 'default'], cfg.models.notes.default);
    check('evaluation', ['evaluation', 'default'], cfg.models.evaluation.default);
  });
export type AiConfig = z.infer<typeof ZAiConfig>;
export type AiConfigInput = z.input<typeof ZAiConfig>;

const allBuiltin = {
  auto: 'builtin-v1',
  easy: 'builtin-v1',
  medium: 'builtin-v1',
  hard: 'builtin-v1',
  extreme: 'builtin-v1',
};

export const DEFAULT_AI_CONFIG: AiConfig = {
  models: {
    worksheet: { ...allBuiltin },
    olympiad: { practice: { ...allBuiltin }, mock: { ...allBuiltin } },
    notes: { default: BUILTIN_MODEL_ID },
    evaluation: { default: BUILTIN_MODEL_ID },
  },
  providers: { worksheet: 'builtin', olympiad: 'builtin', notes: 'builtin', evaluation: 'builtin' },
  settings: { max_generation_attempts: 3, worksheet_temperature: 0.7, evaluation_temperature: 0.3 },
  openai_compatible: { base_url: '' },
};

// ---- Evaluation (spec 03 §3) -----------------------------------------------------------------------------------

export const CONCEPT_BANDS = ['mastered', 'strong', 'developing', 'at_risk', 'weak'] as const;
export type EvaluationConceptBand = (typeof CONCEPT_BANDS)[number];

export const ZConceptItem = z.object({
  concept: z.string(),
  /** Human label of the concept (topic name where known). */
  label: z.string(),
  score: z.number().min(0).max(1),
  confidence: z.enum(['High', 'Medium', 'Low']),
  questions: z.number().int().min(1),
});

/** `graded_by` of a question marked exactly (objective types). */
export const GRADED_BY_EXACT = 'exact';
/** `graded_by` of a written answer marked by the built-in value-point rubric. */
export const GRADED_BY_BUILTIN = 'builtin-rubric';
/** `graded_by` of a written answer marked by a model: `openai:gpt-4o-mini`. */
export const gradedByModel = (provider: AiProvider, model: string) => `${provider}:${model}`;
/** A written mark with a confidence below this is flagged needs_review. */
export const REVIEW_CONFIDENCE_THRESHOLD = 0.6;

export const ZQuestionAnalysisItem = z.object({
  question_number: z.number().int().min(1),
  question_text: z.string(),
  student_answer: z.string(),
  correct_answer: z.string(),
  marks_awarded: z.number().min(0),
  max_marks: z.number().min(0),
  is_correct: z.boolean(),
  partial_credit: z.boolean(),
  hint_used: z.boolean(),
  feedback: z.string(),
  question_type: z.string(),
  concept: z.string(),
  /**
   * Who gave the mark: `exact` (option or normalised match, never changed by a model), `builtin-rubric` (value points
   * of the built-in engine) or `<provider>:<model>` for a model's rubric score (e.g. `openai:gpt-4o-mini`).
   */
  graded_by: z.string().min(1),
  /** How sure the grader is of this mark, 0-1. Exact marks are 1; stored evaluations from before default to 1. */
  confidence: z.number().min(0).max(1).default(1),
  /** The mark is the engine's suggestion and an adult should look at it first (low confidence or graders disagree). */
  needs_review: z.boolean().default(false),
  /** Written answers: the mark the engine suggests, kept as given when an adult later edits marks_awarded. */
  suggested_marks: z.number().min(0).optional(),
  /** Why the question needs review, in words an adult understands (present when needs_review). */
  review_reason: z.string().optional(),
});
export type QuestionAnalysisItem = z.infer<typeof ZQuestionAnalysisItem>;

export const ZLearningAnalytics = z.object({
  confidence_level: z.number().min(0).max(1),
  engagement_score: z.number().min(0).max(1),
  learning_pace: z.string(),
  emotional_state_prediction: z.string(),
  recommended_activities: z.array(z.string()),
  parent_communication: z.string(),
});

export const ZEvaluationResult = z.object({
  overall_score: z.number().min(0),
  max_score: z.number().min(0),
  percentage: z.number().min(0).max(100),
  grade: z.enum(['A+', 'A', 'B', 'C', 'D', 'F']),
  feedback: z.string(),
  question_analysis: z.array(ZQuestionAnalysisItem),
  concept_analysis: z.object({
    mastered: z.array(ZConceptItem),
    strong: z.array(ZConceptItem),
    developing: z.array(ZConceptItem),
    at_risk: z.array(ZConceptItem),
    weak: z.array(ZConceptItem),
  }),
  learning_analytics: ZLearningAnalytics,
  strengths: z.array(z.string()),
  areas_for_improvement: z.array(z.string()),
  learning_suggestions: z.array(z.string()),
  parent_insights: z.string(),
  /** Provider and model that scored the written answers (`builtin` when none). */
  graded_with: z.object({ provider: z.enum(AI_PROVIDERS), model: z.string() }),
});
export type EvaluationResult = z.infer<typeof ZEvaluationResult>;
