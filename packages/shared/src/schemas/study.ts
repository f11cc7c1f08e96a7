import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from '../constants';
import { NOTES_TYPES } from './notes';

// Study Support (spec 01 §2 "Study Support list", §3 Study assignment, §7; spec 02 §2.6, §2.7, §7, §8).

export const STUDY_MSG = {
  notesAssigned: 'Notes assigned successfully!',
  notesAssignError: 'Error assigning notes. Please try again.',
  notesGenerateError: 'Error generating notes. Please try again.',
  notesShared: 'Notes shared successfully!',
  notesShareError: 'Error sharing notes. Please try again.',
  selectFileToShare: 'Please select at least one file to share',
  shareFileTypes: 'Only PDF, JPG, and PNG files are allowed',
  selectStudent: 'Please select at least one student',
  selectBatch: 'Please select at least one batch',
  selectChild: 'Please select at least one child',
  titleRequired: 'Please enter a title',
  emptyTitle: 'No study materials yet',
  emptyText: 'Materials will appear here when assigned',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  notFound: 'Study material not found',
  notesNotFound: 'Notes not found',
  bookSelectionSaved: 'Book selection saved successfully!',
  bookPreferencesSaved: 'Book preferences saved successfully!',
  bookSelectionError: 'Failed to save book selection',
  unknownBook: 'This book is not in the syllabus for that grade and subject',
} as const;

/** Spec 01 §9: the list shows 5 items before See More. */
export const STUDY_LIST_PREVIEW = 5;
export const STUDY_TITLE_MAX = 200;
export const STUDY_DESCRIPTION_MAX = 2000;
export const STUDY_TARGETS_MAX = 200;
export const SHARE_FILES_MAX = 10;

const ZTitle = z
  .string({ error: STUDY_MSG.titleRequired })
  .trim()
  .min(1, STUDY_MSG.titleRequired)
  .max(STUDY_TITLE_MAX, `Title must be at most ${STUDY_TITLE_MAX} characters`);
const ZDescription = z
  .string()
  .trim()
  .max(STUDY_DESCRIPTION_MAX, `Description must be at most ${STUDY_DESCRIPTION_MAX} characters`)
  .nullish()
  .transform((v) => v || null);

/** POST /notes/{id}/assign (spec 02 §3 Notes assignment). The messages depend on the role, so the service checks ids. */
export const ZNotesAssignBody = z.object({
  title: ZTitle,
  description: ZDescription,
  target_type: z.enum(['child', 'batch']).default('child'),
  target_ids: z.array(z.uuid('Unknown target')).max(STUDY_TARGETS_MAX).default([]),
});
export type NotesAssignBody = z.output<typeof ZNotesAssignBody>;

export const ZNotesAssignResponse = z.object({
  message: z.string(),
  assigned_count: z.number().int(),
  assignment_ids: z.array(z.uuid()),
});

export const ZStudyAssignment = z.object({
  id: z.uuid(),
  /** Null for a share of files. */
  note_id: z.uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string().nullable(),
  assigned_by_name: z.string(),
  assigned_by_role: z.string(),
  /** The child; null in a teacher's list, which shows each item once. */
  assigned_to: z.uuid().nullable(),
  assigned_to_name: z.string().nullable(),
  /** How many children received it (a teacher's list). */
  recipient_count: z.number().int(),
  assigned_at: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  note_type: z.enum(NOTES_TYPES).nullable(),
  /** Authorised download routes of the shared files, in order (File 1, File 2). */
  file_urls: z.array(z.string()),
  files: z.array(z.object({ id: z.uuid(), name: z.string(), content_type: z.string(), url: z.string() })),
  note_details: z
    .object({
      html_content: z.string(),
      mermaid: z.string().nullable(),
      grade: z.number().int(),
    })
    .nullable(),
});
export type StudyAssignment = z.infer<typeof ZStudyAssignment>;

/** GET /notes/assigned: a parent names the child (the child view reads its own); a teacher lists what they gave. */
export const ZStudyListQuery = z.object({
  child_id: z.uuid().optional(),
  /** Spec 01 §6: materials filtered by the assigner's role, following the Parent Space or a coach's tab. */
  assigned_by_role: z.enum(['parent', 'coaching_teacher']).optional(),
  assigned_by: z.uuid().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZStudyList = z.object({
  assignments: z.array(ZStudyAssignment),
  total: z.number().int(),
  unread: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type StudyList = z.infer<typeof ZStudyList>;

export const ZMarkReadQuery = z.object({
  is_read: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** POST /teaching/share-notes multipart fields (files come as parts named `files`). */
export const ZShareNotesFields = z.object({
  title: ZTitle,
  description: ZDescription,
  subject: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((v) => v || null),
  target_type: z.enum(['batch', 'students']),
  target_ids: z.array(z.uuid('Unknown target')).max(STUDY_TARGETS_MAX),
});
export const ZShareNotesResponse = z.object({
  message: z.string(),
  share_id: z.uuid(),
  shared_count: z.number().int(),
  files: z.number().int(),
});

// ---- Books (spec 02 §2.17, §3 Book preferences, §7) -------------------------------------------------------------

export const ZBookRef = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  subject: z.string(),
  board: z.string(),
});
export type BookRef = z.infer<typeof ZBookRef>;

export const ZChildBooksAvailableQuery = z.object({ board: z.string().trim().min(1).max(40).optional() });
export const ZChildBooksAvailable = z.object({ books: z.array(ZBookRef), board: z.string(), grade: z.number().int() });
export const ZChildBooksSelected = z.object({ selected_books: z.array(z.string()), books: z.array(ZBookRef) });
export const ZChildBooksSelectedBody = z.object({
  selected_books: z.array(z.string().trim().min(1).max(120)).max(100),
});

export const ZChildSyllabusQuery = z.object({ subject: z.string().trim().min(1).max(60).optional() });
export const ZChildSyllabus = z.object({
  board: z.string(),
  grade: z.number().int(),
  subjects: z.array(z.string()),
  syllabus: z.array(
    z.object({
      subject: z.string(),
      selected_book_id: z.string().nullable(),
      selected_book: z.string().nullable(),
      available_books: z.array(z.object({ id: z.string(), title: z.string(), publisher: z.string() })),
      chapters: z.array(z.object({ chapter: z.string(), topics: z.array(z.string()) })),
    }),
  ),
});
export type ChildSyllabus = z.infer<typeof ZChildSyllabus>;

/** Key of a teacher's preference: `{grade}_{subject}`. */
export const bookPreferenceKey = (grade: number, subject: string) => `${grade}_${subject}`;
export const ZBookPreferences = z.object({
  /** `{grade}_{subject}` → the chosen book ids, first preferred. */
  book_preferences: z.record(z.string(), z.array(z.string())),
});
export const ZBookPreferencesBody = z.object({
  grade: z.coerce.number().int().min(GRADE_MIN).max(GRADE_MAX),
  subject: z.string().trim().min(1).max(60),
  selected_books: z.array(z.string().trim().min(1).max(120)).max(50),
});
export const ZChildBooksSaved = ZChildBooksSelected.extend({ message: z.string() });
export const ZBookPreferencesSaved = ZBookPreferences.extend({ message: z.string() });
