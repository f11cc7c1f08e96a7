// The AI engine's public surface for routes, jobs and the app's plugin.
export { type AiEngine, type AiEngineDeps, adjustDifficulty, createAiEngine } from './engine';
export { AiConfigError, AiGenerationError } from './errors';
export { type AiKeys, checkConfigUsable } from './providers/keys';
export type { ModelFactory, ModelRequest } from './providers/models';
export { createMemoryQuestionSource, type FindQuestionsQuery, type QuestionSource } from './builtin/question-source';
export { renderAnswerKeyHtml, renderWorksheetHtml, renderWorksheetPrintHtml } from './render/worksheet-html';
export type * from './types';
