// A child's answers live in the browser until they are handed in, so closing the player by mistake loses
// nothing (spec 03 §2.2). The idempotency key of the hand-in is kept with them: a retry after a lost answer
// sends the same key and never submits twice.

export interface StoredAnswers {
  answers: Record<string, string>;
  hints: number[];
  key: string;
}

const storageKey = (taskId: string) => `ss_task_answers_${taskId}`;

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function loadAnswers(taskId: string): StoredAnswers {
  try {
    const raw = window.localStorage.getItem(storageKey(taskId));
    if (raw) {
      const v = JSON.parse(raw) as StoredAnswers;
      if (v && typeof v.answers === 'object' && Array.isArray(v.hints) && typeof v.key === 'string') return v;
    }
  } catch {
    // Unreadable: start afresh.
  }
  return { answers: {}, hints: [], key: newKey() };
}

export function saveAnswers(taskId: string, value: StoredAnswers): void {
  try {
    window.localStorage.setItem(storageKey(taskId), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the answers last for this page only.
  }
}

export function clearAnswers(taskId: string): void {
  try {
    window.localStorage.removeItem(storageKey(taskId));
  } catch {
    // Nothing to clear.
  }
}

export { newKey as newIdempotencyKey };
