import { z } from 'zod';
import { AI_PROVIDERS, ZAiConfig } from './ai';

// The super admin's AI Config tab (spec 01 §2, §7): responses of GET/PUT /admin/ai-config and available models.

export const AI_CONFIG_MSG = {
  saved: 'AI configuration saved successfully',
  saveFailed: 'Failed to save AI configuration',
  loadFailed: 'Failed to load AI configuration',
} as const;

/** The saved configuration as the admin sees it: an OpenAI-compatible key is never sent back, only whether one is set. */
// Plain output shapes (no defaults or transforms: responses are serialised, not parsed).
const ZByDifficultyOut = z.object({
  auto: z.string(),
  easy: z.string(),
  medium: z.string(),
  hard: z.string(),
  extreme: z.string(),
});

export const ZAiConfigView = z.object({
  models: z.object({
    worksheet: ZByDifficultyOut,
    olympiad: z.object({ practice: ZByDifficultyOut, mock: ZByDifficultyOut }),
    notes: z.object({ default: z.string() }),
    evaluation: z.object({ default: z.string() }),
  }),
  providers: ZAiConfig.shape.providers,
  settings: z.object({
    max_generation_attempts: z.number(),
    worksheet_temperature: z.number(),
    evaluation_temperature: z.number(),
  }),
  openai_compatible: z.object({ base_url: z.string(), has_api_key: z.boolean() }),
  /** When it was last saved (null: never, the defaults apply). */
  updated_at: z.string().nullable(),
  /** Areas the current keys cannot serve (e.g. a key removed from the environment after saving). */
  problems: z.array(z.string()),
});
export type AiConfigView = z.infer<typeof ZAiConfigView>;

export const ZAiConfigSaved = ZAiConfigView.extend({ message: z.string() });

const ZModelInfo = z.object({ id: z.string(), name: z.string() });

export const ZAvailableModels = z.object({
  builtin: z.array(ZModelInfo),
  gemini: z.array(ZModelInfo),
  openai: z.array(ZModelInfo),
  'openai-compatible': z.array(ZModelInfo),
  /** Per provider: whether the server's keys let it serve calls, and why not. */
  providers: z.array(
    z.object({ id: z.enum(AI_PROVIDERS), name: z.string(), usable: z.boolean(), problem: z.string().nullable() }),
  ),
});
export type AvailableModels = z.infer<typeof ZAvailableModels>;
