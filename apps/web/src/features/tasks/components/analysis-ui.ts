import type { Evaluation } from '@app/shared/schemas/evaluations';

// Detailed Learning Analysis (spec 02 §2.13): texts verbatim from ui-strings.txt and the modal's pure decisions.

export const ANALYSIS_MSG = {
  strengthDefault: 'Good understanding of core concepts.',
  growthDefault: 'Continue practicing to strengthen understanding.',
  loadError: 'Error loading analysis. Please try again.',
  notFound: 'Evaluation data not found',
} as const;

/** Emoji by score band: 90+, 80+, 70+, lower (spec 01 §9, spec 02 §2.13). */
export function scoreEmoji(score: number): string {
  if (score >= 90) return '🏆';
  if (score >= 80) return '🌟';
  if (score >= 70) return '👍';
  return '💪';
}

/** A list shown with the spec's default line when the evaluation has none. */
export function orDefault(items: string[], fallback: string): string[] {
  const kept = items.map((s) => s.trim()).filter(Boolean);
  return kept.length ? kept : [fallback];
}

export const CONCEPT_GROUPS = [
  { key: 'mastered', label: 'Mastered', color: 'green' },
  { key: 'strong', label: 'Strong', color: 'teal' },
  { key: 'developing', label: 'Developing', color: 'yellow' },
  { key: 'at_risk', label: 'At risk', color: 'orange' },
  { key: 'weak', label: 'Needs attention', color: 'red' },
] as const satisfies readonly { key: keyof Evaluation['concept_analysis']; label: string; color: string }[];

/** Next steps: the evaluation's suggestions, then recommended activities not already among them. */
export function nextSteps(e: Pick<Evaluation, 'learning_suggestions' | 'learning_analytics'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of [...e.learning_suggestions, ...e.learning_analytics.recommended_activities]) {
    const t = s.trim();
    if (t && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}

/** Discussion points for the adult: the parent communication and insights texts, split into lines. */
export function discussionPoints(e: Pick<Evaluation, 'parent_insights' | 'learning_analytics'>): string[] {
  return [e.learning_analytics.parent_communication, e.parent_insights]
    .flatMap((t) => t.split('\n'))
    .map((t) => t.trim())
    .filter((t, i, all) => t && all.indexOf(t) === i);
}
