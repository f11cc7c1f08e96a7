import type { Worksheet } from '@app/shared/schemas/worksheets';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export interface ShortfallReport {
  headline: string;
  /** Null when the paper is complete. */
  detail: { summary: string; sections: string[] } | null;
}

/**
 * What the summary says about a generated olympiad set: complete, or how many questions each section is missing
 * (never a success message for questions that are not there).
 */
export function describeShortfall(
  ws: Pick<Worksheet, 'num_questions' | 'shortfall' | 'olympiad_metadata'>,
): ShortfallReport {
  const mock = ws.olympiad_metadata?.mode === 'mock';
  const short = ws.shortfall;
  if (!short)
    return {
      headline: `${mock ? 'Mock test' : 'Practice test'} ready: ${plural(ws.num_questions, 'question')}`,
      detail: null,
    };
  return {
    headline: `${plural(ws.num_questions, 'question')} ready: fewer than the ${short.requested} asked for`,
    detail: {
      summary: `${short.available} of ${short.requested} questions are available offline.`,
      sections: (short.sections ?? [])
        .filter((s) => s.available < s.requested)
        .map(
          (s) =>
            `${s.name}: ${s.available} of ${s.requested} (${plural(s.requested - s.available, 'question')} missing)`,
        ),
    },
  };
}
