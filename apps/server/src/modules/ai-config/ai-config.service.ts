import { PROVIDER_LABEL, providerProblem } from '../../ai/index';
import {
  AI_CONFIG_MSG,
  AI_PROVIDERS,
  type AiConfig,
  type AiConfigView,
  type AvailableModels,
  AVAILABLE_MODELS,
  DEFAULT_AI_CONFIG,
  ZAiConfig,
} from '@app/shared';
import { type AiKeys, checkConfigUsable } from '../../ai/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import * as repo from './ai-config.repository';

/** How long an API instance trusts its cached configuration; another instance's save is seen within this. */
export const AI_CONFIG_TTL_MS = 10_000;

export interface AiConfigStore {
  /** The saved configuration (or the defaults), cached for AI_CONFIG_TTL_MS. */
  get(): Promise<AiConfig>;
  /** Drops the cache (after a save on this instance). */
  invalidate(): void;
  readonly keys: AiKeys;
}

/**
 * The engine reads its configuration through this store on every call. A save on this instance invalidates the
 * cache at once; other instances (scaled mode) re-read after the TTL, so a change applies everywhere within 10 s
 * without a message bus. A stored configuration that no longer parses falls back to the defaults (and is logged).
 */
export function createAiConfigStore(
  db: Db,
  keys: AiKeys,
  opts: { ttlMs?: number; log?: { warn(o: object, m: string): void } } = {},
): AiConfigStore {
  const ttl = opts.ttlMs ?? AI_CONFIG_TTL_MS;
  let cached: { config: AiConfig; at: number } | null = null;
  let loading: Promise<AiConfig> | null = null;
  async function load(): Promise<AiConfig> {
    const row = await repo.findSavedConfig(db);
    if (!row) return DEFAULT_AI_CONFIG;
    const parsed = ZAiConfig.safeParse(row.config);
    if (parsed.success) return parsed.data;
    opts.log?.warn({ issues: parsed.error.issues }, 'saved AI configuration is invalid; using the defaults');
    return DEFAULT_AI_CONFIG;
  }
  return {
    keys,
    async get() {
      if (cached && Date.now() - cached.at < ttl) return cached.config;
      loading ??= load().finally(() => {
        loading = null;
      });
      const config = await loading;
      cached = { config, at: Date.now() };
      return config;
    },
    invalidate() {
      cached = null;
    },
  };
}

export function toAiConfigView(config: AiConfig, keys: AiKeys, updatedAt: Date | null): AiConfigView {
  return {
    models: config.models,
    providers: config.providers,
    settings: config.settings,
    openai_compatible: {
      base_url: config.openai_compatible.base_url,
      has_api_key: Boolean(config.openai_compatible.api_key),
    },
    updated_at: updatedAt?.toISOString() ?? null,
    problems: checkConfigUsable(config, keys),
  };
}

export async function getAiConfigView(db: Db, store: AiConfigStore): Promise<AiConfigView> {
  const row = await repo.findSavedConfig(db);
  return toAiConfigView(await store.get(), store.keys, row?.updatedAt ?? null);
}

/**
 * Saves the whole configuration. Refused (400, nothing saved) when a chosen provider cannot serve calls with the
 * server's keys. An omitted OpenAI-compatible key keeps the saved one (the form never receives it).
 */
export async function saveAiConfig(
  ctx: { db: Db; store: AiConfigStore; now: Date; ip?: string },
  actorId: string,
  config: AiConfig,
): Promise<AiConfigView & { message: string }> {
  const previous = await repo.findSavedConfig(ctx.db);
  const prevConfig = previous ? ZAiConfig.safeParse(previous.config).data : undefined;
  const next: AiConfig = {
    ...config,
    openai_compatible: {
      base_url: config.openai_compatible.base_url,
      ...(config.openai_compatible.api_key !== undefined
        ? config.openai_compatible.api_key
          ? { api_key: config.openai_compatible.api_key }
          : {}
        : prevConfig?.openai_compatible.api_key
          ? { api_key: prevConfig.openai_compatible.api_key }
          : {}),
    },
  };
  const problems = checkConfigUsable(next, ctx.store.keys);
  if (problems.length) {
    throw new AppError(400, `${problems.join('. ')}.`, 'ai_config_unusable', { providers: problems[0] });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.upsertConfig(tx, next, actorId, ctx.now);
    await audit(tx, {
      actorId,
      action: 'ai_config.update',
      targetType: 'ai_config',
      ip: ctx.ip,
      details: { providers: next.providers, models: next.models, settings: next.settings },
    });
    return saved;
  });
  ctx.store.invalidate();
  return { ...toAiConfigView(next, ctx.store.keys, row.updatedAt), message: AI_CONFIG_MSG.saved };
}

export function listAvailableModels(config: AiConfig, keys: AiKeys): AvailableModels {
  return {
    ...AVAILABLE_MODELS,
    providers: AI_PROVIDERS.map((id) => {
      const problem = providerProblem(id, config, keys);
      return {
        id,
        name: id === 'builtin' ? 'Built-in' : PROVIDER_LABEL[id].replace(/^The /, ''),
        usable: !problem,
        problem,
      };
    }),
  };
}
