import {
  conceptBand,
  type EvaluationConceptBand,
  gradeFromPercent,
  percentOf,
  type QuestionAnalysisItem,
  QUESTION_TYPE_LABELS,
  type QuestionType,
} from '@app/shared';
import { conceptLabel } from '../builtin/notes';
import type { EvaluateRequest, EvaluationResult } from '../types';

type ConceptItem = EvaluationResult['concept_analysis']['mastered'][number];

interface ConceptStat {
  item: ConceptItem;
  band: EvaluationConceptBand;
  awarded: number;
  max: number;
  numbers: number[];
}

const fmt = (x: number) => String(Math.round(x * 100) / 100);
const qList = (ns: number[]) => ns.map((n) => `Q${n}`).join(', ');

function conceptStats(req: EvaluateRequest, items: QuestionAnalysisItem[]): ConceptStat[] {
  const labels = new Map(req.questions.map((q) => [q.concept, q.topic]));
  const groups = new Map<string, QuestionAnalysisItem[]>();
  for (const i of items) groups.set(i.concept, [...(groups.get(i.concept) ?? []), i]);
  return [...groups.entries()]
    .map(([concept, list]) => {
      const awarded = list.reduce((s, i) => s + i.marks_awarded, 0);
      const max = list.reduce((s, i) => s + i.max_marks, 0);
      const score = max > 0 ? Math.round((awarded / max) * 100) / 100 : 0;
      const band = conceptBand(percentOf(awarded, max));
      return {
        item: {
          concept,
          label: labels.get(concept) ?? conceptLabel(concept),
          score,
          // More questions on a concept make its score more trustworthy.
          confidence: list.length >= 3 ? 'High' : list.length === 2 ? 'Medium' : 'Low',
          questions: list.length,
        } satisfies ConceptItem,
        band: band === 'needs_attention' ? 'weak' : band,
        awarded,
        max,
        numbers: list.map((i) => i.question_number),
      } as ConceptStat;
    })
    .sort((a, b) => b.item.score - a.item.score || a.item.concept.localeCompare(b.item.concept));
}

/** Every sentence is built from this submission's numbers and concepts; the same input gives the same text. */
export function composeAnalysis(
  req: EvaluateRequest,
  items: QuestionAnalysisItem[],
  percentage: number,
): Omit<
  EvaluationResult,
  'overall_score' | 'max_score' | 'percentage' | 'grade' | 'question_analysis' | 'graded_with'
> {
  const stats = conceptStats(req, items);
  const by = (b: EvaluationConceptBand) => stats.filter((s) => s.band === b);
  const n = items.length;
  const overall = items.reduce((s, i) => s + i.marks_awarded, 0);
  const max = items.reduce((s, i) => s + i.max_marks, 0);
  const attempted = items.filter((i) => i.student_answer).length;
  const fullyCorrect = items.filter((i) => i.is_correct).length;
  const cleanCorrect = items.filter((i) => i.is_correct && !i.hint_used).length;
  const hinted = items.filter((i) => i.hint_used).map((i) => i.question_number);
  const unanswered = items.filter((i) => !i.student_answer).map((i) => i.question_number);
  const grade = gradeFromPercent(percentage);
  const who = req.child_name?.trim() || 'Your child';
  const subject = req.subject ? ` in ${req.subject}` : '';

  const good = stats.filter((s) => s.band === 'mastered' || s.band === 'strong');
  const needs = stats.filter((s) => s.band === 'weak' || s.band === 'at_risk' || s.band === 'developing').reverse();

  const strengths = good.map(
    (s) => `${s.item.label}: ${fmt(s.awarded)} of ${fmt(s.max)} marks (${Math.round(s.item.score * 100)}%)`,
  );
  const typeStats = new Map<string, QuestionAnalysisItem[]>();
  for (const i of items) typeStats.set(i.question_type, [...(typeStats.get(i.question_type) ?? []), i]);
  for (const [type, list] of typeStats)
    if (list.length >= 2 && list.every((i) => i.is_correct))
      strengths.push(`All ${list.length} ${QUESTION_TYPE_LABELS[type as QuestionType]} questions correct`);
  if (strengths.length === 0 && stats.length > 0 && stats[0].awarded > 0)
    strengths.push(`Best area: ${stats[0].item.label} (${Math.round(stats[0].item.score * 100)}%)`);

  const areas = needs.map(
    (s) =>
      `${s.item.label}: ${fmt(s.awarded)} of ${fmt(s.max)} marks (${Math.round(s.item.score * 100)}%), see ${qList(s.numbers)}`,
  );
  if (unanswered.length)
    areas.push(
      `${unanswered.length} question${unanswered.length === 1 ? '' : 's'} left unanswered (${qList(unanswered)})`,
    );

  const suggestions: string[] = [];
  for (const s of needs.slice(0, 3)) {
    const missed = items.filter((i) => s.numbers.includes(i.question_number) && !i.is_correct);
    const example = missed[0];
    suggestions.push(
      example
        ? `Revisit ${s.item.label}: in Q${example.question_number} the answer was ${example.correct_answer}.`
        : `Revisit ${s.item.label} with a few more practice questions.`,
    );
  }
  const writtenWeak = items.filter(
    (i) => (i.question_type === 'short_answer' || i.question_type === 'long_answer') && i.partial_credit,
  );
  if (writtenWeak.length)
    suggestions.push(
      `Write fuller answers that use the key terms (${qList(writtenWeak.map((i) => i.question_number))} got part marks).`,
    );
  if (hinted.length) suggestions.push(`Try ${qList(hinted)} again without the hint to earn the full marks.`);
  if (suggestions.length === 0 && stats.length)
    suggestions.push(
      `Move on to harder questions on ${stats
        .slice(0, 2)
        .map((s) => s.item.label)
        .join(' and ')}.`,
    );

  const engagement = n ? attempted / n : 0;
  const confidence = n ? cleanCorrect / n : 0;
  const hintShare = n ? hinted.length / n : 0;
  const pace =
    percentage >= 80 && hintShare <= 0.1
      ? `Quick: ${percentage}% with ${hinted.length} hint${hinted.length === 1 ? '' : 's'}`
      : percentage >= 50
        ? `Steady: ${percentage}% with ${hinted.length} hint${hinted.length === 1 ? '' : 's'}`
        : `Needs more time: ${percentage}% with ${hinted.length} hint${hinted.length === 1 ? '' : 's'}`;
  const mood =
    engagement < 0.5
      ? `May be losing interest: answered ${attempted} of ${n} questions`
      : percentage >= 80
        ? `Confident: answered ${attempted} of ${n} and scored ${percentage}%`
        : percentage >= 50
          ? `Motivated: answered ${attempted} of ${n} and scored ${percentage}%`
          : `May feel discouraged: answered ${attempted} of ${n} but scored ${percentage}%`;
  const activities = [
    ...needs
      .slice(0, 3)
      .map((s) =>
        s.band === 'developing'
          ? `Review ${s.item.label} with two worked examples, then try ${qList(s.numbers)} again`
          : `Practise 5 easier questions on ${s.item.label} before moving on`,
      ),
    ...(good.length ? [`Try a harder worksheet on ${good[0].item.label}`] : []),
  ];
  const focus = needs.slice(0, 2).map((s) => s.item.label);
  const best = good.slice(0, 2).map((s) => s.item.label);
  const parentLine =
    `${who} scored ${fmt(overall)} of ${fmt(max)} (${percentage}%, grade ${grade})${subject}.` +
    (best.length ? ` Strongest: ${best.join(', ')}.` : '') +
    (focus.length ? ` Needs support with ${focus.join(', ')}.` : '');
  const feedback =
    `Scored ${fmt(overall)} out of ${fmt(max)} (${percentage}%, grade ${grade}). ` +
    `${fullyCorrect} of ${n} questions fully correct` +
    (hinted.length ? `, ${hinted.length} answered with a hint` : '') +
    (unanswered.length ? `, ${unanswered.length} unanswered` : '') +
    '.' +
    (focus.length ? ` Focus next on ${focus.join(' and ')}.` : '');
  const parentInsights =
    parentLine +
    (needs.length
      ? ` Ask ${who === 'Your child' ? 'them' : who} to explain ${needs[0].item.label} in their own words, then do ${qList(needs[0].numbers)} together.`
      : ' Encourage a harder set next time.');

  return {
    feedback,
    concept_analysis: {
      mastered: by('mastered').map((s) => s.item),
      strong: by('strong').map((s) => s.item),
      developing: by('developing').map((s) => s.item),
      at_risk: by('at_risk').map((s) => s.item),
      weak: by('weak').map((s) => s.item),
    },
    learning_analytics: {
      confidence_level: Math.round(confidence * 100) / 100,
      engagement_score: Math.round(engagement * 100) / 100,
      learning_pace: pace,
      emotional_state_prediction: mood,
      recommended_activities: activities,
      parent_communication: parentLine,
    },
    strengths,
    areas_for_improvement: areas,
    learning_suggestions: suggestions,
    parent_insights: parentInsights,
  };
}
