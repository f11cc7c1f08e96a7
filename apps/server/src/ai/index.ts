// The AI engine's public surface for routes, jobs and the app's plugin.
export { type AiEngine, type AiEngineDeps, adjustDifficulty, createAiEngine } from './engine';
export { AiConfigError, AiGenerationError } from './errors';
export { type AiKeys, checkConfigUsable } from './providers/keys';
export type { ModelFactory, ModelRequest } from './providers/models';
export { createMemoryQuestionSource, type FindQuestionsQuery, type QuestionSource } from './builtin/question-source';
export { renderAnswerKeyHtml, renderWorksheetHtml, renderWorksheetPrintHtml } from './render/worksheet-html';
export { splitMath } from './render/math';
export type * from './types';
// Used by the feature modules that store and re-render what the engine produced.
export { answerKeyOf } from './assemble';
export { MOCK_INSTRUCTIONS } from './builtin/olympiad';
export { resolveScope } from './builtin/scope';
export { PROVIDER_LABEL, providerProblem } from './providers/keys';
export { renderNotesHtml } from './render/notes-html';
export { sanitizeHtml } from './render/sanitize';
