// Child wording (spec 03 §8) and the bands of the child view (spec 03 §9).

export const COMPARISON_CHILD_MSG = {
  mustComplete: 'This task needs to be completed first before you can see your answers!',
  stillChecking: 'Your teacher is still checking your work. Please wait a little bit and try again!',
  notSubmitted: "Your work hasn't been submitted yet. Complete and submit the task first!",
  notReady: 'Your answers are not ready yet. Try again in a few minutes!',
  ownWork: 'You can only view your own work!',
  other: 'Something went wrong. Please ask your parent or teacher for help!',
  network: 'Check your internet connection and try again!',
} as const;

/** Child dashboard cards: 80 green, 60 yellow, else red. */
export function scoreColour(score: number): 'green' | 'yellow' | 'red' {
  return score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';
}

export function encouragement(score: number): { emoji: string; text: string } {
  if (score >= 90) return { emoji: '🌟', text: 'Outstanding! You are a superstar!' };
  if (score >= 75) return { emoji: '🎉', text: 'Great job! Keep it up!' };
  if (score >= 50) return { emoji: '💪', text: 'Good effort! A little more practice and you will shine.' };
  return { emoji: '🌱', text: 'Every try helps you grow. Let us practise together!' };
}

export const AI_NOTE = 'This feedback is AI-powered. Ask your teacher or parent for detailed guidance.';
