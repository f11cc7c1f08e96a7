import { type AiDifficulty, type QuestionType, REVIEW_MSG, type ZPersonalizedBody } from '@app/shared';
import type { z } from 'zod';
import type { AiEngine } from '../../ai/index';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { actorOf } from '../../policy/policy';
import { loadTaskFor } from '../tasks/tasks.service';
import { findWorksheetRow, saveGeneratedWorksheet } from '../worksheets/worksheets.service';
import type { Auth } from './evaluation-edit.service';
import * as repo from './review.repository';

interface ConceptItem {
  concept: string;
  label?: string;
  score?: number;
}
type Bands = Partial<Record<'mastered' | 'strong' | 'developing' | 'at_risk' | 'weak', ConceptItem[]>>;

const labelOf = (c: ConceptItem) => c.label || c.concept.split('.').at(-1)?.replace(/-/g, ' ') || c.concept;

/**
 * What a follow-up worksheet aims at (spec 03 §3 Personalization analysis): the weak concepts first, then at-risk,
 * then developing; with none of those it reviews every concept the evaluation saw.
 */
export function personalizationAnalysis(bands: Bands, questionConcepts: string[], originalScore: number) {
  const weak = bands.weak ?? [];
  const atRisk = bands.at_risk ?? [];
  const developing = bands.developing ?? [];
  const targets = [...weak, ...atRisk, ...developing];
  const category = weak.length ? 'weak' : atRisk.length ? 'at_risk' : developing.length ? 'developing' : 'review';
  const tags = targets.length ? targets.map((c) => c.concept) : [...new Set(questionConcepts)];
  const labels = targets.length ? targets.map(labelOf) : tags.map((t) => labelOf({ concept: t }));
  return {
    target_category: category as 'weak' | 'at_risk' | 'developing' | 'review',
    target_concepts: labels,
    target_concept_tags: tags,
    weak_concepts: weak.map(labelOf),
    at_risk_concepts: atRisk.map(labelOf),
    developing_concepts: developing.map(labelOf),
    original_score: originalScore,
  };
}

export async function generatePersonalized(
  ctx: { db: Db; ai: AiEngine; now: Date },
  auth: Auth,
  body: z.output<typeof ZPersonalizedBody>,
) {
  if (!isUuid(body.evaluation_id)) throw notFound(REVIEW_MSG.notFound);
  const row = await repo.findEvaluationById(ctx.db, body.evaluation_id);
  if (!row) throw notFound(REVIEW_MSG.notFound);
  // Any adult who may read the task (its owner, the child's parent) may build practice from it.
  const view = await loadTaskFor(ctx.db, actorOf(auth), 'task:read', row.taskId).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? notFound(REVIEW_MSG.notFound) : err;
  });
  const source = view.group.worksheetId ? await findWorksheetRow(ctx.db, view.group.worksheetId) : undefined;
  const items = row.questionAnalysis as { concept?: string }[];
  const analysis = personalizationAnalysis(
    row.conceptAnalysis as Bands,
    items.map((q) => q.concept).filter((c): c is string => Boolean(c)),
    row.overallScore,
  );
  if (!source || analysis.target_concept_tags.length === 0)
    throw new AppError(422, REVIEW_MSG.noConcepts, 'no_concepts');
  // Olympiad tasks stay multiple choice (spec 03 §2.5).
  const types: QuestionType[] | null = row.isOlympiad ? ['mcq'] : body.question_types;
  const gen = await ctx.ai.generatePersonalized({
    board: source.board,
    grade: source.grade,
    subject: row.subject,
    target_concepts: analysis.target_concept_tags,
    base_difficulty: source.difficulty as AiDifficulty,
    difficulty_adjustment: body.difficulty_adjustment,
    num_questions: body.num_questions,
    question_types: types,
    specific_instruction: body.specific_instruction,
  });
  const worksheet = await saveGeneratedWorksheet(ctx, auth, gen, 'personalized');
  return { worksheet, analysis, target_student: { child_id: view.task.childId, name: view.childName } };
}
