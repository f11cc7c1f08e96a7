import type { AiDifficulty } from '@app/shared/schemas/ai';
import { QUESTION_TYPES, type QuestionType } from '@app/shared/schemas/question';

// Screen texts of the worksheet studio, verbatim from ui-strings.txt (spec 02 §5, §8).
export const WS_UI = {
  generateError: 'Error generating worksheet. Please try again.',
  onlyPdfJpgPng: 'Only PDF, JPG, and PNG files are allowed.',
  fileTooBig: 'File size must be less than 10MB',
  referenceUploaded: 'Reference file uploaded successfully!',
  referenceUploadError: 'Error uploading reference file. Please try again.',
  assignError: 'Error assigning task. Please try again.',
  assigned: 'Task Assigned Successfully!',
  pdfError: 'Error generating PDF. You can print the worksheet instead.',
  docError: 'Error downloading worksheet as DOC',
  updateFailed: 'Failed to update worksheet',
  updated: 'Worksheet updated successfully!',
  deleteQuestion: 'Are you sure you want to delete this question?',
  noQuestions: 'No questions found in worksheet. JSON structure may be invalid.',
  worksheetMissing: 'Worksheet data is missing. Please try generating the worksheet again.',
} as const;

/** Spec 02 §9. */
export const SUBJECTS = [
  'Mathematics',
  'Science',
  'English',
  'Hindi',
  'Social Studies',
  'Physics',
  'Chemistry',
  'Biology',
] as const;

export const DIFFICULTY_LABELS: Record<AiDifficulty, string> = {
  auto: 'Auto',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  extreme: 'Extreme',
};

export const ALL_QUESTION_TYPES: readonly QuestionType[] = QUESTION_TYPES;

/** Spec 02 §9: the templates offered when none load from the server. */
export const FALLBACK_TEMPLATES: Record<
  string,
  { name: string; default_questions: number; question_types: QuestionType[] }
> = {
  custom: {
    name: 'Custom',
    default_questions: 10,
    question_types: ['mcq', 'fill_blank', 'true_false', 'short_answer'],
  },
  short_practice: { name: 'Short Practice', default_questions: 5, question_types: ['mcq', 'fill_blank', 'true_false'] },
  mock_test: { name: 'Mock Test', default_questions: 25, question_types: ['mcq', 'fill_blank', 'short_answer'] },
  full_assessment: { name: 'Full Assessment', default_questions: 35, question_types: [...QUESTION_TYPES] },
  skill_assessment: {
    name: 'Skill Assessment',
    default_questions: 15,
    question_types: ['mcq', 'assertion_reason', 'short_answer'],
  },
};
