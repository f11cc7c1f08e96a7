import type {
  AiDifficulty,
  AiProvider,
  BankQuestion,
  EvaluationResult,
  QuestionDifficulty,
  QuestionType,
  StructuredQuestion,
} from '@app/shared';

/** A question placed on a worksheet (spec 02 §3 Question). */
export interface WorksheetQuestion extends StructuredQuestion {
  question_number: number;
  topic?: string;
  chapter?: string;
  /** A nudge that never gives the answer away (shown when hints are enabled). */
  hint?: string;
  /** Olympiad mock section name. */
  section?: string;
}

/** Spec 02 §3 Answer key entry. */
export interface AnswerKeyEntry {
  question_number: number;
  answer_text: string;
  answer_explanation: string;
  concept: string;
}

export interface WorksheetSection {
  question_type: QuestionType;
  /** Olympiad mock: the blueprint section. */
  name?: string;
  is_hot?: boolean;
  questions_list: (WorksheetQuestion & { correct_answer: string })[];
}

export interface Shortfall {
  requested: number;
  available: number;
  message: string;
  sections?: { name: string; requested: number; available: number }[];
}

export interface GeneratedBy {
  provider: AiProvider;
  model: string;
  /** Model calls made (0 for the built-in engine). */
  attempts: number;
}

export interface GeneratedWorksheet {
  title: string;
  board: string;
  grade: number;
  subject: string;
  topics: string[];
  difficulty: AiDifficulty;
  questions: WorksheetQuestion[];
  json_data: { sections: WorksheetSection[]; answer_key: AnswerKeyEntry[] };
  answer_key: AnswerKeyEntry[];
  num_questions: number;
  total_marks: number;
  html_content: string;
  html_content_print: string;
  answer_key_html: string;
  enhanced: boolean;
  is_olympiad: boolean;
  olympiad_metadata: OlympiadMetadata | null;
  shortfall: Shortfall | null;
  generated_by: GeneratedBy;
  seed: string;
}

export interface OlympiadMetadata {
  mode: 'practice' | 'mock';
  olympiad: { code: string; name: string; provider: string } | null;
  topics: string[];
  total_marks: number;
  duration_minutes: number | null;
  sections: { name: string; questions: number; marks_per_question: number; total_marks: number; is_hot: boolean }[];
}

export interface WorksheetRequest {
  board: string;
  grade: number;
  subject: string;
  /** Narrows to one chapter; topics may also be chapter names. */
  chapter?: string;
  topics: string[];
  template?: string | null;
  num_questions?: number | null;
  difficulty: AiDifficulty;
  question_types?: QuestionType[] | null;
  instructions?: string | null;
  reference_text?: string | null;
  title?: string;
  /** Same request and seed give the same built-in worksheet; absent, one is drawn from the clock. */
  seed?: string;
}

export interface OlympiadRequest {
  mode: 'practice' | 'mock';
  grade: number;
  subject: string;
  /** Practice: syllabus topics (section names are accepted too). */
  topics?: string[];
  question_count?: number | null;
  difficulty_level?: AiDifficulty;
  seed?: string;
}

export interface QuestionsRequest {
  question_mode: 'regular' | 'olympiad';
  board: string;
  grade: number;
  subject: string;
  chapter: string;
  topic?: string | null;
  olympiad_code?: string | null;
  difficulty: QuestionDifficulty;
  question_types: QuestionType[];
  num_questions: number;
  /** A model id from AVAILABLE_MODELS; absent or builtin-v1 uses the built-in engine. */
  ai_model?: string | null;
  /** Used for this call only; never stored or logged. */
  api_key?: string | null;
  instruction_text?: string | null;
  reference_text?: string | null;
  seed?: string;
}

export interface QuestionsResult {
  questions: BankQuestion[];
  count: number;
  shortfall: Shortfall | null;
  generated_by: GeneratedBy;
}

export const DIFFICULTY_ADJUSTMENTS = ['easier', 'same', 'harder', 'increase'] as const;
export type DifficultyAdjustment = (typeof DIFFICULTY_ADJUSTMENTS)[number];

export interface PersonalizedRequest {
  board: string;
  grade: number;
  subject: string;
  /** Concept tags to target (the evaluation's weak and at-risk concepts first). */
  target_concepts: string[];
  /** The difficulty of the evaluated worksheet. */
  base_difficulty: AiDifficulty;
  difficulty_adjustment: DifficultyAdjustment;
  num_questions?: number | null;
  question_types?: QuestionType[] | null;
  specific_instruction?: string | null;
  seed?: string;
}

export const NOTES_TYPES = ['memory_map', 'slides', 'summary', 'revision'] as const;
export type NotesType = (typeof NOTES_TYPES)[number];

export interface NotesRequest {
  type: NotesType;
  board: string;
  grade: number;
  subject: string;
  chapter?: string;
  topics: string[];
  reference_text?: string | null;
}

export interface MemoryMapNode {
  label: string;
  children: MemoryMapNode[];
}

export interface NotesContent {
  title: string;
  overview: string;
  sections: { heading: string; points: string[] }[];
  key_points: string[];
  quick_check: { question: string; answer: string }[];
  memory_map: MemoryMapNode;
}

export interface GeneratedNotes {
  type: NotesType;
  subject: string;
  grade: number;
  topics: string[];
  title: string;
  content: NotesContent;
  /** Mermaid `mindmap` source (memory maps). */
  mermaid: string | null;
  html_content: string;
  generated_by: GeneratedBy;
}

export interface EvaluateRequest {
  questions: WorksheetQuestion[];
  /** Keyed by question number. */
  answers: Record<number, string>;
  hints_used?: number[];
  /** Question numbers whose answers were read (OCR) with low confidence: their marks are flagged needs_review. */
  uncertain_answers?: number[];
  /** For text addressed to parents ("Asha scored ..."). */
  child_name?: string;
  subject?: string;
}

export type { EvaluationResult };

export interface ExtractRequest {
  /** Text from uploaded pages (OCR or PDF text is extracted elsewhere). */
  text: string;
  questions: Pick<WorksheetQuestion, 'question_number' | 'question_type' | 'options'>[];
}

export interface ExtractResult {
  answers: Record<number, string>;
  /** Lines that belong to no question. */
  unmatched: string[];
  method: 'builtin' | 'model';
}
