import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AiEngine, createAiEngine } from '../ai/index';
import { type AiConfigStore, createAiConfigStore } from '../modules/ai-config/ai-config.service';
import { createDbQuestionSource } from '../modules/question-bank/question-source';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI engine, serving each area with the saved configuration (read through `aiConfig`). */
    ai: AiEngine;
    aiConfig: AiConfigStore;
  }
}

/**
 * The AI engine over the saved configuration and the question bank table. Keys come from the environment through
 * deps (tests pass keys and a mock model factory); the configuration is re-read after a save or a 10 s TTL.
 */
export default fp(
  async (app: FastifyInstance) => {
    const db = app.deps.db.db;
    const store = createAiConfigStore(db, app.deps.ai?.keys ?? {}, { log: app.log });
    app.decorate('aiConfig', store);
    app.decorate(
      'ai',
      createAiEngine({
        config: () => store.get(),
        providers: { keys: store.keys, createModel: app.deps.ai?.createModel },
        questionSource: createDbQuestionSource(db),
        clock: app.deps.clock,
      }),
    );
  },
  { name: 'ai', dependencies: ['deps'] },
);
