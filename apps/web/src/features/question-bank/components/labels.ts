import { QUESTION_TYPE_CODES, type QuestionDifficulty, type QuestionType } from '@app/shared/schemas/question';

export const DIFFICULTY_OPTIONS: { value: QuestionDifficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
  { value: 'extreme', label: 'Extreme' },
];

export const TYPE_OPTIONS = (Object.keys(QUESTION_TYPE_CODES) as QuestionType[]).map((t) => ({
  value: t,
  label: QUESTION_TYPE_CODES[t],
}));

export const typeCode = (t: string) => QUESTION_TYPE_CODES[t as QuestionType] ?? t;
export const difficultyLabel = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);
