import { type EmotionalInsights, WELLBEING_MSG, WELLBEING_QUESTIONS, type WellbeingSubmitBody } from '@app/shared';
import type { Db } from '../../db/client';
import { type StoredWellbeingResponse, wellbeingResponses } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policy/policy';
import { loadChildFor } from '../children/children.service';
import { loadTaskFor } from '../evaluations/task-access';

const SUGGESTIONS: Record<string, string> = {
  difficulty: 'The task felt hard: an easier practice sheet on the same topic can rebuild confidence.',
  feeling: 'Talk together about how the work went and what felt good.',
  confidence: 'Go through one or two answers together so the child sees what they already know.',
  enjoyment: 'Mix in a game or a hands-on activity on the same topic.',
  energy: 'A short break, a snack or some movement before the next task will help.',
};

/** Pure: the survey's answers as insights. Difficulty is reversed (very hard = low feeling); 80+ happy, 60+ neutral. */
export function emotionalInsights(responses: StoredWellbeingResponse[]): EmotionalInsights {
  const feel = responses.map((r) => {
    const q = WELLBEING_QUESTIONS.find((x) => x.id === r.id)!;
    return { id: r.id, feel: q.reversed ? 6 - r.value : r.value };
  });
  const score = Math.round((feel.reduce((s, f) => s + f.feel, 0) / feel.length) * 100) / 100;
  const percentage = Math.round(((score - 1) / 4) * 100);
  const level = percentage >= 80 ? 'happy' : percentage >= 60 ? 'neutral' : 'low';
  const low = feel.filter((f) => f.feel <= 2).map((f) => SUGGESTIONS[f.id]!);
  return {
    score,
    percentage,
    level,
    colour: level === 'happy' ? 'green' : level === 'neutral' ? 'yellow' : 'red',
    emoji: level === 'happy' ? '😄' : level === 'neutral' ? '🙂' : '🤗',
    summary:
      level === 'happy'
        ? 'Feeling great about learning today!'
        : level === 'neutral'
          ? 'Feeling okay: a little encouragement will help.'
          : 'Not a great day: some support and a kind word will help.',
    suggestions: low,
    responses,
  };
}

export async function submitWellbeing(db: Db, actor: Actor, body: WellbeingSubmitBody, now: Date) {
  const child = await loadChildFor(db, actor, 'child:read', body.child_id);
  if (body.task_id) {
    const ref = await loadTaskFor(db, actor, body.task_id);
    if (ref.task.childId !== child.id) throw notFound();
  }
  // The server's own wording for each answer; what the client echoed is not trusted.
  const responses: StoredWellbeingResponse[] = body.responses.map((r) => {
    const q = WELLBEING_QUESTIONS.find((x) => x.id === r.id)!;
    const point = q.scale.find((p) => p.value === r.value)!;
    return { id: q.id, question: q.question, emoji: point.emoji, label: point.label, value: r.value };
  });
  const insights = emotionalInsights(responses);
  await db.insert(wellbeingResponses).values({
    childId: child.id,
    taskId: body.task_id ?? null,
    responses,
    score: insights.score,
    createdAt: now,
  });
  return { success: true as const, message: WELLBEING_MSG.saved, emotional_insights: insights };
}
