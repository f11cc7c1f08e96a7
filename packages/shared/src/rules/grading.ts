// Pure scoring rules shared by server and web (spec 01 §9, spec 03 §5 and §9).

export type LetterGrade = 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';

/** Percentage of max, 0 when there is nothing to score. Rounded to one decimal. */
export function percentOf(score: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.round((Math.max(0, Math.min(score, max)) / max) * 1000) / 10;
}

/** A+ ≥90, A ≥80, B ≥70, C ≥60, D ≥50, else F. */
export function gradeFromPercent(pct: number): LetterGrade {
  if (pct >= 90) return 'A+';
  if (pct >= 80) return 'A';
  if (pct >= 70) return 'B';
  if (pct >= 60) return 'C';
  if (pct >= 50) return 'D';
  return 'F';
}

export type ConceptBand = 'mastered' | 'strong' | 'developing' | 'at_risk' | 'needs_attention';

/** Mastered ≥90, strong 75–89, developing 50–74, at risk 35–49, needs attention below 35. */
export function conceptBand(pct: number): ConceptBand {
  if (pct >= 90) return 'mastered';
  if (pct >= 75) return 'strong';
  if (pct >= 50) return 'developing';
  if (pct >= 35) return 'at_risk';
  return 'needs_attention';
}

export type ScoreColour = 'green' | 'blue' | 'yellow' | 'red';

/** Task score colours: ≥90 green, ≥80 blue, ≥70 yellow, otherwise red. */
export function scoreColour(pct: number): ScoreColour {
  if (pct >= 90) return 'green';
  if (pct >= 80) return 'blue';
  if (pct >= 70) return 'yellow';
  return 'red';
}

/** The emoji uses the same 90/80/70 thresholds as the colours. */
export function scoreEmoji(pct: number): string {
  if (pct >= 90) return '🌟';
  if (pct >= 80) return '😊';
  if (pct >= 70) return '🙂';
  return '💪';
}

/** Badge text for the notification bell: 99+ above 99, nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}
