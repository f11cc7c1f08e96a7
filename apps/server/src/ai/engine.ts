import { questionsForGeneration } from '@app/content/templates';
import {
  type AiConfig,
  type AiDifficulty,
  type AiProvider,
  type BankQuestion,
  BUILTIN_MODEL_ID,
  providerForModel,
  type QuestionDifficulty,
  type QuestionType,
} from '@app/shared';
import { assembleWorksheet, shortfallOf } from './assemble';
import { extractAnswersBuiltin } from './builtin/extract';
import { composeBuiltinNotes, conceptLabel } from './builtin/notes';
import {
  generateBuiltinOlympiadMock,
  generateBuiltinOlympiadPractice,
  MOCK_INSTRUCTIONS,
  olympiadContext,
  sectionDifficulty,
} from './builtin/olympiad';
import { createMemoryQuestionSource, type QuestionSource } from './builtin/question-source';
import { resolveScope } from './builtin/scope';
import { type PlacedQuestion, selectQuestions } from './builtin/select';
import { generateBuiltinWorksheet, typesFor, worksheetTitle } from './builtin/worksheet';
import type { RepairContext } from './check/questions';
import { AiConfigError } from './errors';
import { evaluateSubmission as gradeSubmission, type RubricScorer } from './grading/evaluate';
import { createLlmRubricScorer } from './grading/llm-rubric';
import { generateNotesWithLlm } from './notes-llm';
import { extractPrompt } from './prompts/extract';
import type { AiKeys } from './providers/keys';
import { generateQuestionsWithLlm } from './providers/llm-questions';
import { createSdkModel, type LlmProvider, type ModelFactory, resolveLlm, type ServingModel } from './providers/models';
import { callStructured } from './providers/structured';
import { memoryMapToMermaid, renderNotesHtml } from './render/notes-html';
import type {
  DifficultyAdjustment,
  EvaluateRequest,
  EvaluationResult,
  ExtractRequest,
  ExtractResult,
  GeneratedNotes,
  GeneratedWorksheet,
  NotesContent,
  NotesRequest,
  OlympiadMetadata,
  OlympiadRequest,
  PersonalizedRequest,
  QuestionsRequest,
  QuestionsResult,
  WorksheetRequest,
} from './types';
import { z } from 'zod';

export interface AiEngineDeps {
  /** The saved configuration, or a getter so admin changes apply without a restart. */
  config: AiConfig | (() => AiConfig | Promise<AiConfig>);
  providers?: { keys?: AiKeys; createModel?: ModelFactory };
  /** Bank questions for the built-in engine; defaults to the in-memory seed bank. */
  questionSource?: QuestionSource;
  clock?: () => Date;
}

type Serving = { provider: 'builtin'; modelId: string } | ServingModel;

const ORDER = (types: readonly QuestionType[]) => (a: PlacedQuestion, b: PlacedQuestion) =>
  types.indexOf(a.question_type) - types.indexOf(b.question_type);

const STEP: QuestionDifficulty[] = ['easy', 'medium', 'hard', 'extreme'];

/** easier / same / harder move one step from the evaluated worksheet's level; increase asks for a mix (auto). */
export function adjustDifficulty(base: AiDifficulty, adj: DifficultyAdjustment): AiDifficulty {
  if (adj === 'increase') return 'auto';
  if (adj === 'same') return base;
  if (base === 'auto') return adj === 'easier' ? 'easy' : 'hard';
  const i = STEP.indexOf(base) + (adj === 'easier' ? -1 : 1);
  return STEP[Math.min(STEP.length - 1, Math.max(0, i))];
}

export function createAiEngine(deps: AiEngineDeps) {
  const source = deps.questionSource ?? createMemoryQuestionSource();
  const keys = deps.providers?.keys ?? {};
  const factory = deps.providers?.createModel ?? createSdkModel;
  const clock = deps.clock ?? (() => new Date());
  const getConfig = async () => (typeof deps.config === 'function' ? deps.config() : deps.config);
  const seedOf = (seed?: string) => seed ?? String(clock().getTime());

  function serve(config: AiConfig, provider: AiProvider, modelId: string, requestKey?: string): Serving {
    if (provider === 'builtin') return { provider, modelId: BUILTIN_MODEL_ID };
    return resolveLlm(provider as LlmProvider, modelId, config, keys, factory, requestKey);
  }

  /** The provider and model configured for an area (and difficulty, and olympiad mode). */
  async function servingFor(
    area: 'worksheet' | 'olympiad' | 'notes' | 'evaluation',
    opts: { difficulty?: AiDifficulty; mode?: 'practice' | 'mock' } = {},
  ): Promise<{ config: AiConfig; serving: Serving }> {
    const config = await getConfig();
    const d = opts.difficulty ?? 'auto';
    const modelId =
      area === 'worksheet'
        ? config.models.worksheet[d]
        : area === 'olympiad'
          ? config.models.olympiad[opts.mode ?? 'practice'][d]
          : config.models[area].default;
    return { config, serving: serve(config, config.providers[area], modelId) };
  }

  const llmOpts = (config: AiConfig, kind: 'worksheet' | 'evaluation') => ({
    attempts: config.settings.max_generation_attempts,
    temperature: kind === 'worksheet' ? config.settings.worksheet_temperature : config.settings.evaluation_temperature,
  });

  async function generateWorksheet(req: WorksheetRequest): Promise<GeneratedWorksheet> {
    const seed = seedOf(req.seed);
    const { config, serving } = await servingFor('worksheet', { difficulty: req.difficulty });
    if (serving.provider === 'builtin') return generateBuiltinWorksheet(source, { ...req, seed });
    const count = questionsForGeneration(req.template, req.num_questions);
    const types = typesFor(req);
    const scope = resolveScope(req);
    const ctx: RepairContext = {
      types,
      difficulty: req.difficulty,
      concepts: scope.concepts,
      fallbackConcept: scope.fallbackConcept,
    };
    const { questions, calls } = await generateQuestionsWithLlm({
      serving,
      ...llmOpts(config, 'worksheet'),
      count,
      ctx,
      what: 'worksheet',
      prompt: {
        purpose: 'worksheet',
        board: req.board,
        grade: req.grade,
        subject: req.subject,
        chapter: req.chapter,
        topics: scope.topics.length ? scope.topics : req.topics,
        concepts: scope.concepts,
        difficulty: req.difficulty,
        types,
        instructions: req.instructions,
        reference_text: req.reference_text,
      },
    });
    return assembleWorksheet({
      title: worksheetTitle(req),
      board: req.board,
      grade: req.grade,
      subject: req.subject,
      topics: req.topics,
      difficulty: req.difficulty,
      questions: [...questions].sort(ORDER(types)),
      shortfall: null,
      generated_by: { provider: serving.provider, model: serving.modelId, attempts: calls },
      seed,
    });
  }

  async function generateOlympiad(req: OlympiadRequest): Promise<GeneratedWorksheet> {
    const seed = seedOf(req.seed);
    const difficulty = req.difficulty_level ?? 'auto';
    const { config, serving } = await servingFor('olympiad', { difficulty, mode: req.mode });
    if (serving.provider === 'builtin')
      return req.mode === 'mock'
        ? generateBuiltinOlympiadMock(source, { ...req, seed })
        : generateBuiltinOlympiadPractice(source, { ...req, seed });
    const octx = olympiadContext(req.grade, req.subject);
    const code = octx.olympiad?.code ?? 'OLYMPIAD';
    const fallbackConcept = `olympiad.${code.toLowerCase()}.general`;
    const seen = new Set<string>();
    const parts: PlacedQuestion[] = [];
    let calls = 0;
    const blueprint =
      req.mode === 'mock'
        ? octx.config.sections
        : [
            {
              name: '',
              questions: questionsForGeneration(null, req.question_count),
              marks_per_question: 1,
              total_marks: 0,
              is_hot: false,
            },
          ];
    for (const section of blueprint) {
      const topics =
        req.mode === 'mock' ? (octx.syllabus.find((s) => s.name === section.name)?.topics ?? []) : (req.topics ?? []);
      const sectionDiff = req.mode === 'mock' ? sectionDifficulty(section.is_hot) : difficulty;
      const out = await generateQuestionsWithLlm({
        serving,
        ...llmOpts(config, 'worksheet'),
        count: section.questions,
        seen,
        what: req.mode === 'mock' ? `olympiad section "${section.name}"` : 'olympiad practice set',
        ctx: {
          types: ['mcq'],
          difficulty: sectionDiff,
          concepts: [],
          fallbackConcept,
          fixedMarks: req.mode === 'mock' ? section.marks_per_question : 1,
        },
        prompt: {
          purpose: 'olympiad',
          board: octx.olympiad?.provider ?? '',
          grade: req.grade,
          subject: req.subject,
          topics,
          concepts: [],
          difficulty: sectionDiff,
          types: ['mcq'],
          olympiad: { code, ...(section.name ? { section: section.name, is_hot: section.is_hot } : {}) },
          marks: req.mode === 'mock' ? section.marks_per_question : 1,
        },
      });
      calls += out.calls;
      parts.push(...out.questions.map((q) => (section.name ? { ...q, section: section.name } : q)));
    }
    const metadata: OlympiadMetadata = {
      mode: req.mode,
      olympiad: octx.olympiad,
      topics: req.mode === 'mock' ? octx.syllabus.map((s) => s.name) : (req.topics ?? []),
      total_marks: parts.reduce((s, q) => s + q.marks, 0),
      duration_minutes: req.mode === 'mock' ? octx.config.duration_minutes : null,
      sections: req.mode === 'mock' ? octx.config.sections : [],
    };
    return assembleWorksheet({
      title: `Olympiad ${req.subject} ${req.mode === 'mock' ? 'Mock Test' : 'Practice'}`,
      board: octx.olympiad?.provider ?? '',
      grade: req.grade,
      subject: req.subject,
      topics: metadata.topics,
      difficulty,
      questions: parts,
      shortfall: null,
      generated_by: { provider: serving.provider, model: serving.modelId, attempts: calls },
      seed,
      olympiad: metadata,
      instructions: req.mode === 'mock' ? MOCK_INSTRUCTIONS : undefined,
    });
  }

  async function generateNotes(req: NotesRequest): Promise<GeneratedNotes> {
    const { config, serving } = await servingFor('notes');
    let content: NotesContent;
    let calls = 0;
    if (serving.provider === 'builtin') content = await composeBuiltinNotes(source, req);
    else {
      const scope = resolveScope(req);
      const outline = scope.outline.map((o) => ({ chapter: o.chapter, topics: o.topics.map((t) => t.name) }));
      ({ notes: content, calls } = await generateNotesWithLlm(serving, req, outline, llmOpts(config, 'worksheet')));
    }
    const mermaid = req.type === 'memory_map' ? memoryMapToMermaid(content.memory_map) : null;
    return {
      type: req.type,
      subject: req.subject,
      grade: req.grade,
      topics: req.topics,
      title: content.title,
      content,
      mermaid,
      html_content: renderNotesHtml(req.type, content, mermaid),
      generated_by: { provider: serving.provider, model: serving.modelId, attempts: calls },
    };
  }

  /** Question bank generation: the request names the model (and may carry a key used for this call only). */
  async function generateQuestions(req: QuestionsRequest): Promise<QuestionsResult> {
    const config = await getConfig();
    const modelId = req.ai_model?.trim() || BUILTIN_MODEL_ID;
    const provider: AiProvider | undefined =
      providerForModel(modelId) ??
      (config.openai_compatible.base_url || keys.openai_compatible_base_url ? 'openai-compatible' : undefined);
    if (!provider) throw new AiConfigError(`Unknown AI model "${modelId}".`);
    const serving = serve(config, provider, modelId, req.api_key?.trim() || undefined);
    const count = questionsForGeneration(null, req.num_questions);
    const types =
      req.question_mode === 'olympiad' ? (['mcq'] as QuestionType[]) : typesFor({ question_types: req.question_types });
    const topics = req.topic ? [req.topic] : [];
    const placement = (q: PlacedQuestion): BankQuestion => {
      const { hint: _h, section: _s, topic, chapter: _c, ...rest } = q;
      return {
        ...rest,
        question_mode: req.question_mode,
        board: req.board,
        grade: req.grade,
        subject: req.subject,
        chapter: req.chapter,
        topic: req.topic || topic || req.chapter,
        ...(req.olympiad_code ? { olympiad_code: req.olympiad_code } : {}),
      };
    };
    if (serving.provider === 'builtin') {
      const scope = resolveScope({ ...req, topics });
      const { questions, shortfall } = await selectQuestions(source, {
        mode: req.question_mode,
        board: req.board,
        grade: req.grade,
        subject: req.subject,
        chapter: req.question_mode === 'regular' ? req.chapter : undefined,
        section: req.question_mode === 'olympiad' ? req.chapter : undefined,
        olympiad_code: req.olympiad_code ?? undefined,
        topics,
        difficulty: req.difficulty,
        types,
        count,
        seed: seedOf(req.seed),
        generatorChapters: req.question_mode === 'regular' ? scope.outline.map((o) => o.chapter) : null,
        seen: new Set(),
      });
      return {
        questions: questions.map(placement),
        count: questions.length,
        shortfall: shortfall ? shortfallOf(count, questions.length) : null,
        generated_by: { provider: 'builtin', model: BUILTIN_MODEL_ID, attempts: 0 },
      };
    }
    const scope = resolveScope({ ...req, topics });
    const { questions, calls } = await generateQuestionsWithLlm({
      serving,
      ...llmOpts(config, 'worksheet'),
      count,
      what: 'question set',
      ctx: { types, difficulty: req.difficulty, concepts: scope.concepts, fallbackConcept: scope.fallbackConcept },
      prompt: {
        purpose: 'question_bank',
        board: req.board,
        grade: req.grade,
        subject: req.subject,
        chapter: req.chapter,
        topics,
        concepts: scope.concepts,
        difficulty: req.difficulty,
        types,
        instructions: req.instruction_text,
        reference_text: req.reference_text,
        olympiad: req.question_mode === 'olympiad' ? { code: req.olympiad_code ?? '', section: req.chapter } : null,
      },
    });
    return {
      questions: questions.map(placement),
      count: questions.length,
      shortfall: null,
      generated_by: { provider: serving.provider, model: serving.modelId, attempts: calls },
    };
  }

  /** A follow-up worksheet on the concepts an evaluation found weak. */
  async function generatePersonalized(req: PersonalizedRequest): Promise<GeneratedWorksheet> {
    const difficulty = adjustDifficulty(req.base_difficulty, req.difficulty_adjustment);
    const seed = seedOf(req.seed);
    const { config, serving } = await servingFor('worksheet', { difficulty });
    const count = questionsForGeneration(null, req.num_questions);
    const types = typesFor({ question_types: req.question_types });
    const topicLabels = req.target_concepts.map(conceptLabel);
    const title = `${req.subject} - Personalized Practice`;
    if (serving.provider === 'builtin') {
      const { questions } = await selectQuestions(source, {
        mode: 'regular',
        board: req.board,
        grade: req.grade,
        subject: req.subject,
        topics: [],
        concepts: req.target_concepts,
        difficulty,
        types,
        count,
        seed,
        generatorChapters: [],
        generatorConcepts: req.target_concepts,
        seen: new Set(),
      });
      return assembleWorksheet({
        title,
        board: req.board,
        grade: req.grade,
        subject: req.subject,
        topics: topicLabels,
        difficulty,
        questions,
        shortfall: shortfallOf(count, questions.length),
        generated_by: { provider: 'builtin', model: BUILTIN_MODEL_ID, attempts: 0 },
        seed,
      });
    }
    const { questions, calls } = await generateQuestionsWithLlm({
      serving,
      ...llmOpts(config, 'worksheet'),
      count,
      what: 'personalized worksheet',
      ctx: {
        types,
        difficulty,
        concepts: req.target_concepts,
        fallbackConcept: req.target_concepts[0] ?? 'general.practice',
      },
      prompt: {
        purpose: 'personalized',
        board: req.board,
        grade: req.grade,
        subject: req.subject,
        topics: topicLabels,
        concepts: req.target_concepts,
        difficulty,
        types,
        instructions: req.specific_instruction,
      },
    });
    return assembleWorksheet({
      title,
      board: req.board,
      grade: req.grade,
      subject: req.subject,
      topics: topicLabels,
      difficulty,
      questions: [...questions].sort(ORDER(types)),
      shortfall: null,
      generated_by: { provider: serving.provider, model: serving.modelId, attempts: calls },
      seed,
    });
  }

  /** The evaluation never fails for a provider problem: the built-in rubric marks what a model cannot. */
  async function evaluationScorer(): Promise<{ config: AiConfig; scorer?: RubricScorer; serving?: ServingModel }> {
    const config = await getConfig();
    try {
      const { serving } = await servingFor('evaluation');
      if (serving.provider === 'builtin') return { config };
      return { config, scorer: createLlmRubricScorer(serving, llmOpts(config, 'evaluation')), serving };
    } catch (err) {
      if (err instanceof AiConfigError) return { config };
      throw err;
    }
  }

  async function evaluateSubmission(req: EvaluateRequest): Promise<EvaluationResult> {
    const { scorer } = await evaluationScorer();
    return gradeSubmission(req, scorer);
  }

  async function extractAnswers(req: ExtractRequest): Promise<ExtractResult> {
    const { config, serving } = await evaluationScorer();
    if (!serving) return extractAnswersBuiltin(req);
    const schema = z.object({ answers: z.array(z.object({ question_number: z.number(), answer: z.string() })) });
    const valid = new Set(req.questions.map((q) => q.question_number));
    const { system, prompt } = extractPrompt(req.text, req.questions);
    for (let i = 0; i < config.settings.max_generation_attempts; i++) {
      try {
        const out = await callStructured({ serving, schema, name: 'answers', system, prompt, temperature: 0 });
        const answers: Record<number, string> = {};
        for (const a of out.answers)
          if (valid.has(a.question_number) && a.answer.trim())
            answers[a.question_number] = a.answer.trim().slice(0, 5000);
        return { answers, unmatched: [], method: 'model' };
      } catch {
        // try again, then fall back to the line parser
      }
    }
    return extractAnswersBuiltin(req);
  }

  return {
    generateWorksheet,
    generateOlympiad,
    generateNotes,
    generateQuestions,
    generatePersonalized,
    evaluateSubmission,
    extractAnswers,
    servingFor: async (...args: Parameters<typeof servingFor>) => {
      const { serving } = await servingFor(...args);
      return { provider: serving.provider, model: serving.modelId };
    },
  };
}

export type AiEngine = ReturnType<typeof createAiEngine>;
