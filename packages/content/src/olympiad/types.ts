// Olympiad catalogue model and the response shapes of the olympiad endpoints (spec 02 §3, §7; spec 03 §7).
// Kept free of zod so the web client can import them cheaply; packages/shared/src/schemas/olympiad.ts mirrors
// them as zod schemas for validation.

/** Inclusive grade range. */
export interface GradeRange {
  from: number;
  to: number;
}

/** One section of a mock paper: `questions` × `marks_per_question` = its total marks. */
export interface BlueprintSection {
  name: string;
  questions: number;
  marks_per_question: number;
  /** Higher-order-thinking section (SOF's Achievers Section). */
  is_hot: boolean;
}

/** The mock paper for a band of grades. */
export interface BlueprintBand extends GradeRange {
  sections: BlueprintSection[];
  duration_minutes: number;
}

export interface CatalogueTopic {
  name: string;
  /** `olympiad.<code lower>.<slug>`; derived from the name unless a slug is given (Hindi topic names). */
  concept: string;
}

export interface SyllabusSection {
  name: string;
  topics: CatalogueTopic[];
}

/** The syllabus for a band of grades; always inside one blueprint band and with the same section names. */
export interface SyllabusBand extends GradeRange {
  sections: SyllabusSection[];
}

export interface OlympiadDefinition {
  /** Upper-case code, e.g. IMO. */
  code: string;
  name: string;
  /** The subject the olympiad serves (one of the spec's subjects, or General Knowledge / Computer Science). */
  subject: string;
  /** Other subject names that select this olympiad (e.g. Physics → NSO). */
  subject_aliases?: string[];
  provider: string;
  grades: GradeRange;
  blueprints: BlueprintBand[];
  syllabus: SyllabusBand[];
}

export interface OlympiadProvider {
  /** Lower-case provider code, e.g. `sof`. */
  code: string;
  name: string;
  olympiads: OlympiadDefinition[];
}

// ---- Response shapes ----

/** One entry of GET /olympiad/types. */
export interface OlympiadTypeInfo {
  code: string;
  name: string;
  subject: string;
  provider: string;
}

/** GET /olympiad/types: the client reads `olympiads[0].olympiads`. */
export interface OlympiadTypesResponse {
  olympiads: { provider: string; provider_name: string; olympiads: OlympiadTypeInfo[] }[];
}

export interface OlympiadConfigSection {
  name: string;
  questions: number;
  marks_per_question: number;
  total_marks: number;
  is_hot: boolean;
}

export interface OlympiadMockConfig {
  sections: OlympiadConfigSection[];
  total_marks: number;
  duration_minutes: number;
}

/** GET /olympiad/config?grade&subject. `olympiad` is null when `available` is false. */
export interface OlympiadConfigResponse {
  available: boolean;
  olympiad: { name: string; provider: string; code: string; config: OlympiadMockConfig } | null;
  message: string;
}

/** GET /olympiad/{provider}/{code}/syllabus?grade. */
export interface OlympiadSyllabusResponse {
  sections: { name: string; topics: string[] }[];
}

/** GET /qb/olympiad/grades. */
export interface OlympiadGradesResponse {
  grades: number[];
  subject: string;
}
