import type { AiConfig, AiConfigArea, AiProvider } from '@app/shared';

/** Keys from the environment (GEMINI_API_KEY, OPENAI_API_KEY, OPENAI_COMPATIBLE_BASE_URL/API_KEY); the lead wires env. */
export interface AiKeys {
  gemini_api_key?: string;
  openai_api_key?: string;
  openai_compatible_base_url?: string;
  openai_compatible_api_key?: string;
}

const AREA_LABEL: Record<AiConfigArea, string> = {
  worksheet: 'worksheets',
  olympiad: 'olympiad tests',
  notes: 'notes',
  evaluation: 'evaluation',
};

export const PROVIDER_LABEL: Record<AiProvider, string> = {
  builtin: 'The built-in engine',
  gemini: 'Gemini',
  openai: 'OpenAI',
  'openai-compatible': 'The OpenAI-compatible endpoint',
};

/** The base URL of the OpenAI-compatible endpoint: the saved configuration wins over the environment. */
export function compatibleBaseUrl(config: AiConfig, keys: AiKeys): string | undefined {
  return config.openai_compatible.base_url || keys.openai_compatible_base_url || undefined;
}

/** Why a provider cannot serve calls with these keys, or null when it can. */
export function providerProblem(provider: AiProvider, config: AiConfig, keys: AiKeys): string | null {
  switch (provider) {
    case 'builtin':
      return null;
    case 'gemini':
      return keys.gemini_api_key ? null : 'GEMINI_API_KEY is not set';
    case 'openai':
      return keys.openai_api_key ? null : 'OPENAI_API_KEY is not set';
    case 'openai-compatible':
      // Local servers (Ollama, vLLM) often need no key; the base URL is what makes it usable.
      return compatibleBaseUrl(config, keys) ? null : 'OPENAI_COMPATIBLE_BASE_URL is not set';
  }
}

/**
 * Problems that make the configuration unusable, one sentence per area, e.g.
 * "Gemini is selected for worksheets but GEMINI_API_KEY is not set". Empty when every area can be served.
 */
export function checkConfigUsable(config: AiConfig, keys: AiKeys): string[] {
  const problems: string[] = [];
  for (const area of Object.keys(AREA_LABEL) as AiConfigArea[]) {
    const provider = config.providers[area];
    const problem = providerProblem(provider, config, keys);
    if (problem) problems.push(`${PROVIDER_LABEL[provider]} is selected for ${AREA_LABEL[area]} but ${problem}`);
  }
  return problems;
}
