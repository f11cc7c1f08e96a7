import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiConfig, AiProvider } from '@app/shared';
import type { LanguageModel } from 'ai';
import { AiConfigError } from '../errors';
import { type AiKeys, compatibleBaseUrl, PROVIDER_LABEL, providerProblem } from './keys';

export type LlmProvider = Exclude<AiProvider, 'builtin'>;

export interface ModelRequest {
  provider: LlmProvider;
  modelId: string;
  apiKey?: string;
  baseUrl?: string;
}

/** Builds a language model; tests inject one returning mock models so nothing touches the network. */
export type ModelFactory = (req: ModelRequest) => LanguageModel;

/** The AI SDK providers. A provider instance is made per call so a per-request key lives only for that call. */
export const createSdkModel: ModelFactory = ({ provider, modelId, apiKey, baseUrl }) => {
  switch (provider) {
    case 'gemini':
      return createGoogleGenerativeAI({ apiKey })(modelId);
    case 'openai':
      return createOpenAI({ apiKey })(modelId);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseUrl ?? '',
        apiKey,
        supportsStructuredOutputs: true,
      })(modelId);
  }
};

export interface ServingModel {
  provider: LlmProvider;
  modelId: string;
  model: LanguageModel;
  /** A per-request key to scrub from any message that leaves the engine. */
  secret?: string;
}

/**
 * The model serving an LLM provider with the configured keys, or a per-request key (question bank) that is used for
 * this call only and never stored or logged.
 */
export function resolveLlm(
  provider: LlmProvider,
  modelId: string,
  config: AiConfig,
  keys: AiKeys,
  factory: ModelFactory,
  requestKey?: string,
): ServingModel {
  const withKey: AiKeys =
    requestKey && provider === 'gemini'
      ? { ...keys, gemini_api_key: requestKey }
      : requestKey && provider === 'openai'
        ? { ...keys, openai_api_key: requestKey }
        : requestKey
          ? { ...keys, openai_compatible_api_key: requestKey }
          : keys;
  const problem = providerProblem(provider, config, withKey);
  if (problem) throw new AiConfigError(`${PROVIDER_LABEL[provider]} cannot be used: ${problem}.`);
  const apiKey =
    provider === 'gemini'
      ? withKey.gemini_api_key
      : provider === 'openai'
        ? withKey.openai_api_key
        : (withKey.openai_compatible_api_key ?? config.openai_compatible.api_key);
  const model = factory({ provider, modelId, apiKey, baseUrl: compatibleBaseUrl(config, withKey) });
  return { provider, modelId, model, secret: requestKey };
}
